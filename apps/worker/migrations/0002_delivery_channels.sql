-- Delivery channels (docs/architecture.md#delivery-channels): every inquiry is delivered through
-- one or more channels (`email`, the business email; `webhook:<name>`, each notification webhook),
-- each with its own record and history. The inquiry's own status is its `email` channel's, and
-- gains `delivered` and `bounced` from the mail provider's delivery events.
--
-- SQLite cannot change a CHECK constraint in place, so `inquiries` and `inquiry_events` are
-- rebuilt with the wider status lists. The history is copied aside first and its table dropped
-- before `inquiries`, so dropping `inquiries` cascades into nothing; every row keeps its values.

CREATE TABLE inquiry_events_copy AS SELECT seq, inquiry_id, at, status, detail FROM inquiry_events;
DROP TABLE inquiry_events;

CREATE TABLE inquiries_next (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (
    status IN ('received', 'sent', 'queued', 'failed', 'dead', 'spam', 'delivered', 'bounced')
  ),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  email_json TEXT NOT NULL,
  api_key_env_name TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  idempotency_key_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  provider_message_id TEXT
);
INSERT INTO inquiries_next SELECT id, received_at, updated_at, status, name, email, phone, subject,
  message, email_json, api_key_env_name, idempotency_key, idempotency_key_at, attempts, last_error,
  provider_message_id FROM inquiries;
DROP TABLE inquiries;
ALTER TABLE inquiries_next RENAME TO inquiries;
CREATE INDEX inquiries_received ON inquiries (received_at DESC, id DESC);
CREATE INDEX inquiries_status_received ON inquiries (status, received_at DESC, id DESC);

CREATE TABLE inquiry_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (
    status IN ('received', 'sent', 'queued', 'failed', 'dead', 'spam', 'delivered', 'bounced')
  ),
  detail TEXT
);
INSERT INTO inquiry_events (seq, inquiry_id, at, status, detail)
  SELECT seq, inquiry_id, at, status, detail FROM inquiry_events_copy ORDER BY seq;
DROP TABLE inquiry_events_copy;
CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, seq);

-- One row per inquiry and channel. `attempts` counts sends; `last_error` is the last failure's
-- short reason (status and error name, never a secret or the visitor's text);
-- `provider_message_id` is the id the mail provider gave the email (delivery events match on it).
CREATE TABLE deliveries (
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  status TEXT NOT NULL CHECK (
    status IN ('pending', 'sent', 'queued', 'failed', 'dead', 'delivered', 'bounced', 'complained')
  ),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  provider_message_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (inquiry_id, channel)
);
CREATE INDEX deliveries_provider_message ON deliveries (provider_message_id);
CREATE INDEX deliveries_channel_updated ON deliveries (channel, updated_at DESC);

-- Each channel's history: one row per status change, oldest first.
CREATE TABLE delivery_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  inquiry_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (
    status IN ('pending', 'sent', 'queued', 'failed', 'dead', 'delivered', 'bounced', 'complained')
  ),
  detail TEXT,
  FOREIGN KEY (inquiry_id, channel) REFERENCES deliveries (inquiry_id, channel) ON DELETE CASCADE
);
CREATE INDEX delivery_events_delivery ON delivery_events (inquiry_id, channel, seq);

-- The mail provider's delivery events already recorded, by the event's id (Svix `svix-id`), so a
-- replayed event changes nothing. Kept as long as the inquiries (the retention run prunes them).
CREATE TABLE provider_events (
  event_id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  type TEXT NOT NULL,
  inquiry_id TEXT
);

-- Operator alerts sent, by cause (e.g. `email: 403 invalid_api_key`): at most one per cause per hour.
CREATE TABLE alerts (
  cause TEXT PRIMARY KEY,
  last_sent_at TEXT NOT NULL,
  inquiry_id TEXT
);
