-- Answering inquiries (docs/product.md#answering-inquiries): the business's lead status, the
-- response clock, replies, notes and the reminders. Times are ISO 8601 UTC text like every other.

-- The lead status of a clean inquiry; NULL for spam and the Setup panel's test inquiries.
ALTER TABLE inquiries ADD COLUMN lead_status TEXT
  CHECK (lead_status IN ('new', 'answered', 'quoted', 'won', 'lost'));
-- When the answer is due (RESPONSE_TARGET_MINUTES office minutes after received), and when a
-- quarter of that window is left (the due-soon reminder); NULL: stored before the clock, no target.
ALTER TABLE inquiries ADD COLUMN due_at TEXT;
ALTER TABLE inquiries ADD COLUMN due_soon_at TEXT;
-- The first answer (a reply, Mark as answered, or Quoted/Won/Lost), set once, and the office
-- minutes from received to it.
ALTER TABLE inquiries ADD COLUMN answered_at TEXT;
ALTER TABLE inquiries ADD COLUMN first_answer_minutes INTEGER;
-- Won's job value in whole US dollars, Lost's reason.
ALTER TABLE inquiries ADD COLUMN job_value_usd INTEGER;
ALTER TABLE inquiries ADD COLUMN lost_reason TEXT;
-- Each reminder's claim: when it was sent ('' when claimed and not sent: it came too late).
ALTER TABLE inquiries ADD COLUMN due_soon_reminded_at TEXT;
ALTER TABLE inquiries ADD COLUMN overdue_reminded_at TEXT;

-- Every clean inquiry has a lead status; those stored before now have no due time.
UPDATE inquiries SET lead_status = 'new'
  WHERE status <> 'spam' AND substr(id, 1, 13) <> 'inquiry-test-';

-- "Needs an answer": New and not answered, soonest due first, no target last.
CREATE INDEX inquiries_needs_answer ON inquiries (coalesce(due_at, '~'), id)
  WHERE lead_status = 'new' AND answered_at IS NULL;
-- The lead-status filters, newest first.
CREATE INDEX inquiries_lead_received ON inquiries (lead_status, received_at DESC, id DESC);
-- The reminders' scans: only the rows still waiting for one.
CREATE INDEX inquiries_due_soon_waiting ON inquiries (due_soon_at)
  WHERE lead_status = 'new' AND answered_at IS NULL AND due_soon_reminded_at IS NULL;
CREATE INDEX inquiries_overdue_waiting ON inquiries (due_at)
  WHERE lead_status = 'new' AND answered_at IS NULL AND overdue_reminded_at IS NULL;

-- Replies sent from the inbox: one row per reply, numbered per inquiry; its delivery is the channel
-- `reply:<n>`. `request_key` is the form's key: the same key twice is one reply.
CREATE TABLE inquiry_replies (
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  n INTEGER NOT NULL,
  request_key TEXT NOT NULL,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  -- The composed email as JSON, so every try sends exactly it.
  email_json TEXT NOT NULL,
  PRIMARY KEY (inquiry_id, n),
  UNIQUE (inquiry_id, request_key)
);
CREATE INDEX inquiry_replies_at ON inquiry_replies (at);

-- The operator's side of the timeline: lead-status changes, replies and notes, with who and when.
CREATE TABLE inquiry_timeline (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('lead_status', 'reply', 'note')),
  lead_from TEXT,
  lead_to TEXT,
  via TEXT CHECK (via IN ('change', 'mark_answered', 'reply')),
  job_value_usd INTEGER,
  lost_reason TEXT,
  note TEXT,
  reply_n INTEGER
);
CREATE INDEX inquiry_timeline_inquiry ON inquiry_timeline (inquiry_id, seq);
