-- The vectorizer (issue #15) stores its sanitised SVGs in the photo-results bucket as
-- image/svg+xml. Hive Local's Storage serves an SVG object as a download with a sandboxing CSP
-- and nosniff, never as a document on the app's origin (src/backend/storage/content-type.ts).
do $$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'storage schema not present: photo-results not changed';
    return;
  end if;
  update storage.buckets
     set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']
   where id = 'photo-results';
end
$$;
