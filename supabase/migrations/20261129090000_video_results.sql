-- The AI Video Generator (issue #17) stores each video and its poster in the private
-- photo-results bucket, `<user id>/<job id>/video.mp4` and `poster.jpg`, written by the
-- `ai-generate` function with the service role and handed out as signed URLs. The bucket's
-- 64 MB file limit holds a 10 s 1080p clip with room to spare.
do $$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'storage schema not present: photo-results not changed';
    return;
  end if;
  update storage.buckets
     set allowed_mime_types = array[
       'image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/x-icon',
       'application/zip', 'application/pdf', 'application/json', 'video/mp4'
     ]
   where id = 'photo-results';
end
$$;
