-- The Hive Editor (issue #20): layered designs kept as JSON documents, their images in a private
-- Storage bucket, and the one charge of the tool: a document's first export costs 10 credits
-- ("others", spec 9), charged once by the `export-document` function's job; every export after
-- it, every draft and every save is free.
--
-- Rules:
--   * a document belongs to one user and only that user reads or writes it (RLS, owner only);
--   * the client writes only title, width, height, content and thumbnail_path: never the owner,
--     the version, the previous content nor exported_at (column grants);
--   * every change of content bumps `version` and keeps the content it replaced in
--     `previous_content` (a trigger), so a save can be refused when the editor's copy is stale and
--     the editor can open the last good version when the newest fails its schema;
--   * `exported_at` is set once, when the export job that charged for it succeeds (a trigger on
--     public.jobs), and never changes after; at most one export job of a document is live or
--     succeeded at a time (a unique index), so two first exports at once charge once;
--   * a document appears in My Creations as one designs row of type 'editor-design' whose details
--     are `{ "document_id": "<id>" }` (at most one per document, removed with the document).

-- ---------------------------------------------------------------------------------------
-- The cost of a first export.
-- ---------------------------------------------------------------------------------------
insert into public.credit_costs (key, credits, description) values
  ('document-export', 10, 'Design exported')
on conflict (key) do update
  set credits = excluded.credits, description = excluded.description, updated_at = now();

-- ---------------------------------------------------------------------------------------
-- Documents
-- ---------------------------------------------------------------------------------------
create table public.documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null default 'Untitled design' check (char_length(btrim(title)) between 1 and 120),
  width integer not null check (width between 16 and 8000),
  height integer not null check (height between 16 and 8000),
  -- The editor's document (src/renderer/src/features/hive-edit/model/document.ts), at most 2 MB.
  content jsonb not null
    check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 2097152),
  -- The content before the last change of content (null until the first one).
  previous_content jsonb
    check (previous_content is null
           or (jsonb_typeof(previous_content) = 'object'
               and octet_length(previous_content::text) <= 2097152)),
  version integer not null default 1 check (version >= 1),
  -- `documents/<user id>/<document id>/thumbnail.png`.
  thumbnail_path text check (thumbnail_path is null or char_length(thumbnail_path) between 1 and 300),
  exported_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index documents_user_updated_idx on public.documents (user_id, updated_at desc);

-- A new document is version 1 with nothing before it, whatever the writer sent.
create function public.documents_on_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := 1;
  new.previous_content := null;
  new.created_at := now();
  new.updated_at := now();
  return new;
end;
$$;

-- A change of content bumps the version and keeps what it replaced; exported_at is set once.
create function public.documents_on_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.content is distinct from old.content then
    new.version := old.version + 1;
    new.previous_content := old.content;
  else
    new.version := old.version;
    new.previous_content := old.previous_content;
  end if;
  if old.exported_at is not null then
    new.exported_at := old.exported_at;
  end if;
  new.user_id := old.user_id;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
$$;

create trigger documents_insert before insert on public.documents
  for each row execute function public.documents_on_insert();
create trigger documents_update before update on public.documents
  for each row execute function public.documents_on_update();

alter table public.documents enable row level security;
revoke all on public.documents from anon, authenticated;
grant select, delete on public.documents to authenticated;
grant insert (title, width, height, content, thumbnail_path) on public.documents to authenticated;
grant update (title, width, height, content, thumbnail_path) on public.documents to authenticated;
grant all on public.documents to service_role;

create policy "own documents" on public.documents for all to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- Another window of the same user sees a save at once.
alter publication supabase_realtime add table public.documents;

-- ---------------------------------------------------------------------------------------
-- The export's charge: one live or finished export job per document, exported_at on success.
-- ---------------------------------------------------------------------------------------
-- A second first export that starts while one is running (or after one succeeded) fails in
-- start_job's transaction with 23505, so its charge is rolled back (the runner answers job_exists
-- and the function waits for the first). A failed or cancelled export frees the document again.
create unique index jobs_one_document_export on public.jobs ((params ->> 'document_id'))
  where tool = 'hive-edit' and status in ('queued', 'running', 'succeeded');

