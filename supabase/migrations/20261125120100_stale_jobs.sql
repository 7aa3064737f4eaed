-- Jobs whose runner is gone. A function's worker can die mid-run (the edge runtime's wall-clock
-- limit, a crash, Hive Local quitting); its job would stay queued or running forever, charged.
-- fail_stale_jobs fails every queued or running job not touched for p_idle_seconds with
-- error_code 'interrupted' and refunds each once (through fail_job). Hive Local's functions host
-- calls it at start with 0 (the jobs of its previous run cannot still be running) and then every
-- few minutes; hosted Supabase can call it from pg_cron. Service only.
create or replace function public.fail_stale_jobs(p_idle_seconds integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_count integer := 0;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can sweep jobs' using errcode = '42501';
  end if;
  if p_idle_seconds is null or p_idle_seconds < 0 then
    raise exception 'The idle time must be at least 0 seconds' using errcode = '22023';
  end if;
  for v_id in
    select j.id from public.jobs j
     where j.status in ('queued', 'running')
       and j.updated_at <= now() - make_interval(secs => p_idle_seconds)
     order by j.updated_at
  loop
    perform public.fail_job(v_id, 'interrupted');
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
revoke execute on function public.fail_stale_jobs(integer) from public, anon, authenticated;
grant execute on function public.fail_stale_jobs(integer) to service_role;
