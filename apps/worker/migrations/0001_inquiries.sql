-- The inquiry archive (docs/architecture.md#the-inquiry-archive): one row per inquiry that passed
-- the worker's checks, written before the provider is called, then kept up to date with its
-- delivery status. Times are ISO 8601 UTC strings ("2026-11-23T13:45:00.000Z"), which sort in time
-- order as text.
CREATE TABLE inquiries (
  -- The inquiry's id: the idempotency key of its first submission ("inquiry-" + 64 hex digits),
  -- so the same submission twice is one row.
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('received', 'sent', 'queued', 'failed', 'dead', 'spam')),
  -- The visitor's five fields, trimmed (phone is '' when not given).
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  -- The composed email as JSON (from, to, replyTo, subject, html, text, tags), so a re-send sends
  -- exactly what the visitor's request produced.
  email_json TEXT NOT NULL,
  -- The env setting that holds the provider key (never the key itself).
  api_key_env_name TEXT NOT NULL,
  -- The idempotency key deliveries use now, and when it was first used: a re-send more than 24 h
  -- later (Resend's window) gets a new one.
  idempotency_key TEXT NOT NULL,
  idempotency_key_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  provider_message_id TEXT
);

-- Newest first, with or without a status filter; the sweep and retention read by status and age.
CREATE INDEX inquiries_received ON inquiries (received_at DESC, id DESC);
CREATE INDEX inquiries_status_received ON inquiries (status, received_at DESC, id DESC);

-- The delivery history of each inquiry: one row per status change, oldest first.
CREATE TABLE inquiry_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('received', 'sent', 'queued', 'failed', 'dead', 'spam')),
  -- A short note for the operator: the provider's error name, the message id, who re-sent it.
  detail TEXT
);

CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, seq);
