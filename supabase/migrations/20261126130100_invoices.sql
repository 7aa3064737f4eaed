-- Invoices (issue #21): settings, clients, invoices, their lines and their payments, each row
-- readable and writable by its owner only (RLS on every table, explicit grants).
--
-- Money is an integer of the currency's minor unit (ISO 4217: JPY 0 digits, USD 2, KWD 3);
-- quantities, tax rates and percentages are exact decimals with at most three places. The totals
-- rule lives in public.invoice_compute_totals below and, written the same way, in TypeScript
-- (supabase/functions/_shared/contracts/domain/money.ts, whose header states the rule). For an
-- issued invoice the database is the source of truth: its totals are computed here when it is
-- issued and frozen with it.
--
-- Who writes what:
--   * settings and clients: the owner, through REST (column grants keep the number counter out);
--   * a draft and its lines: the owner, through public.save_invoice_draft (one transaction); the
--     totals of a draft are recomputed by triggers whenever it or its lines change;
--   * issuing (number, freeze, snapshots): only the server (the issue-invoice function) through
--     public.issue_invoice, which takes the owner's counter row lock, so two issues never share a
--     number and a failed issue leaves no gap;
--   * payments: the owner inserts them; a trigger checks them against the balance and moves the
--     invoice's status (issued → partly paid → paid). Voiding: public.void_invoice.
-- An issued invoice refuses every change to what it says (invoices_before_write): void it and
-- issue a corrected one.

-- ---------------------------------------------------------------------------------------------
-- Pure helpers: currencies, decimals, rounding, the number format
-- ---------------------------------------------------------------------------------------------

-- The minor-unit digits of an ISO 4217 currency we know, else null. The same list as CURRENCIES
-- in contracts/domain/money.ts (tests/integration/invoice-totals.test.ts compares them).
create or replace function public.invoice_currency_digits(p_code text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_code = any (array['BIF','CLP','DJF','GNF','ISK','JPY','KMF','KRW','PYG','RWF','UGX',
                             'VND','VUV','XAF','XOF','XPF']) then 0
    when p_code = any (array['BHD','IQD','JOD','KWD','LYD','OMR','TND']) then 3
    when p_code = any (array['AED','AFN','ALL','AMD','ANG','AOA','ARS','AUD','AWG','AZN','BAM',
      'BBD','BDT','BGN','BMD','BND','BOB','BRL','BSD','BTN','BWP','BYN','BZD','CAD','CDF','CHF',
      'CNY','COP','CRC','CUP','CVE','CZK','DKK','DOP','DZD','EGP','ERN','ETB','EUR','FJD','FKP',
      'GBP','GEL','GHS','GIP','GMD','GTQ','GYD','HKD','HNL','HTG','HUF','IDR','ILS','INR','IRR',
      'JMD','KES','KGS','KHR','KPW','KYD','KZT','LAK','LBP','LKR','LRD','LSL','MAD','MDL','MGA',
      'MKD','MMK','MNT','MOP','MRU','MUR','MVR','MWK','MXN','MYR','MZN','NAD','NGN','NIO','NOK',
      'NPR','NZD','PAB','PEN','PGK','PHP','PKR','PLN','QAR','RON','RSD','RUB','SAR','SBD','SCR',
      'SDG','SEK','SGD','SHP','SLE','SOS','SRD','SSP','STN','SVC','SYP','SZL','THB','TJS','TMT',
      'TOP','TRY','TTD','TWD','TZS','UAH','USD','UYU','UZS','VES','WST','XCD','XCG','YER','ZAR',
      'ZMW','ZWG']) then 2
  end;
$$;

-- n / d rounded half away from zero, exactly (d > 0; n and d whole numbers). div() truncates
-- toward zero and mod() keeps the dividend's sign, so no division is ever rounded first.
create or replace function private.invoice_round_div(p_numerator numeric, p_denominator numeric)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when 2 * abs(mod(p_numerator, p_denominator)) >= p_denominator
      then div(p_numerator, p_denominator) + sign(p_numerator)
    else div(p_numerator, p_denominator)
  end;
$$;

-- A refusal of the totals rule, with the code the client words (contracts/api/invoices.ts).
create or replace function private.invoice_refuse(p_code text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception 'Invoice refused: %', p_code using errcode = 'P0001', hint = p_code;
end;
$$;

-- A decimal with at most three places in thousandths (1.5 → 1500), or the refusal.
create or replace function private.invoice_thousandths(p_value numeric)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null then
    perform private.invoice_refuse('not_a_number');
  end if;
  if p_value <> trunc(p_value, 3) then
    perform private.invoice_refuse('too_many_decimals');
  end if;
  return p_value * 1000;
end;
$$;

create or replace function private.invoice_percent(p_value numeric)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
declare
  v numeric := private.invoice_thousandths(p_value);
begin
  if v < 0 or v > 100000 then
    perform private.invoice_refuse('percent_out_of_range');
  end if;
  return v;
end;
$$;

create or replace function private.invoice_bounded(p_value numeric)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
begin
  if abs(p_value) > 999999999999999 then
    perform private.invoice_refuse('amount_too_large');
  end if;
  return p_value;
end;
$$;

create or replace function private.invoice_whole_amount(p_value numeric)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null then
    perform private.invoice_refuse('not_a_number');
  end if;
  if p_value <> trunc(p_value) then
    perform private.invoice_refuse('too_many_decimals');
  end if;
  if p_value < 0 then
    perform private.invoice_refuse('negative_amount');
  end if;
  return private.invoice_bounded(p_value);
end;
$$;

-- THE totals rule (see money.ts for the statement): p_lines is a JSON array of
-- { kind, quantity, unit_price_minor, tax_rate, discount_type, discount_value }. Returns
-- { subtotal, discount, shipping, tax, total, lines: [{ subtotal, discount, net }],
--   groups: [{ rate, net, discount, shipping, taxable, tax }] } (groups by rate, ascending), or
-- raises P0001 with the refusal's code as its hint. Security definer only to reach its helpers in
-- the private schema (it reads no table); anon may not run it.
create or replace function public.invoice_compute_totals(
  p_lines jsonb,
  p_discount_type text,
  p_discount_value numeric,
  p_shipping numeric,
  p_shipping_tax_rate numeric
)
returns jsonb
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  v_line jsonb;
  v_kind text;
  v_quantity numeric;
  v_price numeric;
  v_sub numeric;
  v_disc numeric;
  v_rate numeric;
  v_at integer;
  v_rates numeric[] := '{}';
  v_nets numeric[] := '{}';
  v_ships numeric[] := '{}';
  v_out_lines jsonb := '[]'::jsonb;
  v_shipping numeric := private.invoice_whole_amount(coalesce(p_shipping, 0));
  v_subtotal numeric;
  v_amount numeric;
  v_share numeric;
  v_left numeric;
  v_discounts numeric[];
  v_groups jsonb := '[]'::jsonb;
  v_discount_total numeric := 0;
  v_tax_total numeric := 0;
  v_taxable numeric;
  v_tax numeric;
  v_group record;
  v_index integer;
begin
  if jsonb_typeof(p_lines) is distinct from 'array' then
    perform private.invoice_refuse('not_a_number');
  end if;
  for v_line in select value from jsonb_array_elements(p_lines) loop
    v_kind := coalesce(v_line ->> 'kind', 'item');
    v_quantity := private.invoice_thousandths((v_line ->> 'quantity')::numeric);
    v_price := (v_line ->> 'unit_price_minor')::numeric;
    if v_price is null or v_price <> trunc(v_price) then
      perform private.invoice_refuse('not_a_number');
    end if;
    if v_quantity < 0 or (v_kind = 'item' and v_price < 0) or (v_kind <> 'item' and v_price > 0) then
      perform private.invoice_refuse('negative_amount');
    end if;
    v_sub := private.invoice_bounded(private.invoice_round_div(v_quantity * v_price, 1000));
    v_disc := 0;
    if v_kind = 'item' and v_line ->> 'discount_type' = 'percent' then
      v_disc := private.invoice_round_div(
        v_sub * private.invoice_percent((v_line ->> 'discount_value')::numeric), 100000);
    elsif v_kind = 'item' and v_line ->> 'discount_type' = 'amount' then
      v_disc := private.invoice_whole_amount((v_line ->> 'discount_value')::numeric);
      if v_disc > v_sub then
        perform private.invoice_refuse('discount_exceeds_line');
      end if;
    end if;
    v_out_lines := v_out_lines || jsonb_build_object(
      'subtotal', v_sub, 'discount', v_disc, 'net', v_sub - v_disc);
    v_rate := private.invoice_percent((v_line ->> 'tax_rate')::numeric);
    v_at := array_position(v_rates, v_rate);
    if v_at is null then
      v_rates := v_rates || v_rate;
      v_nets := v_nets || (v_sub - v_disc);
      v_ships := v_ships || 0::numeric;
    else
      v_nets[v_at] := private.invoice_bounded(v_nets[v_at] + v_sub - v_disc);
    end if;
  end loop;
  if v_shipping > 0 then
    v_rate := private.invoice_percent(coalesce(p_shipping_tax_rate, 0));
    v_at := array_position(v_rates, v_rate);
    if v_at is null then
      v_rates := v_rates || v_rate;
      v_nets := v_nets || 0::numeric;
      v_ships := v_ships || v_shipping;
    else
      v_ships[v_at] := v_shipping;
    end if;
  end if;

  -- The groups in rate order from here on.
  select coalesce(array_agg(r order by r), '{}'), coalesce(array_agg(n order by r), '{}'),
         coalesce(array_agg(s order by r), '{}')
    into v_rates, v_nets, v_ships
    from unnest(v_rates, v_nets, v_ships) as g(r, n, s);
  if exists (select 1 from unnest(v_nets) as n where n < 0) then
    perform private.invoice_refuse('discount_exceeds_items');
  end if;
  select private.invoice_bounded(coalesce(sum(n), 0)) into v_subtotal from unnest(v_nets) as n;

  v_discounts := array_fill(0::numeric, array[greatest(cardinality(v_rates), 1)]);
  if p_discount_type = 'percent' then
    v_share := private.invoice_percent(p_discount_value);
    for v_index in 1 .. cardinality(v_rates) loop
      v_discounts[v_index] := private.invoice_round_div(v_nets[v_index] * v_share, 100000);
    end loop;
  elsif p_discount_type = 'amount' then
    v_amount := private.invoice_whole_amount(p_discount_value);
    if v_amount > v_subtotal then
      perform private.invoice_refuse('discount_exceeds_items');
    end if;
    if v_amount > 0 then
      -- Largest remainder: whole shares first, then one unit each to the largest remainders.
      v_left := v_amount;
      for v_index in 1 .. cardinality(v_rates) loop
        v_discounts[v_index] := div(v_amount * v_nets[v_index], v_subtotal);
        v_left := v_left - v_discounts[v_index];
      end loop;
      for v_group in
        select g.i::integer as i from unnest(v_nets) with ordinality as g(n, i)
         order by mod(v_amount * g.n, v_subtotal) desc, g.i
      loop
        exit when v_left = 0;
        v_discounts[v_group.i] := v_discounts[v_group.i] + 1;
        v_left := v_left - 1;
      end loop;
    end if;
  end if;

  for v_index in 1 .. cardinality(v_rates) loop
    v_taxable := private.invoice_bounded(v_nets[v_index] - v_discounts[v_index] + v_ships[v_index]);
    v_tax := private.invoice_bounded(private.invoice_round_div(v_taxable * v_rates[v_index], 100000));
    v_discount_total := v_discount_total + v_discounts[v_index];
    v_tax_total := private.invoice_bounded(v_tax_total + v_tax);
    v_groups := v_groups || jsonb_build_object(
      'rate', trim_scale(v_rates[v_index] / 1000)::text,
      'net', v_nets[v_index],
      'discount', v_discounts[v_index],
      'shipping', v_ships[v_index],
      'taxable', v_taxable,
      'tax', v_tax);
  end loop;

  return jsonb_build_object(
    'lines', v_out_lines,
    'groups', v_groups,
    'subtotal', v_subtotal,
    'discount', v_discount_total,
    'shipping', v_shipping,
    'tax', v_tax_total,
    'total', private.invoice_bounded(v_subtotal - v_discount_total + v_shipping + v_tax_total));
end;
$$;
revoke execute on function public.invoice_compute_totals(jsonb, text, numeric, numeric, numeric)
  from public, anon;

-- A number format: 1–40 characters of letters, digits, space and . _ / # -, the date tokens
-- {YYYY} {YY} {MM}, and exactly one sequence token {0001} (its width pads the sequence).
create or replace function public.invoice_number_format_valid(p_format text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_format is not null
     and char_length(p_format) between 1 and 40
     and regexp_count(regexp_replace(p_format, '\{(YYYY|YY|MM)\}', '', 'g'), '\{(0*1|0+)\}') = 1
     and regexp_replace(regexp_replace(p_format, '\{(YYYY|YY|MM)\}', '', 'g'), '\{(0*1|0+)\}', '', 'g')
         ~ '^[A-Za-z0-9 ._/#-]*$';
$$;

-- The number for a sequence and issue date: INV-{YYYY}-{0001}, 7, 2026-11-26 → INV-2026-0007.
-- The same as formatInvoiceNumber in contracts/api/invoices.ts.
create or replace function public.format_invoice_number(p_format text, p_sequence bigint, p_date date)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := replace(replace(replace(p_format,
    '{YYYY}', to_char(p_date, 'YYYY')), '{YY}', to_char(p_date, 'YY')), '{MM}', to_char(p_date, 'MM'));
  v_width integer := char_length(substring(v_text from '\{(0*1|0+)\}'));
begin
  return regexp_replace(v_text, '\{(0*1|0+)\}',
    lpad(p_sequence::text, greatest(v_width, char_length(p_sequence::text)), '0'));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.invoice_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  business_name text not null default '' check (char_length(business_name) <= 200),
  business_address text not null default '' check (char_length(business_address) <= 1000),
  country text check (country ~ '^[A-Z]{2}$'),
  business_email text not null default '' check (char_length(business_email) <= 320),
  business_phone text not null default '' check (char_length(business_phone) <= 50),
  tax_id text not null default '' check (char_length(tax_id) <= 100),
  -- The logo as a small PNG or JPEG data URL (picked from My Creations, scaled in the browser).
  logo_data_url text check (
    logo_data_url is null
    or (logo_data_url ~ '^data:image/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$'
        and octet_length(logo_data_url) <= 200000)),
  accent_color text not null default '#b7791f' check (accent_color ~ '^#[0-9a-f]{6}$'),
  font_family text not null default 'inter' check (font_family ~ '^[a-z0-9-]{1,40}$'),
  default_template text not null default 'classic'
    check (default_template in ('classic', 'modern', 'minimal')),
  default_currency text not null default 'USD'
    check (public.invoice_currency_digits(default_currency) is not null),
  payment_terms_days integer not null default 30 check (payment_terms_days between 0 and 365),
  payment_details text not null default '' check (char_length(payment_details) <= 1000),
  payment_link text not null default '' check (
    payment_link = '' or (payment_link ~ '^https://[^\s]+$' and char_length(payment_link) <= 500)),
  default_notes text not null default '' check (char_length(default_notes) <= 2000),
  default_terms text not null default '' check (char_length(default_terms) <= 2000),
  number_format text not null default 'INV-{YYYY}-{0001}'
    check (public.invoice_number_format_valid(number_format)),
  first_number bigint not null default 1 check (first_number between 1 and 999999999),
  -- The owner's counter: the last sequence issued. Written only by public.issue_invoice.
  last_sequence bigint check (last_sequence between 1 and 9999999999),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.clients (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null default '' check (
    email = '' or (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  address text not null default '' check (char_length(address) <= 1000),
  country text check (country ~ '^[A-Z]{2}$'),
  tax_id text not null default '' check (char_length(tax_id) <= 100),
  notes text not null default '' check (char_length(notes) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id)
);
create index clients_user_name_idx on public.clients (user_id, name);

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null default 'draft'
    check (status in ('draft', 'issued', 'partly_paid', 'paid', 'void')),
  number text check (char_length(number) <= 60),
  sequence bigint,
  client_id uuid,
  -- The client's name as the list shows and searches it (kept in step for drafts, frozen at issue).
  client_name text not null default '' check (char_length(client_name) <= 200),
  currency text not null default 'USD' check (public.invoice_currency_digits(currency) is not null),
  issue_date date not null default current_date,
  due_date date not null default current_date + 30,
  template text not null default 'classic' check (template in ('classic', 'modern', 'minimal')),
  reference text not null default '' check (char_length(reference) <= 100),
  notes text not null default '' check (char_length(notes) <= 4000),
  terms text not null default '' check (char_length(terms) <= 4000),
  discount_type text not null default 'none' check (discount_type in ('none', 'percent', 'amount')),
  discount_value numeric not null default 0 check (
    discount_value >= 0 and discount_value = trunc(discount_value, 3)
    and (discount_type <> 'percent' or discount_value <= 100)
    and (discount_type <> 'amount' or (discount_value = trunc(discount_value)
                                       and discount_value <= 999999999999))),
  shipping_minor bigint not null default 0 check (shipping_minor between 0 and 999999999999),
  shipping_tax_rate numeric not null default 0 check (
    shipping_tax_rate between 0 and 100 and shipping_tax_rate = trunc(shipping_tax_rate, 3)),
  -- Totals (minor units) by public.invoice_compute_totals: kept for a draft, frozen at issue.
  subtotal_minor bigint not null default 0,
  discount_minor bigint not null default 0,
  tax_minor bigint not null default 0,
  total_minor bigint not null default 0,
  tax_breakdown jsonb not null default '[]'::jsonb,
  -- Why the totals rule refuses this draft (its code), or null; such a draft cannot be issued.
  totals_problem text check (totals_problem ~ '^[a-z_]{1,40}$'),
  paid_minor bigint not null default 0 check (paid_minor >= 0),
  paid_at timestamptz,
  issued_at timestamptz,
  voided_at timestamptz,
  void_reason text not null default '' check (char_length(void_reason) <= 500),
  -- The business and the client as they were when the invoice was issued.
  from_snapshot jsonb check (from_snapshot is null or jsonb_typeof(from_snapshot) = 'object'),
  to_snapshot jsonb check (to_snapshot is null or jsonb_typeof(to_snapshot) = 'object'),
  pdf_path text check (char_length(pdf_path) <= 300),
  issue_job_id uuid,
  -- The issue under way (the job id the server claimed it for), so a double click issues once.
  issuing_job_id uuid,
  issuing_started_at timestamptz,
  sent_at timestamptz,
  sent_to text check (char_length(sent_to) <= 320),
  send_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What the list's search matches (number and client, lower case): LIKE on it is a few times
  -- cheaper per row than ILIKE on the two columns.
  search_text text generated always as (lower(coalesce(number, '') || ' ' || client_name)) stored,
  unique (id, user_id),
  unique (user_id, sequence),
  unique (user_id, number),
  foreign key (client_id, user_id) references public.clients (id, user_id),
  check (due_date >= issue_date),
  check ((status = 'draft') = (number is null)),
  check ((status = 'draft') = (sequence is null)),
  check (status = 'draft' or client_id is not null),
  check (paid_minor <= greatest(total_minor, 0))
);
create index invoices_user_issue_idx on public.invoices (user_id, issue_date desc, created_at desc);
create index invoices_user_status_idx on public.invoices (user_id, status, due_date);
create index invoices_client_idx on public.invoices (client_id, user_id);

create table public.invoice_items (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null,
  user_id uuid not null default auth.uid(),
  position integer not null check (position between 0 and 499),
  kind text not null default 'item' check (kind in ('item', 'discount')),
  description text not null default '' check (char_length(description) <= 2000),
  quantity numeric not null default 1 check (
    quantity >= 0 and quantity <= 1000000 and quantity = trunc(quantity, 3)),
  unit text not null default '' check (char_length(unit) <= 20),
  unit_price_minor bigint not null default 0 check (abs(unit_price_minor) <= 999999999999),
  tax_rate numeric not null default 0 check (tax_rate between 0 and 100 and tax_rate = trunc(tax_rate, 3)),
  discount_type text not null default 'none' check (discount_type in ('none', 'percent', 'amount')),
  discount_value numeric not null default 0 check (
    discount_value >= 0 and discount_value = trunc(discount_value, 3)
    and (discount_type <> 'percent' or discount_value <= 100)
    and (discount_type <> 'amount' or (discount_value = trunc(discount_value)
                                       and discount_value <= 999999999999))),
  -- Negative money only as a discount line, which has no discount of its own.
  check ((kind = 'item' and unit_price_minor >= 0)
      or (kind = 'discount' and unit_price_minor <= 0 and discount_type = 'none')),
  unique (invoice_id, position),
  foreign key (invoice_id, user_id) references public.invoices (id, user_id) on delete cascade
);

create table public.invoice_payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null,
  user_id uuid not null default auth.uid(),
  amount_minor bigint not null check (amount_minor between 1 and 999999999999999),
  paid_on date not null default current_date,
  method text not null default 'bank_transfer'
    check (method in ('bank_transfer', 'card', 'cash', 'cheque', 'paypal', 'other')),
  note text not null default '' check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  foreign key (invoice_id, user_id) references public.invoices (id, user_id) on delete cascade
);
create index invoice_payments_invoice_idx on public.invoice_payments (invoice_id);
create index invoice_payments_user_paid_idx on public.invoice_payments (user_id, paid_on);

-- Every e-mail of an invoice (send-invoice): its history, and the limits that keep the mailer
-- from being used to spam. Written by the server only.
create table public.invoice_sends (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null,
  user_id uuid not null,
  to_email text not null check (char_length(to_email) between 3 and 320),
  status text not null default 'sending' check (status in ('sending', 'sent', 'failed')),
  error_code text check (error_code ~ '^[a-z0-9_]{1,64}$'),
  created_at timestamptz not null default now(),
  foreign key (invoice_id, user_id) references public.invoices (id, user_id) on delete cascade
);
create index invoice_sends_user_created_idx on public.invoice_sends (user_id, created_at desc);
create index invoice_sends_invoice_idx on public.invoice_sends (invoice_id, created_at desc);
