-- Generation allowances: each user's plan and how many generations it has left (spec 3 "Local
-- plan", 4 "Local plan", 9 "Allowance by plan in the generator" and "Local plans").
--
-- Where it lives, and why: the original product kept `plan` and `generations_remaining` in the
-- user's metadata, which its owner can rewrite with one auth call. Here it is a table the owner
-- may only read (RLS, select own row) and only the server writes: the triggers below, and
-- set_generation_plan for the service role. The rules are those of
-- supabase/functions/_shared/contracts/domain/local-plan.ts (the generator shows the row with
-- them; tests/integration/generation-allowance.test.ts checks the two agree):
--   * no row, or a row whose expires_at has passed, is the default: free with 3 generations,
--     no expiry (an expired plan reverts to the default, and is rewritten so when next used);
--   * upgrading (set_generation_plan) gives the plan's allowance from public.plan_allowances
--     (free 3, basic 5, pro 50, elite 100, enterprise unlimited = null) for 30 days;
--   * a generation is used by every charged run of the generator's tool ('artwork-generator':
--     generate-image, its premium functions, the alternate function and ai-generate). Free runs
--     (the local preview, admins: start_job charges them 0) use none;
--   * at 0 the use fails: P0001, hint 'no_generations_left', and nothing is charged;
--   * enterprise (a null total) is unlimited: nothing is counted.
--
-- In the same transaction as the money: the generation is taken by a trigger on the job row that
-- start_job inserts after its charge (20261126090100_start_job_quote.sql), so a refusal at 0 rolls
-- the charge back with it; it is given back by a trigger on the job's `refunded` flag, which only
-- private.refund_job sets, once, for fail_job, cancel_job and the stale-job sweeper alike. So a
-- failed or cancelled run returns its generation exactly once, exactly when its credits return.
-- The job tables and functions themselves are unchanged.

-- ---------------------------------------------------------------------------------------
-- The plans' allowances (read by everyone, like credit_costs; written only by migrations)
-- ---------------------------------------------------------------------------------------
create table public.plan_allowances (
  plan text primary key check (plan in ('free', 'basic', 'pro', 'enterprise', 'elite')),
  -- Generations a fresh plan holds; null = unlimited.
  generations integer check (generations is null or generations > 0)
);
insert into public.plan_allowances (plan, generations) values
  ('free', 3), ('basic', 5), ('pro', 50), ('elite', 100), ('enterprise', null);

-- ---------------------------------------------------------------------------------------
-- Each user's allowance, and the generation each charged run took (to give it back once)
-- ---------------------------------------------------------------------------------------
create table public.generation_allowances (
  user_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null references public.plan_allowances (plan),
  generations_remaining integer,
  generations_total integer,
  expires_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint generation_allowances_counts check (
    (generations_total is null and generations_remaining is null)
    or (generations_total >= 0 and generations_remaining between 0 and generations_total)
  )
);

create table public.generation_allowance_uses (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  returned_at timestamptz,
  created_at timestamptz not null default now()
);
create index generation_allowance_uses_user_idx on public.generation_allowance_uses (user_id);

alter table public.plan_allowances enable row level security;
alter table public.generation_allowances enable row level security;
alter table public.generation_allowance_uses enable row level security;
revoke all on public.plan_allowances, public.generation_allowances, public.generation_allowance_uses
  from public, anon, authenticated;
grant select on public.plan_allowances to anon, authenticated;
grant select on public.generation_allowances to authenticated;
grant all on public.plan_allowances, public.generation_allowances, public.generation_allowance_uses
  to service_role;
create policy "plan allowances are public" on public.plan_allowances for select
  to anon, authenticated using (true);
create policy "own allowance" on public.generation_allowances for select to authenticated
  using ((select auth.uid()) = user_id);
-- generation_allowance_uses: no policy; only the triggers (definer) and the service role touch it.

-- ---------------------------------------------------------------------------------------
-- Using and giving back a generation
-- ---------------------------------------------------------------------------------------

