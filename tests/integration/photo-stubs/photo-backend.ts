// A real Hive Local for the photo-tool tests: the real migrations (credits, photo-results
// bucket), Storage, the local image renderer, the local photo engines and the functions host
// running supabase/functions; real supabase-js clients for users and the service role.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { PhotoToolResponse } from '../../../supabase/functions/_shared/contracts/api/photo-tools';
import { createFunctionsModule } from '../../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../../src/backend/local-images/local-images-module';
import { createLocalPhotoModule } from '../../../src/backend/local-photo/local-photo-module';
import { startHiveLocal, type HiveLocal } from '../../../src/backend/server';
import { createStorageModule } from '../../../src/backend/storage/storage-module';

const PHOTOS = resolve(import.meta.dirname, '../../fixtures/photos');
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** A test photograph's bytes. */
export function photo(
  name: 'figurines.jpg' | 'figurines-mask.png' | 'mandrill.jpg' | 'car-park.jpg',
): Buffer {
  return readFileSync(resolve(PHOTOS, name));
}

/** A signed-up user with their own client. */
export type PhotoUser = { id: string; client: SupabaseClient };

/** A row of public.jobs. */
export type PhotoJobRow = {
  id: string;
  tool: string;
  status: string;
  progress: number;
  cost: number;
  engine: string;
  params: Record<string, unknown>;
  outputs: { url: string; mime: string; width: number; height: number }[];
  error_code: string | null;
  refunded: boolean;
};

/** What a function call answered: the status and the JSON body. */
export type Answer<Body = Record<string, unknown>> = { status: number; body: Body };

export type PhotoBackend = {
  hive: HiveLocal;
  admin: SupabaseClient;
  signUp(): Promise<PhotoUser>;
  /** Calls a function as the user through supabase-js functions.invoke. */
  invoke<Body = PhotoToolResponse>(
    user: PhotoUser | null,
    name: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<Body>>;
  balance(userId: string): Promise<number>;
  ledger(userId: string): Promise<
    {
      delta: number;
      type: string;
      description: string | null;
      generation_id: string | null;
      payment_reference: string | null;
    }[]
  >;
  /** The user's jobs (the runner's rows), oldest first. */
  jobs(userId: string): Promise<PhotoJobRow[]>;
  generations(userId: string): Promise<
    {
      id: string;
      tool: string;
      task_type: string;
      status: string;
      cost: number;
      provider: string | null;
      model: string | null;
      output_urls: string[];
      params: Record<string, unknown>;
    }[]
  >;
  close(): Promise<void>;
};

/** Starts Hive Local with the photo modules; `secrets` become the functions' env. */
export async function startPhotoBackend(
  secrets: Record<string, string> = {},
): Promise<PhotoBackend> {
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    modules: [
      createStorageModule,
      createLocalImagesModule,
      createLocalPhotoModule(),
      createFunctionsModule(),
    ],
    settings: {
      siteUrl: 'http://127.0.0.1:5173',
      enableConfirmations: false,
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error', ...secrets },
      rateLimits: { signInSignUps: 10_000 },
    },
    log: { info() {}, warn() {}, error() {} },
  });
  const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  const anon = createClient(hive.url, hive.anonKey, { auth: noSession });

  async function rows<Row>(table: string, columns: string, userId: string): Promise<Row[]> {
    const { data, error } = await admin
      .from(table)
      .select(columns)
      .eq('user_id', userId)
      .order('created_at', { ascending: true });
    if (error) throw new Error(error.message);
    return data as Row[];
  }

  return {
    hive,
    admin,
    async signUp() {
      const client = createClient(hive.url, hive.anonKey, { auth: noSession });
      const { data, error } = await client.auth.signUp({
        email: `photo-${randomUUID()}@example.com`,
        password: 'correct-horse-battery-staple',
      });
      if (error || !data.user || !data.session)
        throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      return { id: data.user.id, client };
    },
    async invoke(user, name, body, headers = {}) {
      const { data, error } = await (user?.client ?? anon).functions.invoke(name, {
        body: body as Record<string, unknown>,
        headers,
      });
      if (error instanceof FunctionsHttpError) {
        const response = error.context as Response;
        return { status: response.status, body: (await response.json()) as never };
      }
      if (error) throw error;
      return { status: 200, body: data as never };
    },
    async balance(userId) {
      const { data, error } = await admin
        .from('user_credits')
        .select('credits')
        .eq('user_id', userId)
        .single();
      if (error) throw new Error(error.message);
      return (data as { credits: number }).credits;
    },
    ledger: (userId) =>
      rows(
        'credit_transactions',
        'delta, type, description, generation_id, payment_reference',
        userId,
      ),
    jobs: (userId) =>
      rows(
        'jobs',
        'id, tool, status, progress, cost, engine, params, outputs, error_code, refunded',
        userId,
      ),
    generations: (userId) =>
      rows(
        'ai_generations',
        'id, tool, task_type, status, cost, provider, model, output_urls, params',
        userId,
      ),
    close: () => hive.close(),
  };
}

/** Base64 of bytes, as the client sends images. */
export function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}
