-- Invoices (issue #21), the rules on the tables of 20261126130100_invoices.sql: draft totals kept
-- by triggers, the freeze of issued invoices, payments moving the status, RLS and grants, and the
-- functions the app (save a draft, void, summaries, client totals) and the issue-invoice and
-- send-invoice functions (claim, issue, PDF path, sends) call.

-- ---------------------------------------------------------------------------------------------
-- Draft totals and the freeze
-- ---------------------------------------------------------------------------------------------

-- The totals of an invoice's stored lines by the rule, or the refusal.
create or replace function private.invoice_totals_of(p_invoice public.invoices)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select public.invoice_compute_totals(
    coalesce((select jsonb_agg(jsonb_build_object(
                'kind', i.kind, 'quantity', i.quantity, 'unit_price_minor', i.unit_price_minor,
                'tax_rate', i.tax_rate, 'discount_type', i.discount_type,
                'discount_value', i.discount_value) order by i.position)
                from public.invoice_items i where i.invoice_id = p_invoice.id), '[]'::jsonb),
    p_invoice.discount_type, p_invoice.discount_value, p_invoice.shipping_minor,
    p_invoice.shipping_tax_rate);
$$;

-- Before an invoice is written (as the table owner: it reads the private totals helpers and the
-- invoice's own client and lines, nothing else): a draft gets its client's name and its totals (or the code of
-- the rule's refusal); an issued invoice refuses any change to what it says. What may still
-- change after issue: the status (payments, void), paid amount and date, void fields, the PDF's
-- path, the e-mail fields and the issue claim.
create or replace function private.invoices_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_totals jsonb;
  v_hint text;
begin
  if tg_op = 'UPDATE' and old.status <> 'draft' then
    if (new.user_id, new.number, new.sequence, new.client_id, new.client_name, new.currency,
        new.issue_date, new.due_date, new.template, new.reference, new.notes, new.terms,
        new.discount_type, new.discount_value, new.shipping_minor, new.shipping_tax_rate,
        new.subtotal_minor, new.discount_minor, new.tax_minor, new.total_minor,
        new.tax_breakdown, new.totals_problem, new.issued_at, new.from_snapshot,
        new.to_snapshot, new.issue_job_id, new.created_at)
       is distinct from
       (old.user_id, old.number, old.sequence, old.client_id, old.client_name, old.currency,
        old.issue_date, old.due_date, old.template, old.reference, old.notes, old.terms,
        old.discount_type, old.discount_value, old.shipping_minor, old.shipping_tax_rate,
        old.subtotal_minor, old.discount_minor, old.tax_minor, old.total_minor,
        old.tax_breakdown, old.totals_problem, old.issued_at, old.from_snapshot,
        old.to_snapshot, old.issue_job_id, old.created_at)
    then
      raise exception 'An issued invoice cannot be changed'
        using errcode = 'P0001', hint = 'invoice_frozen';
    end if;
    if new.status = 'draft' or (old.status = 'void' and new.status <> 'void') then
      raise exception 'An issued invoice cannot go back'
        using errcode = 'P0001', hint = 'invoice_frozen';
    end if;
    new.updated_at := now();
    return new;
  end if;

  if new.status <> 'draft' and tg_op = 'INSERT' then
    raise exception 'An invoice starts as a draft' using errcode = 'P0001', hint = 'invoice_frozen';
  end if;
  new.client_name := coalesce(
    (select c.name from public.clients c where c.id = new.client_id and c.user_id = new.user_id), '');
  begin
    v_totals := private.invoice_totals_of(new);
    new.subtotal_minor := (v_totals ->> 'subtotal')::bigint;
    new.discount_minor := (v_totals ->> 'discount')::bigint;
    new.tax_minor := (v_totals ->> 'tax')::bigint;
    new.total_minor := (v_totals ->> 'total')::bigint;
    new.tax_breakdown := v_totals -> 'groups';
    new.totals_problem := null;
  exception when sqlstate 'P0001' then
    get stacked diagnostics v_hint = pg_exception_hint;
    new.subtotal_minor := 0;
    new.discount_minor := 0;
    new.tax_minor := 0;
    new.total_minor := 0;
    new.tax_breakdown := '[]'::jsonb;
    new.totals_problem := coalesce(nullif(v_hint, ''), 'not_a_number');
  end;
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.invoices_before_write() from public, anon, authenticated;

create trigger invoices_before_write
  before insert or update on public.invoices
  for each row execute function private.invoices_before_write();

-- The lines of an issued invoice never change.
create or replace function private.invoice_items_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_status text;
begin
  select i.status into v_status from public.invoices i
   where i.id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
  if tg_op = 'UPDATE' and new.invoice_id is distinct from old.invoice_id then
    raise exception 'A line stays on its invoice' using errcode = 'P0001', hint = 'invoice_frozen';
  end if;
  if found and v_status <> 'draft' then
    raise exception 'An issued invoice cannot be changed'
      using errcode = 'P0001', hint = 'invoice_frozen';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger invoice_items_guard
  before insert or update or delete on public.invoice_items
  for each row execute function private.invoice_items_guard();

-- After lines change (once per statement, however many lines): recompute their drafts' totals.
-- As the table owner: a line's owner may not write an invoice's totals; the rows it touches are
-- exactly the drafts of the lines the statement (under RLS) changed.
create or replace function private.invoice_items_touch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update public.invoices i set updated_at = now()
     where i.status = 'draft' and i.id in (select distinct n.invoice_id from new_lines n);
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update public.invoices i set updated_at = now()
     where i.status = 'draft' and i.id in (select distinct o.invoice_id from old_lines o);
  end if;
  return null;
end;
$$;

revoke execute on function private.invoice_items_touch() from public, anon, authenticated;

create trigger invoice_items_touch_insert after insert on public.invoice_items
  referencing new table as new_lines
  for each statement execute function private.invoice_items_touch();
create trigger invoice_items_touch_update after update on public.invoice_items
  referencing new table as new_lines old table as old_lines
  for each statement execute function private.invoice_items_touch();
create trigger invoice_items_touch_delete after delete on public.invoice_items
  referencing old table as old_lines
  for each statement execute function private.invoice_items_touch();

-- A renamed client is renamed on its drafts (issued invoices keep the name they were issued to).
create or replace function private.clients_after_rename()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.name is distinct from old.name then
    update public.invoices i set updated_at = now()
     where i.client_id = new.id and i.user_id = new.user_id and i.status = 'draft';
  end if;
  return null;
end;
$$;

create trigger clients_after_rename after update of name on public.clients
  for each row execute function private.clients_after_rename();

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger clients_touch before update on public.clients
  for each row execute function private.touch_updated_at();
create trigger invoice_settings_touch before update on public.invoice_settings
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Payments move the status: issued → partly paid → paid (and back when one is removed)
-- ---------------------------------------------------------------------------------------------

-- Runs as the table owner: the owner of the payment may not write an invoice's status or paid
-- amount themselves. Checks the payment against the balance under the invoice's row lock, so
-- two payments at once cannot overpay.
create or replace function private.invoice_payments_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices%rowtype;
  v_paid bigint;
begin
  select * into v_invoice from public.invoices i
   where i.id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end
   for update;
  if not found then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'INSERT' then
    if v_invoice.user_id <> new.user_id then
      raise exception 'Unknown invoice' using errcode = 'P0001', hint = 'invoice_not_found';
    end if;
    if v_invoice.status not in ('issued', 'partly_paid') then
      raise exception 'This invoice takes no payments'
        using errcode = 'P0001', hint = 'invoice_not_payable';
    end if;
    if new.amount_minor > v_invoice.total_minor - v_invoice.paid_minor then
      raise exception 'The payment is more than the balance due'
        using errcode = 'P0001', hint = 'payment_exceeds_balance',
              detail = json_build_object('balance', v_invoice.total_minor - v_invoice.paid_minor)::text;
    end if;
    v_paid := v_invoice.paid_minor + new.amount_minor;
  else
    if v_invoice.status = 'void' then
      raise exception 'The payments of a void invoice stay'
        using errcode = 'P0001', hint = 'invoice_not_payable';
    end if;
    v_paid := v_invoice.paid_minor - old.amount_minor;
  end if;
  update public.invoices i
     set paid_minor = v_paid,
         status = case when v_paid >= i.total_minor then 'paid'
                       when v_paid > 0 then 'partly_paid' else 'issued' end,
         paid_at = case when v_paid >= i.total_minor then now() end
   where i.id = v_invoice.id;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke execute on function private.invoice_payments_apply() from public, anon, authenticated;

create trigger invoice_payments_apply
  before insert or delete on public.invoice_payments
  for each row execute function private.invoice_payments_apply();

-- ---------------------------------------------------------------------------------------------
-- RLS and grants: owner-only everywhere; what a client may write, column by column
-- ---------------------------------------------------------------------------------------------

alter table public.invoice_settings enable row level security;
alter table public.clients enable row level security;
alter table public.invoices enable row level security;
alter table public.invoice_items enable row level security;
alter table public.invoice_payments enable row level security;
alter table public.invoice_sends enable row level security;

revoke all on public.invoice_settings, public.clients, public.invoices, public.invoice_items,
  public.invoice_payments, public.invoice_sends from public, anon, authenticated;
grant all on public.invoice_settings, public.clients, public.invoices, public.invoice_items,
  public.invoice_payments, public.invoice_sends to service_role;

grant select, delete on public.invoice_settings to authenticated;
grant insert (user_id, business_name, business_address, country, business_email, business_phone,
  tax_id, logo_data_url, accent_color, font_family, default_template, default_currency,
  payment_terms_days, payment_details, payment_link, default_notes, default_terms, number_format,
  first_number) on public.invoice_settings to authenticated;
grant update (business_name, business_address, country, business_email, business_phone, tax_id,
  logo_data_url, accent_color, font_family, default_template, default_currency, payment_terms_days,
  payment_details, payment_link, default_notes, default_terms, number_format, first_number)
  on public.invoice_settings to authenticated;
create policy "own invoice settings: read" on public.invoice_settings for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own invoice settings: add" on public.invoice_settings for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own invoice settings: change" on public.invoice_settings for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own invoice settings: remove" on public.invoice_settings for delete to authenticated
  using ((select auth.uid()) = user_id);

grant select, delete on public.clients to authenticated;
grant insert (id, user_id, name, email, address, country, tax_id, notes) on public.clients to authenticated;
grant update (name, email, address, country, tax_id, notes) on public.clients to authenticated;
create policy "own clients: read" on public.clients for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own clients: add" on public.clients for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own clients: change" on public.clients for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own clients: remove" on public.clients for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Drafts only: an issued invoice is changed by the server's functions alone.
grant select, delete on public.invoices to authenticated;
grant insert (id, user_id, client_id, currency, issue_date, due_date, template, reference, notes,
  terms, discount_type, discount_value, shipping_minor, shipping_tax_rate)
  on public.invoices to authenticated;
grant update (client_id, currency, issue_date, due_date, template, reference, notes, terms,
  discount_type, discount_value, shipping_minor, shipping_tax_rate, updated_at)
  on public.invoices to authenticated;
create policy "own invoices: read" on public.invoices for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own invoices: add drafts" on public.invoices for insert to authenticated
  with check ((select auth.uid()) = user_id and status = 'draft');
create policy "own invoices: change drafts" on public.invoices for update to authenticated
  using ((select auth.uid()) = user_id and status = 'draft')
  with check ((select auth.uid()) = user_id and status = 'draft');
create policy "own invoices: remove drafts" on public.invoices for delete to authenticated
  using ((select auth.uid()) = user_id and status = 'draft');

grant select, delete on public.invoice_items to authenticated;
grant insert (id, invoice_id, user_id, position, kind, description, quantity, unit,
  unit_price_minor, tax_rate, discount_type, discount_value) on public.invoice_items to authenticated;
grant update (position, kind, description, quantity, unit, unit_price_minor, tax_rate,
  discount_type, discount_value) on public.invoice_items to authenticated;
create policy "own invoice lines: read" on public.invoice_items for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own invoice lines: add" on public.invoice_items for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own invoice lines: change" on public.invoice_items for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "own invoice lines: remove" on public.invoice_items for delete to authenticated
  using ((select auth.uid()) = user_id);

grant select, delete on public.invoice_payments to authenticated;
grant insert (id, invoice_id, user_id, amount_minor, paid_on, method, note)
  on public.invoice_payments to authenticated;
create policy "own payments: read" on public.invoice_payments for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own payments: add" on public.invoice_payments for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own payments: remove" on public.invoice_payments for delete to authenticated
  using ((select auth.uid()) = user_id);

grant select on public.invoice_sends to authenticated;
create policy "own invoice e-mails: read" on public.invoice_sends for select to authenticated
  using ((select auth.uid()) = user_id);

-- ---------------------------------------------------------------------------------------------
-- What the app calls (as the signed-in user, under RLS)
-- ---------------------------------------------------------------------------------------------

-- Saves a draft and its lines in one transaction (the autosave): creates it when new, replaces
-- its lines, and answers the stored row (totals by the triggers). Refuses an issued invoice
-- ('invoice_frozen') and more than 500 lines ('too_many_lines'). Runs as the caller: RLS and the
-- column grants decide what it may write, and a client of another user fails its foreign key.
create or replace function public.save_invoice_draft(p_invoice jsonb, p_items jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := (p_invoice ->> 'id')::uuid;
  v_status text;
  v_row public.invoices%rowtype;
begin
  if v_id is null then
    raise exception 'A draft needs its id' using errcode = '22023', hint = 'invalid_request';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) > 500 then
    raise exception 'An invoice has at most 500 lines'
      using errcode = 'P0001', hint = 'too_many_lines';
  end if;
  select i.status into v_status from public.invoices i where i.id = v_id;
  if found and v_status <> 'draft' then
    raise exception 'An issued invoice cannot be changed'
      using errcode = 'P0001', hint = 'invoice_frozen';
  end if;
  insert into public.invoices as i (id, client_id, currency, issue_date, due_date, template,
    reference, notes, terms, discount_type, discount_value, shipping_minor, shipping_tax_rate)
  values (
    v_id,
    (p_invoice ->> 'client_id')::uuid,
    coalesce(p_invoice ->> 'currency', 'USD'),
    coalesce((p_invoice ->> 'issue_date')::date, current_date),
    coalesce((p_invoice ->> 'due_date')::date, current_date + 30),
    coalesce(p_invoice ->> 'template', 'classic'),
    coalesce(p_invoice ->> 'reference', ''),
    coalesce(p_invoice ->> 'notes', ''),
    coalesce(p_invoice ->> 'terms', ''),
    coalesce(p_invoice ->> 'discount_type', 'none'),
    coalesce((p_invoice ->> 'discount_value')::numeric, 0),
    coalesce((p_invoice ->> 'shipping_minor')::bigint, 0),
    coalesce((p_invoice ->> 'shipping_tax_rate')::numeric, 0))
  on conflict (id) do update set
    client_id = excluded.client_id, currency = excluded.currency,
    issue_date = excluded.issue_date, due_date = excluded.due_date,
    template = excluded.template, reference = excluded.reference, notes = excluded.notes,
    terms = excluded.terms, discount_type = excluded.discount_type,
    discount_value = excluded.discount_value, shipping_minor = excluded.shipping_minor,
    shipping_tax_rate = excluded.shipping_tax_rate;
  delete from public.invoice_items i where i.invoice_id = v_id;
  insert into public.invoice_items (id, invoice_id, position, kind, description, quantity, unit,
    unit_price_minor, tax_rate, discount_type, discount_value)
  select coalesce((line ->> 'id')::uuid, gen_random_uuid()), v_id, (ordinal - 1)::integer,
         coalesce(line ->> 'kind', 'item'), coalesce(line ->> 'description', ''),
         coalesce((line ->> 'quantity')::numeric, 1), coalesce(line ->> 'unit', ''),
         coalesce((line ->> 'unit_price_minor')::bigint, 0),
         coalesce((line ->> 'tax_rate')::numeric, 0),
         coalesce(line ->> 'discount_type', 'none'),
         coalesce((line ->> 'discount_value')::numeric, 0)
    from jsonb_array_elements(p_items) with ordinality as l(line, ordinal);
  select * into v_row from public.invoices i where i.id = v_id;
  return to_jsonb(v_row);
end;
$$;

-- Voids the caller's issued (or part paid, or paid) invoice; its number stays taken.
create or replace function public.void_invoice(p_invoice uuid, p_reason text default '')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.invoices%rowtype;
begin
  select * into v_row from public.invoices i
   where i.id = p_invoice and i.user_id = (select auth.uid()) for update;
  if not found then
    raise exception 'Unknown invoice' using errcode = 'P0001', hint = 'invoice_not_found';
  end if;
  if v_row.status in ('draft', 'void') then
    raise exception 'Only an issued invoice can be voided'
      using errcode = 'P0001', hint = 'invoice_not_voidable';
  end if;
  update public.invoices i
     set status = 'void', voided_at = now(), void_reason = left(coalesce(p_reason, ''), 500)
   where i.id = p_invoice
  returning * into v_row;
  return to_jsonb(v_row);
end;
$$;

-- Per currency: what is outstanding, what of it is overdue on p_today (the caller's date), and
-- what was paid in p_today's month; with the invoice counts behind the first two.
create or replace function public.invoice_summaries(p_today date)
returns table (
  currency text,
  outstanding_minor bigint,
  overdue_minor bigint,
  paid_this_month_minor bigint,
  open_count integer,
  overdue_count integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  with open_invoices as (
    select i.currency, i.total_minor - i.paid_minor as due, i.due_date < p_today as late
      from public.invoices i where i.status in ('issued', 'partly_paid')
  ), paid as (
    select i.currency, sum(p.amount_minor) as amount
      from public.invoice_payments p join public.invoices i on i.id = p.invoice_id
     where p.paid_on >= date_trunc('month', p_today)::date
       and p.paid_on < (date_trunc('month', p_today) + interval '1 month')::date
     group by i.currency
  ), currencies as (
    select o.currency from open_invoices o union select p.currency from paid p
  )
  select c.currency,
         coalesce((select sum(o.due) from open_invoices o where o.currency = c.currency), 0)::bigint,
         coalesce((select sum(o.due) from open_invoices o where o.currency = c.currency and o.late), 0)::bigint,
         coalesce((select p.amount from paid p where p.currency = c.currency), 0)::bigint,
         (select count(*) from open_invoices o where o.currency = c.currency)::integer,
         (select count(*) from open_invoices o where o.currency = c.currency and o.late)::integer
    from currencies c
   order by c.currency;
$$;

-- Per client and currency: invoiced (issued, not void), paid, outstanding and the count.
create or replace function public.invoice_client_totals()
returns table (
  client_id uuid,
  currency text,
  invoiced_minor bigint,
  paid_minor bigint,
  outstanding_minor bigint,
  invoice_count integer,
  last_issue_date date
)
language sql
stable
security invoker
set search_path = ''
as $$
  select i.client_id, i.currency,
         sum(i.total_minor)::bigint,
         sum(i.paid_minor)::bigint,
         sum(i.total_minor - i.paid_minor)::bigint,
         count(*)::integer,
         max(i.issue_date)
    from public.invoices i
   where i.status in ('issued', 'partly_paid', 'paid') and i.client_id is not null
   group by i.client_id, i.currency
   order by i.client_id, i.currency;
$$;

-- ---------------------------------------------------------------------------------------------
-- What the server calls (issue-invoice and send-invoice, service role only)
-- ---------------------------------------------------------------------------------------------

-- Whether a draft can be issued: a client, at least one item line, a description on every line,
-- totals the rule accepts and not below zero. Raises the refusal (P0001, its code as the hint).
create or replace function private.invoice_issue_check(p_invoice public.invoices)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_totals jsonb;
begin
  if p_invoice.client_id is null then
    raise exception 'No client' using errcode = 'P0001', hint = 'invoice_needs_client';
  end if;
  if not exists (select 1 from public.invoice_items l
                  where l.invoice_id = p_invoice.id and l.kind = 'item') then
    raise exception 'No lines' using errcode = 'P0001', hint = 'invoice_needs_lines';
  end if;
  if exists (select 1 from public.invoice_items l
              where l.invoice_id = p_invoice.id and btrim(l.description) = '' and l.kind = 'item') then
    raise exception 'A line without a description'
      using errcode = 'P0001', hint = 'line_needs_description';
  end if;
  v_totals := private.invoice_totals_of(p_invoice);
  if (v_totals ->> 'total')::bigint < 0 then
    raise exception 'A negative total' using errcode = 'P0001', hint = 'discount_exceeds_items';
  end if;
  return v_totals;
end;
$$;

-- The owner's invoice under its row lock, for the functions only the server calls (issue-invoice and
-- send-invoice, as the service role): anyone else is refused (42501), and an invoice that is not
-- the owner's is 'invoice_not_found'.
create or replace function private.server_invoice_for_update(p_invoice uuid, p_user uuid)
returns public.invoices
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.invoices%rowtype;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can issue or send invoices' using errcode = '42501';
  end if;
  select * into v_row from public.invoices i where i.id = p_invoice and i.user_id = p_user for update;
  if not found then
    raise exception 'Unknown invoice' using errcode = 'P0001', hint = 'invoice_not_found';
  end if;
  return v_row;
end;
$$;

-- Claims a draft for one issue run (the job id the run will have), so a double click or two tabs
-- issue once; a draft that cannot be issued is refused here, before anything is charged
-- (private.invoice_issue_check). Answers 'claimed', 'issued' when the invoice is already issued (its number and PDF are
-- answered free), or a refusal: 'invoice_not_found', 'invoice_busy' (another run holds it),
-- 'invoice_void'. A claim whose run never started is free again after two minutes; one whose job
-- failed or was cancelled at once.
create or replace function public.claim_invoice_issue(p_invoice uuid, p_user uuid, p_job uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.invoices%rowtype;
begin
  v_row := private.server_invoice_for_update(p_invoice, p_user);
  if v_row.status = 'void' then
    raise exception 'A void invoice' using errcode = 'P0001', hint = 'invoice_void';
  end if;
  if v_row.status <> 'draft' then
    return 'issued';
  end if;
  perform private.invoice_issue_check(v_row);
  if v_row.issuing_job_id is not null and v_row.issuing_job_id <> p_job
     and v_row.issuing_started_at > now() - interval '2 minutes'
     and not exists (select 1 from public.jobs j
                      where j.id = v_row.issuing_job_id and j.status in ('failed', 'cancelled'))
  then
    raise exception 'This invoice is being issued' using errcode = 'P0001', hint = 'invoice_busy';
  end if;
  update public.invoices i set issuing_job_id = p_job, issuing_started_at = now()
   where i.id = p_invoice;
  return 'claimed';
end;
$$;

-- Lets go of a claim whose run did not start (e.g. too few credits).
create or replace function public.release_invoice_issue(p_invoice uuid, p_job uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can issue invoices' using errcode = '42501';
  end if;
  update public.invoices i set issuing_job_id = null, issuing_started_at = null
   where i.id = p_invoice and i.issuing_job_id = p_job and i.status = 'draft';
end;
$$;

-- Issues the owner's draft: checks it can be issued, takes the owner's counter row lock (two
-- issues of one owner queue here, so numbers are consecutive and never shared), assigns the next
-- sequence and its number, freezes the totals by the SQL rule and snapshots the business and the
-- client. All in the caller's transaction: if anything fails, the counter is not moved (no gap).
create or replace function public.issue_invoice(p_invoice uuid, p_user uuid, p_job uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.invoices%rowtype;
  v_settings public.invoice_settings%rowtype;
  v_client public.clients%rowtype;
  v_totals jsonb;
  v_sequence bigint;
begin
  v_row := private.server_invoice_for_update(p_invoice, p_user);
  if v_row.status <> 'draft' then
    raise exception 'Already issued' using errcode = 'P0001', hint = 'invoice_not_draft';
  end if;
  v_totals := private.invoice_issue_check(v_row);
  select * into v_client from public.clients c where c.id = v_row.client_id;

  insert into public.invoice_settings (user_id) values (p_user) on conflict (user_id) do nothing;
  select * into v_settings from public.invoice_settings s where s.user_id = p_user for update;
  v_sequence := coalesce(v_settings.last_sequence, v_settings.first_number - 1) + 1;
  update public.invoice_settings s set last_sequence = v_sequence where s.user_id = p_user;

  begin
    update public.invoices i set
      status = case when (v_totals ->> 'total')::bigint = 0 then 'paid' else 'issued' end,
      paid_at = case when (v_totals ->> 'total')::bigint = 0 then now() end,
      sequence = v_sequence,
      number = public.format_invoice_number(v_settings.number_format, v_sequence, v_row.issue_date),
      client_name = v_client.name,
      issued_at = now(),
      issue_job_id = p_job,
      issuing_job_id = null,
      issuing_started_at = null,
      subtotal_minor = (v_totals ->> 'subtotal')::bigint,
      discount_minor = (v_totals ->> 'discount')::bigint,
      tax_minor = (v_totals ->> 'tax')::bigint,
      total_minor = (v_totals ->> 'total')::bigint,
      tax_breakdown = v_totals -> 'groups',
      totals_problem = null,
      from_snapshot = jsonb_build_object(
        'business_name', v_settings.business_name, 'business_address', v_settings.business_address,
        'country', v_settings.country, 'business_email', v_settings.business_email,
        'business_phone', v_settings.business_phone, 'tax_id', v_settings.tax_id,
        'payment_details', v_settings.payment_details, 'payment_link', v_settings.payment_link,
        'accent_color', v_settings.accent_color, 'font_family', v_settings.font_family),
      to_snapshot = jsonb_build_object(
        'name', v_client.name, 'email', v_client.email, 'address', v_client.address,
        'country', v_client.country, 'tax_id', v_client.tax_id)
    where i.id = p_invoice
    returning * into v_row;
  exception when unique_violation then
    -- A number format that makes an earlier number again (the sequence itself never repeats).
    raise exception 'That number is taken' using errcode = 'P0001', hint = 'invoice_number_taken';
  end;
  return to_jsonb(v_row);
end;
$$;

-- Records where an issued invoice's PDF is stored (or clears it when the store was discarded).
create or replace function public.set_invoice_pdf(p_invoice uuid, p_path text, p_only_if text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can store invoices' using errcode = '42501';
  end if;
  update public.invoices i set pdf_path = p_path
   where i.id = p_invoice and i.status <> 'draft'
     and (p_only_if is null or i.pdf_path = p_only_if);
end;
$$;

-- Starts one e-mail of an issued invoice, within the limits: 10 per invoice and 50 per owner in
-- 24 hours, and not while the same e-mail to the same address is a minute old (a double click).
-- Answers the send's id, or refuses: 'invoice_not_found', 'invoice_not_sendable' (a draft or a
-- void), 'send_limit' (with the limit in its detail), 'send_repeated'.
create or replace function public.begin_invoice_send(p_invoice uuid, p_user uuid, p_to text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_id uuid;
begin
  v_status := (private.server_invoice_for_update(p_invoice, p_user)).status;
  if v_status in ('draft', 'void') then
    raise exception 'Not sendable' using errcode = 'P0001', hint = 'invoice_not_sendable';
  end if;
  if exists (select 1 from public.invoice_sends s
              where s.invoice_id = p_invoice and lower(s.to_email) = lower(p_to)
                and s.status <> 'failed' and s.created_at > now() - interval '1 minute') then
    raise exception 'Just sent' using errcode = 'P0001', hint = 'send_repeated';
  end if;
  if (select count(*) from public.invoice_sends s
       where s.invoice_id = p_invoice and s.created_at > now() - interval '1 day') >= 10
     or (select count(*) from public.invoice_sends s
          where s.user_id = p_user and s.created_at > now() - interval '1 day') >= 50 then
    raise exception 'Too many e-mails' using errcode = 'P0001', hint = 'send_limit';
  end if;
  insert into public.invoice_sends (invoice_id, user_id, to_email)
  values (p_invoice, p_user, p_to) returning id into v_id;
  return v_id;
end;
$$;

-- Ends a send: 'sent' marks the invoice as e-mailed; 'failed' keeps the reason's code.
create or replace function public.finish_invoice_send(p_send uuid, p_ok boolean, p_error_code text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_send public.invoice_sends%rowtype;
begin
  if not private.is_service_caller() then
    raise exception 'Only the server can send invoices' using errcode = '42501';
  end if;
  update public.invoice_sends s
     set status = case when p_ok then 'sent' else 'failed' end,
         error_code = case when p_ok then null else p_error_code end
   where s.id = p_send and s.status = 'sending'
  returning * into v_send;
  if found and p_ok then
    update public.invoices i
       set sent_at = now(), sent_to = v_send.to_email, send_count = i.send_count + 1
     where i.id = v_send.invoice_id;
  end if;
end;
$$;

revoke execute on function public.void_invoice(uuid, text) from public, anon;
grant execute on function public.void_invoice(uuid, text) to authenticated, service_role;
revoke execute on function public.save_invoice_draft(jsonb, jsonb) from public, anon;
grant execute on function public.save_invoice_draft(jsonb, jsonb) to authenticated, service_role;
revoke execute on function public.invoice_summaries(date) from public, anon;
grant execute on function public.invoice_summaries(date) to authenticated, service_role;
revoke execute on function public.invoice_client_totals() from public, anon;
grant execute on function public.invoice_client_totals() to authenticated, service_role;
grant execute on function public.invoice_compute_totals(jsonb, text, numeric, numeric, numeric)
  to authenticated, service_role;
grant execute on function public.invoice_currency_digits(text) to authenticated, service_role;
grant execute on function public.format_invoice_number(text, bigint, date) to authenticated, service_role;
grant execute on function public.invoice_number_format_valid(text) to authenticated, service_role;

revoke execute on function private.server_invoice_for_update(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.claim_invoice_issue(uuid, uuid, uuid) from public, anon, authenticated;
revoke execute on function public.release_invoice_issue(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.issue_invoice(uuid, uuid, uuid) from public, anon, authenticated;
revoke execute on function public.set_invoice_pdf(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.begin_invoice_send(uuid, uuid, text) from public, anon, authenticated;
revoke execute on function public.finish_invoice_send(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.claim_invoice_issue(uuid, uuid, uuid) to service_role;
grant execute on function public.release_invoice_issue(uuid, uuid) to service_role;
grant execute on function public.issue_invoice(uuid, uuid, uuid) to service_role;
grant execute on function public.set_invoice_pdf(uuid, text, text) to service_role;
grant execute on function public.begin_invoice_send(uuid, uuid, text) to service_role;
grant execute on function public.finish_invoice_send(uuid, boolean, text) to service_role;
