-- A refused spend carries its numbers as data: P0001, hint 'insufficient_credits', detail
-- '{"required":N,"available":M}'. Callers format the spec's sentence ("Insufficient credits.
-- Required: N, Available: M") from the detail and never parse the message back. The message
-- itself stays the spec's sentence for anything that shows it as is.
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
      using errcode = 'P0001',
            hint = 'insufficient_credits',
            detail = json_build_object('required', -p_delta, 'available', coalesce(v_available, 0))::text;
  end if;

  insert into public.credit_transactions
    (user_id, delta, balance_after, type, description, generation_id, payment_reference, stripe_payment_intent_id)
  values
    (p_user_id, p_delta, v_balance, p_type, p_description, p_generation_id, p_payment_reference, p_payment_intent_id);
  return v_balance;
end;
$$;

revoke execute on function private.apply_credit_change(uuid, integer, text, text, uuid, text, text)
  from public, anon, authenticated;
