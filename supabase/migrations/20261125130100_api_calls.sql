-- Outbound calls made by generic-api-service (the /api-test page's proxy): one row per call
-- that passed the rate limit, written only by the service role. The owner may read their own
-- rows. The per-user limit is counted here, so it holds across every function worker.

create table public.api_calls (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  method text not null check (method in ('GET', 'POST', 'PUT', 'DELETE')),
  host text check (host is null or char_length(host) <= 253),
  status integer check (status is null or status between 100 and 599),
  bytes integer check (bytes is null or bytes >= 0),
  duration_ms integer check (duration_ms is null or duration_ms >= 0),
  refused_reason text check (refused_reason is null or refused_reason ~ '^[a-z0-9_]{1,64}$'),
  created_at timestamptz not null default now()
);
create index api_calls_user_created_idx on public.api_calls (user_id, created_at desc);

alter table public.api_calls enable row level security;
revoke all on public.api_calls from public, anon, authenticated;
grant select on public.api_calls to authenticated;
grant all on public.api_calls to service_role;
create policy "own api calls" on public.api_calls for select to authenticated
  using ((select auth.uid()) = user_id);

-- Starts a call: under a per-user lock, counts the user's calls in the last minute and, below
-- p_limit, records the new call and returns its id; at the limit returns null and records
-- nothing (so a flood of refused calls cannot grow the table).
create or replace function public.begin_api_call(
  p_user uuid,
  p_method text,
  p_host text,
  p_limit integer default 30
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recent integer;
  v_id uuid;
begin
  perform pg_advisory_xact_lock(hashtext('api_calls:' || p_user::text));
  select count(*) into v_recent
    from public.api_calls c
   where c.user_id = p_user and c.created_at > now() - interval '1 minute';
  if v_recent >= p_limit then
    return null;
  end if;
  insert into public.api_calls (user_id, method, host)
  values (p_user, p_method, left(p_host, 253))
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.begin_api_call(uuid, text, text, integer) from public, anon, authenticated;
grant execute on function public.begin_api_call(uuid, text, text, integer) to service_role;
