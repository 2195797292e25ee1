-- Spam the operator can read and correct (docs/product.md#abuse-defences,
-- docs/architecture.md#the-inquiry-archive).
-- Why a spam inquiry is spam: one of SPAM_REASONS (packages/contract), NULL for a clean one. Spam
-- stored before this migration was caught by the honeypot. A spam row stores the visitor's five
-- fields and its reason only: its email_json is '' until "Not spam" composes it.
ALTER TABLE inquiries ADD COLUMN spam_reason TEXT;
UPDATE inquiries SET spam_reason = 'honeypot' WHERE status = 'spam';

-- The operator's block list: an address, or every address at a domain (lower-cased ASCII).
CREATE TABLE blocked_senders (
  value TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('address', 'domain')),
  added_at TEXT NOT NULL,
  added_by TEXT NOT NULL
);

-- Counters per UTC day (YYYY-MM-DD): 'spam' (spam seen, stored or not, against SPAM_DAILY_LIMIT)
-- and 'confirmation' (confirmation emails sent, against AUTORESPONDER_DAILY_LIMIT). The retention
-- run deletes days older than the spam retention period.
CREATE TABLE daily_counts (
  day TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, name)
);

-- The audit trail learns the spam actions: "Not spam", "Mark as spam", and blocking/unblocking.
CREATE TABLE admin_audit_next (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (
    action IN ('resend', 'retry', 'erase', 'not_spam', 'mark_spam', 'block', 'unblock')
  ),
  inquiry_id TEXT NOT NULL,
  detail TEXT
);
INSERT INTO admin_audit_next (seq, at, actor, action, inquiry_id, detail)
  SELECT seq, at, actor, action, inquiry_id, detail FROM admin_audit;
DROP TABLE admin_audit;
ALTER TABLE admin_audit_next RENAME TO admin_audit;
CREATE INDEX admin_audit_inquiry ON admin_audit (inquiry_id, seq);
CREATE INDEX admin_audit_at ON admin_audit (at);
