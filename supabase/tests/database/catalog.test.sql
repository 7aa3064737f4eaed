-- Catalog checks that keep every future migration honest.
begin;
select plan(3);

select is(
  array(select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity order by 1),
  array[]::text[],
  'row level security is enabled on every public table'
);

select is(
  array(select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'private') and p.prosecdef
           and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
         order by 1),
  array[]::text[],
  'every security definer function fixes its search_path'
);

select is(
  array(select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'private') and p.prosecdef
           and has_function_privilege('anon', p.oid, 'execute')
         order by 1),
  array[]::text[],
  'no security definer function is executable by anon'
);

select * from finish();
rollback;
