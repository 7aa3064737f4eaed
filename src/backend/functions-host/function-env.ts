// Gives each function call its env without touching process.env. Functions read env through
// supabase/functions/_shared/env.ts, which asks Deno.env first, then a host accessor on
// globalThis, then process.env. The accessor is installed once per process and answers from an
// AsyncLocalStorage scope, so two hosts in one process (tests start several) and the calls they
// run each see their own SUPABASE_URL and keys, and nothing global changes per request.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { BackendContext } from '../context';

/** Must match HOST_ENV_KEY in supabase/functions/_shared/env.ts. */
const HOST_ENV_KEY = '__hiveFunctionEnv';

const scope = new AsyncLocalStorage<Readonly<Record<string, string>>>();

type HostEnvAccessor = { get(name: string): string | undefined };

function installAccessor() {
  const target = globalThis as { [HOST_ENV_KEY]?: HostEnvAccessor };
  target[HOST_ENV_KEY] ??= { get: (name) => scope.getStore()?.[name] };
}

/**
 * The env a function sees, as on the edge runtime: secrets first, then the SUPABASE_* values,
 * which secrets may not override (hosted Supabase refuses secrets with that prefix).
 */
export function functionEnv(context: BackendContext): Record<string, string> {
  return {
    ...context.settings.functionSecrets,
    SUPABASE_URL: context.url,
    SUPABASE_ANON_KEY: context.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: context.keys.serviceRoleKey,
    SUPABASE_DB_URL:
      context.settings.functionSecrets.SUPABASE_DB_URL ?? process.env.SUPABASE_DB_URL ?? '',
  };
}

/** Runs `work` (a module import or a fetch call) with `env` as the function's env. */
export function runWithEnv<T>(env: Readonly<Record<string, string>>, work: () => T): T {
  installAccessor();
  return scope.run(env, work);
}
