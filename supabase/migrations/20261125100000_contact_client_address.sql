-- The contact form's per-IP limit (20261123150000_contact_messages.sql) read the first
-- X-Forwarded-For entry, which is whatever the sender typed, and skipped the check when no
-- address was found: a client could dodge the limit with a new made-up address per message, or
-- use up someone else's by typing theirs. From here on the address is the one the gateway itself
-- vouches for, and the check never skips.

-- The caller's address as the gateway in front of PostgREST vouches for it, or null.
--   * cf-connecting-ip: on hosted Supabase every request comes through Cloudflare, which sets
--     this header itself, overwriting anything the client sent.
--   * x-real-ip: set (overwritten) by a gateway that does not sit behind Cloudflare, as Hive
--     Local does for every request.
--   * otherwise the LAST x-forwarded-for entry: each proxy appends the address it saw, so the
--     last one was written by the gateway next to PostgREST; every entry before it may have
--     been typed by the client.
-- Anything that is not an IP address counts as unknown.
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
  if headers is null or jsonb_typeof(headers) <> 'object' then
    return null;
  end if;
  candidate := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    -- Greedy: everything up to the last comma goes, leaving the last hop.
    nullif(btrim(regexp_replace(headers ->> 'x-forwarded-for', '^.*,', '')), '')
  );
  if candidate is null then
    return null;
  end if;
  begin
    return left(host(candidate::inet), 64);
  exception when others then
    return null;
  end;
end;
$$;

-- Limits: 3 messages per e-mail address and 5 per client address in any 10 minutes. A request
-- whose address is unknown is stored and counted under the one shared key 'unknown', so losing
-- the address (a gateway that sends none) tightens the limit instead of lifting it.
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
  new.client_ip := coalesce(private.request_client_ip(), 'unknown');
  new.created_at := now();

  select count(*) into recent_by_email
  from public.contact_messages
  where lower(email) = new.email and created_at > now() - interval '10 minutes';
  if recent_by_email >= 3 then
    raise exception 'contact_rate_limited' using errcode = 'P0001', hint = 'email';
  end if;

  select count(*) into recent_by_ip
  from public.contact_messages
  where client_ip = new.client_ip and created_at > now() - interval '10 minutes';
  if recent_by_ip >= 5 then
    raise exception 'contact_rate_limited' using errcode = 'P0001', hint = 'ip';
  end if;
  return new;
end;
$$;

revoke execute on function private.contact_messages_before_insert() from public, anon, authenticated;
revoke execute on function private.request_client_ip() from public, anon, authenticated;
