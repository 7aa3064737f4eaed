-- My Creations: designs, folders and collections are owner-only for every operation; a design
-- leaves every collection when deleted; deleting a folder clears folder_id on its designs.
-- Runs with pgTAP on Hive Local (npm test) and on hosted Supabase (`supabase test db`). Role
-- switches set request.jwt.claims only, as PostgREST does; auth.uid() reads it on both.
begin;
select plan(41);

insert into auth.users (id, email, raw_app_meta_data) values
  ('aaaaaaaa-0000-4000-8000-0000000000d1', 'designs-a@test.local', '{}'),
  ('bbbbbbbb-0000-4000-8000-0000000000d2', 'designs-b@test.local', '{}');
insert into public.design_folders (id, user_id, name) values
  ('aaaaaaaa-2222-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-0000000000d1', 'Posters'),
  ('bbbbbbbb-2222-4000-8000-000000000002', 'bbbbbbbb-0000-4000-8000-0000000000d2', 'B folder');
insert into public.designs (id, user_id, url, prompt, type, model, name, tags, folder_id) values
  ('aaaaaaaa-3333-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/a1.png',
   'a golden honeycomb city', 'artwork', 'Flux Dev', 'a golden honeycomb city', '{golden,honeycomb}',
   'aaaaaaaa-2222-4000-8000-000000000001'),
  ('aaaaaaaa-3333-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/a2.png',
   null, 'logo', 'Flux Schnell', 'Design 2', '{}', 'aaaaaaaa-2222-4000-8000-000000000001'),
  ('bbbbbbbb-3333-4000-8000-000000000003', 'bbbbbbbb-0000-4000-8000-0000000000d2', 'https://x.test/b1.png',
   'b prompt', 'cover', 'Flux Pro', 'B design', '{}', null);
insert into public.design_collections (id, user_id, name) values
  ('aaaaaaaa-4444-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-0000000000d1', 'Best of'),
  ('aaaaaaaa-4444-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-0000000000d1', 'Client work');
insert into public.collection_designs (collection_id, design_id, user_id) values
  ('aaaaaaaa-4444-4000-8000-000000000001', 'aaaaaaaa-3333-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-0000000000d1'),
  ('aaaaaaaa-4444-4000-8000-000000000002', 'aaaaaaaa-3333-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-0000000000d1'),
  ('aaaaaaaa-4444-4000-8000-000000000002', 'aaaaaaaa-3333-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-0000000000d1');

-- ---------------------------------------------------------------- defaults and shape
select is((select is_private from public.designs where id = 'aaaaaaaa-3333-4000-8000-000000000001'), true,
  'a design is private by default');
select is((select color from public.design_folders where id = 'aaaaaaaa-2222-4000-8000-000000000001'), '#f59e0b',
  'a folder is amber by default');
select throws_ok($$insert into public.designs (user_id, url, name, type)
                   values ('aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/z.png', 'z', 'poster')$$,
  '23514', null, 'the design type is one of logo, cover, artwork, video, moodboard');
select throws_ok($$insert into public.designs (user_id, url, name, folder_id)
                   values ('aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/z.png', 'z',
                           'bbbbbbbb-2222-4000-8000-000000000002')$$,
  '23503', null, 'a design cannot sit in another user''s folder');
select throws_ok($$insert into public.collection_designs (collection_id, design_id, user_id)
                   values ('aaaaaaaa-4444-4000-8000-000000000001', 'bbbbbbbb-3333-4000-8000-000000000003',
                           'aaaaaaaa-0000-4000-8000-0000000000d1')$$,
  '23503', null, 'a collection cannot hold another user''s design');
select throws_ok($$update public.design_folders set color = 'gold' where id = 'aaaaaaaa-2222-4000-8000-000000000001'$$,
  '23514', null, 'a folder colour is a #rrggbb hex colour');

-- ---------------------------------------------------------------- text and size limits
select throws_ok($$insert into public.designs (user_id, url, name, prompt)
                   values ('aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/z.png', 'z', repeat('p', 2001))$$,
  '23514', null, 'a prompt is at most 2000 characters');
select throws_ok($$insert into public.designs (user_id, url, name, tags)
                   values ('aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/z.png', 'z', array[repeat('t', 101)])$$,
  '23514', null, 'a tag is at most 100 characters');
select throws_ok($$insert into public.designs (user_id, url, name, tags)
                   values ('aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/z.png', 'z', array['a', null])$$,
  '23514', null, 'a tag is never null');
select throws_ok($$insert into public.designs (user_id, url, name, type, moodboard_data)
                   values ('aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/z.png', 'z', 'moodboard',
                           jsonb_build_object('images', jsonb_build_array(repeat('x', 262144))))$$,
  '23514', null, 'moodboard data is at most 256 KB as text, however well it compresses');
select lives_ok($$insert into public.designs (user_id, url, name, prompt, type, tags, moodboard_data)
                  values ('aaaaaaaa-0000-4000-8000-0000000000d1', 'https://x.test/limits.png', 'limits',
                          repeat('p', 2000), 'moodboard', array[repeat('t', 100), 'short'],
                          jsonb_build_object('images', jsonb_build_array(repeat('x', 200000))))$$,
  'a design at the limits is stored');