-- Takes one generation from p_user's plan for job p_job, under the allowance row's lock (runs of
-- one user queue here, so two cannot both take the last one). Returns what is left (null when
-- unlimited). At 0: P0001, hint 'no_generations_left', detail '{"plan":…,"total":N}'.
create or replace function private.take_generation(p_user uuid, p_job uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.generation_allowances%rowtype;
  v_default integer;
begin
  select a.generations into v_default from public.plan_allowances a where a.plan = 'free';
  insert into public.generation_allowances (user_id, plan, generations_remaining, generations_total)
  values (p_user, 'free', v_default, v_default)
  on conflict (user_id) do nothing;
  select * into v_row from public.generation_allowances a where a.user_id = p_user for update;
  if v_row.expires_at is not null and v_row.expires_at <= now() then
    update public.generation_allowances a
       set plan = 'free', generations_remaining = v_default, generations_total = v_default,
           expires_at = null, updated_at = now()
     where a.user_id = p_user
    returning * into v_row;
  end if;
  if v_row.generations_total is null then
    return null;
  end if;
  if v_row.generations_remaining <= 0 then
    raise exception 'No generations left' using
      errcode = 'P0001',
      hint = 'no_generations_left',
      detail = json_build_object('plan', v_row.plan, 'total', v_row.generations_total)::text;
  end if;
  update public.generation_allowances a
     set generations_remaining = a.generations_remaining - 1, updated_at = now()
   where a.user_id = p_user;
  insert into public.generation_allowance_uses (job_id, user_id) values (p_job, p_user);
  return v_row.generations_remaining - 1;
end;
$$;

-- Gives back the generation job p_job took, at most once; never above the plan's total (the plan
-- may have been renewed since). True when this call gave one back.
create or replace function private.give_back_generation(p_job uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  update public.generation_allowance_uses u
     set returned_at = now()
   where u.job_id = p_job and u.returned_at is null
  returning u.user_id into v_user;
  if not found then
    return false;
  end if;
  update public.generation_allowances a
     set generations_remaining = least(a.generations_total, a.generations_remaining + 1),
         updated_at = now()
   where a.user_id = v_user and a.generations_total is not null;
  return true;
end;
$$;

create or replace function private.jobs_take_generation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.take_generation(new.user_id, new.id);
  return null;
end;
$$;

create or replace function private.jobs_give_back_generation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.give_back_generation(new.id);
  return null;
end;
$$;

revoke execute on function private.take_generation(uuid, uuid) from public, anon, authenticated;
revoke execute on function private.give_back_generation(uuid) from public, anon, authenticated;
revoke execute on function private.jobs_take_generation() from public, anon, authenticated;
revoke execute on function private.jobs_give_back_generation() from public, anon, authenticated;

-- A charged run of the generator's tool takes a generation in start_job's transaction.
create trigger jobs_take_generation
  after insert on public.jobs
  for each row
  when (new.tool = 'artwork-generator' and new.cost > 0)
  execute function private.jobs_take_generation();

-- Its refund (fail_job, cancel_job, the sweeper: private.refund_job, once) gives it back.
create trigger jobs_give_back_generation
  after update of refunded on public.jobs
  for each row
  when (new.refunded and not old.refunded)
  execute function private.jobs_give_back_generation();

-- ---------------------------------------------------------------------------------------
-- Upgrading (service role only)
-- ---------------------------------------------------------------------------------------

-- Puts p_user on plan p_plan with its full allowance for 30 days (spec 4: upgrading sets a
-- 30-day expiry), replacing what was left of the plan before. 'free' is the default, not an
-- upgrade: 22023. The one place a plan is written; set_generation_plan (the service role) and
-- the subscription trigger below call it.
create or replace function private.apply_generation_plan(p_user uuid, p_plan text)
returns public.generation_allowances
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_total integer;
  v_row public.generation_allowances%rowtype;
begin
  if p_plan is null or p_plan = 'free'
     or not exists (select 1 from public.plan_allowances a where a.plan = p_plan) then
    raise exception 'Unknown plan to upgrade to: %', p_plan using errcode = '22023', hint = 'unknown_plan';
  end if;
  select a.generations into v_total from public.plan_allowances a where a.plan = p_plan;
  insert into public.generation_allowances as g
    (user_id, plan, generations_remaining, generations_total, expires_at, updated_at)
  values (p_user, p_plan, v_total, v_total, now() + interval '30 days', now())
  on conflict (user_id) do update
    set plan = excluded.plan,
        generations_remaining = excluded.generations_remaining,
        generations_total = excluded.generations_total,
        expires_at = excluded.expires_at,
        updated_at = excluded.updated_at
  returning g.* into v_row;
  return v_row;
end;
$$;
revoke execute on function private.apply_generation_plan(uuid, text) from public, anon, authenticated;

-- The server's way to change a plan (service role only). Returns the new allowance.
create or replace function public.set_generation_plan(p_user uuid, p_plan text)
returns table (plan text, generations_remaining integer, generations_total integer, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.generation_allowances%rowtype;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can change a plan' using errcode = '42501';
  end if;
  v_row := private.apply_generation_plan(p_user, p_plan);
  plan := v_row.plan;
  generations_remaining := v_row.generations_remaining;
  generations_total := v_row.generations_total;
  expires_at := v_row.expires_at;
  return next;
end;
$$;
revoke execute on function public.set_generation_plan(uuid, text) from public, anon, authenticated;
grant execute on function public.set_generation_plan(uuid, text) to service_role;

-- A paid subscription is an upgrade: when the Stripe webhook's subscription sync (the only
-- writer of public.subscriptions) makes a paid plan active or trialling, or moves it to another
-- paid plan, that plan's allowance starts for 30 days. A subscription that lapses changes
-- nothing here: the allowance runs out at its expiry and reverts to free.
create or replace function private.subscriptions_apply_plan()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.plan <> 'free' and new.status in ('active', 'trial')
     and (tg_op = 'INSERT' or old.plan is distinct from new.plan
          or old.status not in ('active', 'trial')) then
    perform private.apply_generation_plan(new.user_id, new.plan);
  end if;
  return new;
end;
$$;
revoke execute on function private.subscriptions_apply_plan() from public, anon, authenticated;
create trigger subscriptions_apply_plan
  after insert or update of plan, status on public.subscriptions
  for each row execute function private.subscriptions_apply_plan();
