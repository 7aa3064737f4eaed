// Where the local Stripe keeps its objects: one private table of Stripe-shaped JSON, so sessions
// survive a restart of Hive Local and both local Stripe modules (API and pages) see the same data.
import type { Database } from '../context';

/** Private schema: not exposed through REST, not granted to any API role. */
export const LOCAL_STRIPE_SCHEMA_SQL = `
create schema if not exists local_stripe;
revoke all on schema local_stripe from public;
create table if not exists local_stripe.objects (
  id text primary key,
  type text not null,
  customer text,
  data jsonb not null,
  created_at timestamptz not null default now()
);
create index if not exists local_stripe_objects_customer_idx on local_stripe.objects (customer, type);
create table if not exists local_stripe.idempotency (
  key text primary key,
  response jsonb not null,
  status integer not null,
  created_at timestamptz not null default now()
);
`;

/** A Stripe object as JSON; `id` and `object` are always present. */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** Reads and writes local Stripe objects. */
export type LocalStripeStore = {
  get<T extends StripeObject = StripeObject>(id: string, type?: string): Promise<T | null>;
  put(object: StripeObject): Promise<void>;
  listByCustomer<T extends StripeObject = StripeObject>(
    customer: string,
    type: string,
  ): Promise<T[]>;
  idempotent(key: string): Promise<{ status: number; response: unknown } | null>;
  rememberIdempotent(key: string, status: number, response: unknown): Promise<void>;
};

/** A store on Hive Local's database; creates its private schema on first use. */
export function createLocalStripeStore(db: Database): LocalStripeStore {
  let ready: Promise<void> | null = null;
  const ensure = () => (ready ??= db.exec(LOCAL_STRIPE_SCHEMA_SQL));
  return {
    async get<T extends StripeObject>(id: string, type?: string) {
      await ensure();
      const { rows } = await db.query<{ data: T; type: string }>(
        'select data, type from local_stripe.objects where id = $1',
        [id],
      );
      const row = rows[0];
      return row && (!type || row.type === type) ? row.data : null;
    },
    async put(object) {
      await ensure();
      const customer =
        typeof object.customer === 'string'
          ? object.customer
          : object.object === 'customer'
            ? object.id
            : null;
      await db.query(
        `insert into local_stripe.objects (id, type, customer, data) values ($1, $2, $3, $4::jsonb)
         on conflict (id) do update set data = excluded.data, customer = excluded.customer`,
        [object.id, object.object, customer, JSON.stringify(object)],
      );
    },
    async listByCustomer<T extends StripeObject>(customer: string, type: string) {
      await ensure();
      const { rows } = await db.query<{ data: T }>(
        'select data from local_stripe.objects where customer = $1 and type = $2 order by created_at desc',
        [customer, type],
      );
      return rows.map((row) => row.data);
    },
    async idempotent(key) {
      await ensure();
      const { rows } = await db.query<{ status: number; response: unknown }>(
        'select status, response from local_stripe.idempotency where key = $1',
        [key],
      );
      return rows[0] ?? null;
    },
    async rememberIdempotent(key, status, response) {
      await ensure();
      await db.query(
        'insert into local_stripe.idempotency (key, status, response) values ($1, $2, $3::jsonb) on conflict (key) do nothing',
        [key, status, JSON.stringify(response)],
      );
    },
  };
}
