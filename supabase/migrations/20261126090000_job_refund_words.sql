-- A job's refund in the ledger reads in the user's words, as its charge does: the credit history
-- shows 'Refund · Background removal (cancelled)' where it showed 'Refund: background-remover
-- (cancelled)' (a tool id and an error code).
--
-- jobs.label is the run as the user knows it ('Background removal', 'Artwork · Watercolor'),
-- set by start_job (20261126090100_start_job_quote.sql). For a job started before it existed,
-- the label is taken from the job's charge row (its description); the tool id is the last resort.
-- The reason is a word, never a code: 'cancelled' (cancel_job), 'interrupted' (the sweeper of
-- 20261125120100_stale_jobs.sql, whose runner was gone) and 'failed' (any engine, storage or
-- provider error code fail_job records; the code itself stays in jobs.error_code).

alter table public.jobs
  add column label text check (label is null or char_length(label) between 1 and 200);

-- Gives a job's charge back, at most once. The caller holds the job row's lock. Returns the
-- credits returned by this call (0 when nothing was charged or it was already refunded).
create or replace function private.refund_job(p_job uuid, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job public.jobs%rowtype;
  v_label text;
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
  v_label := v_job.label;
  if v_label is null then
    select nullif(btrim(t.description), '') into v_label
      from public.credit_transactions t
     where t.payment_reference = 'job:' || v_job.id and t.type = 'generation';
  end if;
  perform private.apply_credit_change(
    v_job.user_id, v_job.cost, 'refund',
    'Refund · ' || left(coalesce(v_label, v_job.tool), 200) || ' (' || v_reason || ')',
    null, 'job:' || v_job.id
  );
  update public.jobs j set refunded = true, updated_at = now() where j.id = p_job;
  return v_job.cost;
end;
$$;
revoke execute on function private.refund_job(uuid, text) from public, anon, authenticated;
