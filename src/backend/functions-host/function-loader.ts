// Loads `<functionsDir>/<name>/index.ts` at run time with tsx. Each load gets its own tsx
// namespace, so a function's modules, including the _shared files it imports, are separate
// instances from every other function's: module state cannot leak between functions. A load
// is cached until index.ts changes on disk, which also gives an edit-and-retry loop.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { runWithEnv } from './function-env';

/** The portable function shape: `export default { fetch(req) }`. */
export type EdgeFunction = { fetch(request: Request): Response | Promise<Response> };

export type LoadResult = { ok: true; handler: EdgeFunction } | { ok: false; error: Error };

const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function isEdgeFunction(value: unknown): value is EdgeFunction {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { fetch?: unknown }).fetch === 'function'
  );
}

/** A per-host cache of loaded functions. */
export type FunctionLoader = {
  /** null when there is no such function (unknown name, `_shared`, no index.ts). */
  load(name: string): Promise<LoadResult | null>;
};

/** Creates a loader for one functions folder; `env()` is in scope while a module first runs. */
export function createFunctionLoader(
  functionsDir: string,
  env: () => Readonly<Record<string, string>>,
): FunctionLoader {
  const cache = new Map<string, { mtimeMs: number; result: Promise<LoadResult> }>();

  async function importFunction(file: string): Promise<LoadResult> {
    try {
      const module = (await runWithEnv(env(), () =>
        tsImport(pathToFileURL(file).href, import.meta.url),
      )) as { default?: unknown };
      // Outside a `"type": "module"` package tsx compiles to CommonJS, which nests the default export.
      const candidates = [
        module.default,
        (module.default as { default?: unknown } | undefined)?.default,
      ];
      const handler = candidates.find(isEdgeFunction);
      if (!handler)
        return {
          ok: false,
          error: new Error('index.ts must `export default { fetch(req) { … } }`'),
        };
      return { ok: true, handler };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  return {
    async load(name) {
      if (!FUNCTION_NAME.test(name)) return null;
      const file = join(functionsDir, name, 'index.ts');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const cached = cache.get(name);
      if (cached && cached.mtimeMs === info.mtimeMs) return cached.result;
      const result = importFunction(file);
      cache.set(name, { mtimeMs: info.mtimeMs, result });
      return result;
    },
  };
}
