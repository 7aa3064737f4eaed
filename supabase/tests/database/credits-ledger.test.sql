-- Credits ledger: every balance change has its ledger row, balance = sum(ledger) after each kind
-- of change, refusals change nothing, and costs come from the server's table.
-- Runs with pgTAP on Hive Local's PostgreSQL (tests/integration/database-sql.test.ts) and on
-- hosted Supabase (`supabase test db`).
begin;
select plan(23);

insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('dddddddd-0000-4000-8000-000000000004', 'ledger@test.local', '{}', now());
insert into public.ai_generations (id, user_id, task_type, tool) values
  ('dddddddd-1111-4000-8000-000000000001', 'dddddddd-0000-4000-8000-000000000004', 'moodboard-generation', 'moodboard-generator'),
  ('dddddddd-1111-4000-8000-000000000002', 'dddddddd-0000-4000-8000-000000000004', 'text-to-image', 'artwork-generator');

create temporary view ledger_check as
  select (select credits from public.user_credits where user_id = 'dddddddd-0000-4000-8000-000000000004') as balance,
         (select coalesce(sum(delta), 0)::int from public.credit_transactions where user_id = 'dddddddd-0000-4000-8000-000000000004') as ledger_sum,
         -- (one transaction: every row has the same created_at, so entries are picked by type)
         (select balance_after from public.credit_transactions where user_id = 'dddddddd-0000-4000-8000-000000000004'
           and type = 'purchase') as purchase_after,
         (select count(*)::int from public.credit_transactions where user_id = 'dddddddd-0000-4000-8000-000000000004') as entries;
grant select on ledger_check to service_role;

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);

select results_eq('select balance, ledger_sum, entries from ledger_check', $$values (50, 50, 1)$$,
  'a new user starts with 50 credits and one welcome-bonus entry');

-- charge_credits takes the cost from credit_costs, never from the caller
select results_eq($$select balance, charged from public.charge_credits('dddddddd-0000-4000-8000-000000000004', 'moodboard-generation', 'dddddddd-1111-4000-8000-000000000001')$$,
  $$values (15, 35)$$, 'a moodboard costs the table''s 35 credits');
select is((select cost from public.ai_generations where id = 'dddddddd-1111-4000-8000-000000000001'), 35,
  'the generation records what it was charged');
select results_eq('select balance, ledger_sum from ledger_check', $$values (15, 15)$$, 'balance = ledger after a charge');

-- refusals change nothing
select throws_ok($$select * from public.charge_credits('dddddddd-0000-4000-8000-000000000004', 'moodboard-generation')$$,
  'P0001', 'Insufficient credits. Required: 35, Available: 15', 'a charge above the balance is refused with the spec''s message');
select throws_ok($$select public.update_user_credits('dddddddd-0000-4000-8000-000000000004', -16)$$,
  'P0001', 'Insufficient credits. Required: 16, Available: 15', 'a spend above the balance is refused with the spec''s message');
select throws_ok($$select public.update_user_credits('dddddddd-0000-4000-8000-000000000004', 0)$$,
  '22023', null, 'a zero change is refused');
select throws_ok($$select public.update_user_credits('dddddddd-0000-4000-8000-000000000004', -1, 'generation', repeat('d', 1001))$$,
  '23514', null, 'a ledger description is at most 1000 characters');
select throws_ok($$select * from public.charge_credits('dddddddd-0000-4000-8000-000000000004', 'no-such-tool')$$,
  '22023', null, 'an unknown cost key is refused');
select throws_ok($$select * from public.charge_credits('dddddddd-0000-4000-8000-000000000004', 'text-to-image', null, null, 0)$$,
  '22023', null, 'a quantity below 1 is refused');
select results_eq('select balance, ledger_sum, entries from ledger_check', $$values (15, 15, 2)$$, 'refusals wrote nothing');

-- refunds: once per generation, and only what was charged
select is(public.refund_generation('dddddddd-1111-4000-8000-000000000001', 'provider failed'), 50, 'a failed generation is refunded its 35');
select is(public.refund_generation('dddddddd-1111-4000-8000-000000000001', 'provider failed'), 50, 'refunding again grants nothing');
select is(public.refund_generation('dddddddd-1111-4000-8000-000000000002', 'never charged'), 50, 'an uncharged generation refunds nothing');
select is((select status from public.ai_generations where id = 'dddddddd-1111-4000-8000-000000000002'), 'failed',
  'an uncharged failed generation is marked failed, not refunded');
select results_eq('select balance, ledger_sum, entries from ledger_check', $$values (50, 50, 3)$$, 'balance = ledger after refunds');

-- purchases and their reversal
select is(public.fulfil_checkout('evt_ledger_1', 'checkout.session.completed', 'cs_ledger_1', 'dddddddd-0000-4000-8000-000000000004', 'starter', 'pi_ledger_1'),
  'granted', 'a paid Starter checkout grants');
select results_eq('select balance, ledger_sum, purchase_after from ledger_check', $$values (250, 250, 250)$$,
  'the grant is 200 credits from the packs table, and its entry carries the new balance');
select is(public.update_user_credits('dddddddd-0000-4000-8000-000000000004', -240, 'generation', 'big spend'), 10, 'the service spends 240');
select is(public.reverse_purchase('pi_ledger_1', 'charge.refunded'), 10, 'a reversal takes back no more than is left');
select is(public.reverse_purchase('pi_ledger_1', 'charge.refunded'), 0, 'a second reversal takes nothing');
select results_eq('select balance, ledger_sum from ledger_check', $$values (0, 0)$$, 'balance = ledger after a reversal, and never below zero');
select is((select count(*)::int from public.credit_transactions where user_id = 'dddddddd-0000-4000-8000-000000000004' and balance_after < 0), 0,
  'no ledger entry ever recorded a negative balance');
reset role;

select * from finish();
rollback;
