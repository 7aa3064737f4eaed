-- The Hive Editor's documents (supabase/migrations/20261201090000_documents.sql): owner-only rows,
-- the columns a client may write (never the owner, version, previous content or exported_at), the
-- version and previous content kept by the trigger, exported_at set once by a succeeded export job,
-- one live export job per document, the cost row, the editor's design types and one My Creations
-- entry per document. Runs with pgTAP on Hive Local's PostgreSQL
-- (tests/integration/database-sql.test.ts) and on hosted Supabase (`supabase test db`).
begin;
select plan(61);

insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('dddddddd-0000-4000-8000-0000000000a1', 'documents-a@test.local', '{}', now()),
  ('dddddddd-0000-4000-8000-0000000000b2', 'documents-b@test.local', '{}', now());
insert into public.documents (id, user_id, title, width, height, content) values
  ('dddddddd-1111-4000-8000-000000000001', 'dddddddd-0000-4000-8000-0000000000a1', 'A poster', 1080, 1080,
   '{"schema":1,"width":1080,"height":1080,"background":"#ffffff","layers":[]}'),
  ('dddddddd-1111-4000-8000-000000000002', 'dddddddd-0000-4000-8000-0000000000b2', 'B story', 1080, 1920,
   '{"schema":1,"width":1080,"height":1920,"background":null,"layers":[]}');

create temporary table ids (name text primary key, id uuid);
grant all on ids to service_role, authenticated;

-- ---------------------------------------------------------------- shape and limits
select results_eq(
  $$select version, previous_content is null, exported_at is null, thumbnail_path is null
      from public.documents where id = 'dddddddd-1111-4000-8000-000000000001'$$,
  $$values (1, true, true, true)$$,
  'a new document is version 1 with no previous content, never exported');
select is((select credits from public.credit_costs where key = 'document-export'), 10,
  'a first export costs 10 credits');
select throws_ok($$insert into public.documents (user_id, width, height, content)
                   values ('dddddddd-0000-4000-8000-0000000000a1', 1080, 1080, '[1,2]')$$,
  '23514', null, 'content is a JSON object');
select throws_ok($$insert into public.documents (user_id, width, height, content)
                   values ('dddddddd-0000-4000-8000-0000000000a1', 15, 1080, '{}')$$,
  '23514', null, 'a canvas side is at least 16');
select throws_ok($$insert into public.documents (user_id, width, height, content)
                   values ('dddddddd-0000-4000-8000-0000000000a1', 1080, 8001, '{}')$$,
  '23514', null, 'a canvas side is at most 8000');
select throws_ok($$insert into public.documents (user_id, title, width, height, content)
                   values ('dddddddd-0000-4000-8000-0000000000a1', '  ', 1080, 1080, '{}')$$,
  '23514', null, 'a title is not blank');
select throws_ok($$insert into public.documents (user_id, title, width, height, content)
                   values ('dddddddd-0000-4000-8000-0000000000a1', repeat('t', 121), 1080, 1080, '{}')$$,
  '23514', null, 'a title is at most 120 characters');
select throws_ok($$insert into public.documents (user_id, width, height, content)
                   values ('dddddddd-0000-4000-8000-0000000000a1', 1080, 1080,
                           jsonb_build_object('big', repeat('x', 2097152)))$$,
  '23514', null, 'content is at most 2 MB');
select is((select title from public.documents where id = 'dddddddd-1111-4000-8000-000000000001'), 'A poster',
  'the title is stored');

-- ---------------------------------------------------------------- anon
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok('select * from public.documents', '42501', null, 'anon cannot read documents');
select throws_ok($$insert into public.documents (width, height, content) values (100, 100, '{}')$$,
  '42501', null, 'anon cannot create a document');
reset role;

-- ---------------------------------------------------------------- user A
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"dddddddd-0000-4000-8000-0000000000a1"}', true);
select is((select count(*)::int from public.documents), 1, 'A sees only their own documents');
select lives_ok($$with d as (insert into public.documents (width, height, content)
                              values (1280, 720, '{"schema":1,"v":"one"}') returning id)
                  insert into ids select 'a-new', id from d$$,
  'A creates a document with the columns a client writes');
select results_eq(
  $$select user_id, title, version from public.documents where id = (select id from ids where name = 'a-new')$$,
  $$values ('dddddddd-0000-4000-8000-0000000000a1'::uuid, 'Untitled design'::text, 1)$$,
  'it belongs to A, is untitled and version 1');
select throws_ok($$insert into public.documents (width, height, content, version) values (100, 100, '{}', 7)$$,
  '42501', null, 'A cannot choose a version');
select throws_ok($$insert into public.documents (width, height, content, exported_at) values (100, 100, '{}', now())$$,
  '42501', null, 'A cannot create an exported document');
select throws_ok($$insert into public.documents (user_id, width, height, content)
                   values ('dddddddd-0000-4000-8000-0000000000b2', 100, 100, '{}')$$,
  '42501', null, 'A cannot create a document for B');
