-- api_calls: generic-api-service's log and per-user limit (begin_api_call), and who may read and
-- write what. Runs with pgTAP on Hive Local's PostgreSQL (tests/integration/database-sql.test.ts)
-- and on hosted Supabase (`supabase test db`).
begin;
select plan(12);

insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('aaaaaaaa-0000-4000-8000-0000000000a1', 'api-a@test.local', '{}', now()),
  ('aaaaaaaa-0000-4000-8000-0000000000a2', 'api-b@test.local', '{}', now());

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);

select isnt(public.begin_api_call('aaaaaaaa-0000-4000-8000-0000000000a1', 'GET', 'example.com', 3), null,
  'begin_api_call records a call below the limit');
select isnt(public.begin_api_call('aaaaaaaa-0000-4000-8000-0000000000a1', 'POST', 'example.com', 3), null,
  'a second call is recorded');
select isnt(public.begin_api_call('aaaaaaaa-0000-4000-8000-0000000000a1', 'GET', null, 3), null,
  'a call without a host is recorded');
select is(public.begin_api_call('aaaaaaaa-0000-4000-8000-0000000000a1', 'GET', 'example.com', 3), null,
  'at the limit begin_api_call answers null…');
select is((select count(*)::integer from public.api_calls where user_id = 'aaaaaaaa-0000-4000-8000-0000000000a1'), 3,
  '…and records nothing');
select isnt(public.begin_api_call('aaaaaaaa-0000-4000-8000-0000000000a2', 'GET', 'example.com', 3), null,
  'another user has their own limit');
select throws_ok($$select public.begin_api_call('aaaaaaaa-0000-4000-8000-0000000000a2', 'PATCH', 'x', 3)$$,
  '23514', null, 'only GET, POST, PUT and DELETE are recorded');
update public.api_calls set status = 200, bytes = 12, duration_ms = 34
 where user_id = 'aaaaaaaa-0000-4000-8000-0000000000a2';
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"aaaaaaaa-0000-4000-8000-0000000000a1"}', true);
select is((select count(*)::integer from public.api_calls), 3, 'the owner reads only their own calls');
select throws_ok($$insert into public.api_calls (user_id, method) values ('aaaaaaaa-0000-4000-8000-0000000000a1', 'GET')$$,
  '42501', null, 'the owner cannot write a call');
select throws_ok($$update public.api_calls set status = 200$$, '42501', null, 'the owner cannot change a call');
select throws_ok($$select public.begin_api_call('aaaaaaaa-0000-4000-8000-0000000000a1', 'GET', 'x', 30)$$,
  '42501', null, 'the owner cannot start a call around the function');
reset role;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$select count(*) from public.api_calls$$, '42501', null, 'anon cannot read calls');
reset role;

select * from finish();
rollback;
