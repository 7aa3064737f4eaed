-- The public `avatars` bucket: profile images (spec 2.6, 3 "Profile image is a URL"), stored as
-- `<user id>/<file>` and linked from user_metadata.avatar_url. Anyone may load a profile image
-- by its public URL (the navbar shows it before any request is signed); a signed-in user may
-- list, add, replace and remove files only in their own folder. The client resizes images
-- before upload, so 2 MB (the navbar's limit, spec 5) is ample; only image types are stored,
-- and Storage decides the type from the bytes, not from the name.
--
-- Hive Local creates the storage schema only when its Storage module is mounted (tests of other
-- parts run without it); hosted Supabase always has it. Without it there is nothing to set up.
do $$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: avatars bucket not created';
    return;
  end if;

  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp'])
  on conflict (id) do update
    set public = true,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  drop policy if exists "avatars: owners read their own folder" on storage.objects;
  create policy "avatars: owners read their own folder" on storage.objects
    for select to authenticated
    using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

  drop policy if exists "avatars: owners add to their own folder" on storage.objects;
  create policy "avatars: owners add to their own folder" on storage.objects
    for insert to authenticated
    with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

  drop policy if exists "avatars: owners replace in their own folder" on storage.objects;
  create policy "avatars: owners replace in their own folder" on storage.objects
    for update to authenticated
    using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
    with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

  drop policy if exists "avatars: owners remove from their own folder" on storage.objects;
  create policy "avatars: owners remove from their own folder" on storage.objects
    for delete to authenticated
    using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
end
$$;
