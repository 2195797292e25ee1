-- The inbox list's counts (docs/architecture.md#the-inquiry-archive), kept by triggers on
-- `inquiries` so a list request reads a few rows instead of counting the archive. One row per
-- facet and value, `n` the number of inquiries that have it:
--   status        every inquiry, by delivery status (test inquiries included, as the filter shows them)
--   spam_reason   spam (status 'spam') that has a reason, by reason
--   lead_status   inquiries with a lead status, by lead status
--   needs_answer  value '': New and not answered (the Needs an answer view)
-- Every write to `inquiries` keeps them: a migration that rebuilds the table must make the triggers
-- again and recount (the backfill below).
CREATE TABLE inquiry_counts (
  facet TEXT NOT NULL CHECK (facet IN ('status', 'spam_reason', 'lead_status', 'needs_answer')),
  value TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (facet, value)
) WITHOUT ROWID;

INSERT INTO inquiry_counts (facet, value, n)
  SELECT 'status', status, COUNT(*) FROM inquiries GROUP BY status
  UNION ALL
  SELECT 'spam_reason', spam_reason, COUNT(*) FROM inquiries
    WHERE status = 'spam' AND spam_reason IS NOT NULL GROUP BY spam_reason
  UNION ALL
  SELECT 'lead_status', lead_status, COUNT(*) FROM inquiries
    WHERE lead_status IS NOT NULL GROUP BY lead_status
  UNION ALL
  SELECT 'needs_answer', '', COUNT(*) FROM inquiries WHERE lead_status = 'new' AND answered_at IS NULL;

-- A row's facets: one `+1` each for a new row, `-1` each for a deleted one, both for an update
-- (the row's old facets out, then its new ones in: D1 allows at most 5 terms in a compound SELECT).
-- `WHERE true` tells the upsert's ON from a join's.
CREATE TRIGGER inquiry_counts_insert AFTER INSERT ON inquiries
BEGIN
  INSERT INTO inquiry_counts (facet, value, n)
    SELECT facet, value, 1 FROM (
      SELECT 'status' AS facet, NEW.status AS value
      UNION ALL SELECT 'spam_reason', NEW.spam_reason WHERE NEW.status = 'spam' AND NEW.spam_reason IS NOT NULL
      UNION ALL SELECT 'lead_status', NEW.lead_status WHERE NEW.lead_status IS NOT NULL
      UNION ALL SELECT 'needs_answer', '' WHERE NEW.lead_status = 'new' AND NEW.answered_at IS NULL
    ) WHERE true
    ON CONFLICT (facet, value) DO UPDATE SET n = n + excluded.n;
END;

CREATE TRIGGER inquiry_counts_delete AFTER DELETE ON inquiries
BEGIN
  INSERT INTO inquiry_counts (facet, value, n)
    SELECT facet, value, -1 FROM (
      SELECT 'status' AS facet, OLD.status AS value
      UNION ALL SELECT 'spam_reason', OLD.spam_reason WHERE OLD.status = 'spam' AND OLD.spam_reason IS NOT NULL
      UNION ALL SELECT 'lead_status', OLD.lead_status WHERE OLD.lead_status IS NOT NULL
      UNION ALL SELECT 'needs_answer', '' WHERE OLD.lead_status = 'new' AND OLD.answered_at IS NULL
    ) WHERE true
    ON CONFLICT (facet, value) DO UPDATE SET n = n + excluded.n;
END;

CREATE TRIGGER inquiry_counts_update AFTER UPDATE OF status, spam_reason, lead_status, answered_at ON inquiries
  WHEN OLD.status IS NOT NEW.status OR OLD.spam_reason IS NOT NEW.spam_reason
    OR OLD.lead_status IS NOT NEW.lead_status OR (OLD.answered_at IS NULL) <> (NEW.answered_at IS NULL)
BEGIN
  INSERT INTO inquiry_counts (facet, value, n)
    SELECT facet, value, -1 FROM (
      SELECT 'status' AS facet, OLD.status AS value
      UNION ALL SELECT 'spam_reason', OLD.spam_reason WHERE OLD.status = 'spam' AND OLD.spam_reason IS NOT NULL
      UNION ALL SELECT 'lead_status', OLD.lead_status WHERE OLD.lead_status IS NOT NULL
      UNION ALL SELECT 'needs_answer', '' WHERE OLD.lead_status = 'new' AND OLD.answered_at IS NULL
    ) WHERE true
    ON CONFLICT (facet, value) DO UPDATE SET n = n + excluded.n;
  INSERT INTO inquiry_counts (facet, value, n)
    SELECT facet, value, 1 FROM (
      SELECT 'status' AS facet, NEW.status AS value
      UNION ALL SELECT 'spam_reason', NEW.spam_reason WHERE NEW.status = 'spam' AND NEW.spam_reason IS NOT NULL
      UNION ALL SELECT 'lead_status', NEW.lead_status WHERE NEW.lead_status IS NOT NULL
      UNION ALL SELECT 'needs_answer', '' WHERE NEW.lead_status = 'new' AND NEW.answered_at IS NULL
    ) WHERE true
    ON CONFLICT (facet, value) DO UPDATE SET n = n + excluded.n;
END;
