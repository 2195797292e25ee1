-- The inbox's Setup panel (docs/product.md#setup-panel).

-- The scheduled jobs' last successful run, one row per job ('retention'), so the panel can say
-- when the daily retention run last ran and how many inquiries it deleted (no visitor data).
CREATE TABLE job_runs (
  job TEXT PRIMARY KEY,
  last_run_at TEXT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0
);

-- The audit trail learns the Setup panel's "Send a test inquiry" ('test_inquiry').
-- SQLite cannot change a CHECK constraint in place, so `admin_audit` is rebuilt; every row keeps
-- its values.
CREATE TABLE admin_audit_next (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (
    action IN ('resend', 'retry', 'erase', 'not_spam', 'mark_spam', 'block', 'unblock', 'test_inquiry')
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
