-- Invoices (issue #21): RLS on every invoice table for every role, what a client may write column
-- by column, draft totals by the SQL rule, gapless numbering, the freeze of issued invoices, the
-- status moved by payments, voiding, the summaries, and 50 issues racing for one owner (on
-- separate connections through dblink: 50 distinct consecutive numbers and 50 charges). Runs
-- with pgTAP on PostgreSQL (tests/integration/database-sql.test.ts) and on hosted Supabase
-- (`supabase test db`; where dblink cannot connect back, the race's four checks are skipped).
begin;
select plan(68);

insert into auth.users (id, email, raw_app_meta_data) values
  ('a1a1a1a1-0000-4000-8000-00000000aa01', 'invoices-a@test.local', '{}'),
  ('b2b2b2b2-0000-4000-8000-00000000bb02', 'invoices-b@test.local', '{}');
insert into public.invoice_settings (user_id, business_name, number_format) values
  ('a1a1a1a1-0000-4000-8000-00000000aa01', 'A Studio', 'A-{YYYY}-{001}');
insert into public.clients (id, user_id, name, email) values
  ('a1a1a1a1-1111-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 'Acme', 'ap@acme.test'),
  ('b2b2b2b2-1111-4000-8000-000000000002', 'b2b2b2b2-0000-4000-8000-00000000bb02', 'B client', '');
insert into public.invoices (id, user_id, client_id, currency, issue_date, due_date) values
  ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01',
   'a1a1a1a1-1111-4000-8000-000000000001', 'USD', '2026-11-26', '2026-12-26'),
  ('a1a1a1a1-2222-4000-8000-000000000002', 'a1a1a1a1-0000-4000-8000-00000000aa01',
   'a1a1a1a1-1111-4000-8000-000000000001', 'JPY', '2026-11-26', '2026-11-30'),
  ('b2b2b2b2-2222-4000-8000-000000000003', 'b2b2b2b2-0000-4000-8000-00000000bb02',
   'b2b2b2b2-1111-4000-8000-000000000002', 'EUR', '2026-11-26', '2026-12-26');
insert into public.invoice_items (invoice_id, user_id, position, description, quantity, unit_price_minor, tax_rate) values
  ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 0, 'Design', 1.5, 10000, 20),
  ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 1, 'Hosting', 1, 999, 7.25),
  ('a1a1a1a1-2222-4000-8000-000000000002', 'a1a1a1a1-0000-4000-8000-00000000aa01', 0, 'Photos', 3, 12000, 10),
  ('b2b2b2b2-2222-4000-8000-000000000003', 'b2b2b2b2-0000-4000-8000-00000000bb02', 0, 'B work', 1, 5000, 0);

-- ---------------------------------------------------------------- the totals rule in SQL
select is((select total_minor from public.invoices where id = 'a1a1a1a1-2222-4000-8000-000000000001'),
  18000::bigint + 1071, 'a draft''s totals follow its lines: 1.5 × 100.00 + 20 %, 9.99 + 7.25 % (0.72 rounded half away)');
select is(public.invoice_compute_totals('[{"kind":"item","quantity":1,"unit_price_minor":5,"tax_rate":10,"discount_type":"none","discount_value":0}]', 'none', 0, 0, 0) ->> 'tax',
  '1', 'tax of 0.5 minor units rounds half away from zero to 1');
select is(public.invoice_compute_totals('[{"kind":"item","quantity":1,"unit_price_minor":100,"tax_rate":0,"discount_type":"none","discount_value":0},{"kind":"item","quantity":1,"unit_price_minor":100,"tax_rate":20,"discount_type":"none","discount_value":0}]', 'amount', 1, 0, 0) -> 'groups',
  '[{"net": 100, "tax": 0, "rate": "0", "taxable": 99, "discount": 1, "shipping": 0}, {"net": 100, "tax": 20, "rate": "20", "taxable": 100, "discount": 0, "shipping": 0}]'::jsonb,
  'an amount discount is split by largest remainder, ties to the lower rate');
select throws_ok($$select public.invoice_compute_totals('[{"kind":"item","quantity":1000000,"unit_price_minor":999999999999,"tax_rate":0,"discount_type":"none","discount_value":0}]', 'none', 0, 0, 0)$$,
  'P0001', null, 'a total beyond 10^15 − 1 minor units is refused (amount_too_large)');
