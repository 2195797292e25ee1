-- Every abuse limit counts an address in one canonical form (docs/product.md#abuse-defences):
-- lower-case ASCII, a `+tag` removed from the local part, and at gmail.com or googlemail.com the
-- local part's dots removed and the domain gmail.com. Rows written before this migration were only
-- lower-case ASCII, so they are brought into that form here; new rows are written in it.

-- Block-list addresses: split into local part and domain, then canonical.
CREATE TABLE canonical_block_addresses AS
  SELECT
    value,
    substr(value, 1, instr(value, '@') - 1) AS local,
    substr(value, instr(value, '@') + 1) AS domain
  FROM blocked_senders
  WHERE kind = 'address';
UPDATE canonical_block_addresses SET local = substr(local, 1, instr(local, '+') - 1)
  WHERE instr(local, '+') > 0;
UPDATE canonical_block_addresses SET local = replace(local, '.', ''), domain = 'gmail.com'
  WHERE domain IN ('gmail.com', 'googlemail.com');
-- Already canonical, or nothing left of the local part (kept as it is): nothing to change.
DELETE FROM canonical_block_addresses WHERE local = '' OR local || '@' || domain = value;
-- Each other entry takes its canonical value; when that entry already exists (or another spelling
-- took it first), the existing entry stands, with its own date and author, and this one goes.
UPDATE OR IGNORE blocked_senders
  SET value = (
    SELECT local || '@' || domain FROM canonical_block_addresses
    WHERE canonical_block_addresses.value = blocked_senders.value
  )
  WHERE value IN (SELECT value FROM canonical_block_addresses);
DELETE FROM blocked_senders WHERE value IN (SELECT value FROM canonical_block_addresses);
DROP TABLE canonical_block_addresses;

-- Block-list domains: googlemail.com is gmail.com.
UPDATE OR IGNORE blocked_senders SET value = 'gmail.com' WHERE kind = 'domain' AND value = 'googlemail.com';
DELETE FROM blocked_senders WHERE kind = 'domain' AND value = 'googlemail.com';

-- Confirmation claims (kept a day) already had the `+tag` removed; Gmail addresses lose their dots.
-- A claim whose canonical address is already claimed keeps its old key until the retention run.
UPDATE OR IGNORE confirmation_claims
  SET address = replace(substr(address, 1, instr(address, '@') - 1), '.', '') || '@gmail.com'
  WHERE substr(address, instr(address, '@') + 1) IN ('gmail.com', 'googlemail.com');