-- The export job succeeded: its document is exported (once; the first time stays).
create function private.mark_document_exported() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document text := new.params ->> 'document_id';
begin
  if v_document is null
     or v_document !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return null;
  end if;
  update public.documents d
     set exported_at = coalesce(d.exported_at, coalesce(new.finished_at, now()))
   where d.id = v_document::uuid
     and d.user_id = new.user_id
     and d.exported_at is null;
  return null;
end;
$$;
revoke execute on function private.mark_document_exported() from public, anon, authenticated;

create trigger jobs_document_exported after update of status on public.jobs
  for each row
  when (new.tool = 'hive-edit' and new.status = 'succeeded' and old.status is distinct from 'succeeded')
  execute function private.mark_document_exported();

-- ---------------------------------------------------------------------------------------
-- My Creations: the two types the editor saves.
-- ---------------------------------------------------------------------------------------
-- 'editor-design': a document listed in My Creations (details `{ "document_id": "<id>" }`, url a
-- signed URL of its thumbnail); 'edited-image': an export saved as a new design. The list matches
-- SAVED_DESIGN_TYPES in supabase/functions/_shared/contracts/domain/design-types.ts.
alter table public.designs drop constraint if exists designs_type_check;
alter table public.designs
  add constraint designs_type_check check (
    type in (
      'logo',
      'cover',
      'artwork',
      'video',
      'moodboard',
      'background-removal',
      'object-removal',
      'enhanced-image',
      'background-generation',
      'vector',
      'vector-illustration',
      'logo-kit',
      'brand-blueprint',
      'editor-design',
      'edited-image'
    )
  );

-- One My Creations entry per document.
create unique index designs_one_per_document on public.designs (user_id, (details ->> 'document_id'))
  where type = 'editor-design';

-- A deleted document leaves My Creations too (runs as the deleting user: their own rows only).
create function public.documents_on_delete() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.designs d
   where d.user_id = old.user_id
     and d.type = 'editor-design'
     and d.details ->> 'document_id' = old.id::text;
  return null;
end;
$$;

create trigger documents_delete after delete on public.documents
  for each row execute function public.documents_on_delete();

-- ---------------------------------------------------------------------------------------
-- Storage: the private `documents` bucket, `<user id>/<document id>/<file>`.
-- ---------------------------------------------------------------------------------------
-- A document's images (`a-<uuid>.<ext>`) and its thumbnail (`thumbnail.png`), written by the
-- editor itself into the owner's own folder and handed out as signed URLs. 20 MiB per file;
-- PNG, JPEG, WebP and (sanitised) SVG, judged by Storage from the bytes.
--
-- Hive Local creates the storage schema only when its Storage module is mounted (tests of other
-- parts run without it); hosted Supabase always has it. Without it there is nothing to set up.
do $$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: documents bucket not created';
    return;
  end if;

  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('documents', 'documents', false, 20971520,
          array['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'])
  on conflict (id) do update
    set public = false,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  drop policy if exists "documents: owners read their own folder" on storage.objects;
  create policy "documents: owners read their own folder" on storage.objects
    for select to authenticated
    using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

  drop policy if exists "documents: owners add to their own folder" on storage.objects;
  create policy "documents: owners add to their own folder" on storage.objects
    for insert to authenticated
    with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

  drop policy if exists "documents: owners replace in their own folder" on storage.objects;
  create policy "documents: owners replace in their own folder" on storage.objects
    for update to authenticated
    using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text)
    with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

  drop policy if exists "documents: owners remove from their own folder" on storage.objects;
  create policy "documents: owners remove from their own folder" on storage.objects
    for delete to authenticated
    using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
end
$$;
