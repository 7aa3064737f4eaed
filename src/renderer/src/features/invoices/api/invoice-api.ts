// Invoices' server data through supabase-js under RLS: fetchers, query options and the writes
// (settings and clients over REST, drafts through public.save_invoice_draft, payments as rows
// whose trigger moves the status, voiding through public.void_invoice). Failures come back as
// InvoiceApiError with the database's refusal code, worded by invoiceProblemMessage.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  CLIENT_COLUMNS,
  clientSchema,
  clientTotalsSchema,
  INVOICE_COLUMNS,
  INVOICE_LIST_COLUMNS,
  invoiceItemSchema,
  invoiceListRowSchema,
  invoicePaymentSchema,
  invoiceProblemMessage,
  invoiceRowSchema,
  invoiceSettingsSchema,
  invoiceSummarySchema,
  ITEM_COLUMNS,
  PAYMENT_COLUMNS,
  SETTINGS_COLUMNS,
  type Draft,
  type DraftLine,
  type InvoiceClient,
  type InvoiceItem,
  type InvoicePayment,
  type InvoiceRow,
  type InvoiceSettings,
  type PaymentMethod,
} from '@contracts/api/invoices';

/** A refused or failed call, with the code the words come from. */
export class InvoiceApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvoiceApiError';
  }
}

type DatabaseError = {
  code?: string;
  hint?: string | null;
  message: string;
  details?: string | null;
};

/** The error for a failed supabase-js call: the refusal's code when the database gave one. */
export function apiError(error: DatabaseError): InvoiceApiError {
  if (error.code === 'P0001' && error.hint)
    return new InvoiceApiError(error.hint, invoiceProblemMessage(error.hint));
  if (error.code === '23503' && /clients/.test(error.message + (error.details ?? '')))
    return new InvoiceApiError('client_has_invoices', invoiceProblemMessage('client_has_invoices'));
  if (error.code === '23503')
    return new InvoiceApiError('invoice_not_found', invoiceProblemMessage('invoice_not_found'));
  return new InvoiceApiError('failed', invoiceProblemMessage(null));
}

function must<T>(result: { data: T | null; error: DatabaseError | null }): T {
  if (result.error) throw apiError(result.error);
  return result.data as T;
}

/** Query keys: everything of one user under `user(userId)`. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  user: (userId: string) => ['invoices', userId] as const,
  settings: (userId: string) => ['invoices', userId, 'settings'] as const,
  clients: (userId: string) => ['invoices', userId, 'clients'] as const,
  clientTotals: (userId: string) => ['invoices', userId, 'client-totals'] as const,
  invoice: (userId: string, id: string) => ['invoices', userId, 'invoice', id] as const,
  list: (userId: string, query: ListQuery) => ['invoices', userId, 'list', query] as const,
  summaries: (userId: string, today: string) => ['invoices', userId, 'summaries', today] as const,
};

/** Refreshes everything invoices of the user (after any write). */
export function invalidateInvoices(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: invoiceKeys.user(userId) });
}

// ---------------------------------------------------------------------------------------------
// Settings and clients
// ---------------------------------------------------------------------------------------------

export function settingsQuery(supabase: SupabaseClient, userId: string) {
  return queryOptions({
    queryKey: invoiceKeys.settings(userId),
    queryFn: async (): Promise<InvoiceSettings | null> => {
      const data = must(
        await supabase.from('invoice_settings').select(SETTINGS_COLUMNS).maybeSingle(),
      );
      return data ? invoiceSettingsSchema.parse(data) : null;
    },
  });
}

/** The editable part of the settings. */
export type SettingsInput = Omit<InvoiceSettings, 'user_id' | 'last_sequence'>;

export async function saveSettings(
  supabase: SupabaseClient,
  userId: string,
  input: SettingsInput,
): Promise<void> {
  must(
    await supabase
      .from('invoice_settings')
      .upsert({ ...input, user_id: userId }, { onConflict: 'user_id' }),
  );
}

export function clientsQuery(supabase: SupabaseClient, userId: string) {
  return queryOptions({
    queryKey: invoiceKeys.clients(userId),
    queryFn: async (): Promise<InvoiceClient[]> =>
      must(await supabase.from('clients').select(CLIENT_COLUMNS).order('name')).map((row) =>
        clientSchema.parse(row),
      ),
  });
}

export type ClientInput = Omit<InvoiceClient, 'id'>;

/** Adds a client (or changes one when `id` is given); answers its id. */
export async function saveClient(
  supabase: SupabaseClient,
  input: ClientInput,
  id?: string,
): Promise<string> {
  if (id) {
    must(await supabase.from('clients').update(input).eq('id', id));
    return id;
  }
  return must(await supabase.from('clients').insert(input).select('id').single<{ id: string }>())
    .id;
}

export async function deleteClient(supabase: SupabaseClient, id: string): Promise<void> {
  must(await supabase.from('clients').delete().eq('id', id));
}

export function clientTotalsQuery(supabase: SupabaseClient, userId: string) {
  return queryOptions({
    queryKey: invoiceKeys.clientTotals(userId),
    queryFn: async () =>
      z.array(clientTotalsSchema).parse(must(await supabase.rpc('invoice_client_totals'))),
  });
}

// ---------------------------------------------------------------------------------------------
// One invoice: read, save as draft, delete, void
// ---------------------------------------------------------------------------------------------

/** An invoice with its lines and payments. */
export type InvoiceDetail = {
  invoice: InvoiceRow;
  items: InvoiceItem[];
  payments: InvoicePayment[];
};

