-- Credits: who may read and write what, for every table and role (anon, user A, user B, service).
-- Runs with pgTAP on Hive Local (npm test) and on hosted Supabase (`supabase test db`).
-- Each role switch sets the claims the way PostgREST does, in request.jwt.claims only: Hive
-- Local's auth.uid()/auth.role() are Supabase's own and read it, as on hosted projects.
begin;
select plan(78);

-- Two users; the new-user trigger gives each 50 credits and a welcome-bonus ledger row.
-- The admin's address is confirmed and on the admin list (private.admin_emails, the rule in
-- supabase/migrations/…_admin_roles.sql): only that makes app_metadata.role = 'admin'.
insert into private.admin_emails (email) values ('admin@test.local') on conflict (email) do nothing;
insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'a@test.local', '{}', now()),
  ('bbbbbbbb-0000-4000-8000-000000000002', 'b@test.local', '{}', now()),
  ('cccccccc-0000-4000-8000-000000000003', 'admin@test.local', '{}', now());
insert into public.ai_generations (id, user_id, task_type, tool) values
  ('aaaaaaaa-1111-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 'text-to-image', 'artwork-generator'),
  ('bbbbbbbb-1111-4000-8000-000000000002', 'bbbbbbbb-0000-4000-8000-000000000002', 'text-to-image', 'artwork-generator');
insert into public.subscriptions (user_id, plan, status, subscription_end) values
  ('bbbbbbbb-0000-4000-8000-000000000002', 'pro', 'active', now() + interval '10 days');
insert into public.billing_customers (user_id, stripe_customer_id) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'cus_a');
insert into public.stripe_events (id, type) values ('evt_seen', 'checkout.session.completed');

-- ---------------------------------------------------------------- signup bonus
select is((select credits from public.user_credits where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 50,
  'a new user starts with 50 credits');
select is((select count(*)::int from public.credit_transactions
            where user_id = 'aaaaaaaa-0000-4000-8000-000000000001' and type = 'signup_bonus'), 1,
  'the welcome bonus is one ledger row');
select is(public.ensure_user_credits('aaaaaaaa-0000-4000-8000-000000000001'), 50,
  'ensure_user_credits does not grant the bonus twice');

-- ---------------------------------------------------------------- anon
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select is((select count(*)::int from public.credit_packs), 3, 'anon reads the three packs');
select is((select count(*)::int from public.credit_costs), 24, 'anon reads the cost table');
select throws_ok('select * from public.user_credits', '42501', null, 'anon cannot read balances');
select throws_ok('select * from public.credit_transactions', '42501', null, 'anon cannot read the ledger');
select throws_ok('select * from public.ai_generations', '42501', null, 'anon cannot read generations');
select throws_ok('select * from public.subscriptions', '42501', null, 'anon cannot read subscriptions');
select throws_ok('select * from public.billing_customers', '42501', null, 'anon cannot read billing customers');
select throws_ok('select * from public.stripe_events', '42501', null, 'anon cannot read stripe events');
select throws_ok($$insert into public.credit_packs (id, title, price_cents, credits) values ('x', 'x', 1, 100000)$$,
  '42501', null, 'anon cannot add a pack');
select throws_ok($$update public.credit_costs set credits = 0$$, '42501', null, 'anon cannot change costs');
select throws_ok($$select public.ensure_user_credits('aaaaaaaa-0000-4000-8000-000000000001')$$, '42501', null,
  'anon cannot call ensure_user_credits');
select throws_ok($$select public.update_user_credits('aaaaaaaa-0000-4000-8000-000000000001', -5)$$, '42501', null,
  'anon cannot spend');
select throws_ok($$select public.get_my_subscription_data()$$, '42501', null, 'anon has no subscription data');
select throws_ok($$insert into public.user_credits (user_id, credits) values ('aaaaaaaa-0000-4000-8000-000000000001', 9)$$,
  '42501', null, 'anon cannot create a balance');
select throws_ok($$update public.user_credits set credits = 100000$$, '42501', null, 'anon cannot change balances');
select throws_ok($$insert into public.credit_transactions (user_id, delta, balance_after, type)
                   values ('aaaaaaaa-0000-4000-8000-000000000001', 1000, 1050, 'purchase')$$,
  '42501', null, 'anon cannot write the ledger');
select throws_ok($$insert into public.ai_generations (user_id, task_type, tool)
                   values ('aaaaaaaa-0000-4000-8000-000000000001', 'text-to-image', 'artwork-generator')$$,
  '42501', null, 'anon cannot record a generation');
select throws_ok($$delete from public.ai_generations$$, '42501', null, 'anon cannot delete generations');
reset role;

-- ---------------------------------------------------------------- user A
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"aaaaaaaa-0000-4000-8000-000000000001"}', true);
select is((select count(*)::int from public.user_credits), 1, 'A sees only their own balance');
select is((select credits from public.user_credits), 50, 'A reads their balance');
select is((select count(*)::int from public.credit_transactions), 1, 'A sees only their own ledger');
select is((select count(*)::int from public.ai_generations), 1, 'A sees only their own generations');
select is((select count(*)::int from public.subscriptions), 0, 'A does not see B''s subscription');
select is((select count(*)::int from public.billing_customers), 1, 'A sees their own billing customer');
select throws_ok('select * from public.stripe_events', '42501', null, 'A cannot read stripe events');
select is((select count(*)::int from public.credit_packs), 3, 'A reads the packs');
select throws_ok($$update public.user_credits set credits = 100000$$, '42501', null, 'A cannot write their balance');
select throws_ok($$insert into public.user_credits (user_id, credits) values ('aaaaaaaa-0000-4000-8000-000000000001', 9)$$,
  '42501', null, 'A cannot insert a balance');
