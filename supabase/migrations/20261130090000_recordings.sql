-- The Presentation Recorder (issue #18). Recording, trimming and downloading are free; saving a
-- finished recording to My Creations costs 10 credits ("others", spec 9), charged once by the
-- `save-recording` function's job and refunded once if the save fails or is cancelled.
--
-- The page uploads the recording itself into `photo-results/<their user id>/recordings/<file>`
-- (MP4 or WebM, straight under that folder) and nowhere else in the bucket; the function then
-- checks the bytes, charges and moves it to `<user id>/<job id>/recording.<ext>`. The bucket's own
-- limits apply to the upload: 64 MiB at most and only the types it allows (video/webm is added
-- here, every type already allowed is kept). Reading and removing stay as
-- 20261123140000_photo_results_storage.sql set them: the owner's own folder only.
insert into public.credit_costs (key, credits, description) values
  ('recording-save', 10, 'Recording saved')
on conflict (key) do update
  set credits = excluded.credits, description = excluded.description, updated_at = now();

-- Hive Local creates the storage schema only when its Storage module is mounted; without it there
-- is nothing to set up (tests/integration/recordings.test.ts checks the policy on a real Storage).
do $$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: recording uploads not set up';
    return;
  end if;

  -- Appended, so whatever an earlier migration allowed stays allowed (null = every type already).
  update storage.buckets
     set allowed_mime_types = allowed_mime_types || array['video/webm']
   where id = 'photo-results'
     and allowed_mime_types is not null
     and not ('video/webm' = any (allowed_mime_types));
  update storage.buckets
     set allowed_mime_types = allowed_mime_types || array['video/mp4']
   where id = 'photo-results'
     and allowed_mime_types is not null
     and not ('video/mp4' = any (allowed_mime_types));

  drop policy if exists "photo-results: owners add recordings" on storage.objects;
  create policy "photo-results: owners add recordings" on storage.objects
    for insert to authenticated
    with check (
      bucket_id = 'photo-results'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and (storage.foldername(name))[2] = 'recordings'
      and cardinality(storage.foldername(name)) = 2
      and lower(storage.extension(name)) in ('mp4', 'webm')
    );
end
$$;
