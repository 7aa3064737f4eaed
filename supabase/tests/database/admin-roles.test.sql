-- Admin roles (spec 6): app_metadata.role = 'admin' exactly for confirmed users whose e-mail is
-- in private.admin_emails, kept current when the list or the user changes; only the service
-- role may read or change the list. Runs with pgTAP on Hive Local's PostgreSQL
-- (tests/integration/database-sql.test.ts) and on hosted Supabase (`supabase test db`).
begin;
select plan(14);

create temporary view roles as
  select email, raw_app_meta_data ->> 'role' as role from auth.users where email like '%@roles.test';
grant select on roles to service_role;

insert into private.admin_emails (email) values ('listed@roles.test'), ('mixed@roles.test');
insert into auth.users (id, email, raw_app_meta_data, email_confirmed_at) values
  ('eeeeeeee-0000-4000-8000-000000000001', 'listed@roles.test', '{}', now()),
  ('eeeeeeee-0000-4000-8000-000000000002', 'MiXed@roles.test', '{"provider":"email"}', now()),
  ('eeeeeeee-0000-4000-8000-000000000003', 'plain@roles.test', '{"role":"admin"}', now());
insert into auth.users (id, email, raw_app_meta_data) values
  ('eeeeeeee-0000-4000-8000-000000000004', 'listed-later@roles.test', '{}');
insert into private.admin_emails (email) values ('listed-later@roles.test');

select is((select role from roles where email = 'listed@roles.test'), 'admin',
  'a confirmed user on the list is an admin from sign-up');
select is((select raw_app_meta_data from auth.users where id = 'eeeeeeee-0000-4000-8000-000000000002'),
  '{"provider":"email","role":"admin"}'::jsonb,
  'the list matches addresses case-insensitively and keeps the rest of app_metadata');
select is((select role from roles where email = 'plain@roles.test'), null,
  'a role written by anything else is removed: only the list makes admins');
select is((select role from roles where email = 'listed-later@roles.test'), null,
  'an unconfirmed address on the list is not an admin');
update auth.users set email_confirmed_at = now() where id = 'eeeeeeee-0000-4000-8000-000000000004';
select is((select role from roles where email = 'listed-later@roles.test'), 'admin',
  'confirming a listed address makes it an admin');

insert into private.admin_emails (email) values ('plain@roles.test');
select is((select role from roles where email = 'plain@roles.test'), 'admin',
  'adding an existing user''s address to the list promotes them at once');
delete from private.admin_emails where email = 'listed@roles.test';
select is((select role from roles where email = 'listed@roles.test'), null,
  'removing an address from the list demotes them at once');
update auth.users set email = 'renamed@roles.test' where id = 'eeeeeeee-0000-4000-8000-000000000004';
select is((select role from roles where email = 'renamed@roles.test'), null,
  'changing to an address not on the list removes the role');
select throws_ok($$insert into private.admin_emails (email) values ('Upper@Roles.test')$$, '23514', null,
  'the list holds lower-case addresses only');

-- ---------------------------------------------------------------- who may touch the list
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok('select * from private.admin_emails', '42501', null, 'anon cannot read the list');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"eeeeeeee-0000-4000-8000-000000000003"}', true);
select throws_ok('select * from private.admin_emails', '42501', null, 'a user cannot read the list');
select throws_ok($$insert into private.admin_emails (email) values ('me@roles.test')$$, '42501', null,
  'a user cannot put themselves on the list');
reset role;

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
select lives_ok($$insert into private.admin_emails (email) values ('svc@roles.test')$$,
  'the service role can add an address');
select is((select count(*)::int from private.admin_emails where email like '%@roles.test'), 4,
  'the service role reads the list');
reset role;

select * from finish();
rollback;