select is(array[public.invoice_currency_digits('JPY'), public.invoice_currency_digits('USD'), public.invoice_currency_digits('KWD')],
  array[0, 2, 3], 'minor units per ISO 4217: JPY 0, USD 2, KWD 3');
select is(public.invoice_currency_digits('XYZ'), null, 'an unknown currency has no minor units');
select is(public.format_invoice_number('INV-{YYYY}-{0001}', 7, '2026-11-26'), 'INV-2026-0007', 'the number format pads the sequence');

-- ---------------------------------------------------------------- bad input the tables refuse
select throws_ok($$insert into public.invoices (user_id, currency) values ('a1a1a1a1-0000-4000-8000-00000000aa01', 'XYZ')$$,
  '23514', null, 'a currency we do not know is refused');
select throws_ok($$insert into public.invoices (user_id, issue_date, due_date) values ('a1a1a1a1-0000-4000-8000-00000000aa01', '2026-12-01', '2026-11-01')$$,
  '23514', null, 'a due date before the issue date is refused');
select throws_ok($$insert into public.invoice_items (invoice_id, user_id, position, unit_price_minor) values ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 9, -100)$$,
  '23514', null, 'a negative price on an item line is refused');
select throws_ok($$insert into public.invoice_items (invoice_id, user_id, position, quantity) values ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 9, -1)$$,
  '23514', null, 'a negative quantity is refused');
select throws_ok($$insert into public.invoice_items (invoice_id, user_id, position, quantity) values ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 9, 1.2345)$$,
  '23514', null, 'a quantity with more than three decimals is refused');
select lives_ok($$insert into public.invoice_items (invoice_id, user_id, position, kind, description, unit_price_minor, tax_rate) values ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 2, 'discount', 'Loyalty', -1000, 20)$$,
  'a negative price is taken on a discount line');
select is((select total_minor from public.invoices where id = 'a1a1a1a1-2222-4000-8000-000000000001'),
  17871::bigint, 'the discount line takes 10.00 off the 20 % lines before their tax (140.00 + 28.00 + 9.99 + 0.72)');
select throws_ok($$insert into public.invoice_items (invoice_id, user_id, position, unit_price_minor) values ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 9, 1000000000000)$$,
  '23514', null, 'a price beyond 10^12 − 1 minor units is refused');

-- ---------------------------------------------------------------- anon
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok('select * from public.invoice_settings', '42501', null, 'anon cannot read invoice settings');
select throws_ok('select * from public.clients', '42501', null, 'anon cannot read clients');
select throws_ok('select * from public.invoices', '42501', null, 'anon cannot read invoices');
select throws_ok('select * from public.invoice_items', '42501', null, 'anon cannot read invoice lines');
select throws_ok('select * from public.invoice_payments', '42501', null, 'anon cannot read payments');
select throws_ok('select * from public.invoice_sends', '42501', null, 'anon cannot read invoice e-mails');
select throws_ok($$insert into public.clients (user_id, name) values ('a1a1a1a1-0000-4000-8000-00000000aa01', 'x')$$,
  '42501', null, 'anon cannot add a client');
select throws_ok($$select public.save_invoice_draft('{"id":"a1a1a1a1-2222-4000-8000-0000000000ff"}', '[]')$$,
  '42501', null, 'anon cannot save a draft');
reset role;

-- ---------------------------------------------------------------- user A
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"a1a1a1a1-0000-4000-8000-00000000aa01"}', true);
select is((select count(*)::int from public.invoice_settings), 1, 'A sees only their own settings');
select is((select count(*)::int from public.clients), 1, 'A sees only their own clients');
select is((select count(*)::int from public.invoices), 2, 'A sees only their own invoices');
select is((select count(*)::int from public.invoice_items), 4, 'A sees only their own lines');
select throws_ok($$insert into public.clients (user_id, name) values ('b2b2b2b2-0000-4000-8000-00000000bb02', 'planted')$$,
  '42501', null, 'A cannot add a client for B');
