-- Generation allowances (20261126100000_generation_allowances.sql): a charged run of the
-- generator's tool takes one generation in start_job's transaction, at 0 start_job fails and
-- charges nothing, enterprise counts nothing, an expired plan reverts to free with 3, and the
-- job's refund (fail_job, cancel_job, the sweeper) gives the generation back exactly once. The
-- owner reads their row and nobody but the server writes it.
-- Runs with pgTAP on Hive Local's PostgreSQL (tests/integration/database-sql.test.ts) and on
-- hosted Supabase (`supabase test db`).
begin;
select plan(32);

insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('abababab-0000-4000-8000-000000000001', 'allowance-a@test.local', '{}', now()),
  ('abababab-0000-4000-8000-000000000002', 'allowance-b@test.local', '{}', now()),
  ('abababab-0000-4000-8000-000000000003', 'allowance-c@test.local', '{}', now());

select has_table('public', 'generation_allowances', 'generation_allowances exists');
select has_table('public', 'generation_allowance_uses', 'generation_allowance_uses exists');
select results_eq($$select plan, generations from public.plan_allowances order by plan$$,
  $$values ('basic'::text, 5), ('elite', 100), ('enterprise', null), ('free', 3), ('pro', 50)$$,
  'the plans'' allowances are spec 9''s local plans');

create temporary table ids (name text primary key, id uuid);
grant all on ids to service_role, authenticated, anon;

-- ---------------------------------------------------------------- using and giving back
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
insert into ids select 'first', s.job_id from public.start_job('abababab-0000-4000-8000-000000000001',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false) s;
select results_eq($$select plan, generations_remaining, generations_total, expires_at
                     from public.generation_allowances where user_id = 'abababab-0000-4000-8000-000000000001'$$,
  $$values ('free'::text, 2, 3, null::timestamptz)$$,
  'a first charged run starts the default plan (free, 3) and uses one');
select is((select count(*)::int from public.generation_allowance_uses
            where job_id = (select id from ids where name = 'first')), 1, 'the use names its job');
insert into ids select 'free', s.job_id from public.start_job('abababab-0000-4000-8000-000000000001',
  'artwork-generator', 0, 'local', '{}', 'generate-image: watercolor', false) s;
insert into ids select 'photo', s.job_id from public.start_job('abababab-0000-4000-8000-000000000001',
  'image-enhancer', 10, 'local-upscaler', '{}', 'image-enhancement', false) s;
select is((select generations_remaining from public.generation_allowances
            where user_id = 'abababab-0000-4000-8000-000000000001'), 2,
  'a free run and another tool''s run use none');

select is((select job_refunded from public.fail_job((select id from ids where name = 'first'), 'provider_error')),
  true, 'the failed run is refunded');
select is((select generations_remaining from public.generation_allowances
            where user_id = 'abababab-0000-4000-8000-000000000001'), 3, 'and its generation is back');
select is((select credits_returned from public.fail_job((select id from ids where name = 'first'), 'provider_error')),
  0, 'failing it again returns nothing');
select is((select generations_remaining from public.generation_allowances
            where user_id = 'abababab-0000-4000-8000-000000000001'), 3, 'nor a second generation');

insert into ids select 'cancelled', s.job_id from public.start_job('abababab-0000-4000-8000-000000000001',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false) s;
select is((select generations_remaining from public.generation_allowances
            where user_id = 'abababab-0000-4000-8000-000000000001'), 2, 'the next run uses one');
select is((select credits_returned from public.cancel_job((select id from ids where name = 'cancelled'),
  'abababab-0000-4000-8000-000000000001')), 5, 'a cancel refunds the run');
select is((select generations_remaining from public.generation_allowances
            where user_id = 'abababab-0000-4000-8000-000000000001'), 3, 'and gives its generation back');

insert into ids select 'stale', s.job_id from public.start_job('abababab-0000-4000-8000-000000000001',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false, null, null, null, 1, true) s;
select is((select generations_remaining from public.generation_allowances
            where user_id = 'abababab-0000-4000-8000-000000000001'), 2, 'a run that is left running uses one');
select ok(public.fail_stale_jobs(0) >= 1, 'the sweep fails it');
select is((select generations_remaining from public.generation_allowances
            where user_id = 'abababab-0000-4000-8000-000000000001'), 3, 'and the sweep''s refund gives it back');

