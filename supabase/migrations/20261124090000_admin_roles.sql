-- Admins (spec 6): the users whose confirmed e-mail is on a server-side list get
-- app_metadata.role = 'admin' (the access token's app_metadata, read by the client's isAdmin and
-- by private.is_admin). The list lives in private.admin_emails, which only the service role
-- (and the database owner) can touch; nothing in the client lists e-mails.
-- Hosted: `insert into private.admin_emails (email) values ('someone@example.com');` in the SQL
-- editor. Hive Local writes its configured HIVE_ADMIN_EMAILS into the same table at start.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
grant usage on schema private to service_role;

create table if not exists private.admin_emails (
  email text primary key check (email = lower(btrim(email)) and email like '%@%'),
  created_at timestamptz not null default now()
);
alter table private.admin_emails enable row level security;
revoke all on private.admin_emails from public, anon, authenticated;
grant select, insert, update, delete on private.admin_emails to service_role;

-- Sets or clears the role on the row being written to auth.users. An unconfirmed address is
-- never an admin (anyone can sign up with any address).
create or replace function private.apply_admin_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null and new.email_confirmed_at is not null
     and exists (select 1 from private.admin_emails a where a.email = lower(new.email)) then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) || '{"role":"admin"}'::jsonb;
  elsif coalesce(new.raw_app_meta_data ->> 'role', '') = 'admin' then
    new.raw_app_meta_data := new.raw_app_meta_data - 'role';
  end if;
  return new;
end
$$;
revoke execute on function private.apply_admin_role() from public, anon, authenticated;

drop trigger if exists on_auth_user_admin_role on auth.users;
create trigger on_auth_user_admin_role
  before insert or update on auth.users
  for each row execute function private.apply_admin_role();

-- A change to the list applies to existing users at once (their next token carries it).
create or replace function private.refresh_admin_roles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update auth.users u set email = u.email
  where lower(u.email) in (select a.email from private.admin_emails a)
     or u.raw_app_meta_data ->> 'role' = 'admin';
  return null;
end
$$;
revoke execute on function private.refresh_admin_roles() from public, anon, authenticated;

drop trigger if exists admin_emails_changed on private.admin_emails;
create trigger admin_emails_changed
  after insert or update or delete or truncate on private.admin_emails
  for each statement execute function private.refresh_admin_roles();
