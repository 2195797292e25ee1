-- Photos sent with an inquiry (docs/reference.md#photos): the objects live in the PHOTOS R2
-- bucket under inquiries/<id>/<n>; the archive keeps how many there are, for the inbox list, the
-- CSV export and the notifications, which never carry the files themselves.
ALTER TABLE inquiries ADD COLUMN photo_count INTEGER NOT NULL DEFAULT 0;
