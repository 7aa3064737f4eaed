-- Jobs: one charged run of a tool (../shared/architecture.md "Tools, jobs and providers").
-- The edge functions' job runner (supabase/functions/_shared/jobs) drives a row through
--   queued → running → succeeded | failed | cancelled
-- with the functions below, all service-role only. The owner reads their rows (REST and
-- Realtime, RLS-filtered) to follow progress; nobody else writes.
--
-- Money: start_job charges through private.apply_credit_change (the one place a balance
-- changes) in the same transaction that inserts the row. The ledger rows of a job carry
-- payment_reference 'job:<id>' (as reversals carry 'reversal:<payment intent>'), and the unique
-- indexes below allow one charge and one refund per job. A refund happens only in
-- private.refund_job, under the job row's lock and its `refunded` flag: exactly once, whichever
-- of fail_job and cancel_job comes first, however often they are called.

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  tool text not null check (tool ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  status text not null default 'queued'
    check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  progress integer not null default 0 check (progress between 0 and 100),
  cost integer not null default 0 check (cost >= 0),
  engine text not null check (char_length(engine) between 1 and 100),
  params jsonb not null default '{}'::jsonb
    check (jsonb_typeof(params) = 'object' and octet_length(params::text) <= 16384),
  seed bigint,
  outputs jsonb not null default '[]'::jsonb,
  error_code text check (error_code ~ '^[a-z0-9_]{1,64}$'),
  refunded boolean not null default false,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null default now()
);
create index jobs_user_created_idx on public.jobs (user_id, created_at desc);

