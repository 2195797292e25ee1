-- Where leads come from (docs/product.md#where-leads-come-from). No cookies, no IP address, no
-- user agent: each inquiry keeps the source its page sent (or, for a plain form post, the path of
-- a same-origin Referer), each value NULL when not known, and erased with the inquiry.
ALTER TABLE inquiries ADD COLUMN first_page TEXT;
ALTER TABLE inquiries ADD COLUMN referrer_host TEXT;
ALTER TABLE inquiries ADD COLUMN utm_source TEXT;
ALTER TABLE inquiries ADD COLUMN utm_medium TEXT;
ALTER TABLE inquiries ADD COLUMN utm_campaign TEXT;
-- Which ad click ids the first page's address had ("gclid fbclid"), never their values.
ALTER TABLE inquiries ADD COLUMN click_ids TEXT;

-- Page views of the site's pages, counted per UTC day and path by POST /api/visits: daily totals
-- only, nothing about who viewed. `visits` counts the first page view of a browser tab. Kept 13
-- months (the daily retention run).
CREATE TABLE page_view_days (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
);
