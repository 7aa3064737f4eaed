// Set-up the invoice tests share: a real Hive Local (the real migrations on PGlite, or on a real
// PostgreSQL at `databaseUrl`), Storage, the local mail API (the outbox) and the functions host
// running issue-invoice and send-invoice; real supabase-js clients for users and the service role;
// drafts saved the way the app saves them (public.save_invoice_draft).
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { DraftLine } from '../../supabase/functions/_shared/contracts/api/invoices';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalMailApiModule } from '../../src/backend/local/mail-api-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  type Answer,
  invokeFunction,
  must,
  noSession,
  readBalance,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';

export type InvoiceBackend = {
  hive: HiveLocal;
  admin: SupabaseClient;
  signUp(): Promise<TestUser>;
  balance(userId: string): Promise<number>;
  invoke<Body = Record<string, unknown>>(
    user: TestUser,
    name: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<Body>>;
  close(): Promise<void>;
};

/** Starts Hive Local for invoices; `secrets` become the functions' env. */
export async function startInvoiceBackend(
  options: { secrets?: Record<string, string>; databaseUrl?: string } = {},
): Promise<InvoiceBackend> {
  const hive = await startTestHive({
    modules: [createStorageModule, createLocalMailApiModule, createFunctionsModule()],
    databaseUrl: options.databaseUrl,
    secrets: options.secrets,
    log: { info() {}, warn() {}, error() {} },
  });
  const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  return {
    hive,
    admin,
    signUp: () => signUpTestUser(hive, { prefix: 'invoice' }),
    balance: (userId) => readBalance(admin, userId),
    invoke: (user, name, body, headers) => invokeFunction(user.client, name, body, headers),
    close: () => hive.close(),
  };
}

/** A client of the user's, made through REST as the app makes it. */
export async function createInvoiceClient(
  user: TestUser,
  fields: { name: string; email?: string; address?: string } = { name: 'Acme Ltd' },
): Promise<string> {
  const row = must(
    await user.client
      .from('clients')
      .insert({ name: fields.name, email: fields.email ?? '', address: fields.address ?? '' })
      .select('id')
      .single<{ id: string }>(),
  );
  return row.id;
}

/** A line with defaults. */
export function line(fields: Partial<DraftLine> = {}): DraftLine {
  return {
    id: randomUUID(),
    kind: 'item',
    description: 'Design work',
    quantity: '1',
    unit: '',
    unit_price_minor: 10000,
    tax_rate: '0',
    discount_type: 'none',
    discount_value: '0',
    ...fields,
  };
}

/** Saves a draft (new when `id` is new) with its lines; answers the stored row. */
export async function saveDraft(
  user: TestUser,
  draft: Record<string, unknown>,
  lines: DraftLine[],
): Promise<Record<string, unknown>> {
  const { data, error } = await user.client.rpc('save_invoice_draft', {
    p_invoice: {
      id: randomUUID(),
      currency: 'USD',
      issue_date: '2026-11-26',
      due_date: '2026-12-26',
      template: 'classic',
      ...draft,
    },
    p_items: lines,
  });
  if (error) throw Object.assign(new Error(error.message), { hint: error.hint, code: error.code });
  return data as Record<string, unknown>;
}

/** Columns of one of the user's invoices, read as the user (RLS applies). */
export async function readInvoiceRow<Row = Record<string, unknown>>(
  user: TestUser,
  invoiceId: unknown,
  columns: string,
): Promise<Row> {
  return must(
    await user.client
      .from('invoices')
      .select(columns)
      .eq('id', invoiceId as string)
      .single<Row>(),
  );
}

/** The deltas of a user's charges (ledger rows of type 'generation'), read as the service role. */
export async function chargesOf(admin: SupabaseClient, userId: string): Promise<number[]> {
  const rows = must(
    await admin
      .from('credit_transactions')
      .select('delta')
      .eq('user_id', userId)
      .eq('type', 'generation'),
  ) as { delta: number }[];
  return rows.map((row) => row.delta);
}