select throws_ok($$insert into public.documents (width, height, content, previous_content) values (100, 100, '{}', '{}')$$,
  '42501', null, 'A cannot write a previous content');

-- Saves: the version follows the content, and the content replaced is kept.
select lives_ok($$update public.documents set content = '{"schema":1,"v":"two"}'
                  where id = (select id from ids where name = 'a-new')$$, 'A saves new content');
select results_eq(
  $$select version, previous_content ->> 'v' from public.documents where id = (select id from ids where name = 'a-new')$$,
  $$values (2, 'one'::text)$$, 'a change of content bumps the version and keeps the one it replaced');
select lives_ok($$update public.documents set content = '{"schema":1,"v":"three"}', title = 'Banner'
                  where id = (select id from ids where name = 'a-new') and version = 2$$,
  'A saves again at the version they read');
select results_eq(
  $$select version, previous_content ->> 'v', title from public.documents where id = (select id from ids where name = 'a-new')$$,
  $$values (3, 'two'::text, 'Banner'::text)$$, 'version 3 keeps version 2''s content');
select is_empty($$update public.documents set content = '{"schema":1,"v":"stale"}'
                  where id = (select id from ids where name = 'a-new') and version = 2 returning id$$,
  'a save at a stale version changes nothing');
select lives_ok($$update public.documents set title = 'Banner 2', width = 1300, thumbnail_path = 'x/y/thumbnail.png'
                  where id = (select id from ids where name = 'a-new')$$, 'A renames, resizes and sets the thumbnail');
select results_eq(
  $$select version, previous_content ->> 'v', content ->> 'v' from public.documents where id = (select id from ids where name = 'a-new')$$,
  $$values (3, 'two'::text, 'three'::text)$$, 'a change that leaves the content keeps the version');
select lives_ok($$update public.documents set content = content
                  where id = (select id from ids where name = 'a-new')$$, 'A saves the same content');
select is((select version from public.documents where id = (select id from ids where name = 'a-new')), 3,
  'the same content is not a new version');
select throws_ok($$update public.documents set version = 10 where id = 'dddddddd-1111-4000-8000-000000000001'$$,
  '42501', null, 'A cannot set the version');
select throws_ok($$update public.documents set exported_at = now() where id = 'dddddddd-1111-4000-8000-000000000001'$$,
  '42501', null, 'A cannot mark a document exported');
select throws_ok($$update public.documents set user_id = 'dddddddd-0000-4000-8000-0000000000b2'
                   where id = 'dddddddd-1111-4000-8000-000000000001'$$,
  '42501', null, 'A cannot hand a document to B');
select throws_ok($$update public.documents set previous_content = '{}' where id = 'dddddddd-1111-4000-8000-000000000001'$$,
  '42501', null, 'A cannot rewrite the previous content');
select is((select exported_at from public.documents where id = 'dddddddd-1111-4000-8000-000000000001'), null,
  'A reads whether their document was exported (the free quote)');
select is_empty($$update public.documents set title = 'mine now' where id = 'dddddddd-1111-4000-8000-000000000002' returning id$$,
  'A cannot change B''s document');
select is_empty($$delete from public.documents where id = 'dddddddd-1111-4000-8000-000000000002' returning id$$,
  'A cannot delete B''s document');
select is_empty($$select id from public.documents where id = 'dddddddd-1111-4000-8000-000000000002'$$,
  'A cannot read B''s document');

-- My Creations: the editor's two types, one entry per document, removed with the document.
select lives_ok($$insert into public.designs (url, name, type, details)
                  values ('https://x.test/t.png', 'Banner', 'editor-design',
                          jsonb_build_object('document_id', (select id from ids where name = 'a-new')))$$,
  'A lists their document in My Creations');
select throws_ok($$insert into public.designs (url, name, type, details)
                   values ('https://x.test/t2.png', 'Banner again', 'editor-design',
                           jsonb_build_object('document_id', (select id from ids where name = 'a-new')))$$,
  '23505', null, 'a document is listed once');
select lives_ok($$insert into public.designs (url, name, type) values ('https://x.test/e.png', 'Export', 'edited-image')$$,
  'an export is saved as an edited design');
select lives_ok($$delete from public.documents where id = (select id from ids where name = 'a-new')$$,
  'A deletes their document');
select is((select count(*)::int from public.designs where type = 'editor-design'), 0,
  'its My Creations entry goes with it');
select is((select count(*)::int from public.designs where type = 'edited-image'), 1,
  'an edited design stays');
reset role;

-- ---------------------------------------------------------------- user B
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"dddddddd-0000-4000-8000-0000000000b2"}', true);
select results_eq($$select id from public.documents$$,
  $$values ('dddddddd-1111-4000-8000-000000000002'::uuid)$$, 'B sees only their own document');
select is_empty($$update public.documents set content = '{"hacked":true}' where id = 'dddddddd-1111-4000-8000-000000000001' returning id$$,
  'B cannot save over A''s document');
