-- The visitor's confirmation, one per address per 24 h (docs/product.md#the-confirmation).
-- One row per canonical address (IDN domain in ASCII, lower case, `+tag` removed): claimed
-- atomically by the first try of a confirmation, pending or sent, so parallel inquiries and
-- spelling variants of one address get one confirmation. Kept a day (the retention run), and
-- deleted with its inquiry by an erasure.
CREATE TABLE confirmation_claims (
  address TEXT PRIMARY KEY,
  inquiry_id TEXT NOT NULL,
  claimed_at TEXT NOT NULL
);
CREATE INDEX confirmation_claims_inquiry ON confirmation_claims (inquiry_id);

-- Form tokens seen, by token (docs/product.md#abuse-defences): a token is accepted at most 5 times
-- in its 24 h life; past that it is judged `token_invalid`. Kept 2 days (the retention run).
CREATE TABLE form_token_uses (
  token TEXT PRIMARY KEY,
  uses INTEGER NOT NULL,
  first_used_at TEXT NOT NULL
);
