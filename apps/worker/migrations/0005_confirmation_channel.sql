-- The visitor's confirmation (docs/product.md#the-confirmation) is a delivery channel of its own,
-- `confirmation`, which may end `skipped`: not sent on purpose, over one of its limits (one per
-- visitor address per 24 h, AUTORESPONDER_DAILY_LIMIT per UTC day).
--
-- SQLite cannot change a CHECK constraint in place, so `deliveries` and `delivery_events` are
-- rebuilt with the wider status list. The history is copied aside first and its table dropped
-- before `deliveries`, so dropping `deliveries` cascades into nothing; every row keeps its values.

CREATE TABLE delivery_events_copy AS
  SELECT seq, inquiry_id, channel, at, status, detail FROM delivery_events;
DROP TABLE delivery_events;

CREATE TABLE deliveries_next (
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  status TEXT NOT NULL CHECK (
    status IN ('pending', 'sent', 'queued', 'failed', 'dead', 'delivered', 'bounced', 'complained', 'skipped')
  ),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  provider_message_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (inquiry_id, channel)
);
INSERT INTO deliveries_next SELECT inquiry_id, channel, status, attempts, last_error,
  provider_message_id, created_at, updated_at FROM deliveries;
DROP TABLE deliveries;
ALTER TABLE deliveries_next RENAME TO deliveries;
CREATE INDEX deliveries_provider_message ON deliveries (provider_message_id);
CREATE INDEX deliveries_channel_updated ON deliveries (channel, updated_at DESC);

CREATE TABLE delivery_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  inquiry_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (
    status IN ('pending', 'sent', 'queued', 'failed', 'dead', 'delivered', 'bounced', 'complained', 'skipped')
  ),
  detail TEXT,
  FOREIGN KEY (inquiry_id, channel) REFERENCES deliveries (inquiry_id, channel) ON DELETE CASCADE
);
INSERT INTO delivery_events (seq, inquiry_id, channel, at, status, detail)
  SELECT seq, inquiry_id, channel, at, status, detail FROM delivery_events_copy ORDER BY seq;
DROP TABLE delivery_events_copy;
CREATE INDEX delivery_events_delivery ON delivery_events (inquiry_id, channel, seq);
