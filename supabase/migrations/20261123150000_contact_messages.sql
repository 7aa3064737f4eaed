-- Contact form messages (/contact). Anyone may send one; nobody but the service role may read
-- them. Shape is checked by constraints; sending is rate-limited per e-mail address and per
-- client IP by a trigger, so every path that inserts (the RPC the page calls, or a direct
-- insert through REST) is held to the same limits.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (
    char_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  subject text not null default '' check (char_length(subject) <= 150),
  message text not null check (char_length(btrim(message)) between 10 and 5000),
  user_id uuid references auth.users (id) on delete set null,
  client_ip text check (client_ip is null or char_length(client_ip) <= 64),
  created_at timestamptz not null default now()
);

create index contact_messages_email_recent_idx on public.contact_messages (lower(email), created_at desc);
create index contact_messages_ip_recent_idx on public.contact_messages (client_ip, created_at desc)
  where client_ip is not null;

-- The caller's IP as the API gateway reports it (hosted Supabase sets these headers; Hive Local
-- passes the request's own headers to RPCs). Null when unknown.
create or replace function private.request_client_ip()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  candidate text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  if headers is null then
    return null;
  end if;
  candidate := coalesce(
    headers ->> 'cf-connecting-ip',
    headers ->> 'x-real-ip',
    split_part(headers ->> 'x-forwarded-for', ',', 1)
  );
  candidate := nullif(btrim(coalesce(candidate, '')), '');
  return left(candidate, 64);
end;
$$;

-- Limits: 3 messages per e-mail address and 5 per IP in any 10 minutes.
create or replace function private.contact_messages_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent_by_email integer;
  recent_by_ip integer;
begin
  new.email := lower(btrim(new.email));
  new.name := btrim(new.name);
  new.subject := btrim(coalesce(new.subject, ''));
  new.message := btrim(new.message);
  new.user_id := auth.uid();
  new.client_ip := private.request_client_ip();
  new.created_at := now();

  select count(*) into recent_by_email
  from public.contact_messages
  where lower(email) = new.email and created_at > now() - interval '10 minutes';
  if recent_by_email >= 3 then
    raise exception 'contact_rate_limited' using errcode = 'P0001', hint = 'email';
  end if;

  if new.client_ip is not null then
    select count(*) into recent_by_ip
    from public.contact_messages
    where client_ip = new.client_ip and created_at > now() - interval '10 minutes';
    if recent_by_ip >= 5 then
      raise exception 'contact_rate_limited' using errcode = 'P0001', hint = 'ip';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function private.contact_messages_before_insert() from public, anon, authenticated;
revoke execute on function private.request_client_ip() from public, anon, authenticated;

create trigger contact_messages_before_insert
  before insert on public.contact_messages
  for each row execute function private.contact_messages_before_insert();

alter table public.contact_messages enable row level security;

revoke all on public.contact_messages from anon, authenticated;
-- Insert only the visitor's own fields; id, user_id, client_ip and created_at are the server's.
grant insert (name, email, subject, message) on public.contact_messages to anon, authenticated;
grant all on public.contact_messages to service_role;

create policy "anyone may send a contact message" on public.contact_messages
  for insert to anon, authenticated
  with check (true);
-- No select, update or delete policy: senders cannot read messages back, not even their own.

-- What the contact page calls: an RPC (so the gateway's request headers reach the trigger) that
-- runs as the caller, under the insert policy and grants above. The caller may not read the row
-- back, so it answers only `true`.
create or replace function public.submit_contact_message(
  p_name text,
  p_email text,
  p_subject text,
  p_message text
)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
begin
  insert into public.contact_messages (name, email, subject, message)
  values (p_name, p_email, coalesce(p_subject, ''), p_message);
  return true;
end;
$$;

revoke execute on function public.submit_contact_message(text, text, text, text) from public;
grant execute on function public.submit_contact_message(text, text, text, text) to anon, authenticated, service_role;