select throws_ok($$select public.save_invoice_draft('{"id":"a1a1a1a1-2222-4000-8000-0000000000f1","client_id":"b2b2b2b2-1111-4000-8000-000000000002"}', '[]')$$,
  '23503', null, 'A cannot bill B''s client (another user''s client)');
select throws_ok($$update public.invoice_settings set last_sequence = 99$$,
  '42501', null, 'A cannot move their own number counter');
select throws_ok($$update public.invoices set status = 'paid' where id = 'a1a1a1a1-2222-4000-8000-000000000001'$$,
  '42501', null, 'A cannot set a status themselves');
select throws_ok($$update public.invoices set total_minor = 1 where id = 'a1a1a1a1-2222-4000-8000-000000000001'$$,
  '42501', null, 'A cannot write totals themselves');
select is_empty($$update public.invoices set notes = 'hacked' where id = 'b2b2b2b2-2222-4000-8000-000000000003' returning id$$,
  'A cannot change B''s invoice');
select is_empty($$delete from public.invoices where id = 'b2b2b2b2-2222-4000-8000-000000000003' returning id$$,
  'A cannot delete B''s invoice');
select is_empty($$delete from public.clients where id = 'b2b2b2b2-1111-4000-8000-000000000002' returning id$$,
  'A cannot delete B''s client');
select lives_ok($$select public.save_invoice_draft('{"id":"a1a1a1a1-2222-4000-8000-000000000001","client_id":"a1a1a1a1-1111-4000-8000-000000000001","currency":"USD","issue_date":"2026-11-26","due_date":"2026-12-26","notes":"Thanks"}',
  '[{"description":"Design","quantity":"1.5","unit_price_minor":10000,"tax_rate":"20"},{"description":"Hosting","quantity":"1","unit_price_minor":999,"tax_rate":"7.25"}]')$$,
  'A saves a draft and its lines in one call');
select throws_ok($$select public.save_invoice_draft('{"id":"a1a1a1a1-2222-4000-8000-000000000001"}', (select jsonb_agg(jsonb_build_object('description', 'x')) from generate_series(1, 501)))$$,
  'P0001', null, 'more than 500 lines are refused (too_many_lines)');
select throws_ok($$select public.claim_invoice_issue('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', gen_random_uuid())$$,
  '42501', null, 'A cannot issue by calling the server''s function');
reset role;

-- ---------------------------------------------------------------- issuing: numbers and the freeze
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
select is((public.issue_invoice('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', gen_random_uuid()) ->> 'number'),
  'A-2026-001', 'the first issue takes number 1 in the owner''s format');
select is((public.issue_invoice('a1a1a1a1-2222-4000-8000-000000000002', 'a1a1a1a1-0000-4000-8000-00000000aa01', gen_random_uuid()) ->> 'number'),
  'A-2026-002', 'the next issue takes the next number');
select throws_ok($$select public.issue_invoice('a1a1a1a1-2222-4000-8000-000000000002', 'a1a1a1a1-0000-4000-8000-00000000aa01', gen_random_uuid())$$,
  'P0001', 'Already issued', 'issuing twice is refused');
select is((select last_sequence from public.invoice_settings where user_id = 'a1a1a1a1-0000-4000-8000-00000000aa01'), 2::bigint,
  'the counter moved once per issue: no gap');
select is((select to_snapshot ->> 'name' from public.invoices where id = 'a1a1a1a1-2222-4000-8000-000000000001'), 'Acme',
  'the client is frozen into the invoice');
select throws_ok($$update public.invoices set notes = 'changed' where id = 'a1a1a1a1-2222-4000-8000-000000000001'$$,
  'P0001', 'An issued invoice cannot be changed', 'an issued invoice refuses updates, even from the server');
select throws_ok($$update public.invoice_items set quantity = 5 where invoice_id = 'a1a1a1a1-2222-4000-8000-000000000001'$$,
  'P0001', 'An issued invoice cannot be changed', 'its lines refuse updates');
select throws_ok($$delete from public.invoice_items where invoice_id = 'a1a1a1a1-2222-4000-8000-000000000001'$$,
  'P0001', 'An issued invoice cannot be changed', 'its lines cannot be deleted');
