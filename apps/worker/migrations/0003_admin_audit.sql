-- The operator's audit trail (docs/reference.md#audit-trail): one row per admin write - a re-send,
-- a channel retry, an erasure - with who did it (the verified Cloudflare Access identity's email, or
-- "local" in development), what and when. No foreign key: an erasure's own row outlives the
-- inquiry. The retention run deletes rows older than INQUIRY_RETENTION_DAYS.
CREATE TABLE admin_audit (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('resend', 'retry', 'erase')),
  inquiry_id TEXT NOT NULL,
  detail TEXT
);
CREATE INDEX admin_audit_inquiry ON admin_audit (inquiry_id, seq);
CREATE INDEX admin_audit_at ON admin_audit (at);