export function invoiceQuery(supabase: SupabaseClient, userId: string, id: string) {
  return queryOptions({
    queryKey: invoiceKeys.invoice(userId, id),
    queryFn: async (): Promise<InvoiceDetail | null> => {
      const [invoice, items, payments] = await Promise.all([
        supabase.from('invoices').select(INVOICE_COLUMNS).eq('id', id).maybeSingle(),
        supabase.from('invoice_items').select(ITEM_COLUMNS).eq('invoice_id', id).order('position'),
        supabase
          .from('invoice_payments')
          .select(PAYMENT_COLUMNS)
          .eq('invoice_id', id)
          .order('paid_on'),
      ]);
      const row = must(invoice);
      if (!row) return null;
      return {
        invoice: invoiceRowSchema.parse(row),
        items: must(items).map((item) => invoiceItemSchema.parse(item)),
        payments: must(payments).map((payment) => invoicePaymentSchema.parse(payment)),
      };
    },
  });
}

/** Saves a draft and its lines in one transaction; answers the stored row (totals by the database). */
export async function saveDraft(supabase: SupabaseClient, draft: Draft, lines: DraftLine[]) {
  const data = must(await supabase.rpc('save_invoice_draft', { p_invoice: draft, p_items: lines }));
  return invoiceRowSchema.parse(data);
}

export async function deleteDraft(supabase: SupabaseClient, id: string): Promise<void> {
  must(await supabase.from('invoices').delete().eq('id', id).eq('status', 'draft'));
}

export async function voidInvoice(
  supabase: SupabaseClient,
  id: string,
  reason: string,
): Promise<void> {
  must(await supabase.rpc('void_invoice', { p_invoice: id, p_reason: reason }));
}

export async function recordPayment(
  supabase: SupabaseClient,
  payment: {
    invoice_id: string;
    amount_minor: number;
    paid_on: string;
    method: PaymentMethod;
    note: string;
  },
): Promise<void> {
  must(await supabase.from('invoice_payments').insert(payment));
}

// ---------------------------------------------------------------------------------------------
// The management list and its summaries
// ---------------------------------------------------------------------------------------------

export const LIST_SORTS = [
  'issue_date',
  'due_date',
  'number',
  'client',
  'total',
  'status',
] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** What the list shows: filters, sort and page. `today` decides "overdue". */
export type ListQuery = {
  search: string;
  status: 'all' | 'draft' | 'issued' | 'overdue' | 'partly_paid' | 'paid' | 'void' | 'open';
  clientId: string;
  currency: string;
  from: string;
  to: string;
  sort: ListSort;
  descending: boolean;
  page: number;
  today: string;
};

export const PAGE_SIZE = 50;
const SORT_COLUMNS: Record<ListSort, string> = {
  issue_date: 'issue_date',
  due_date: 'due_date',
  number: 'sequence',
  client: 'client_name',
  total: 'total_minor',
  status: 'status',
};

/** PostgREST's pattern characters, escaped in a search. */
function likeText(text: string): string {
  return text.replace(/[\\%_*,()."]/g, ' ').trim();
}

/** The filtered, sorted query (without paging): the list and the CSV export use the same one. */
function filtered(supabase: SupabaseClient, query: ListQuery, columns: string, count?: 'exact') {
  let request = supabase.from('invoices').select(columns, count ? { count } : undefined);
  const search = likeText(query.search).toLowerCase();
  if (search) request = request.like('search_text', `*${search}*`);
  if (query.status === 'overdue')
    request = request.in('status', ['issued', 'partly_paid']).lt('due_date', query.today);
  else if (query.status === 'open') request = request.in('status', ['issued', 'partly_paid']);
  else if (query.status === 'issued')
    request = request.eq('status', 'issued').gte('due_date', query.today);
  else if (query.status !== 'all') request = request.eq('status', query.status);
  if (query.clientId) request = request.eq('client_id', query.clientId);
  if (query.currency) request = request.eq('currency', query.currency);
  if (query.from) request = request.gte('issue_date', query.from);
  if (query.to) request = request.lte('issue_date', query.to);
  return request
    .order(SORT_COLUMNS[query.sort], { ascending: !query.descending, nullsFirst: false })
    .order('created_at', { ascending: !query.descending });
}

export function listQuery(supabase: SupabaseClient, userId: string, query: ListQuery) {
  return queryOptions({
    queryKey: invoiceKeys.list(userId, query),
    queryFn: async () => {
      const start = query.page * PAGE_SIZE;
      const { data, error, count } = await filtered(
        supabase,
        query,
        INVOICE_LIST_COLUMNS,
        'exact',
      ).range(start, start + PAGE_SIZE - 1);
      if (error) throw apiError(error);
      return {
        rows: (data ?? []).map((row) => invoiceListRowSchema.parse(row)),
        total: count ?? 0,
      };
    },
    placeholderData: (previous) => previous,
  });
}

/** Every row of the filtered list (paged 1000 at a time, the API's limit), for the CSV. */
export async function allListRows(supabase: SupabaseClient, query: ListQuery) {
  const rows: z.infer<typeof invoiceListRowSchema>[] = [];
  for (let start = 0; ; start += 1000) {
    const { data, error } = await filtered(supabase, query, INVOICE_LIST_COLUMNS).range(
      start,
      start + 999,
    );
    if (error) throw apiError(error);
    rows.push(...(data ?? []).map((row) => invoiceListRowSchema.parse(row)));
    if (!data || data.length < 1000) return rows;
  }
}

export function summariesQuery(supabase: SupabaseClient, userId: string, today: string) {
  return queryOptions({
    queryKey: invoiceKeys.summaries(userId, today),
    queryFn: async () =>
      z
        .array(invoiceSummarySchema)
        .parse(must(await supabase.rpc('invoice_summaries', { p_today: today }))),
  });
}
