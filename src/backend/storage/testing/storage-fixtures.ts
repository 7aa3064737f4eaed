// Files and migrations the storage tests share.

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF JPEG: enough for magic-number detection. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 1),
]);

export const HTML_TEXT =
  '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';
export const SVG_TEXT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>';

/**
 * Buckets and the "own folder" policies apps write on hosted Supabase: a signed-in user may
 * read and write objects whose first folder is their user id.
 */
export const STORAGE_TEST_MIGRATION = /* sql */ `
insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true);
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('images', 'images', false, 2048, array['image/png', 'image/jpeg']);
insert into storage.buckets (id, name) values ('private', 'private');

create policy "users insert into their own folder" on storage.objects for insert to authenticated
  with check (bucket_id in ('avatars', 'images', 'private') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "users read their own folder" on storage.objects for select to authenticated
  using (bucket_id in ('avatars', 'images', 'private') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "users update their own folder" on storage.objects for update to authenticated
  using ((storage.foldername(name))[1] = auth.uid()::text)
  with check ((storage.foldername(name))[1] = auth.uid()::text);
create policy "users delete from their own folder" on storage.objects for delete to authenticated
  using ((storage.foldername(name))[1] = auth.uid()::text);
`;
