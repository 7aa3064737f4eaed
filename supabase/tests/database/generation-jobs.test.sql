-- Generations run as charged jobs: ai_generations.job_id names the job that charged for the
-- record (one record per job), forgets a deleted job, a job that fails or is cancelled under a
-- record still running ends it, and RLS on ai_generations is unchanged.
-- Runs with pgTAP on Hive Local's PostgreSQL (tests/integration/database-sql.test.ts) and on
-- hosted Supabase (`supabase test db`).
begin;
select plan(13);

insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('ffffffff-0000-4000-8000-000000000001', 'gen-jobs-a@test.local', '{}', now()),
  ('ffffffff-0000-4000-8000-000000000002', 'gen-jobs-b@test.local', '{}', now());

select has_column('public', 'ai_generations', 'job_id', 'ai_generations has a job_id column');
select col_type_is('public', 'ai_generations', 'job_id', 'uuid', 'job_id is a uuid');
select fk_ok('public', 'ai_generations', 'job_id', 'public', 'jobs', 'id', 'job_id references jobs(id)');

create temporary table ids (name text primary key, id uuid);
grant all on ids to service_role, authenticated;

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
insert into ids select 'job', s.job_id from public.start_job('ffffffff-0000-4000-8000-000000000001',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false, 7) s;
with g as (
  insert into public.ai_generations (user_id, task_type, tool, style, status, job_id)
  values ('ffffffff-0000-4000-8000-000000000001', 'text-to-image', 'generate-image', 'watercolor',
          'processing', (select id from ids where name = 'job'))
  returning id)
insert into ids select 'generation', g.id from g;
select is((select job_id from public.ai_generations where id = (select id from ids where name = 'generation')),
  (select id from ids where name = 'job'), 'the service records the job with the generation');
select throws_ok($$insert into public.ai_generations (user_id, task_type, tool, job_id)
  values ('ffffffff-0000-4000-8000-000000000001', 'text-to-image', 'generate-image', (select id from ids where name = 'job'))$$,
  '23505', null, 'a job has one generation record');
select throws_ok($$update public.ai_generations set job_id = gen_random_uuid() where id = (select id from ids where name = 'generation')$$,
  '23503', null, 'job_id must name a job');
reset role;

-- ---------------------------------------------------------------- who reads and writes
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"ffffffff-0000-4000-8000-000000000001"}', true);
select is((select job_id from public.ai_generations where id = (select id from ids where name = 'generation')),
  (select id from ids where name = 'job'), 'the owner reads the job id with their generation');
select throws_ok($$update public.ai_generations set job_id = null$$, '42501', null,
  'the owner cannot change a generation''s job');
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"ffffffff-0000-4000-8000-000000000002"}', true);
select is((select count(*)::int from public.ai_generations where user_id = 'ffffffff-0000-4000-8000-000000000001'), 0,
  'another user sees none of them');
reset role;

-- ---------------------------------------------------------------- a job that ends without its engine
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
insert into ids select 'stale', s.job_id from public.start_job('ffffffff-0000-4000-8000-000000000001',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false) s;
insert into ids select 'free', s.job_id from public.start_job('ffffffff-0000-4000-8000-000000000001',
  'artwork-generator', 0, 'local', '{}', 'generate-image: watercolor', false) s;
insert into public.ai_generations (user_id, task_type, tool, status, job_id) values
  ('ffffffff-0000-4000-8000-000000000001', 'text-to-image', 'generate-image', 'processing', (select id from ids where name = 'stale')),
  ('ffffffff-0000-4000-8000-000000000001', 'text-to-image', 'generate-image', 'processing', (select id from ids where name = 'free'));
select is(public.fail_stale_jobs(0), 3, 'the sweep fails every job left running');
select results_eq($$select status, error, completed_at is not null from public.ai_generations
                     where job_id = (select id from ids where name = 'stale')$$,
  $$values ('refunded'::text, 'interrupted'::text, true)$$, 'a charged generation whose job was swept is refunded');
select is((select status from public.ai_generations where job_id = (select id from ids where name = 'free')),
  'failed', 'a free one is failed');
reset role;

delete from public.jobs where id = (select id from ids where name = 'job');
select is((select job_id from public.ai_generations where id = (select id from ids where name = 'generation')),
  null, 'a deleted job leaves the generation record without a job');

select * from finish();
rollback;
