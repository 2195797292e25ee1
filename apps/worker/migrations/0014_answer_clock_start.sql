-- When the answer clock started, where that is not when the inquiry was received: a Not spam
-- correction starts it at the correction (docs/product.md#answering-inquiries). NULL: received_at.
-- The first answer's office minutes count from here.
ALTER TABLE inquiries ADD COLUMN clock_started_at TEXT;
