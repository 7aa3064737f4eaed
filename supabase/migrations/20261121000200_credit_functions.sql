-- Credit functions. Every balance change goes through private.apply_credit_change, which changes
-- the balance in one atomic statement and writes its ledger row in the same transaction, so
-- balance = sum(ledger) holds under any concurrency.
-- Security definer functions fix search_path = '' and use schema-qualified names only.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

alter table public.credit_transactions add column stripe_payment_intent_id text;
create index credit_transactions_payment_intent_idx on public.credit_transactions (stripe_payment_intent_id)
  where stripe_payment_intent_id is not null;

-- The role the request runs as: PostgREST/Hive Local `set local role`, else the JWT's role.
-- Null for direct SQL by the database owner (migrations, triggers, psql), which is trusted.
create or replace function private.caller_role()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(nullif(current_setting('role', true), ''), 'none'),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  );
$$;

-- Service callers: the service role, or the database owner itself (no request role set).
create or replace function private.is_service_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(private.caller_role(), 'service_role') = 'service_role';
$$;

-- Admins are decided on the server: app_metadata.role = 'admin' on the user.
create or replace function private.is_admin(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.raw_app_meta_data ->> 'role' = 'admin' from auth.users u where u.id = p_user_id), false);
$$;

-- Creates the balance row with the welcome bonus and its ledger entry, exactly once.
create or replace function private.ensure_credits_row(p_user_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_balance integer;
begin
  insert into public.user_credits (user_id, credits) values (p_user_id, 50)
  on conflict (user_id) do nothing
  returning credits into v_balance;
  if found then
    insert into public.credit_transactions (user_id, delta, balance_after, type, description)
    values (p_user_id, 50, 50, 'signup_bonus', 'Welcome bonus: 50 free credits');
    return v_balance;
  end if;
  select c.credits into v_balance from public.user_credits c where c.user_id = p_user_id;
  return v_balance;
end;
$$;

-- The one place a balance changes. Raises P0001 'Insufficient credits. Required: N, Available: M'
-- when a spend would take the balance below zero (the spec's wording, shown as is).
create or replace function private.apply_credit_change(
  p_user_id uuid,
  p_delta integer,
  p_type text,
  p_description text default null,
  p_generation_id uuid default null,
  p_payment_reference text default null,
  p_payment_intent_id text default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_balance integer;
  v_available integer;
begin
  if p_delta = 0 then
    raise exception 'A credit change must not be zero' using errcode = '22023';
  end if;
  perform private.ensure_credits_row(p_user_id);

  update public.user_credits c
     set credits = c.credits + p_delta, updated_at = now()
   where c.user_id = p_user_id and c.credits + p_delta >= 0
  returning c.credits into v_balance;

  if not found then
    select c.credits into v_available from public.user_credits c where c.user_id = p_user_id;
    raise exception 'Insufficient credits. Required: %, Available: %', -p_delta, coalesce(v_available, 0)
      using errcode = 'P0001', hint = 'insufficient_credits';
  end if;

  insert into public.credit_transactions
    (user_id, delta, balance_after, type, description, generation_id, payment_reference, stripe_payment_intent_id)
  values
    (p_user_id, p_delta, v_balance, p_type, p_description, p_generation_id, p_payment_reference, p_payment_intent_id);
  return v_balance;
end;
$$;

revoke execute on all functions in schema private from public, anon, authenticated;

-- New users get their balance row and welcome bonus as they are created.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.ensure_credits_row(new.id);
  return new;
end;
$$;
revoke execute on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created_credits
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- ---------------------------------------------------------------------------------------
-- Client RPCs (spec 7 "Data")
-- ---------------------------------------------------------------------------------------

-- ensure_user_credits(p_user_id): the caller's own row (50 free credits once); returns balance.
create or replace function public.ensure_user_credits(p_user_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_service_caller() and (auth.uid() is null or auth.uid() <> p_user_id) then
    raise exception 'Please log in to use credits' using errcode = '42501';
  end if;
  return private.ensure_credits_row(p_user_id);
end;
$$;

-- update_user_credits(...): returns the new balance. A signed-in user may only spend (negative
-- change, type 'generation') from their own balance; any positive change needs the service role.
-- Admins are never charged.
create or replace function public.update_user_credits(
  p_user_id uuid,
  p_credits_change integer,
  p_transaction_type text default 'generation',
  p_description text default null,
  p_stripe_payment_intent_id text default null,
  p_generation_id uuid default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type text := coalesce(p_transaction_type, 'generation');
begin
  if p_credits_change is null or p_credits_change = 0 then
    raise exception 'A credit change must not be zero' using errcode = '22023';
  end if;
  if not private.is_service_caller() then
    if auth.uid() is null then
      raise exception 'Please log in to use credits' using errcode = '42501';
    end if;
    if auth.uid() <> p_user_id then
      raise exception 'You can only spend your own credits' using errcode = '42501';
    end if;
    if p_credits_change > 0 or v_type <> 'generation' or p_stripe_payment_intent_id is not null then
      raise exception 'Only the server can grant credits' using errcode = '42501';
    end if;
    if p_generation_id is not null and not exists (
      select 1 from public.ai_generations g where g.id = p_generation_id and g.user_id = p_user_id
    ) then
      raise exception 'Unknown generation' using errcode = '42501';
    end if;
  end if;
  if p_credits_change < 0 and private.is_admin(p_user_id) then
    return private.ensure_credits_row(p_user_id);
  end if;
  return private.apply_credit_change(
    p_user_id, p_credits_change, v_type, p_description, p_generation_id, null, p_stripe_payment_intent_id
  );
end;
$$;

-- get_my_subscription_data(): one row; free and inactive when the user has none.
create or replace function public.get_my_subscription_data()
returns table (plan text, status text, trial_end timestamptz, subscription_end timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(s.plan, 'free'), coalesce(s.status, 'inactive'), s.trial_end, s.subscription_end
    from (select auth.uid() as uid) me
    left join public.subscriptions s on s.user_id = me.uid
   where me.uid is not null;
$$;

-- ---------------------------------------------------------------------------------------
-- Service-only functions used by edge functions
-- ---------------------------------------------------------------------------------------

-- Charges the server-side cost of p_cost_key (× quantity) for a generation. Admins pay 0.
create or replace function public.charge_credits(
  p_user_id uuid,
  p_cost_key text,
  p_generation_id uuid default null,
  p_description text default null,
  p_quantity integer default 1
)
returns table (balance integer, charged integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cost integer;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can charge credits' using errcode = '42501';
  end if;
  if p_quantity is null or p_quantity < 1 or p_quantity > 100 then
    raise exception 'Quantity must be between 1 and 100' using errcode = '22023';
  end if;
  select c.credits * p_quantity into v_cost from public.credit_costs c where c.key = p_cost_key;
  if v_cost is null then
    raise exception 'Unknown cost key: %', p_cost_key using errcode = '22023';
  end if;
  if private.is_admin(p_user_id) or v_cost = 0 then
    balance := private.ensure_credits_row(p_user_id);
    charged := 0;
  else
    balance := private.apply_credit_change(
      p_user_id, -v_cost, 'generation', coalesce(p_description, p_cost_key), p_generation_id
    );
    charged := v_cost;
  end if;
  if p_generation_id is not null then
    update public.ai_generations g set cost = charged where g.id = p_generation_id;
  end if;
  return next;
end;
$$;

-- Refunds what a generation was charged, at most once; marks the generation refunded.
create or replace function public.refund_generation(p_generation_id uuid, p_reason text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_charged integer;
  v_balance integer;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can refund credits' using errcode = '42501';
  end if;
  select g.user_id into v_user from public.ai_generations g where g.id = p_generation_id for update;
  if v_user is null then
    raise exception 'Unknown generation' using errcode = '22023';
  end if;
  select coalesce(-sum(t.delta), 0) into v_charged
    from public.credit_transactions t
   where t.generation_id = p_generation_id and t.type = 'generation';

  update public.ai_generations g
     set status = case when v_charged > 0 then 'refunded' else 'failed' end,
         error = coalesce(p_reason, g.error),
         completed_at = coalesce(g.completed_at, now())
   where g.id = p_generation_id;

  if v_charged <= 0 or exists (
    select 1 from public.credit_transactions t where t.generation_id = p_generation_id and t.type = 'refund'
  ) then
    return private.ensure_credits_row(v_user);
  end if;
  begin
    v_balance := private.apply_credit_change(
      v_user, v_charged, 'refund', coalesce('Refund: ' || p_reason, 'Refund'), p_generation_id
    );
  exception when unique_violation then
    -- A concurrent refund of the same generation won; this one is a no-op.
    v_balance := private.ensure_credits_row(v_user);
  end;
  return v_balance;
end;
$$;

-- Records a Stripe event id; false when it was already seen (each event is handled once).
create or replace function public.record_stripe_event(p_event_id text, p_event_type text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can record payment events' using errcode = '42501';
  end if;
  insert into public.stripe_events (id, type) values (p_event_id, p_event_type) on conflict (id) do nothing;
  return found;
end;
$$;

-- Grants a paid pack once per checkout session; the event id is recorded in the same transaction.
-- Returns 'granted', 'duplicate_event' or 'already_fulfilled'.
create or replace function public.fulfil_checkout(
  p_event_id text,
  p_event_type text,
  p_session_id text,
  p_user_id uuid,
  p_pack_id text,
  p_payment_intent_id text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_credits integer;
  v_title text;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can grant credits' using errcode = '42501';
  end if;
  select p.credits, p.title into v_credits, v_title from public.credit_packs p where p.id = p_pack_id;
  if v_credits is null then
    raise exception 'Unknown credit pack: %', p_pack_id using errcode = '22023';
  end if;
  insert into public.stripe_events (id, type) values (p_event_id, p_event_type) on conflict (id) do nothing;
  if not found then
    return 'duplicate_event';
  end if;
  if exists (select 1 from public.credit_transactions t where t.payment_reference = p_session_id and t.type = 'purchase') then
    return 'already_fulfilled';
  end if;
  begin
    perform private.apply_credit_change(
      p_user_id, v_credits, 'purchase', v_title || ' pack: ' || v_credits || ' credits',
      null, p_session_id, p_payment_intent_id
    );
  exception when unique_violation then
    return 'already_fulfilled';
  end;
  return 'granted';
end;
$$;

-- Takes back a refunded or disputed purchase with a negative ledger entry, once per payment.
-- Never more than the user still has (the balance cannot go below zero).
-- Returns the credits taken back.
create or replace function public.reverse_purchase(p_payment_intent_id text, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_granted integer;
  v_available integer;
  v_take integer;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can reverse purchases' using errcode = '42501';
  end if;
  select t.user_id, t.delta into v_user, v_granted
    from public.credit_transactions t
   where t.stripe_payment_intent_id = p_payment_intent_id and t.type = 'purchase'
   limit 1;
  if v_user is null then
    return 0;
  end if;
  if exists (select 1 from public.credit_transactions t
              where t.payment_reference = 'reversal:' || p_payment_intent_id and t.type = 'admin_adjustment') then
    return 0;
  end if;
  select c.credits into v_available from public.user_credits c where c.user_id = v_user for update;
  v_take := least(v_granted, coalesce(v_available, 0));
  if v_take <= 0 then
    return 0;
  end if;
  perform private.apply_credit_change(
    v_user, -v_take, 'admin_adjustment', 'Purchase reversed: ' || p_reason,
    null, 'reversal:' || p_payment_intent_id, p_payment_intent_id
  );
  return v_take;
end;
$$;

-- Who may call what.
revoke execute on function public.ensure_user_credits(uuid) from public, anon;
revoke execute on function public.update_user_credits(uuid, integer, text, text, text, uuid) from public, anon;
revoke execute on function public.get_my_subscription_data() from public, anon;
grant execute on function public.ensure_user_credits(uuid) to authenticated, service_role;
grant execute on function public.update_user_credits(uuid, integer, text, text, text, uuid) to authenticated, service_role;
grant execute on function public.get_my_subscription_data() to authenticated;

revoke execute on function public.charge_credits(uuid, text, uuid, text, integer) from public, anon, authenticated;
revoke execute on function public.refund_generation(uuid, text) from public, anon, authenticated;
revoke execute on function public.record_stripe_event(text, text) from public, anon, authenticated;
revoke execute on function public.fulfil_checkout(text, text, text, uuid, text, text) from public, anon, authenticated;
revoke execute on function public.reverse_purchase(text, text) from public, anon, authenticated;
grant execute on function public.charge_credits(uuid, text, uuid, text, integer) to service_role;
grant execute on function public.refund_generation(uuid, text) to service_role;
grant execute on function public.record_stripe_event(text, text) to service_role;
grant execute on function public.fulfil_checkout(text, text, text, uuid, text, text) to service_role;
grant execute on function public.reverse_purchase(text, text) to service_role;
