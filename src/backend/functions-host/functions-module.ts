// Hive Local's functions host: serves /functions/v1/<name>[/…] from
// <functionsDir>/<name>/index.ts (`export default { fetch(req) }`) in this process, with the
// edge runtime's env, verify_jwt rule and error bodies, so the same source deploys unchanged.
import { resolve } from 'node:path';
import WebSocket from 'ws';
import type { BackendContext, BackendModule, BackendModuleFactory } from '../context';
import { startStaleJobSweeper } from './stale-jobs';
import { functionEnv, runWithEnv } from './function-env';
import { createBundledFunctionLoader, registeredFunctionBundles } from './function-bundles';
import { createFunctionLoader } from './function-loader';

const PREFIX = '/functions/v1';

export type FunctionsModuleOptions = {
  /** Folder holding one folder per function; default `supabase/functions` under the working directory. */
  functionsDir?: string;
};

function json(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status });
}

/**
 * The edge runtime's gateway check: 401 `{"msg":"Error: Missing authorization header"}` without
 * a header, `{"msg":"Invalid JWT"}` for a token that does not verify. The anon and service keys
 * are JWTs signed with the project secret, so they pass, as on hosted Supabase. Preflight
 * (OPTIONS) is never checked, so functions can answer CORS themselves.
 */
async function checkJwt(context: BackendContext, request: Request): Promise<Response | null> {
  const header = request.headers.get('authorization');
  if (!header) return json(401, { msg: 'Error: Missing authorization header' });
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    return json(401, { msg: "Error: Auth header is not 'Bearer {token}'" });
  }
  if (token === context.keys.anonKey || token === context.keys.serviceRoleKey) return null;
  const claims = await context.verifyAccessToken(token);
  return claims ? null : json(401, { msg: 'Invalid JWT' });
}

/** The request as the function sees it: path `/<name>/…`, same method, headers and body. */
function forward(request: Request, functionPath: string): Request {
  const incoming = new URL(request.url);
  const url = new URL(`${functionPath}${incoming.search}`, incoming.origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
}

/** Creates the functions host module factory. */
export function createFunctionsModule(options: FunctionsModuleOptions = {}): BackendModuleFactory {
  const functionsDir = resolve(options.functionsDir ?? 'supabase/functions');
  return (context) => {
    // supabase-js inside a function needs a global WebSocket; Node 20 has none.
    const scope = globalThis as { WebSocket?: unknown };
    scope.WebSocket ??= WebSocket;
    // Read per call: modules mounted before this one may add secrets (the local Stripe does).
    const env = () => functionEnv(context);
    // The desktop build registers its bundled functions; development and tests load the sources.
    const bundles = registeredFunctionBundles();
    const loader = bundles
      ? createBundledFunctionLoader(bundles, env)
      : createFunctionLoader(functionsDir, env);

    async function handle(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname;
      const functionPath = path.slice(PREFIX.length);
      const name = functionPath.split('/')[1] ?? '';
      const loaded = await loader.load(name);
      if (!loaded)
        return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      const verify = context.settings.functionsVerifyJwt[name] ?? true;
      if (verify && request.method !== 'OPTIONS') {
        const refused = await checkJwt(context, request);
        if (refused) return refused;
      }
      if (!loaded.ok) {
        context.log.error(`functions: ${name} failed to start`, {
          function: name,
          error: loaded.error.stack ?? loaded.error.message,
        });
        return json(500, {
          code: 'BOOT_ERROR',
          message: 'Function failed to start (please check logs)',
          details: loaded.error.message,
        });
      }
      try {
        const response = await runWithEnv(env(), () =>
          loaded.handler.fetch(forward(request, functionPath)),
        );
        if (!(response instanceof Response))
          throw new TypeError(`${name} returned ${typeof response}, not a Response`);
        return response;
      } catch (error) {
        const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
        context.log.error(`functions: ${name} threw`, { function: name, error: detail });
        return json(500, {
          code: 'WORKER_ERROR',
          message: 'Function exited due to an error (please check logs)',
        });
      }
    }

    let sweeper: { stop(): void } | null = null;
    const module: BackendModule = {
      name: 'functions',
      prefix: PREFIX,
      handle,
      // The jobs this host ran before it (re)started are not running any more: fail and refund.
      async afterMigrations() {
        const started = startStaleJobSweeper(context.db, context.log);
        sweeper = started;
        await started.started;
      },
      async close() {
        sweeper?.stop();
        // Loaded modules stay in tsx's namespaced cache; there is nothing else to release.
      },
    };
    return module;
  };
}
