-- The private `generations` bucket: every image a generation function makes is stored here
-- (never a provider's expiring URL), under `<user id>/<generation id>/<n>.png`. Only the
-- service role writes (the functions); a signed-in user reads only their own folder, so they
-- can list their outputs and sign fresh URLs for them. The functions hand out signed URLs, which
-- an <img> tag can load without headers.
--
-- Hive Local creates the storage schema only when its Storage module is mounted (tests of other
-- parts run without it); hosted Supabase always has it. Without it there is nothing to set up.
do $$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: generations bucket not created';
    return;
  end if;

  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('generations', 'generations', false, 26214400, array['image/png', 'image/jpeg', 'image/webp'])
  on conflict (id) do update
    set public = false,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  drop policy if exists "generations: owners read their own folder" on storage.objects;
  create policy "generations: owners read their own folder" on storage.objects
    for select to authenticated
    using (bucket_id = 'generations' and (storage.foldername(name))[1] = (select auth.uid())::text);
end
$$;
