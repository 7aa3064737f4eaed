// Reads an environment variable the same way on the edge runtime (Deno) and in Hive Local's
// functions host (Node). Functions never touch Deno.env or process.env directly, so the same
// source runs in both places.

type EnvSource = { get(name: string): string | undefined };

/**
 * Where Hive Local's functions host publishes the calling function's own env. It is installed
 * once when the host starts and resolves per call (AsyncLocalStorage), so functions sharing one
 * Node process never see each other's secrets and nothing global changes per request.
 */
export const HOST_ENV_KEY = '__hiveFunctionEnv';

/** Returns the variable's value, or undefined when it is not set. Deno first, then the Hive Local host, then process.env. */
export function getEnv(name: string): string | undefined {
  const scope = globalThis as {
    Deno?: { env: EnvSource };
    [HOST_ENV_KEY]?: EnvSource;
    process?: { env: Record<string, string | undefined> };
  };
  if (scope.Deno) return scope.Deno.env.get(name);
  const fromHost = scope[HOST_ENV_KEY]?.get(name);
  if (fromHost !== undefined) return fromHost;
  return scope.process?.env[name];
}

/** Like getEnv, but throws a clear error when the variable is missing or empty. */
export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}