select throws_ok($$insert into public.credit_transactions (user_id, delta, balance_after, type)
                   values ('aaaaaaaa-0000-4000-8000-000000000001', 1000, 1050, 'purchase')$$,
  '42501', null, 'A cannot write the ledger');
select throws_ok($$delete from public.credit_transactions$$, '42501', null, 'A cannot delete ledger rows');
select throws_ok($$update public.ai_generations set cost = 0$$, '42501', null, 'A cannot edit generations');
select throws_ok($$insert into public.subscriptions (user_id, plan, status) values ('aaaaaaaa-0000-4000-8000-000000000001', 'enterprise', 'active')$$,
  '42501', null, 'A cannot give themselves a plan');
select throws_ok($$update public.credit_costs set credits = 0$$, '42501', null, 'A cannot change costs');
select throws_ok($$update public.credit_packs set credits = 100000$$, '42501', null, 'A cannot change packs');
select is(public.update_user_credits('aaaaaaaa-0000-4000-8000-000000000001', -10), 40, 'A spends 10 of their own credits');
select throws_ok($$select public.update_user_credits('aaaaaaaa-0000-4000-8000-000000000001', 10)$$, '42501',
  'Only the server can grant credits', 'A cannot grant themselves credits');
select throws_ok($$select public.update_user_credits('aaaaaaaa-0000-4000-8000-000000000001', -1, 'refund')$$, '42501',
  'Only the server can grant credits', 'A cannot choose another transaction type');
select throws_ok($$select public.update_user_credits('bbbbbbbb-0000-4000-8000-000000000002', -10)$$, '42501',
  'You can only spend your own credits', 'A cannot spend B''s credits');
select throws_ok($$select public.update_user_credits('aaaaaaaa-0000-4000-8000-000000000001', -41)$$, 'P0001',
  'Insufficient credits. Required: 41, Available: 40', 'A cannot overspend, with the spec''s message');
select throws_ok($$select public.update_user_credits('aaaaaaaa-0000-4000-8000-000000000001', -1, 'generation', null, null, 'bbbbbbbb-1111-4000-8000-000000000002')$$,
  '42501', 'Unknown generation', 'A cannot attach a spend to B''s generation');
select throws_ok($$select public.ensure_user_credits('bbbbbbbb-0000-4000-8000-000000000002')$$, '42501', null,
  'A cannot ensure B''s credits');
select throws_ok($$select * from public.charge_credits('aaaaaaaa-0000-4000-8000-000000000001', 'generator-run')$$,
  '42501', null, 'A cannot call charge_credits');
select throws_ok($$select public.refund_generation('aaaaaaaa-1111-4000-8000-000000000001')$$, '42501', null,
  'A cannot call refund_generation');
select throws_ok($$select public.fulfil_checkout('evt_x', 'checkout.session.completed', 'cs_x', 'aaaaaaaa-0000-4000-8000-000000000001', 'elite')$$,
  '42501', null, 'A cannot fulfil a checkout');
select throws_ok($$select public.reverse_purchase('pi_x', 'x')$$, '42501', null, 'A cannot reverse purchases');
select results_eq($$select plan, status from public.get_my_subscription_data()$$,
  $$values ('free'::text, 'inactive'::text)$$, 'A without a subscription is free and inactive');
reset role;

