-- Photos per upload (docs/reference.md#photos): an inquiry's photos are the objects
-- inquiries/<id>/<photo_upload>/<n>, a random segment per upload, so two simultaneous uploads of
-- one submission never write or delete each other's objects. NULL: photos stored before (the
-- layout inquiries/<id>/<n>), or none.
ALTER TABLE inquiries ADD COLUMN photo_upload TEXT;
-- 1 when the visitor sent photos that were not kept: the day's PHOTOS_DAILY_BYTES was reached.
ALTER TABLE inquiries ADD COLUMN photos_not_kept INTEGER NOT NULL DEFAULT 0;

-- Page views counted per network (docs/product.md#where-leads-come-from): a keyed hash of the
-- network and the day, never the address, so one network cannot use up the site's daily count.
-- Only today's rows matter; the daily retention run deletes older days.
CREATE TABLE page_view_networks (
  day TEXT NOT NULL,
  network TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, network)
);

-- The UTC days on which the site's VISITS_DAILY_LIMIT was reached: the Leads panel's figures for
-- them are a floor. Kept as long as the page view counts (13 months).
CREATE TABLE page_view_capped_days (
  day TEXT PRIMARY KEY
);
