-- Jobs: the charged-job lifecycle (start, progress, finish, fail, cancel), exactly-once refunds,
-- and who may read and write what. Runs with pgTAP on Hive Local's PostgreSQL
-- (tests/integration/database-sql.test.ts) and on hosted Supabase (`supabase test db`).
begin;
select plan(47);

insert into private.admin_emails (email) values ('jobs-admin@test.local') on conflict (email) do nothing;
insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('eeeeeeee-0000-4000-8000-000000000001', 'jobs-a@test.local', '{}', now()),
  ('eeeeeeee-0000-4000-8000-000000000002', 'jobs-b@test.local', '{}', now()),
  ('eeeeeeee-0000-4000-8000-000000000003', 'jobs-admin@test.local', '{}', now());

-- The insufficient-credits refusal as `hint detail`, for checking its code and numbers.
create function pg_temp.start_refusal(p_user uuid, p_cost integer) returns text
language plpgsql as $$
declare
  v_state text;
  v_hint text;
  v_detail text;
begin
  perform public.start_job(p_user, 'image-enhancer', p_cost, 'test-engine', '{}', null, false);
  return 'started';
exception when others then
  get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint, v_detail = pg_exception_detail;
  return v_state || ' ' || v_hint || ' ' || (v_detail::jsonb)::text;
end;
$$;

create temporary table ids (name text primary key, id uuid);
grant all on ids to service_role;

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);

-- ---------------------------------------------------------------- start, progress, finish
insert into ids select 'one', s.job_id from public.start_job('eeeeeeee-0000-4000-8000-000000000001',
  'image-enhancer', 10, 'test-engine', '{"factor":4}', 'Image enhancer', false, 42) s;
select results_eq($$select status, progress, cost, engine, seed, refunded from public.jobs where id = (select id from ids where name = 'one')$$,
  $$values ('queued'::text, 0, 10, 'test-engine'::text, 42::bigint, false)$$, 'start_job creates a queued job with its cost');
select is((select credits from public.user_credits where user_id = 'eeeeeeee-0000-4000-8000-000000000001'), 40,
  'start_job charges the cost');
select results_eq($$select delta, type, description from public.credit_transactions
                     where payment_reference = 'job:' || (select id from ids where name = 'one')$$,
  $$values (-10, 'generation'::text, 'Image enhancer'::text)$$, 'the charge is one ledger row naming the job');

select is(public.set_job_progress((select id from ids where name = 'one'), 30), 'running', 'progress marks the job running');
select results_eq($$select progress, started_at is not null from public.jobs where id = (select id from ids where name = 'one')$$,
  $$values (30, true)$$, 'progress is recorded with the start time');
select is(public.set_job_progress((select id from ids where name = 'one'), 10), 'running', 'a lower value is accepted…');
select is((select progress from public.jobs where id = (select id from ids where name = 'one')), 30, '…but never lowers progress');
select is(public.set_job_progress((select id from ids where name = 'one'), 250), 'running', 'a value above 100 is clamped…');
select is((select progress from public.jobs where id = (select id from ids where name = 'one')), 99, '…to 99: only finishing makes 100');

select is(public.finish_job((select id from ids where name = 'one'),
  '[{"url":"https://x/1.png","mime":"image/png","width":8,"height":8}]'), true, 'finish_job finishes a running job');
select results_eq($$select status, progress, jsonb_array_length(outputs), finished_at is not null from public.jobs where id = (select id from ids where name = 'one')$$,
  $$values ('succeeded'::text, 100, 1, true)$$, 'a finished job is succeeded at 100 with its outputs');
select is(public.finish_job((select id from ids where name = 'one'), '[]'), false, 'finishing twice changes nothing');
select is(public.set_job_progress((select id from ids where name = 'one'), 50), 'succeeded', 'progress after the end changes nothing');
select results_eq($$select job_status, job_refunded, credits_returned, balance from public.fail_job((select id from ids where name = 'one'), 'late_failure')$$,
  $$values ('succeeded'::text, false, 0, 40)$$, 'a finished job cannot fail or be refunded');

-- ---------------------------------------------------------------- failure refunds once
insert into ids select 'two', s.job_id from public.start_job('eeeeeeee-0000-4000-8000-000000000001',
  'image-enhancer', 10, 'test-engine', '{}', null, false) s;
select is(public.set_job_progress((select id from ids where name = 'two'), 20), 'running', 'the second job runs');
select results_eq($$select job_status, job_refunded, credits_returned, balance from public.fail_job((select id from ids where name = 'two'), 'engine_failed')$$,
  $$values ('failed'::text, true, 10, 40)$$, 'a failed job is refunded its charge');
select results_eq($$select job_status, job_refunded, credits_returned, balance from public.fail_job((select id from ids where name = 'two'), 'engine_failed')$$,
  $$values ('failed'::text, true, 0, 40)$$, 'failing again refunds nothing');
select results_eq($$select job_status, credits_returned from public.cancel_job((select id from ids where name = 'two'), 'eeeeeeee-0000-4000-8000-000000000001')$$,
  $$values ('failed'::text, 0)$$, 'cancelling a failed job changes nothing');
select is((select error_code from public.jobs where id = (select id from ids where name = 'two')), 'engine_failed', 'the failure keeps its code');

-- ---------------------------------------------------------------- cancel refunds once
insert into ids select 'three', s.job_id from public.start_job('eeeeeeee-0000-4000-8000-000000000001',
  'image-enhancer', 10, 'test-engine', '{}', null, false) s;
