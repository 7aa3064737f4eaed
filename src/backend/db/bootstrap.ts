// The bootstrap every Hive Local database gets before any migration, mirroring what a hosted
// Supabase project already has: the API roles, schema usage grants, auth.uid()/jwt()/role()/
// email() exactly as Supabase defines them, and the supabase_realtime publication.
// lite creates its roles lazily on the first RLS request, which is too late for a migration
// that says `to authenticated` — so we create them first (patch for a known lite gap).

/** Roles, schemas, grants, auth helpers and the realtime publication (idempotent). */
export const BOOTSTRAP_SQL = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
end $$;
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
grant usage on schema public, extensions, auth to anon, authenticated, service_role;

create or replace function auth.uid() returns uuid language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$fn$;

create or replace function auth.role() returns text language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$fn$;

create or replace function auth.email() returns text language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$fn$;

create or replace function auth.jwt() returns jsonb language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$fn$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

do $$ begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
`;

/**
 * Hive Local's own bookkeeping (never exposed through the API): admin e-mails and the
 * trigger that turns them into app_metadata.role = 'admin', sign-in methods per session (the
 * access token's amr claim), and phone OTP codes. Runs after lite has created auth.users.
 */
export const HIVE_LOCAL_SQL = `
create schema if not exists hive_local;
revoke all on schema hive_local from public, anon, authenticated;

create table if not exists hive_local.admin_emails (email text primary key);
create table if not exists hive_local.session_methods (
  session_id uuid primary key,
  method text not null,
  signed_in_at bigint not null
);
create table if not exists hive_local.phone_otps (
  phone text primary key,
  token_hash text not null,
  sent_at timestamptz not null default now()
);

create or replace function hive_local.apply_admin_role() returns trigger
language plpgsql security definer set search_path = '' as $fn$
begin
  if new.email is not null and new.email_confirmed_at is not null
     and exists (select 1 from hive_local.admin_emails a where a.email = lower(new.email)) then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) || '{"role":"admin"}'::jsonb;
  elsif coalesce(new.raw_app_meta_data ->> 'role', '') = 'admin' then
    new.raw_app_meta_data := new.raw_app_meta_data - 'role';
  end if;
  return new;
end
$fn$;

drop trigger if exists hive_local_admin_role on auth.users;
create trigger hive_local_admin_role before insert or update on auth.users
  for each row execute function hive_local.apply_admin_role();
`;
