-- Generations run as charged jobs (supabase/functions/_shared/generation/generation-job.ts): the
-- job charges and refunds (ledger payment_reference 'job:<id>'), and the ai_generations record
-- that My Creations, the history and the recent generations read names the job that paid for it.
-- RLS is unchanged: owners read their own records, only the service role writes.
alter table public.ai_generations
  add column job_id uuid references public.jobs (id) on delete set null;

-- One record per job, and the foreign key indexed.
create unique index ai_generations_job_idx on public.ai_generations (job_id);

-- A job that ends failed or cancelled while its generation is still pending or processing (its
-- runner died and fail_stale_jobs failed it, or a cancel came first) ends the record too:
-- 'refunded' when the job was charged (fail_job and cancel_job refund it once), else 'failed'.
-- The engine ends the record itself whenever it can; this only catches what it could not.
create or replace function private.end_job_generation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.ai_generations g
     set status = case when new.cost > 0 then 'refunded' else 'failed' end,
         error = coalesce(g.error, new.error_code),
         output_urls = '{}',
         completed_at = coalesce(g.completed_at, now())
   where g.job_id = new.id and g.status in ('pending', 'processing');
  return null;
end;
$$;
revoke execute on function private.end_job_generation() from public, anon, authenticated;

create trigger jobs_end_generation
  after update of status on public.jobs
  for each row
  when (new.status in ('failed', 'cancelled') and old.status is distinct from new.status)
  execute function private.end_job_generation();