-- True when p_outputs is an array of at most 100 `{ url, mime, width, height,
-- duration_seconds? }` objects. A check constraint cannot hold a subquery, so the test lives
-- here; like private.text_items_fit it keeps PUBLIC's EXECUTE (a constraint runs it as the writer).
create or replace function private.job_outputs_valid(p_outputs jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(p_outputs) = 'array'
     and jsonb_array_length(p_outputs) <= 100
     and octet_length(p_outputs::text) <= 65536
     and not exists (
       select 1 from jsonb_array_elements(p_outputs) as o(item)
        where jsonb_typeof(o.item) <> 'object'
           or jsonb_typeof(o.item -> 'url') is distinct from 'string'
           or jsonb_typeof(o.item -> 'mime') is distinct from 'string'
           or jsonb_typeof(o.item -> 'width') is distinct from 'number'
           or jsonb_typeof(o.item -> 'height') is distinct from 'number'
           or (o.item -> 'duration_seconds' is not null
               and jsonb_typeof(o.item -> 'duration_seconds') <> 'number')
     );
$$;
alter table public.jobs add constraint jobs_outputs_valid check (private.job_outputs_valid(outputs));

-- One charge and one refund per job in the ledger (generation and purchase rows are unaffected:
-- their payment_reference is null, or their type is another).
create unique index credit_transactions_one_job_charge on public.credit_transactions (payment_reference)
  where type = 'generation' and payment_reference is not null;
create unique index credit_transactions_one_job_refund on public.credit_transactions (payment_reference)
  where type = 'refund' and payment_reference is not null;

-- Owners read their own jobs; only the service role (the job runner) writes.
alter table public.jobs enable row level security;
revoke all on public.jobs from public, anon, authenticated;
grant select on public.jobs to authenticated;
grant all on public.jobs to service_role;
create policy "own jobs" on public.jobs for select to authenticated
  using ((select auth.uid()) = user_id);

-- The owner follows progress over Realtime (postgres_changes, RLS-filtered per subscriber).
alter publication supabase_realtime add table public.jobs;

-- ---------------------------------------------------------------------------------------
-- Service-only functions used by the job runner and cancel-job
-- ---------------------------------------------------------------------------------------

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
begin
  select * into v_job from public.jobs j where j.id = p_job for update;
  if not found or v_job.refunded or v_job.cost = 0 then
    return 0;
  end if;
  perform private.apply_credit_change(
    v_job.user_id, v_job.cost, 'refund', 'Refund: ' || v_job.tool || ' (' || coalesce(p_reason, 'failed') || ')',
    null, 'job:' || v_job.id
  );
  update public.jobs j set refunded = true, updated_at = now() where j.id = p_job;
  return v_job.cost;
end;
$$;
revoke execute on function private.refund_job(uuid, text) from public, anon, authenticated;

-- Charges p_cost (nothing for admins) and creates the queued job, in one transaction. Too few
-- credits: P0001, hint 'insufficient_credits', detail '{"required":N,"available":M}', and
-- neither a charge nor a row. p_job is the id the client chose for the run (so it can follow
-- and cancel it before the answer comes); an id already taken fails with 23505 and charges
-- nothing. Returns the job, what was charged and the balance after.
create or replace function public.start_job(
  p_user uuid,
  p_tool text,
  p_cost integer,
  p_engine text,
  p_params jsonb,
  p_description text,
  p_is_admin boolean,
  p_seed bigint default null,
  p_job uuid default null
)
returns table (job_id uuid, charged integer, balance integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job uuid := coalesce(p_job, gen_random_uuid());
  v_charged integer := 0;
  v_balance integer;
  v_hint text;
  v_available integer;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can start jobs' using errcode = '42501';
  end if;
  if p_user is null or p_cost is null or p_cost < 0 then
    raise exception 'A job needs a user and a cost of at least 0' using errcode = '22023';
  end if;
  if coalesce(p_is_admin, false) or private.is_admin(p_user) or p_cost = 0 then
    v_balance := private.ensure_credits_row(p_user);
  else
    begin
      v_balance := private.apply_credit_change(
        p_user, -p_cost, 'generation', coalesce(p_description, p_tool), null, 'job:' || v_job
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
        detail = json_build_object('required', p_cost, 'available', coalesce(v_available, 0))::text;
    end;
    v_charged := p_cost;
  end if;
  insert into public.jobs (id, user_id, tool, status, cost, engine, params, seed)
  values (v_job, p_user, p_tool, 'queued', v_charged, p_engine, coalesce(p_params, '{}'::jsonb), p_seed);
  job_id := v_job;
  charged := v_charged;
  balance := v_balance;
  return next;
end;
$$;

-- Records progress while the job is queued or running (and marks it running). Monotone: a
-- lower value changes nothing. At most 99: 100 means finished and only finish_job sets it.
-- Returns the job's status after the call (null for an unknown job), so the runner learns of a
-- cancel from the same call.
create or replace function public.set_job_progress(p_job uuid, p_progress integer)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_progress integer := least(greatest(coalesce(p_progress, 0), 0), 99);
  v_status text;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can report progress' using errcode = '42501';
  end if;
  update public.jobs j
     set status = 'running',
         progress = greatest(j.progress, v_progress),
         started_at = coalesce(j.started_at, now()),
         updated_at = now()
   where j.id = p_job
     and (j.status = 'queued' or (j.status = 'running' and v_progress > j.progress))
  returning j.status into v_status;
  if not found then
    select j.status into v_status from public.jobs j where j.id = p_job;
  end if;
  return v_status;
end;
$$;

-- Finishes a queued or running job with its outputs (progress 100). False, changing nothing,
-- when the job already ended: a result that arrives after a cancel never flips it.
create or replace function public.finish_job(p_job uuid, p_outputs jsonb)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can finish jobs' using errcode = '42501';
  end if;
  update public.jobs j
     set status = 'succeeded',
         progress = 100,
         outputs = coalesce(p_outputs, '[]'::jsonb),
         started_at = coalesce(j.started_at, now()),
         finished_at = now(),
         updated_at = now()
   where j.id = p_job and j.status in ('queued', 'running');
  return found;
end;
$$;

-- Fails a queued or running job and refunds its charge once. On a job that already ended it
-- changes nothing. Returns the status after the call, whether the job's charge is back, what
-- this call returned and the owner's balance.
create or replace function public.fail_job(p_job uuid, p_error_code text)
returns table (job_status text, job_refunded boolean, credits_returned integer, balance integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job public.jobs%rowtype;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can fail jobs' using errcode = '42501';
  end if;
  select * into v_job from public.jobs j where j.id = p_job for update;
  if not found then
    raise exception 'Unknown job' using errcode = 'P0002', hint = 'job_not_found';
  end if;
  credits_returned := 0;
  if v_job.status in ('queued', 'running') then
    update public.jobs j
       set status = 'failed', error_code = p_error_code, finished_at = now(), updated_at = now()
     where j.id = p_job;
    credits_returned := private.refund_job(p_job, p_error_code);
  end if;
  select j.status, j.refunded into job_status, job_refunded from public.jobs j where j.id = p_job;
  balance := private.ensure_credits_row(v_job.user_id);
  return next;
end;
$$;

-- Cancels the owner's queued or running job and refunds its charge once. Another user's job is
-- as unknown as a missing one (P0002, hint 'job_not_found'). Cancelling a job that already
-- ended changes nothing; the returned status says how it ended.
create or replace function public.cancel_job(p_job uuid, p_user uuid)
returns table (job_status text, job_refunded boolean, credits_returned integer, balance integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job public.jobs%rowtype;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can cancel jobs' using errcode = '42501';
  end if;
  select * into v_job from public.jobs j where j.id = p_job for update;
  if not found or v_job.user_id is distinct from p_user then
    raise exception 'Unknown job' using errcode = 'P0002', hint = 'job_not_found';
  end if;
  credits_returned := 0;
  if v_job.status in ('queued', 'running') then
    update public.jobs j
       set status = 'cancelled', error_code = 'cancelled', finished_at = now(), updated_at = now()
     where j.id = p_job;
    credits_returned := private.refund_job(p_job, 'cancelled');
  end if;
  select j.status, j.refunded into job_status, job_refunded from public.jobs j where j.id = p_job;
  balance := private.ensure_credits_row(v_job.user_id);
  return next;
end;
$$;

revoke execute on function public.start_job(uuid, text, integer, text, jsonb, text, boolean, bigint, uuid)
  from public, anon, authenticated;
revoke execute on function public.set_job_progress(uuid, integer) from public, anon, authenticated;
revoke execute on function public.finish_job(uuid, jsonb) from public, anon, authenticated;
revoke execute on function public.fail_job(uuid, text) from public, anon, authenticated;
revoke execute on function public.cancel_job(uuid, uuid) from public, anon, authenticated;
grant execute on function public.start_job(uuid, text, integer, text, jsonb, text, boolean, bigint, uuid)
  to service_role;
grant execute on function public.set_job_progress(uuid, integer) to service_role;
grant execute on function public.finish_job(uuid, jsonb) to service_role;
grant execute on function public.fail_job(uuid, text) to service_role;
grant execute on function public.cancel_job(uuid, uuid) to service_role;