select throws_ok($$update public.designs set moodboard_data = jsonb_build_object('k', repeat('x', 300000))
                   where url = 'https://x.test/limits.png'$$,
  '23514', null, 'an update is held to the same limits');
delete from public.designs where url = 'https://x.test/limits.png';

-- ---------------------------------------------------------------- anon
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok('select * from public.designs', '42501', null, 'anon cannot read designs');
select throws_ok('select * from public.design_folders', '42501', null, 'anon cannot read folders');
select throws_ok('select * from public.design_collections', '42501', null, 'anon cannot read collections');
select throws_ok('select * from public.collection_designs', '42501', null, 'anon cannot read collection entries');
select throws_ok($$insert into public.designs (user_id, url, name) values ('aaaaaaaa-0000-4000-8000-0000000000d1', 'u', 'n')$$,
  '42501', null, 'anon cannot save a design');
reset role;

-- ---------------------------------------------------------------- user A
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"aaaaaaaa-0000-4000-8000-0000000000d1"}', true);
select is((select count(*)::int from public.designs), 2, 'A sees only their own designs');
select is((select count(*)::int from public.design_folders), 1, 'A sees only their own folders');
select is((select count(*)::int from public.design_collections), 2, 'A sees only their own collections');
select is((select count(*)::int from public.collection_designs), 3, 'A sees only their own collection entries');
select lives_ok($$insert into public.designs (url, prompt, type, model, name, tags)
                  values ('https://x.test/a3.png', 'neon fox', 'artwork', 'Flux Dev', 'neon fox', '{}')$$,
  'A saves a design; user_id defaults to A');
select is((select user_id from public.designs where url = 'https://x.test/a3.png'),
  'aaaaaaaa-0000-4000-8000-0000000000d1'::uuid, 'the new design belongs to A');
select throws_ok($$insert into public.designs (user_id, url, name)
                   values ('bbbbbbbb-0000-4000-8000-0000000000d2', 'https://x.test/evil.png', 'evil')$$,
  '42501', null, 'A cannot save a design as B');
select throws_ok($$update public.designs set user_id = 'bbbbbbbb-0000-4000-8000-0000000000d2'
                   where id = 'aaaaaaaa-3333-4000-8000-000000000001'$$,
  '42501', null, 'A cannot hand a design to B');
select lives_ok($$update public.designs set name = 'Renamed', is_private = false
                  where id = 'aaaaaaaa-3333-4000-8000-000000000001'$$, 'A renames and shares their design');
select is((select name from public.designs where id = 'aaaaaaaa-3333-4000-8000-000000000001'), 'Renamed',
  'the rename is stored');
select is_empty($$update public.designs set name = 'hacked' where id = 'bbbbbbbb-3333-4000-8000-000000000003' returning id$$,
  'A cannot rename B''s design');
select is_empty($$delete from public.designs where id = 'bbbbbbbb-3333-4000-8000-000000000003' returning id$$,
  'A cannot delete B''s design');
select is_empty($$delete from public.design_folders where id = 'bbbbbbbb-2222-4000-8000-000000000002' returning id$$,
  'A cannot delete B''s folder');

select lives_ok($$insert into public.collection_designs (collection_id, design_id)
                  values ('aaaaaaaa-4444-4000-8000-000000000001', 'aaaaaaaa-3333-4000-8000-000000000002')$$,
  'A adds their design to their collection (user_id defaults to A)');
select throws_ok($$insert into public.collection_designs (collection_id, design_id)
                   values ('aaaaaaaa-4444-4000-8000-000000000001', 'bbbbbbbb-3333-4000-8000-000000000003')$$,
  '23503', null, 'A cannot put B''s design in their collection');
select is((select count(*)::int from public.collection_designs
            where collection_id = 'aaaaaaaa-4444-4000-8000-000000000001'), 2,
  'the collection now holds two designs');

-- Deleting a design removes it from every collection.
select lives_ok($$delete from public.designs where id = 'aaaaaaaa-3333-4000-8000-000000000001'$$,
  'A deletes a design that is in two collections');
select is((select count(*)::int from public.collection_designs
            where design_id = 'aaaaaaaa-3333-4000-8000-000000000001'), 0,
  'the deleted design is gone from every collection');
select is((select count(*)::int from public.collection_designs
            where collection_id = 'aaaaaaaa-4444-4000-8000-000000000002'), 1,
  'the collection keeps its other designs');

-- Deleting a folder clears folder_id on its designs and keeps the designs.
select lives_ok($$delete from public.design_folders where id = 'aaaaaaaa-2222-4000-8000-000000000001'$$,
  'A deletes their folder');
select is((select folder_id from public.designs where id = 'aaaaaaaa-3333-4000-8000-000000000002'), null,
  'the folder''s design is kept with folder_id cleared');

-- Deleting a collection keeps its designs.
select lives_ok($$delete from public.design_collections where id = 'aaaaaaaa-4444-4000-8000-000000000002'$$,
  'A deletes a collection');
select is((select count(*)::int from public.designs where id = 'aaaaaaaa-3333-4000-8000-000000000002'), 1,
  'the collection''s design still exists');
reset role;

-- ---------------------------------------------------------------- user B
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"bbbbbbbb-0000-4000-8000-0000000000d2"}', true);
select is((select array_agg(name)::text from public.designs), '{"B design"}',
  'B sees only their own design, untouched by A');
reset role;

select * from finish();
rollback;