select is_empty($$delete from public.documents where id = 'dddddddd-1111-4000-8000-000000000001' returning id$$,
  'B cannot delete A''s document');
reset role;
select is((select content ->> 'hacked' from public.documents where id = 'dddddddd-1111-4000-8000-000000000001'), null,
  'A''s document is untouched');

-- ---------------------------------------------------------------- the export's charge
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
insert into ids select 'export-1', s.job_id from public.start_job(
  p_user => 'dddddddd-0000-4000-8000-0000000000a1', p_tool => 'hive-edit', p_cost => null,
  p_engine => 'document-export', p_params => '{"document_id":"dddddddd-1111-4000-8000-000000000001"}',
  p_description => 'Design export', p_is_admin => false, p_cost_key => 'document-export', p_running => true) s;
select is((select credits from public.user_credits where user_id = 'dddddddd-0000-4000-8000-0000000000a1'), 40,
  'a first export charges 10 credits');
select throws_ok($$select * from public.start_job(
  p_user => 'dddddddd-0000-4000-8000-0000000000a1', p_tool => 'hive-edit', p_cost => null,
  p_engine => 'document-export', p_params => '{"document_id":"dddddddd-1111-4000-8000-000000000001"}',
  p_description => 'Design export', p_is_admin => false, p_cost_key => 'document-export', p_running => true)$$,
  '23505', null, 'a second export of the same document cannot start while one runs');
select is((select credits from public.user_credits where user_id = 'dddddddd-0000-4000-8000-0000000000a1'), 40,
  '…and charges nothing');
select lives_ok($$select * from public.fail_job((select id from ids where name = 'export-1'), 'engine_failed')$$,
  'the export fails (refunded)');
select is((select exported_at from public.documents where id = 'dddddddd-1111-4000-8000-000000000001'), null,
  'a failed export leaves the document unexported');
insert into ids select 'export-2', s.job_id from public.start_job(
  p_user => 'dddddddd-0000-4000-8000-0000000000a1', p_tool => 'hive-edit', p_cost => null,
  p_engine => 'document-export', p_params => '{"document_id":"dddddddd-1111-4000-8000-000000000001"}',
  p_description => 'Design export', p_is_admin => false, p_cost_key => 'document-export', p_running => true) s;
select is((select credits from public.user_credits where user_id = 'dddddddd-0000-4000-8000-0000000000a1'), 40,
  'after the refund a new export may start and is charged');
select is(public.finish_job((select id from ids where name = 'export-2'), '[]'), true, 'the export succeeds');
select isnt((select exported_at from public.documents where id = 'dddddddd-1111-4000-8000-000000000001'), null,
  'a succeeded export marks the document exported');
select throws_ok($$select * from public.start_job(
  p_user => 'dddddddd-0000-4000-8000-0000000000a1', p_tool => 'hive-edit', p_cost => null,
  p_engine => 'document-export', p_params => '{"document_id":"dddddddd-1111-4000-8000-000000000001"}',
  p_description => 'Design export', p_is_admin => false, p_cost_key => 'document-export', p_running => true)$$,
  '23505', null, 'an exported document is never charged again');
select is((select count(*)::int from public.credit_transactions
            where user_id = 'dddddddd-0000-4000-8000-0000000000a1' and payment_reference like 'job:%'), 3,
  'the ledger holds the two charges and the one refund');
reset role;

-- exported_at is set once: a later (service) write cannot move it.
create temporary table first_export as
  select exported_at from public.documents where id = 'dddddddd-1111-4000-8000-000000000001';
update public.documents set exported_at = now() + interval '1 day', content = '{"schema":1,"v":"later"}'
 where id = 'dddddddd-1111-4000-8000-000000000001';
select is((select exported_at from public.documents where id = 'dddddddd-1111-4000-8000-000000000001'),
  (select exported_at from first_export), 'exported_at never changes once set');
select is((select version from public.documents where id = 'dddddddd-1111-4000-8000-000000000001'), 2,
  'the save after the export is version 2');

-- A job of another tool or another user's document marks nothing.
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
insert into ids select 'other-user', s.job_id from public.start_job(
  p_user => 'dddddddd-0000-4000-8000-0000000000a1', p_tool => 'hive-edit', p_cost => null,
  p_engine => 'document-export', p_params => '{"document_id":"dddddddd-1111-4000-8000-000000000002"}',
  p_description => 'Design export', p_is_admin => false, p_cost_key => 'document-export', p_running => true) s;
select is(public.finish_job((select id from ids where name = 'other-user'), '[]'), true, 'a job naming B''s document finishes');
reset role;
select is((select exported_at from public.documents where id = 'dddddddd-1111-4000-8000-000000000002'), null,
  'A''s job does not mark B''s document exported');

-- ---------------------------------------------------------------- catalog
select ok((select relrowsecurity from pg_class where oid = 'public.documents'::regclass),
  'row level security is on');
select ok(exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime'
                   and schemaname = 'public' and tablename = 'documents'),
  'another window hears a save (Realtime)');

select * from finish();
rollback;
