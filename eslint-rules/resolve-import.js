// Turns an import specifier into what it really names, the way our toolchains do: a file of
// ours (through relative paths, the @/, @shared/ and @contracts/ aliases, or a function's deno.json import
// map), a Node built-in, or a package. Boundaries are then checked on that answer rather than on
// the spelling, so '../../../main/x', 'fs/promises' and 'jotai/utils' cannot slip past a pattern.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** The repository root: the layer of a file is its path below this folder. */
export const root = path.resolve(import.meta.dirname, '..');

const aliases = [
  // The same aliases as tsconfig.*.json, vitest.config.ts and the Vite configs.
  { prefix: '@/', folder: path.join(root, 'src/renderer/src') },
  { prefix: '@shared/', folder: path.join(root, 'src/shared') },
  { prefix: '@contracts/', folder: path.join(root, 'supabase/functions/_shared/contracts') },
];
const functionsDir = path.join(root, 'supabase/functions');
const builtins = new Set(builtinModules.filter((name) => !name.startsWith('_')));
// The order TypeScript and Vite try when a specifier leaves out the extension.
const extensions = ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'];

/**
 * @typedef {{ kind: 'file', file: string }
 *   | { kind: 'builtin', name: string }
 *   | { kind: 'package', name: string }} ImportTarget
 */

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a path names, trying extensions and index files; the bare path if none exists. */
export function toFile(base) {
  if (isFile(base)) return base;
  // TypeScript's ESM style names the emitted '.js' for a '.ts' source.
  const withoutJs = base.replace(/\.[cm]?js$/, '');
  for (const candidate of [base, withoutJs]) {
    for (const extension of extensions) {
      if (isFile(candidate + extension)) return candidate + extension;
    }
  }
  for (const extension of extensions) {
    const index = path.join(base, `index${extension}`);
    if (isFile(index)) return index;
  }
  return base;
}

/** `@scope/name` or `name` from `@scope/name/sub/path` or `name@1.2/sub` (npm: and jsr: style). */
export function packageName(specifier) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '');
  // A version belongs to the specifier, not the name: '@scope/name@2' → '@scope/name'.
  return name.replace(/(?<=.)@.*$/, '');
}

const importMaps = new Map();

/** The `imports` of the deno.json nearest to a function file (Deno resolves bare names with it). */
function denoImports(fromFile) {
  let folder = path.dirname(fromFile);
  while (folder.startsWith(functionsDir)) {
    for (const name of ['deno.json', 'deno.jsonc']) {
      const file = path.join(folder, name);
      if (!importMaps.has(file)) {
        let imports = null;
        try {
          imports = JSON.parse(readFileSync(file, 'utf8')).imports ?? {};
        } catch {
          // No such file (the usual case), or not plain JSON: nothing mapped here.
        }
        importMaps.set(file, imports);
      }
      const imports = importMaps.get(file);
      if (imports) return { folder, imports };
    }
    if (folder === functionsDir) break;
    folder = path.dirname(folder);
  }
  return null;
}

/** Applies an import map entry (exact, or the longest 'prefix/' key) to a bare specifier. */
function mapSpecifier(map, specifier) {
  if (typeof map.imports[specifier] === 'string') return map.imports[specifier];
  const prefixes = Object.keys(map.imports)
    .filter((key) => key.endsWith('/') && specifier.startsWith(key))
    .sort((a, b) => b.length - a.length);
  const [prefix] = prefixes;
  return prefix ? map.imports[prefix] + specifier.slice(prefix.length) : null;
}

/**
 * What `specifier`, imported from `fromFile`, names.
 * @param {string} fromFile absolute path of the importing file
 * @param {string} specifier the string in the import
 * @param {boolean} [useImportMap] false once a deno.json entry has been applied (no loops)
 * @returns {ImportTarget}
 */
export function resolveImport(fromFile, specifier, useImportMap = true) {
  const bare = specifier.replace(/[?#].*$/, ''); // Vite's '?url', '?raw' and the like
  if (bare.startsWith('node:'))
    return { kind: 'builtin', name: `node:${bare.slice(5).split('/')[0]}` };
  if (bare.startsWith('.'))
    return { kind: 'file', file: toFile(path.resolve(path.dirname(fromFile), bare)) };
  if (bare.startsWith('file://')) return { kind: 'file', file: toFile(new URL(bare).pathname) };
  if (path.isAbsolute(bare)) return { kind: 'file', file: toFile(bare) };
  for (const alias of aliases) {
    if (bare.startsWith(alias.prefix)) {
      return {
        kind: 'file',
        file: toFile(path.join(alias.folder, bare.slice(alias.prefix.length))),
      };
    }
  }
  if (/^(npm|jsr):/.test(bare)) return { kind: 'package', name: packageName(bare.slice(4)) };
  if (/^https?:/.test(bare)) return { kind: 'package', name: bare };
  const inFunctions = useImportMap && fromFile.startsWith(functionsDir + path.sep);
  const map = inFunctions ? denoImports(fromFile) : null;
  const mapped = map && mapSpecifier(map, bare);
  if (mapped) {
    // A mapped path is relative to the deno.json, not to the importing file.
    if (mapped.startsWith('.'))
      return { kind: 'file', file: toFile(path.resolve(map.folder, mapped)) };
    return resolveImport(fromFile, mapped, false);
  }
  const name = packageName(bare);
  if (builtins.has(name)) return { kind: 'builtin', name: `node:${name}` };
  return { kind: 'package', name };
}
