// A tool function served by `deno serve` against a real Hive Local (Storage and the functions
// host, whose cancel-job a cancelled run would call), with a signed-up user and its admin client:
// the set-up every "runs unchanged on Deno" test shares.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  noSession,
  signUpTestUser,
  startTestHive,
  type Answer,
  type TestUser,
} from './backend-helpers';
import { startFunctionOnDeno, type DenoServer } from './deno-serve';

export type DenoTool = {
  hive: HiveLocal;
  admin: SupabaseClient;
  user: TestUser;
  /** POSTs a JSON body to the function as the user. */
  call(body: unknown): Promise<Answer>;
  /** Ends the Deno server, then Hive Local. */
  stop(): Promise<void>;
};

/** Starts Hive Local, signs up a user (with `credits` more than the sign-up bonus) and serves `name` on Deno. */
export async function startToolOnDeno(
  name: string,
  options: { prefix: string; credits?: number },
): Promise<DenoTool> {
  const hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    log: { info() {}, warn() {}, error() {} },
  });
  let server: DenoServer | undefined;
  try {
    const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
    const user = await signUpTestUser(hive, { prefix: options.prefix });
    if (options.credits) await grantCredits(admin, user.id, options.credits);
    const deno = await startFunctionOnDeno(name, {
      url: hive.url,
      anonKey: hive.anonKey,
      serviceRoleKey: hive.serviceRoleKey,
    });
    server = deno;
    return {
      hive,
      admin,
      user,
      async call(body) {
        const response = await fetch(deno.url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${user.accessToken}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      },
      async stop() {
        await deno.stop();
        await hive.close();
      },
    };
  } catch (error) {
    await server?.stop();
    await hive.close();
    throw error;
  }
}
