// The bootstrap every Hive Local database gets before any migration, mirroring what a hosted
// Supabase project already has: the API roles, schema usage grants, auth.uid()/jwt()/role()/
// email() exactly as Supabase defines them, and the supabase_realtime publication.
// lite creates its roles lazily on the first RLS request, which is too late for a migration
// that says `to authenticated` — so we create them first (patch for a known lite gap).

/**
 * auth.uid()/role()/email()/jwt() exactly as hosted Supabase defines them: the per-claim setting
 * (older PostgREST) first, then the `request.jwt.claims` JSON. lite's ensureSystemSchema()
 * re-creates these with its own bodies (auth.email() reading only request.jwt.claim.email,
 * which nothing sets), so prepareDatabase() runs this again after lite's schema step.
 */
export const AUTH_HELPERS_SQL = `
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
`;

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

${AUTH_HELPERS_SQL}
do $$ begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
`;

/**
 * Hive Local's own bookkeeping (never exposed through the API): sign-in methods per session (the
 * access token's amr claim), and phone OTP codes. Runs after lite has created auth.users.
 */
export const HIVE_LOCAL_SQL = `
create schema if not exists hive_local;
revoke all on schema hive_local from public, anon, authenticated;

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

-- Admin roles moved to supabase/migrations/…_admin_roles.sql (private.admin_emails, the same
-- rule on hosted Supabase); data folders made before that lose the old local copy here.
drop trigger if exists hive_local_admin_role on auth.users;
drop function if exists hive_local.apply_admin_role();
drop table if exists hive_local.admin_emails;
`;
