-- Credits: balances, the ledger, generations, packs, costs, subscriptions and Stripe events.
-- Rules (../shared/architecture.md "Trust and money"):
--   * the server decides every cost and grant; clients only ever read these tables;
--   * a charge is one atomic statement (… where credits >= cost returning) in the same
--     transaction as its ledger row; a refund is idempotent per generation;
--   * balance = sum of the ledger, always (balances change only through the functions below).

-- ---------------------------------------------------------------------------------------
-- Catalogue: costs and packs (readable by everyone, written only by migrations/service)
-- ---------------------------------------------------------------------------------------
create table public.credit_costs (
  key text primary key,
  credits integer not null check (credits >= 0),
  description text not null,
  updated_at timestamptz not null default now()
);

insert into public.credit_costs (key, credits, description) values
  ('text-to-image', 10, 'Text to image'),
  ('text-to-image-4k', 15, 'Text to image at 4K'),
  ('text-to-image-8k', 20, 'Text to image at 8K'),
  ('text-to-video', 25, 'Text to video'),
  ('image-to-video', 25, 'Image to video'),
  ('moodboard-generation', 35, 'Moodboard generation'),
  ('background-remove', 10, 'Background removal'),
  ('image-enhance', 10, 'Image enhancement'),
  ('object-remove', 10, 'Object removal'),
  ('background-generate', 10, 'Background generation'),
  ('vectorize', 10, 'Logo vectorization'),
  ('svg-generate', 10, 'SVG generation'),
  ('vector-illustration', 10, 'Vector illustration'),
  ('logo-generate', 10, 'Logo generation'),
  ('generator-run', 5, 'Artwork generator run'),
  ('generator-run-ultra', 15, 'Artwork generator run, 4K/8K Ultra'),
  ('generator-run-premium', 10, 'Artwork generator run, Photon Flash or Photorealistic'),
  ('generator-run-logo-cover', 8, 'Artwork generator run, Logo Design or Cover Art');

create table public.credit_packs (
  id text primary key,
  title text not null,
  price_cents integer not null check (price_cents > 0),
  currency text not null default 'usd',
  credits integer not null check (credits > 0),
  description text not null default '',
  popular boolean not null default false,
  stripe_price_id text,
  sort_order integer not null default 0,
  active boolean not null default true
);

insert into public.credit_packs (id, title, price_cents, credits, description, popular, stripe_price_id, sort_order) values
  ('starter', 'Starter', 999, 200, 'For trying every tool', false, 'price_hive_starter', 1),
  ('pro', 'Pro', 2499, 650, 'For regular creators', true, 'price_hive_pro', 2),
  ('elite', 'Elite', 7999, 2000, 'For teams and heavy users', false, 'price_hive_elite', 3);

-- ---------------------------------------------------------------------------------------
-- Per-user money
-- ---------------------------------------------------------------------------------------
create table public.user_credits (
  user_id uuid primary key references auth.users (id) on delete cascade,
  credits integer not null default 0 check (credits >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.ai_generations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  task_type text not null,
  tool text not null,
  style text,
  model text,
  provider text,
  cost integer not null default 0 check (cost >= 0),
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'succeeded', 'failed', 'refunded')),
  prompt text,
  params jsonb not null default '{}'::jsonb,
  output_urls text[] not null default '{}',
  error text,
  started_at timestamptz,
  completed_at timestamptz,
  duration_ms integer,
  created_at timestamptz not null default now()
);
create index ai_generations_user_created_idx on public.ai_generations (user_id, created_at desc);

create table public.credit_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  delta integer not null check (delta <> 0),
  balance_after integer not null check (balance_after >= 0),
  type text not null
    check (type in ('signup_bonus', 'purchase', 'generation', 'refund', 'admin_adjustment')),
  description text,
  generation_id uuid references public.ai_generations (id) on delete set null,
  payment_reference text,
  created_at timestamptz not null default now()
);
create index credit_transactions_user_created_idx on public.credit_transactions (user_id, created_at desc);
-- Exactly once: the welcome bonus per user, a refund per generation, a purchase per checkout.
create unique index credit_transactions_one_bonus on public.credit_transactions (user_id)
  where type = 'signup_bonus';
create unique index credit_transactions_one_refund on public.credit_transactions (generation_id)
  where type = 'refund';
create unique index credit_transactions_one_purchase on public.credit_transactions (payment_reference)
  where type = 'purchase';
create unique index credit_transactions_one_reversal on public.credit_transactions (payment_reference)
  where type = 'admin_adjustment' and payment_reference is not null;

create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null default 'free' check (plan in ('free', 'basic', 'pro', 'enterprise')),
  status text not null default 'inactive' check (status in ('trial', 'active', 'inactive')),
  trial_end timestamptz,
  subscription_end timestamptz,
  stripe_subscription_id text unique,
  updated_at timestamptz not null default now()
);

create table public.billing_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null unique,
  created_at timestamptz not null default now()
);

create table public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------
-- Row level security and grants: users read their own rows; nobody but the service writes.
-- ---------------------------------------------------------------------------------------
alter table public.credit_costs enable row level security;
alter table public.credit_packs enable row level security;
alter table public.user_credits enable row level security;
alter table public.ai_generations enable row level security;
alter table public.credit_transactions enable row level security;
alter table public.subscriptions enable row level security;
alter table public.billing_customers enable row level security;
alter table public.stripe_events enable row level security;

revoke all on public.credit_costs, public.credit_packs, public.user_credits, public.ai_generations,
  public.credit_transactions, public.subscriptions, public.billing_customers, public.stripe_events
  from anon, authenticated;
grant select on public.credit_costs, public.credit_packs to anon, authenticated;
grant select on public.user_credits, public.ai_generations, public.credit_transactions,
  public.subscriptions, public.billing_customers to authenticated;
grant all on public.credit_costs, public.credit_packs, public.user_credits, public.ai_generations,
  public.credit_transactions, public.subscriptions, public.billing_customers, public.stripe_events
  to service_role;

create policy "costs are public" on public.credit_costs for select to anon, authenticated using (true);
create policy "active packs are public" on public.credit_packs for select to anon, authenticated
  using (active);
create policy "own balance" on public.user_credits for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own generations" on public.ai_generations for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own transactions" on public.credit_transactions for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own subscription" on public.subscriptions for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own billing customer" on public.billing_customers for select to authenticated
  using ((select auth.uid()) = user_id);
-- stripe_events: no policy at all; only the service role (bypassrls) touches it.

-- Live balance, ledger and generations for the client's subscriptions (filtered by user_id).
alter publication supabase_realtime add table public.user_credits, public.credit_transactions,
  public.ai_generations;
