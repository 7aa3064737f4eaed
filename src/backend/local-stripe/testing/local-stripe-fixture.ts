// A local Stripe on its own for unit tests: in-memory PGlite holding just the credit_packs table
// the price lookup reads, both local Stripe modules on a loopback node:http server, and a
// recorder standing in for the stripe-webhook function. Integration tests use the real Hive Local.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { BackendContext, BackendModule, Logger } from '../../context';
import { createPgliteDatabase } from '../../db/pglite-database';
import { createLocalCheckoutPagesModule } from '../checkout-pages-module';
import { createLocalStripeModule } from '../local-stripe-module';

const PACKS_SQL = `
create table public.credit_packs (id text primary key, title text not null, price_cents integer not null,
  currency text not null default 'usd', credits integer not null, stripe_price_id text, active boolean not null default true);
insert into public.credit_packs values ('starter', 'Starter', 999, 'usd', 200, 'price_hive_starter', true),
  ('pro', 'Pro', 2499, 'usd', 650, 'price_hive_pro', true), ('elite', 'Elite', 7999, 'usd', 2000, 'price_hive_elite', true);
`;

/** A delivery the webhook recorder received. */
export type RecordedDelivery = { body: string; signature: string | null };

export type LocalStripeFixture = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  deliveries: RecordedDelivery[];
  /** Status the recorder answers deliveries with. */
  webhookStatus: number;
  close(): Promise<void>;
};

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (typeof value === 'string') headers.set(name, value);
  const body =
    incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    body,
  });
}

/** Starts the fixture; call close() when done. */
export async function startLocalStripeFixture(): Promise<LocalStripeFixture> {
  const pg = new PGlite();
  await pg.exec(PACKS_SQL);
  const secretKey = 'sk_test_fixture_key';
  const webhookSecret = 'whsec_fixture_secret';
  const silent: Logger = { info() {}, warn() {}, error() {} };
  let modules: BackendModule[] = [];
  const fixture = {
    deliveries: [] as RecordedDelivery[],
    webhookStatus: 200,
  } as LocalStripeFixture;
  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const request = await toRequest(incoming, fixture.url);
      const path = new URL(request.url).pathname;
      let response: Response;
      if (path === '/functions/v1/stripe-webhook') {
        fixture.deliveries.push({
          body: await request.text(),
          signature: request.headers.get('stripe-signature'),
        });
        response = Response.json({ received: true }, { status: fixture.webhookStatus });
      } else {
        const module = modules.find((candidate) => path.startsWith(candidate.prefix));
        response = module
          ? await module.handle(request)
          : new Response('not found', { status: 404 });
      }
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixture.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context: BackendContext = {
    url: fixture.url,
    db: createPgliteDatabase(pg),
    keys: { anonKey: 'anon', serviceRoleKey: 'service', jwtSecret: 'fixture-jwt-secret' },
    settings: {
      siteUrl: 'http://localhost:5173',
      additionalRedirectUrls: [],
      enableConfirmations: false,
      jwtExpiry: 3600,
      minimumPasswordLength: 6,
      adminEmails: [],
      functionsVerifyJwt: {},
      functionSecrets: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret },
    },
    outbox: {
      add: () => {
        throw new Error('no outbox');
      },
      list: () => [],
      clear() {},
    },
    log: silent,
    dataDir: null,
    authenticate: () =>
      Promise.resolve({ ok: false, status: 401, code: 'no_authorization', message: 'none' }),
    verifyAccessToken: () => Promise.resolve(null),
  };
  modules = [createLocalStripeModule(context), createLocalCheckoutPagesModule(context)];
  Object.assign(fixture, {
    secretKey,
    webhookSecret,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pg.close();
    },
  });
  return fixture;
}
