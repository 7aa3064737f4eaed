-- start_job in one round trip for the job runner (supabase/functions/_shared/jobs/run-job.ts):
--   * it quotes the cost itself: p_cost_key (× p_quantity, 1–100) is read from public.credit_costs
--     in the same transaction as the charge, so the runner no longer reads the cost table first.
--     p_cost (an explicit amount, 0 for a free run) stays for the callers that pass one: give
--     exactly one of the two. An unknown key fails with 22023, hint 'unknown_cost_key', and
--     charges nothing;
--   * p_running starts the job as 'running' (with started_at) when its runner starts the engine
--     at once, instead of 'queued' plus a separate set_job_progress(0);
--   * p_label is the run in the user's words, kept on the job for its refund line (jobs.label,
--     20261126090000_job_refund_words.sql); p_description (the charge's ledger text) by default.
-- Everything else is as 20261125110000_jobs.sql had it: the charge and the row in one
-- transaction, admins never charged, the insufficient-credits refusal as P0001 with hint
-- 'insufficient_credits' and detail '{"required":N,"available":M}' (20261125120000), and a
-- client-chosen p_job already taken failing with 23505 and charging nothing. The first nine
-- parameters keep their names, order and meaning, so every existing call (positional or named)
-- still works; the old signature is dropped so that no call is ambiguous between the two.

drop function public.start_job(uuid, text, integer, text, jsonb, text, boolean, bigint, uuid);

create function public.start_job(
  p_user uuid,
  p_tool text,
  p_cost integer,
  p_engine text,
  p_params jsonb,
  p_description text,
  p_is_admin boolean,
  p_seed bigint default null,
  p_job uuid default null,
  p_cost_key text default null,
  p_quantity integer default 1,
  p_running boolean default false,
  p_label text default null
)
returns table (job_id uuid, charged integer, balance integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job uuid := coalesce(p_job, gen_random_uuid());
  v_cost integer := p_cost;
  v_unit integer;
  v_running boolean := coalesce(p_running, false);
  v_charged integer := 0;
  v_balance integer;
  v_hint text;
  v_available integer;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can start jobs' using errcode = '42501';
  end if;
  if p_cost_key is not null then
    if p_cost is not null then
      raise exception 'A job takes a cost or a cost key, not both' using errcode = '22023';
    end if;
    if p_quantity is null or p_quantity not between 1 and 100 then
      raise exception 'A quote''s quantity must be 1–100, not %', p_quantity using errcode = '22023';
    end if;
    select c.credits into v_unit from public.credit_costs c where c.key = p_cost_key;
    if not found then
      raise exception 'Unknown cost key: %', p_cost_key
        using errcode = '22023', hint = 'unknown_cost_key';
    end if;
    v_cost := v_unit * p_quantity;
  end if;
  if p_user is null or v_cost is null or v_cost < 0 then
    raise exception 'A job needs a user and a cost of at least 0' using errcode = '22023';
  end if;
  if coalesce(p_is_admin, false) or private.is_admin(p_user) or v_cost = 0 then
    v_balance := private.ensure_credits_row(p_user);
  else
    begin
      v_balance := private.apply_credit_change(
        p_user, -v_cost, 'generation', coalesce(p_description, p_tool), null, 'job:' || v_job
      );
    exception when sqlstate 'P0001' then
      get stacked diagnostics v_hint = pg_exception_hint;
      if v_hint is distinct from 'insufficient_credits' then
        raise;
      end if;
      select c.credits into v_available from public.user_credits c where c.user_id = p_user;
      raise exception 'Insufficient credits' using
        errcode = 'P0001',
        hint = 'insufficient_credits',
        detail = json_build_object('required', v_cost, 'available', coalesce(v_available, 0))::text;
    end;
    v_charged := v_cost;
  end if;
  insert into public.jobs (id, user_id, tool, status, cost, engine, params, seed, label, started_at)
  values (
    v_job, p_user, p_tool,
    case when v_running then 'running' else 'queued' end,
    v_charged, p_engine, coalesce(p_params, '{}'::jsonb), p_seed,
    left(nullif(btrim(coalesce(p_label, p_description)), ''), 200),
    case when v_running then now() end
  );
  job_id := v_job;
  charged := v_charged;
  balance := v_balance;
  return next;
end;
$$;

revoke execute on function public.start_job(uuid, text, integer, text, jsonb, text, boolean, bigint, uuid, text, integer, boolean, text)
  from public, anon, authenticated;
grant execute on function public.start_job(uuid, text, integer, text, jsonb, text, boolean, bigint, uuid, text, integer, boolean, text)
  to service_role;
