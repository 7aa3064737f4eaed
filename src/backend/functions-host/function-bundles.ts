// The built app's edge functions: bundled at build time (scripts/desktop-build/edge-functions-plugin.ts),
// one self-contained ES module per function, so the built app needs no TypeScript loader. The
// desktop build's Hive Local entry (src/main/hive-local-process.ts) registers the map of name →
// bundle before Hive Local starts; development and tests register nothing and keep loading
// the TypeScript sources with tsx (function-loader.ts).
import { pathToFileURL } from 'node:url';
import { runWithEnv } from './function-env';
import type { EdgeFunction, FunctionLoader, LoadResult } from './function-loader';

/** Function name → absolute path of its bundled module. */
export type FunctionBundles = Readonly<Record<string, string>>;

let registered: FunctionBundles | null = null;

/** Makes every functions host of this process serve these bundles instead of the sources. */
export function registerFunctionBundles(bundles: FunctionBundles): void {
  registered = Object.freeze({ ...bundles });
}

/** The registered bundles; null in development and tests. */
export function registeredFunctionBundles(): FunctionBundles | null {
  return registered;
}

function isEdgeFunction(value: unknown): value is EdgeFunction {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { fetch?: unknown }).fetch === 'function'
  );
}

/** A loader over bundles: each loads once, with `env()` in scope while its module first runs. */
export function createBundledFunctionLoader(
  bundles: FunctionBundles,
  env: () => Readonly<Record<string, string>>,
): FunctionLoader {
  const cache = new Map<string, Promise<LoadResult>>();
  const importBundle = async (file: string): Promise<LoadResult> => {
    try {
      const module = (await runWithEnv(env(), () => import(pathToFileURL(file).href))) as {
        default?: unknown;
      };
      if (isEdgeFunction(module.default)) return { ok: true, handler: module.default };
      return { ok: false, error: new Error('index.ts must `export default { fetch(req) { … } }`') };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  };
  return {
    load(name) {
      if (!Object.hasOwn(bundles, name)) return Promise.resolve(null);
      let result = cache.get(name);
      if (!result) {
        result = importBundle(bundles[name]!);
        cache.set(name, result);
      }
      return result;
    },
  };
}
