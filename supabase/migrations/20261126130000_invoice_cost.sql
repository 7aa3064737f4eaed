-- Invoices (issue #21): issuing an invoice is one of spec 9's "others", 10 credits; drafts are
-- free. The invoice tables come in the migrations that follow.
insert into public.credit_costs (key, credits, description) values
  ('invoice-issue', 10, 'Invoice issued')
on conflict (key) do update
  set credits = excluded.credits, description = excluded.description, updated_at = now();
