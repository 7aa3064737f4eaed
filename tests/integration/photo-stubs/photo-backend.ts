// A real Hive Local for the photo-tool tests: the real migrations (credits, photo-results
// bucket), Storage, the local image renderer, the local photo engines and the functions host
// running supabase/functions; real supabase-js clients for users and the service role.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { PhotoToolResponse } from '../../../supabase/functions/_shared/contracts/api/photo-tools';
import { createFunctionsModule } from '../../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../../src/backend/local-images/local-images-module';
import { createLocalPhotoModule } from '../../../src/backend/local-photo/local-photo-module';
import type { HiveLocal } from '../../../src/backend/server';
import { createStorageModule } from '../../../src/backend/storage/storage-module';
import {
  type Answer,
  invokeFunction,
  type JobRow,
  type LedgerRow,
  noSession,
  readBalance,
  readUserRows,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../../support/backend-helpers';

const PHOTOS = resolve(import.meta.dirname, '../../fixtures/photos');

/** A test photograph's bytes. */
export function photo(
  name: 'figurines.jpg' | 'figurines-mask.png' | 'mandrill.jpg' | 'car-park.jpg',
): Buffer {
  return readFileSync(resolve(PHOTOS, name));
}

export type PhotoBackend = {
  hive: HiveLocal;
  admin: SupabaseClient;
  signUp(): Promise<TestUser>;
  /** Calls a function as the user through supabase-js functions.invoke. */
  invoke<Body = PhotoToolResponse>(
    user: TestUser | null,
    name: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<Body>>;
  balance(userId: string): Promise<number>;
  ledger(
    userId: string,
  ): Promise<
    Pick<LedgerRow, 'delta' | 'type' | 'description' | 'generation_id' | 'payment_reference'>[]
  >;
  /** The user's jobs (the runner's rows), oldest first. */
  jobs(userId: string): Promise<JobRow[]>;
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
  const hive = await startTestHive({
    modules: [
      createStorageModule,
      createLocalImagesModule,
      createLocalPhotoModule(),
      createFunctionsModule(),
    ],
    settings: { siteUrl: 'http://127.0.0.1:5173' },
    secrets,
    log: { info() {}, warn() {}, error() {} },
  });
  const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  const anon = createClient(hive.url, hive.anonKey, { auth: noSession });

  return {
    hive,
    admin,
    signUp: () => signUpTestUser(hive, { prefix: 'photo' }),
    invoke: (user, name, body, headers) =>
      invokeFunction(user?.client ?? anon, name, body, headers),
    balance: (userId) => readBalance(admin, userId),
    ledger: (userId) =>
      readUserRows(
        admin,
        'credit_transactions',
        'delta, type, description, generation_id, payment_reference',
        userId,
      ),
    jobs: (userId) => readUserRows<JobRow>(admin, 'jobs', '*', userId),
    generations: (userId) =>
      readUserRows(
        admin,
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
