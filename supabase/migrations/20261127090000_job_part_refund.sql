-- A job that made only part of what it was charged for returns the rest pro rata, exactly once,
-- as its own ledger line (issue #19: a moodboard whose image tiles failed even after a retry is
-- still made, and the failed tiles' share of the 35 credits comes back).
--
--   * public.refund_job_part(job, failed, planned, items) — the server only (service role):
--     on a running, charged, not yet refunded job, returns floor(cost × failed / planned) credits
--     (the cost read from the job row, never from the caller) with the ledger line
--     'Refund · <run label> (<failed> of <planned> <items> not made)' and payment_reference
--     'job:<id>:part' (the unique index of refunds by payment_reference makes a second part
--     refund of the same job impossible). Some, not all: 1 ≤ failed < planned (all failed is a
--     failed job, refunded whole by fail_job).
--   * jobs.refunded_part keeps what it returned, so the job's later full refund (a cancel, a
--     failure while storing, the stale-job sweeper) gives back only the rest: one job never
--     returns more than it charged.
--   * RLS unchanged: owners still only read their jobs and ledger; only the service role writes.

alter table public.jobs
  add column refunded_part integer not null default 0;
alter table public.jobs
  add constraint jobs_refunded_part_within_cost check (refunded_part between 0 and cost);

-- Gives a job's charge back, at most once, less what a part refund already returned. The caller
-- holds the job row's lock. Returns the credits returned by this call.
create or replace function private.refund_job(p_job uuid, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job public.jobs%rowtype;
  v_label text;
  v_rest integer;
  v_reason text := case p_reason
    when 'cancelled' then 'cancelled'
    when 'interrupted' then 'interrupted'
    else 'failed'
  end;
begin
  select * into v_job from public.jobs j where j.id = p_job for update;
  if not found or v_job.refunded or v_job.cost = 0 then
    return 0;
  end if;
  v_rest := v_job.cost - v_job.refunded_part;
  if v_rest > 0 then
    v_label := v_job.label;
    if v_label is null then
      select nullif(btrim(t.description), '') into v_label
        from public.credit_transactions t
       where t.payment_reference = 'job:' || v_job.id and t.type = 'generation';
    end if;
    perform private.apply_credit_change(
      v_job.user_id, v_rest, 'refund',
      'Refund · ' || left(coalesce(v_label, v_job.tool), 200) || ' (' || v_reason || ')',
      null, 'job:' || v_job.id
    );
  end if;
  update public.jobs j set refunded = true, updated_at = now() where j.id = p_job;
  return greatest(v_rest, 0);
end;
$$;
revoke execute on function private.refund_job(uuid, text) from public, anon, authenticated;

-- Returns floor(cost × failed / planned) of a running job's charge, once. Changes nothing (and
-- returns 0) on a job that ended, was free, was refunded or already had its part refund.
create or replace function public.refund_job_part(
  p_job uuid,
  p_failed integer,
  p_planned integer,
  p_items text default 'pieces'
)
returns table (credits_returned integer, balance integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job public.jobs%rowtype;
  v_label text;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can refund jobs' using errcode = '42501';
  end if;
  if p_planned is null or p_failed is null or p_failed < 1 or p_failed >= p_planned then
    raise exception 'A part refund is for some, not all, of a run (1 <= failed < planned)'
      using errcode = '22023';
  end if;
  if p_items is null or p_items !~ '^[a-z]{1,20}$' then
    raise exception 'The items are one plain word' using errcode = '22023';
  end if;
  select * into v_job from public.jobs j where j.id = p_job for update;
  if not found then
    raise exception 'Unknown job' using errcode = 'P0002', hint = 'job_not_found';
  end if;
  credits_returned := 0;
  if v_job.status = 'running' and not v_job.refunded and v_job.refunded_part = 0
     and v_job.cost > 0 then
    credits_returned := (v_job.cost * p_failed) / p_planned;
    if credits_returned > 0 then
      v_label := coalesce(v_job.label, v_job.tool);
      perform private.apply_credit_change(
        v_job.user_id, credits_returned, 'refund',
        'Refund · ' || left(v_label, 200) || ' (' || p_failed || ' of ' || p_planned || ' '
          || p_items || ' not made)',
        null, 'job:' || v_job.id || ':part'
      );
      update public.jobs j
         set refunded_part = credits_returned, updated_at = now()
       where j.id = p_job;
    end if;
  end if;
  balance := private.ensure_credits_row(v_job.user_id);
  return next;
end;
$$;

revoke execute on function public.refund_job_part(uuid, integer, integer, text)
  from public, anon, authenticated;
grant execute on function public.refund_job_part(uuid, integer, integer, text) to service_role;
