-- The background remover's Refine brush (issue #23): a signed-in user may upload the cut-out they
-- refined in the browser into `photo-results/<their user id>/refined-cutouts/`, so it can be saved
-- to My Creations like the function's own result, and nowhere else in that bucket (every other
-- file there is the functions' output, written by the service role). The bucket's own limits apply
-- (64 MiB, PNG/JPEG/WebP judged by Storage). Reading and removing stay as
-- 20261123140000_photo_results_storage.sql set them: the owner's own folder only.
--
-- Hive Local creates the storage schema only when its Storage module is mounted; without it there
-- is nothing to set up.
do $$
begin
  if to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: refined cut-out uploads not set up';
    return;
  end if;

  drop policy if exists "photo-results: owners add refined cut-outs" on storage.objects;
  create policy "photo-results: owners add refined cut-outs" on storage.objects
    for insert to authenticated
    with check (
      bucket_id = 'photo-results'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and (storage.foldername(name))[2] = 'refined-cutouts'
    );
end
$$;
