-- The Moodboard Generator (issue #19): a signed-in user may upload reference images and their own
-- pictures for a board into `photo-results/<their user id>/moodboard-references/`, and nowhere
-- else in that bucket (every other file there is the functions' output, written by the service
-- role). The bucket's own limits apply to these uploads too: 64 MiB at most (the function refuses
-- a reference over 10 MB before any charge) and only the image types it allows, judged by Storage
-- from the bytes. Reading and removing stay as 20261123140000_photo_results_storage.sql set them:
-- the owner's own folder only.
--
-- Hive Local creates the storage schema only when its Storage module is mounted; without it there
-- is nothing to set up (tests/integration/moodboard-backend.test.ts checks the policy on a real
-- Hive Local Storage).
do $$
begin
  if to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: moodboard reference uploads not set up';
    return;
  end if;

  drop policy if exists "photo-results: owners add moodboard references" on storage.objects;
  create policy "photo-results: owners add moodboard references" on storage.objects
    for insert to authenticated
    with check (
      bucket_id = 'photo-results'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and (storage.foldername(name))[2] = 'moodboard-references'
    );
end
$$;