select throws_ok($$insert into public.invoice_items (invoice_id, user_id, position, description) values ('a1a1a1a1-2222-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-00000000aa01', 7, 'sneaked in')$$,
  'P0001', 'An issued invoice cannot be changed', 'no line can be added');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"a1a1a1a1-0000-4000-8000-00000000aa01"}', true);
select throws_ok($$select public.save_invoice_draft('{"id":"a1a1a1a1-2222-4000-8000-000000000001"}', '[]')$$,
  'P0001', 'An issued invoice cannot be changed', 'the owner cannot save over an issued invoice');
select is_empty($$delete from public.invoices where id = 'a1a1a1a1-2222-4000-8000-000000000001' returning id$$,
  'the owner cannot delete an issued invoice');

-- ---------------------------------------------------------------- payments and statuses
select lives_ok($$insert into public.invoice_payments (invoice_id, amount_minor, paid_on, method) values ('a1a1a1a1-2222-4000-8000-000000000001', 5000, '2026-12-01', 'card')$$,
  'A records a partial payment');
select results_eq($$select status, paid_minor from public.invoices where id = 'a1a1a1a1-2222-4000-8000-000000000001'$$,
  $$values ('partly_paid'::text, 5000::bigint)$$, 'a partial payment makes it partly paid');
select throws_ok($$insert into public.invoice_payments (invoice_id, amount_minor) values ('a1a1a1a1-2222-4000-8000-000000000001', 1000000)$$,
  'P0001', 'The payment is more than the balance due', 'a payment above the balance is refused');
select lives_ok($$insert into public.invoice_payments (invoice_id, amount_minor) values ('a1a1a1a1-2222-4000-8000-000000000001', 14071)$$,
  'A pays the rest');
select results_eq($$select status, paid_minor, paid_at is not null from public.invoices where id = 'a1a1a1a1-2222-4000-8000-000000000001'$$,
  $$values ('paid'::text, 19071::bigint, true)$$, 'the full amount makes it paid');
select lives_ok($$delete from public.invoice_payments where amount_minor = 14071$$, 'A removes a payment');
select is((select status from public.invoices where id = 'a1a1a1a1-2222-4000-8000-000000000001'), 'partly_paid',
  'removing a payment moves the status back');
select results_eq($$select currency, outstanding_minor, overdue_minor, paid_this_month_minor from public.invoice_summaries('2026-12-01')$$,
  $$values ('JPY'::text, 39600::bigint, 39600::bigint, 0::bigint), ('USD'::text, 14071::bigint, 0::bigint, 5000::bigint)$$,
  'per currency: outstanding, overdue on the day given (the JPY invoice was due 30 Nov), paid this month');
select is((select void_invoice ->> 'status' from public.void_invoice('a1a1a1a1-2222-4000-8000-000000000002', 'wrong client')), 'void',
  'A voids an issued invoice');
select throws_ok($$insert into public.invoice_payments (invoice_id, amount_minor) values ('a1a1a1a1-2222-4000-8000-000000000002', 100)$$,
  'P0001', 'This invoice takes no payments', 'a void invoice takes no payment');
select throws_ok($$select public.void_invoice('b2b2b2b2-2222-4000-8000-000000000003')$$,
  'P0001', 'Unknown invoice', 'A cannot void B''s invoice');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"b2b2b2b2-0000-4000-8000-00000000bb02"}', true);
select is((select count(*)::int from public.invoice_payments), 0, 'B sees none of A''s payments');
select throws_ok($$insert into public.invoice_payments (invoice_id, amount_minor) values ('a1a1a1a1-2222-4000-8000-000000000001', 100)$$,
  'P0001', 'Unknown invoice', 'B cannot pay into A''s invoice');
select is((select count(*)::int from public.invoice_summaries('2026-12-01')), 0, 'B''s summaries hold none of A''s money');
reset role;

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
select throws_ok($$update public.invoices set status = 'issued' where id = 'a1a1a1a1-2222-4000-8000-000000000002'$$,
  'P0001', 'An issued invoice cannot go back', 'void is final');
reset role;