select is(public.set_job_progress((select id from ids where name = 'three'), 40), 'running', 'the third job runs');
select throws_ok($$select * from public.cancel_job((select id from ids where name = 'three'), 'eeeeeeee-0000-4000-8000-000000000002')$$,
  'P0002', 'Unknown job', 'another user cannot cancel the job (it is unknown to them)');
select throws_ok($$select * from public.cancel_job(gen_random_uuid(), 'eeeeeeee-0000-4000-8000-000000000001')$$,
  'P0002', 'Unknown job', 'a missing job is unknown');
select results_eq($$select job_status, job_refunded, credits_returned, balance from public.cancel_job((select id from ids where name = 'three'), 'eeeeeeee-0000-4000-8000-000000000001')$$,
  $$values ('cancelled'::text, true, 10, 40)$$, 'the owner cancels a running job and is refunded');
select results_eq($$select job_status, job_refunded, credits_returned, balance from public.cancel_job((select id from ids where name = 'three'), 'eeeeeeee-0000-4000-8000-000000000001')$$,
  $$values ('cancelled'::text, true, 0, 40)$$, 'a second cancel refunds nothing');
select is(public.finish_job((select id from ids where name = 'three'),
  '[{"url":"https://x/late.png","mime":"image/png","width":8,"height":8}]'), false, 'a late result after a cancel is refused');
select results_eq($$select job_status, credits_returned from public.fail_job((select id from ids where name = 'three'), 'engine_failed')$$,
  $$values ('cancelled'::text, 0)$$, 'a failure after a cancel changes nothing');
select is(public.set_job_progress((select id from ids where name = 'three'), 90), 'cancelled', 'progress after a cancel reports the cancel');
select results_eq($$select status, progress, outputs, refunded from public.jobs where id = (select id from ids where name = 'three')$$,
  $$values ('cancelled'::text, 40, '[]'::jsonb, true)$$, 'the cancelled job keeps its state and no outputs');
select is((select count(*)::int from public.credit_transactions
            where payment_reference = 'job:' || (select id from ids where name = 'three') and type = 'refund'), 1,
  'exactly one refund row for the cancelled job');

-- ---------------------------------------------------------------- refusals and admins
select is(pg_temp.start_refusal('eeeeeeee-0000-4000-8000-000000000001', 41),
  'P0001 insufficient_credits {"required": 41, "available": 40}', 'too few credits: P0001 with the numbers as JSON');
select is((select count(*)::int from public.jobs where user_id = 'eeeeeeee-0000-4000-8000-000000000001'), 3,
  'a refused start leaves no job row');
select throws_ok($$select * from public.start_job('eeeeeeee-0000-4000-8000-000000000001', 'image-enhancer', 1, 'test-engine',
                   jsonb_build_object('big', repeat('x', 20000)), null, false)$$,
  '23514', null, 'oversized params are refused');
insert into ids select 'admin', s.job_id from public.start_job('eeeeeeee-0000-4000-8000-000000000003',
  'image-enhancer', 10, 'test-engine', '{}', null, false) s;
select results_eq($$select j.cost, c.credits from public.jobs j join public.user_credits c on c.user_id = j.user_id
                     where j.id = (select id from ids where name = 'admin')$$,
  $$values (0, 50)$$, 'an admin (decided by the database) is never charged');
select throws_ok($$select public.finish_job((select id from ids where name = 'admin'), '[{"url":1}]')$$,
  '23514', null, 'outputs of the wrong shape are refused');
select results_eq($$select charged, balance from public.start_job('eeeeeeee-0000-4000-8000-000000000002', 'image-enhancer', 10, 'test-engine', '{}', null, true)$$,
  $$values (0, 50)$$, 'a caller the server marks admin is never charged');
reset role;

select is((select credits from public.user_credits where user_id = 'eeeeeeee-0000-4000-8000-000000000001'),
  (select sum(delta)::int from public.credit_transactions where user_id = 'eeeeeeee-0000-4000-8000-000000000001'),
  'balance = sum of the ledger after every step');
select ok(exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'jobs'),
  'jobs is in the Realtime publication');

-- ---------------------------------------------------------------- who reads and writes
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"eeeeeeee-0000-4000-8000-000000000001"}', true);
select is((select count(*)::int from public.jobs), 3, 'the owner reads their own jobs');
select throws_ok($$update public.jobs set status = 'succeeded'$$, '42501', null, 'the owner cannot update a job');
select throws_ok($$insert into public.jobs (user_id, tool, engine) values ('eeeeeeee-0000-4000-8000-000000000001', 'x', 'x')$$,
  '42501', null, 'the owner cannot insert a job');
select throws_ok($$delete from public.jobs$$, '42501', null, 'the owner cannot delete a job');
select throws_ok($$select * from public.start_job('eeeeeeee-0000-4000-8000-000000000001', 'image-enhancer', 0, 'x', '{}', null, true)$$,
  '42501', null, 'a user cannot start a job directly');
select throws_ok($$select * from public.cancel_job((select id from public.jobs limit 1), 'eeeeeeee-0000-4000-8000-000000000001')$$,
  '42501', null, 'a user cannot call cancel_job directly (cancel-job does)');
select throws_ok($$select public.finish_job((select id from public.jobs limit 1), '[]')$$,
  '42501', null, 'a user cannot finish a job');

select set_config('request.jwt.claims', '{"role":"authenticated","sub":"eeeeeeee-0000-4000-8000-000000000002"}', true);
select is((select count(*)::int from public.jobs where user_id = 'eeeeeeee-0000-4000-8000-000000000001'), 0,
  'another user sees none of them');
select is((select count(*)::int from public.jobs), 1, 'and sees only their own');

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok('select * from public.jobs', '42501', null, 'anon cannot read jobs');
reset role;

select * from finish();
rollback;
