-- The private `photo-results` bucket: every PNG a photo tool makes (image-enhancement,
-- remove-background, remove-object, generate-background) is stored here under
-- `<user id>/<generation id>.png`. Only the service role writes (the functions); a signed-in
-- user reads and deletes only what is in their own folder. The functions hand out signed URLs.
--
-- Hive Local creates the storage schema only when its Storage module is mounted (tests of other
-- parts run without it); hosted Supabase always has it. Without it there is nothing to set up.
do $$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: photo-results bucket not created';
    return;
  end if;

  -- 64 MiB: results are at most 4096 × 4096 RGBA. Hosted services may answer JPEG or WebP.
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('photo-results', 'photo-results', false, 67108864, array['image/png', 'image/jpeg', 'image/webp'])
  on conflict (id) do update
    set public = false,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  drop policy if exists "photo-results: owners read their own folder" on storage.objects;
  create policy "photo-results: owners read their own folder" on storage.objects
    for select to authenticated
    using (bucket_id = 'photo-results' and (storage.foldername(name))[1] = (select auth.uid())::text);

  drop policy if exists "photo-results: owners delete their own results" on storage.objects;
  create policy "photo-results: owners delete their own results" on storage.objects
    for delete to authenticated
    using (bucket_id = 'photo-results' and (storage.foldername(name))[1] = (select auth.uid())::text);
end
$$;
