// Build-time edge functions for the desktop app. In development and tests Hive Local loads
// supabase/functions/<name>/index.ts with tsx (src/backend/functions-host/function-loader.ts);
// the built app has no tsx, so the main build bundles every function here, each through
// electron-vite's documented `?modulePath` import (one self-contained build per function, so
// functions share no module state, as under tsx), and hands Hive Local the map of name → file
// through the virtual module `virtual:hive-edge-functions`.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The virtual module's id, as src/main/hive-local-process.ts imports it. */
export const EDGE_FUNCTIONS_MODULE = 'virtual:hive-edge-functions';
const RESOLVED = `\0${EDGE_FUNCTIONS_MODULE}`;
/** The names the functions host serves (src/backend/functions-host/function-loader.ts). */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Every function folder with an index.ts, sorted; `_shared` and dot folders are not functions. */
export function listEdgeFunctions(functionsDir: string): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && FUNCTION_NAME.test(entry.name))
    .filter((entry) => existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The source of `virtual:hive-edge-functions`: one `?modulePath` import per function. */
export function edgeFunctionsModuleSource(functionsDir: string): string {
  const names = listEdgeFunctions(functionsDir);
  const imports = names.map(
    (name, index) =>
      `import fn${index} from ${JSON.stringify(`${join(functionsDir, name, 'index.ts')}?modulePath`)};`,
  );
  const entries = names.map((name, index) => `  ${JSON.stringify(name)}: fn${index},`);
  return [...imports, 'export default {', ...entries, '};', ''].join('\n');
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Every `import.meta.url` in a parsed module (ESTree), as [start, end] ranges. */
function importMetaUrls(node: unknown, found: [number, number][] = []): [number, number][] {
  if (Array.isArray(node)) {
    for (const child of node) importMetaUrls(child, found);
    return found;
  }
  if (!node || typeof node !== 'object') return found;
  const current = node as Node;
  const object = current.object as Node | undefined;
  const property = current.property as (Node & { name?: string }) | undefined;
  if (
    current.type === 'MemberExpression' &&
    object?.type === 'MetaProperty' &&
    property?.name === 'url'
  ) {
    found.push([current.start, current.end]);
    return found;
  }
  for (const [key, value] of Object.entries(current)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') importMetaUrls(value, found);
  }
  return found;
}

/**
 * Bundles supabase/functions for the built app. A function module that reads a file beside its
 * source (`new URL('./files/x', import.meta.url)`, the fonts) would, bundled, look beside the
 * bundle; so in those modules `import.meta.url` becomes the URL of the same source file in the
 * shipped supabase folder (src/main/built/function-source-url.ts).
 */
export function edgeFunctionsPlugin(options: { root: string }): Plugin {
  const functionsDir = resolve(options.root, 'supabase/functions');
  const helper = resolve(options.root, 'src/main/built/function-source-url.ts');
  return {
    name: 'hive:edge-functions',
    apply: 'build',
    resolveId(id) {
      return id === EDGE_FUNCTIONS_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(functionsDir);
      return edgeFunctionsModuleSource(functionsDir);
    },
    transform: {
      order: 'post',
      handler(code, id) {
        const file = id.replace(/[?#].*$/, '');
        if (!file.startsWith(functionsDir + sep) || !code.includes('import.meta')) return null;
        const ranges = importMetaUrls(this.parse(code));
        if (ranges.length === 0) return null;
        const source = relative(functionsDir, file).split(sep).join('/');
        let rewritten = code;
        for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
          rewritten = `${rewritten.slice(0, start)}__hiveFunctionSourceUrl(${JSON.stringify(source)})${rewritten.slice(end)}`;
        }
        const header = `import { functionSourceUrl as __hiveFunctionSourceUrl } from ${JSON.stringify(helper)};\n`;
        return { code: header + rewritten, map: null };
      },
    },
  };
}