-- ---------------------------------------------------------------- user B
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"bbbbbbbb-0000-4000-8000-000000000002"}', true);
select is((select count(*)::int from public.credit_transactions where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'B sees none of A''s ledger');
select is((select count(*)::int from public.ai_generations where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'B sees none of A''s generations');
select is((select count(*)::int from public.billing_customers), 0, 'B sees no billing customer of A''s');
select results_eq($$select plan, status from public.get_my_subscription_data()$$,
  $$values ('pro'::text, 'active'::text)$$, 'B reads their own subscription');
select throws_ok($$update public.user_credits set credits = 0 where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'B cannot change A''s balance');
select throws_ok($$insert into public.credit_transactions (user_id, delta, balance_after, type)
                   values ('aaaaaaaa-0000-4000-8000-000000000001', -40, 0, 'generation')$$,
  '42501', null, 'B cannot write a ledger row for A');
select throws_ok($$update public.credit_transactions set delta = -1000 where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'B cannot rewrite A''s ledger');
select throws_ok($$insert into public.ai_generations (user_id, task_type, tool)
                   values ('aaaaaaaa-0000-4000-8000-000000000001', 'text-to-image', 'artwork-generator')$$,
  '42501', null, 'B cannot record a generation in A''s name');
select throws_ok($$update public.ai_generations set status = 'refunded' where id = 'aaaaaaaa-1111-4000-8000-000000000001'$$,
  '42501', null, 'B cannot mark A''s generation refunded');
select throws_ok($$delete from public.ai_generations where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'B cannot delete A''s generations');
reset role;

-- ---------------------------------------------------------------- admin
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"cccccccc-0000-4000-8000-000000000003"}', true);
select is(public.update_user_credits('cccccccc-0000-4000-8000-000000000003', -30), 50, 'an admin spend charges nothing');
reset role;

-- ---------------------------------------------------------------- service role
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
select is((select count(*)::int from public.stripe_events), 1, 'the service reads stripe events');
select is((select count(*)::int from public.user_credits where user_id in ('aaaaaaaa-0000-4000-8000-000000000001',
          'bbbbbbbb-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000003')), 3,
  'the service reads every user''s balance');
select is((select count(*)::int from public.credit_transactions where user_id = 'bbbbbbbb-0000-4000-8000-000000000002'), 1,
  'the service reads every user''s ledger');
select is((select count(*)::int from public.ai_generations where id in ('aaaaaaaa-1111-4000-8000-000000000001',
          'bbbbbbbb-1111-4000-8000-000000000002')), 2, 'the service reads every user''s generations');
select throws_ok($$update public.user_credits set credits = -1 where user_id = 'bbbbbbbb-0000-4000-8000-000000000002'$$,
  '23514', null, 'not even the service can set a balance below zero');
select throws_ok($$insert into public.credit_transactions (user_id, delta, balance_after, type)
                   values ('bbbbbbbb-0000-4000-8000-000000000002', 0, 50, 'admin_adjustment')$$,
  '23514', null, 'a ledger row always changes the balance');
select throws_ok($$update public.ai_generations set status = 'done' where id = 'bbbbbbbb-1111-4000-8000-000000000002'$$,
  '23514', null, 'a generation status is one of the known ones');
select results_eq($$select balance, charged from public.charge_credits('aaaaaaaa-0000-4000-8000-000000000001', 'generator-run-ultra', 'aaaaaaaa-1111-4000-8000-000000000001')$$,
  $$values (25, 15)$$, 'the service charges the server-side cost of 4k-ultra (15)');
select results_eq($$select balance, charged from public.charge_credits('cccccccc-0000-4000-8000-000000000003', 'generator-run')$$,
  $$values (50, 0)$$, 'admins are never charged');
select is(public.refund_generation('aaaaaaaa-1111-4000-8000-000000000001', 'provider failed'), 40, 'a failed generation is refunded');
select is(public.refund_generation('aaaaaaaa-1111-4000-8000-000000000001', 'provider failed'), 40, 'a second refund changes nothing');
select is((select status from public.ai_generations where id = 'aaaaaaaa-1111-4000-8000-000000000001'), 'refunded',
  'the generation is marked refunded');
select is(public.fulfil_checkout('evt_1', 'checkout.session.completed', 'cs_1', 'aaaaaaaa-0000-4000-8000-000000000001', 'pro', 'pi_1'),
  'granted', 'a paid checkout grants its pack');
select is(public.fulfil_checkout('evt_1', 'checkout.session.completed', 'cs_1', 'aaaaaaaa-0000-4000-8000-000000000001', 'pro', 'pi_1'),
  'duplicate_event', 'the same event grants nothing twice');
select is(public.fulfil_checkout('evt_2', 'checkout.session.async_payment_succeeded', 'cs_1', 'aaaaaaaa-0000-4000-8000-000000000001', 'pro', 'pi_1'),
  'already_fulfilled', 'another event for the same session grants nothing');
select is((select credits from public.user_credits where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 690,
  'the Pro pack added 650 credits');
select is(public.reverse_purchase('pi_1', 'charge.refunded'), 650, 'a refunded payment takes its credits back');
select is((select sum(delta)::int from public.credit_transactions where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
          (select credits from public.user_credits where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  'balance equals the sum of the ledger');
reset role;

select * from finish();
rollback;
