-- My Creations: saved designs, their folders and collections (spec 3 "Design record",
-- "Collection", "Folder"; spec 4 "Design deletion…").
-- Rules:
--   * every row belongs to one user and only that user reads or writes it (RLS, owner only);
--   * a design's folder and a collection's designs must belong to the same user: the foreign
--     keys include user_id, so a row can never point at someone else's folder or design;
--   * deleting a design removes it from every collection (cascade); deleting a folder clears
--     folder_id on its designs (set null on that column only); deleting a collection keeps
--     its designs.

create table public.design_folders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  description text not null default '' check (char_length(description) <= 500),
  color text not null default '#f59e0b' check (color ~ '^#[0-9a-fA-F]{6}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id)
);
create index design_folders_user_idx on public.design_folders (user_id, created_at);

create table public.designs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  url text not null check (char_length(url) between 1 and 4096),
  prompt text check (char_length(prompt) <= 2000),
  type text not null default 'artwork'
    check (type in ('logo', 'cover', 'artwork', 'video', 'moodboard')),
  model text not null default '' check (char_length(model) <= 100),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  folder_id uuid,
  is_private boolean not null default true,
  -- A moodboard's style, variation, keywords and images (spec 3); null for other types.
  moodboard_data jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id),
  foreign key (folder_id, user_id) references public.design_folders (id, user_id)
    on delete set null (folder_id)
);
create index designs_user_created_idx on public.designs (user_id, created_at desc);
create index designs_folder_idx on public.designs (folder_id) where folder_id is not null;

create table public.design_collections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  description text not null default '' check (char_length(description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id)
);
create index design_collections_user_idx on public.design_collections (user_id, created_at);

create table public.collection_designs (
  collection_id uuid not null,
  design_id uuid not null,
  user_id uuid not null default auth.uid(),
  added_at timestamptz not null default now(),
  primary key (collection_id, design_id),
  foreign key (collection_id, user_id) references public.design_collections (id, user_id)
    on delete cascade,
  foreign key (design_id, user_id) references public.designs (id, user_id) on delete cascade
);
create index collection_designs_design_idx on public.collection_designs (design_id);
create index collection_designs_user_idx on public.collection_designs (user_id);

-- updated_at follows every change (not security definer: it runs as the caller).
create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger design_folders_touch before update on public.design_folders
  for each row execute function public.touch_updated_at();
create trigger designs_touch before update on public.designs
  for each row execute function public.touch_updated_at();
create trigger design_collections_touch before update on public.design_collections
  for each row execute function public.touch_updated_at();

-- Adding or removing a design changes its collection.
create function public.touch_design_collection() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.design_collections set updated_at = now()
   where id = coalesce(new.collection_id, old.collection_id);
  return null;
end;
$$;

create trigger collection_designs_touch after insert or delete on public.collection_designs
  for each row execute function public.touch_design_collection();

-- ---------------------------------------------------------------------------------------
-- Row level security and grants: owner only, for every operation.
-- ---------------------------------------------------------------------------------------
alter table public.design_folders enable row level security;
alter table public.designs enable row level security;
alter table public.design_collections enable row level security;
alter table public.collection_designs enable row level security;

revoke all on public.design_folders, public.designs, public.design_collections,
  public.collection_designs from anon, authenticated;
grant select, insert, update, delete on public.design_folders, public.designs,
  public.design_collections, public.collection_designs to authenticated;
grant all on public.design_folders, public.designs, public.design_collections,
  public.collection_designs to service_role;
-- The owner column never moves to another user.
revoke update on public.design_folders, public.designs, public.design_collections,
  public.collection_designs from authenticated;
grant update (name, description, color) on public.design_folders to authenticated;
grant update (url, prompt, type, model, name, tags, folder_id, is_private, moodboard_data)
  on public.designs to authenticated;
grant update (name, description) on public.design_collections to authenticated;

create policy "own folders" on public.design_folders for all to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own designs" on public.designs for all to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own collections" on public.design_collections for all to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own collection entries" on public.collection_designs for all to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- My Creations refreshes when a design is saved elsewhere (another tab, the desktop app).
alter publication supabase_realtime add table public.designs;
