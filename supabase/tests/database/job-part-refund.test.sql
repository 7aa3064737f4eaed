-- A running job's part refund (migration 20261127090000_job_part_refund.sql): floor(cost × failed
-- / planned) from the job's own cost, once, as its own ledger line in the user's words; the job's
-- later full refund (cancel, failure, the sweeper) returns only the rest; only the service role
-- may call it, and owners still cannot write their jobs. Runs with pgTAP on Hive Local's
-- PostgreSQL (tests/integration/database-sql.test.ts) and on hosted Supabase (`supabase test db`).
begin;
select plan(20);

insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('eeeeeeee-2222-4000-8000-000000000001', 'part-a@test.local', '{}', now());

select private.apply_credit_change('eeeeeeee-2222-4000-8000-000000000001', 100, 'admin_adjustment', 'test credits');

create temporary table ids (name text primary key, id uuid);
grant all on ids to service_role, authenticated;

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);

-- ---------------------------------------------------------------- a board with failed tiles
insert into ids select 'board', s.job_id from public.start_job('eeeeeeee-2222-4000-8000-000000000001',
  'moodboard-generator', null, 'local-renderer', '{}', 'generate-moodboard: watercolor', false,
  p_cost_key => 'moodboard-generation', p_running => true, p_label => 'Moodboard · Watercolor') s;
select is((select credits from public.user_credits where user_id = 'eeeeeeee-2222-4000-8000-000000000001'), 115,
  'the board is charged the table''s 35');
select results_eq($$select credits_returned, balance from public.refund_job_part((select id from ids where name = 'board'), 2, 6, 'tiles')$$,
  $$values (11, 126)$$, 'two of six tiles failed: floor(35 × 2 / 6) = 11 comes back');
select results_eq($$select type, delta, description from public.credit_transactions
                   where payment_reference = 'job:' || (select id from ids where name = 'board') || ':part'$$,
  $$values ('refund'::text, 11, 'Refund · Moodboard · Watercolor (2 of 6 tiles not made)'::text)$$,
  'the part refund is its own ledger line in the user''s words');
select results_eq($$select status, refunded, refunded_part from public.jobs where id = (select id from ids where name = 'board')$$,
  $$values ('running'::text, false, 11)$$, 'the job keeps running and records what came back');
select results_eq($$select credits_returned from public.refund_job_part((select id from ids where name = 'board'), 3, 6, 'tiles')$$,
  $$values (0)$$, 'a second part refund of the same job returns nothing');
select is((select count(*)::int from public.credit_transactions
            where payment_reference like 'job:' || (select id from ids where name = 'board') || '%' and type = 'refund'), 1,
  'still one refund line');
select ok(public.finish_job((select id from ids where name = 'board'), '[]'), 'the board finishes');
select results_eq($$select job_status, credits_returned from public.fail_job((select id from ids where name = 'board'), 'engine_failed')$$,
  $$values ('succeeded'::text, 0)$$, 'a finished board cannot be failed and refunded again');

-- ---------------------------------------------------------------- the rest on a later cancel
insert into ids select 'cancelled', s.job_id from public.start_job('eeeeeeee-2222-4000-8000-000000000001',
  'moodboard-generator', null, 'local-renderer', '{}', 'generate-moodboard: vintage', false,
  p_cost_key => 'moodboard-generation', p_running => true, p_label => 'Moodboard · Vintage') s;
select results_eq($$select credits_returned from public.refund_job_part((select id from ids where name = 'cancelled'), 1, 4, 'tiles')$$,
  $$values (8)$$, 'one of four: floor(35 / 4) = 8');
select results_eq($$select job_status, job_refunded, credits_returned from public.cancel_job((select id from ids where name = 'cancelled'), 'eeeeeeee-2222-4000-8000-000000000001')$$,
  $$values ('cancelled'::text, true, 27)$$, 'a cancel after it returns only the rest: 35 − 8');
select is((select sum(delta)::int from public.credit_transactions
            where payment_reference like 'job:' || (select id from ids where name = 'cancelled') || '%'), 0,
  'charge, part refund and the rest add up to nothing');
select is((select description from public.credit_transactions
            where payment_reference = 'job:' || (select id from ids where name = 'cancelled') and type = 'refund'),
  'Refund · Moodboard · Vintage (cancelled)', 'the rest''s line reads as every cancel''s');
select results_eq($$select credits_returned from public.refund_job_part((select id from ids where name = 'cancelled'), 1, 4, 'tiles')$$,
  $$values (0)$$, 'an ended job gets no part refund');

-- ---------------------------------------------------------------- refusals
select throws_ok($$select * from public.refund_job_part((select id from ids where name = 'board'), 4, 4, 'tiles')$$,
  '22023', null, 'all failed is a failed job, not a part refund');
select throws_ok($$select * from public.refund_job_part((select id from ids where name = 'board'), 0, 4, 'tiles')$$,
  '22023', null, 'nothing failed is no refund');
select throws_ok($$select * from public.refund_job_part((select id from ids where name = 'board'), 1, 4, 'tiles); drop table x; --')$$,
  '22023', null, 'the items are one plain word');
select throws_ok($$select * from public.refund_job_part('eeeeeeee-2222-4000-8000-0000000000ff', 1, 4, 'tiles')$$,
  'P0002', null, 'an unknown job is refused');
reset role;

-- ---------------------------------------------------------------- only the server
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"eeeeeeee-2222-4000-8000-000000000001"}', true);
select throws_ok($$select * from public.refund_job_part((select id from ids where name = 'board'), 1, 6, 'tiles')$$,
  '42501', null, 'a signed-in user cannot call it');
select throws_ok($$update public.jobs set refunded_part = 0 where user_id = 'eeeeeeee-2222-4000-8000-000000000001'$$,
  '42501', null, 'owners still cannot write their jobs');
reset role;

select is((select credits from public.user_credits where user_id = 'eeeeeeee-2222-4000-8000-000000000001'),
  (select sum(delta)::int from public.credit_transactions where user_id = 'eeeeeeee-2222-4000-8000-000000000001'),
  'balance = sum of the ledger after every step');

select * from finish();
rollback;