-- ---------------------------------------------------------------- at 0
insert into ids select 'done', s.job_id from public.start_job('abababab-0000-4000-8000-000000000001',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false) s;
select ok(public.finish_job((select id from ids where name = 'done'), '[]'), 'a finished run keeps its generation');
reset role;
update public.generation_allowances set generations_remaining = 0
 where user_id = 'abababab-0000-4000-8000-000000000001';
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
create temporary table before_refusal as
  select (select credits from public.user_credits where user_id = 'abababab-0000-4000-8000-000000000001') as credits,
         (select count(*) from public.credit_transactions where user_id = 'abababab-0000-4000-8000-000000000001') as ledger,
         (select count(*) from public.jobs where user_id = 'abababab-0000-4000-8000-000000000001') as jobs;
select throws_ok($$select public.start_job('abababab-0000-4000-8000-000000000001',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false)$$,
  'P0001', 'No generations left', 'at 0 the run cannot start');
select results_eq($$select (select credits from public.user_credits where user_id = 'abababab-0000-4000-8000-000000000001'),
                          (select count(*) from public.credit_transactions where user_id = 'abababab-0000-4000-8000-000000000001'),
                          (select count(*) from public.jobs where user_id = 'abababab-0000-4000-8000-000000000001')$$,
  $$select credits, ledger, jobs from before_refusal$$,
  'and nothing was charged, written in the ledger or queued');
select lives_ok($$select public.start_job('abababab-0000-4000-8000-000000000001',
  'artwork-generator', 0, 'local', '{}', 'generate-image: watercolor', false)$$,
  'the free local preview still runs at 0');

-- ---------------------------------------------------------------- plans
select results_eq($$select plan, generations_remaining, generations_total, expires_at > now() + interval '29 days 23 hours'
                     from public.set_generation_plan('abababab-0000-4000-8000-000000000002', 'enterprise')$$,
  $$values ('enterprise'::text, null::int, null::int, true)$$,
  'upgrading to enterprise: unlimited, for 30 days');
select lives_ok($$select public.start_job('abababab-0000-4000-8000-000000000002',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false) from generate_series(1, 5)$$,
  'enterprise runs as often as it likes');
select results_eq($$select generations_remaining, generations_total from public.generation_allowances
                     where user_id = 'abababab-0000-4000-8000-000000000002'$$,
  $$values (null::int, null::int)$$, 'and counts nothing');
select throws_ok($$select public.set_generation_plan('abababab-0000-4000-8000-000000000002', 'free')$$,
  '22023', null, 'free is the default, not an upgrade');
reset role;
update public.generation_allowances set expires_at = now() - interval '1 second'
 where user_id = 'abababab-0000-4000-8000-000000000002';
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
select lives_ok($$select public.start_job('abababab-0000-4000-8000-000000000002',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false)$$, 'an expired plan still runs');
select results_eq($$select plan, generations_remaining, generations_total, expires_at
                     from public.generation_allowances where user_id = 'abababab-0000-4000-8000-000000000002'$$,
  $$values ('free'::text, 2, 3, null::timestamptz)$$,
  'on the default it reverted to: free, 3, one used');
reset role;

-- ---------------------------------------------------------------- who reads and writes
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"abababab-0000-4000-8000-000000000001"}', true);
select is((select count(*)::int from public.generation_allowances), 1, 'the owner reads their own row only');
select throws_ok($$update public.generation_allowances set generations_remaining = 3$$, '42501', null,
  'the owner cannot raise their count');
select throws_ok($$insert into public.generation_allowances (user_id, plan, generations_remaining, generations_total)
                   values ('abababab-0000-4000-8000-000000000003', 'enterprise', null, null)$$, '42501', null,
  'nor write anyone''s plan');
select throws_ok($$select public.set_generation_plan('abababab-0000-4000-8000-000000000001', 'enterprise')$$,
  '42501', null, 'nor upgrade themselves');
select throws_ok($$select * from public.generation_allowance_uses$$, '42501', null,
  'nor read or change the uses');
reset role;
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$select * from public.generation_allowances$$, '42501', null, 'a visitor reads no allowance');
reset role;

select * from finish();
rollback;
