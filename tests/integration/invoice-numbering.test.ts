// Numbering cannot collide: 50 issue-invoice calls for 50 drafts of one user, all at once, through
// the real function on Hive Local, on PGlite and on a real PostgreSQL (a connection pool: the
// calls really race). Every call issues, the numbers are 50 distinct consecutive ones (no gap, no
// duplicate), and there are exactly 50 charges of 10 credits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoiceResponseSchema } from '../../supabase/functions/_shared/contracts/api/invoices';
import { grantCredits, must } from '../support/backend-helpers';
import { startPostgresServer, type PostgresServer } from './credits-postgres-server';
import {
  chargesOf,
  createInvoiceClient,
  line,
  saveDraft,
  startInvoiceBackend,
  type InvoiceBackend,
} from './invoice-backend';

const ISSUES = 50;

type Target = {
  name: string;
  start(): Promise<{ backend: InvoiceBackend; stop(): Promise<void> }>;
};

const targets: Target[] = [
  {
    name: 'PGlite',
    async start() {
      const backend = await startInvoiceBackend();
      return { backend, stop: () => backend.close() };
    },
  },
  {
    name: 'PostgreSQL',
    async start() {
      const server: PostgresServer = await startPostgresServer();
      const backend = await startInvoiceBackend({ databaseUrl: server.url }).catch(
        async (error: unknown) => {
          await server.stop();
          throw error;
        },
      );
      return {
        backend,
        async stop() {
          await backend.close();
          await server.stop();
        },
      };
    },
  },
];

describe.each(targets)('invoice numbers on $name', (target) => {
  let backend: InvoiceBackend;
  let stop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ backend, stop } = await target.start());
  }, 180_000);
  afterAll(async () => stop(), 60_000);

  it(`gives ${ISSUES} concurrent issues ${ISSUES} distinct consecutive numbers and ${ISSUES} charges`, async () => {
    const user = await backend.signUp();
    await grantCredits(backend.admin, user.id, ISSUES * 10);
    const before = await backend.balance(user.id);
    const clientId = await createInvoiceClient(user, { name: 'Race Ltd' });
    const drafts = await Promise.all(
      Array.from({ length: ISSUES }, (_, index) =>
        saveDraft(user, { client_id: clientId }, [line({ description: `Job ${index + 1}` })]),
      ),
    );
    const answers = await Promise.all(
      drafts.map((draft) => backend.invoke(user, 'issue-invoice', { invoice_id: draft.id })),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const numbers = answers
      .map((answer) => issueInvoiceResponseSchema.parse(answer.body).number)
      .sort();
    expect(numbers).toEqual(
      Array.from(
        { length: ISSUES },
        (_, index) => `INV-2026-${String(index + 1).padStart(4, '0')}`,
      ),
    );
    const rows = must(
      await user.client.from('invoices').select('sequence, number, status').order('sequence'),
    ) as { sequence: number; status: string }[];
    expect(rows.map((row) => row.sequence)).toEqual(
      Array.from({ length: ISSUES }, (_, index) => index + 1),
    );
    expect(rows.every((row) => row.status === 'issued')).toBe(true);
    expect(await chargesOf(backend.admin, user.id)).toEqual(Array(ISSUES).fill(-10));
    expect(await backend.balance(user.id)).toBe(before - ISSUES * 10);
  }, 300_000);
});
