-- start_job's own quote (a cost key priced from credit_costs), a job that starts running, and
-- refunds written in the user's words (migrations 20261126090000 and 20261126090100). Runs with
-- pgTAP on Hive Local's PostgreSQL (tests/integration/database-sql.test.ts) and on hosted
-- Supabase (`supabase test db`).
begin;
select plan(14);

insert into private.admin_emails (email) values ('quote-admin@test.local') on conflict (email) do nothing;
insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('eeeeeeee-1111-4000-8000-000000000001', 'quote-a@test.local', '{}', now()),
  ('eeeeeeee-1111-4000-8000-000000000002', 'quote-admin@test.local', '{}', now());

create temporary table ids (name text primary key, id uuid);
grant all on ids to service_role;

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);

-- ---------------------------------------------------------------- the quote
insert into ids select 'keyed', s.job_id from public.start_job('eeeeeeee-1111-4000-8000-000000000001',
  'image-enhancer', null, 'test-engine', '{}', 'Image enhancement', false,
  p_cost_key => 'image-enhance', p_quantity => 2, p_running => true) s;
select results_eq($$select cost, status, started_at is not null, label from public.jobs where id = (select id from ids where name = 'keyed')$$,
  $$values (20, 'running'::text, true, 'Image enhancement'::text)$$,
  'a cost key is priced from credit_costs (× quantity), and the job starts running with its start time');
select is((select credits from public.user_credits where user_id = 'eeeeeeee-1111-4000-8000-000000000001'), 30,
  'the quoted cost is charged in the same call');
select throws_ok($$select * from public.start_job('eeeeeeee-1111-4000-8000-000000000001', 'image-enhancer', null,
                   'test-engine', '{}', null, false, p_cost_key => 'no-such-cost')$$,
  '22023', 'Unknown cost key: no-such-cost', 'an unknown cost key is refused');
select throws_ok($$select * from public.start_job('eeeeeeee-1111-4000-8000-000000000001', 'image-enhancer', 10,
                   'test-engine', '{}', null, false, p_cost_key => 'image-enhance')$$,
  '22023', null, 'a cost and a cost key together are refused');
select throws_ok($$select * from public.start_job('eeeeeeee-1111-4000-8000-000000000001', 'image-enhancer', null,
                   'test-engine', '{}', null, false, p_cost_key => 'image-enhance', p_quantity => 0)$$,
  '22023', null, 'a quantity below 1 is refused');
select throws_ok($$select * from public.start_job('eeeeeeee-1111-4000-8000-000000000001', 'image-enhancer', null,
                   'test-engine', '{}', null, false, p_cost_key => 'image-enhance', p_quantity => 4)$$,
  'P0001', 'Insufficient credits', 'a quoted cost above the balance is refused as too few credits');
select is((select count(*)::int from public.jobs where user_id = 'eeeeeeee-1111-4000-8000-000000000001'), 1,
  'no refused start left a job');
select is((select credits from public.user_credits where user_id = 'eeeeeeee-1111-4000-8000-000000000001'), 30,
  'no refused start charged anything');
select results_eq($$select charged, balance from public.start_job('eeeeeeee-1111-4000-8000-000000000002', 'image-enhancer',
                     null, 'test-engine', '{}', null, false, p_cost_key => 'image-enhance')$$,
  $$values (0, 50)$$, 'an admin is never charged a quoted cost either');

-- ---------------------------------------------------------------- refunds in words
select results_eq($$select job_status, credits_returned from public.cancel_job((select id from ids where name = 'keyed'), 'eeeeeeee-1111-4000-8000-000000000001')$$,
  $$values ('cancelled'::text, 20)$$, 'cancelling the quoted job refunds what it charged');
select is((select description from public.credit_transactions
            where payment_reference = 'job:' || (select id from ids where name = 'keyed') and type = 'refund'),
  'Refund · Image enhancement (cancelled)', 'a cancel''s refund names the run and says cancelled');

insert into ids select 'labelled', s.job_id from public.start_job('eeeeeeee-1111-4000-8000-000000000001',
  'artwork-generator', 5, 'hosted', '{}', 'generate-image: watercolor', false, p_label => 'Artwork · Watercolor') s;
select results_eq($$select job_refunded, credits_returned from public.fail_job((select id from ids where name = 'labelled'), 'providers_unavailable')$$,
  $$values (true, 5)$$, 'a failed job is refunded');
select is((select description from public.credit_transactions
            where payment_reference = 'job:' || (select id from ids where name = 'labelled') and type = 'refund'),
  'Refund · Artwork · Watercolor (failed)', 'a failure''s refund uses the job''s label and says failed, not its code');
reset role;

select is((select credits from public.user_credits where user_id = 'eeeeeeee-1111-4000-8000-000000000001'),
  (select sum(delta)::int from public.credit_transactions where user_id = 'eeeeeeee-1111-4000-8000-000000000001'),
  'balance = sum of the ledger after every step');

select * from finish();
rollback;