-- ---------------------------------------------------------------- 50 issues racing (dblink)
-- Fixtures are committed on a side connection (the racing connections cannot see this test's
-- transaction), raced on 50 connections at once, checked, and removed.
create extension if not exists dblink;
create function pg_temp.race(p_count integer) returns table (ran boolean, numbers integer, low bigint, high bigint, charges integer, spent integer)
language plpgsql as $$
declare
  v_user uuid := 'c3c3c3c3-0000-4000-8000-00000000cc03';
  v_connection text := format('host=127.0.0.1 port=%s dbname=%s user=%s', current_setting('port'), current_database(), current_user);
  v_before integer;
begin
  begin
    perform dblink_connect('race_setup', v_connection);
  exception when others then
    return query select false, 0, 0::bigint, 0::bigint, 0, 0;
    return;
  end;
  perform dblink_exec('race_setup', format($f$
    delete from auth.users where id = %1$L;
    insert into auth.users (id, email, raw_app_meta_data) values (%1$L, 'invoices-race@test.local', '{}');
    select private.ensure_credits_row(%1$L);
    select private.apply_credit_change(%1$L, 1000, 'admin_adjustment', 'race credits');
    insert into public.clients (id, user_id, name) values ('c3c3c3c3-1111-4000-8000-000000000001', %1$L, 'Race client');
    insert into public.invoices (id, user_id, client_id)
      select ('c3c3c3c3-2222-4000-8000-' || lpad(n::text, 12, '0'))::uuid, %1$L, 'c3c3c3c3-1111-4000-8000-000000000001'
        from generate_series(1, %2$s) n;
    insert into public.invoice_items (invoice_id, user_id, position, description, unit_price_minor)
      select ('c3c3c3c3-2222-4000-8000-' || lpad(n::text, 12, '0'))::uuid, %1$L, 0, 'Work', 1000
        from generate_series(1, %2$s) n;
  $f$, v_user, p_count));
  select credits into v_before from public.user_credits where user_id = v_user;
  for n in 1 .. p_count loop
    perform dblink_connect('race_' || n, v_connection);
  end loop;
  for n in 1 .. p_count loop
    perform dblink_send_query('race_' || n, format($f$
      with started as (
        select s.job_id from public.start_job(%1$L, 'invoice-creator', null, 'pdf-lib', '{}', 'Invoice issued', false,
          null, gen_random_uuid(), 'invoice-issue') s
      )
      select public.issue_invoice(%2$L, %1$L, (select job_id from started)) ->> 'number'
    $f$, v_user, ('c3c3c3c3-2222-4000-8000-' || lpad(n::text, 12, '0'))));
  end loop;
  for n in 1 .. p_count loop
    perform * from dblink_get_result('race_' || n) as t(number text);
    perform dblink_disconnect('race_' || n);
  end loop;
  return query
    select true,
           (select count(distinct i.number)::integer from public.invoices i where i.user_id = v_user and i.status = 'issued'),
           (select min(i.sequence) from public.invoices i where i.user_id = v_user),
           (select max(i.sequence) from public.invoices i where i.user_id = v_user),
           (select count(*)::integer from public.credit_transactions c
             where c.user_id = v_user and c.type = 'generation' and c.payment_reference like 'job:%'),
           v_before - (select credits from public.user_credits where user_id = v_user);
  perform dblink_exec('race_setup', format('delete from auth.users where id = %L', v_user));
  perform dblink_disconnect('race_setup');
end;
$$;
create temporary table race_result as select * from pg_temp.race(50);
select case when (select ran from race_result) then is((select numbers from race_result), 50, '50 concurrent issues give 50 distinct numbers')
  else skip('dblink cannot connect back to this database here', 1) end;
select case when (select ran from race_result) then is((select array[low, high] from race_result), array[1, 50]::bigint[], '…consecutive, 1 to 50: no gap, no duplicate')
  else skip('dblink cannot connect back to this database here', 1) end;
select case when (select ran from race_result) then is((select charges from race_result), 50, '…with 50 charges')
  else skip('dblink cannot connect back to this database here', 1) end;
select case when (select ran from race_result) then is((select spent from race_result), 500, '…of 10 credits each')
  else skip('dblink cannot connect back to this database here', 1) end;

select * from finish();
rollback;
