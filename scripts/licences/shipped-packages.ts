// The npm packages Hive Studio ships, and their licences. Two ways in: the production
// dependencies electron-builder copies into the desktop app (every platform's optional packages
// included, minus what the files rules drop entirely), and whatever our code imports, which Vite
// bundles into the desktop app and the web build, with everything those packages depend on. The
// second set is a conservative superset of what tree-shaking keeps. Licences come from the lock
// file, and from the package's own licence file when its package.json only says "SEE LICENSE".
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
type Filter = (file: string, stat: ReturnType<typeof lstatSync>) => boolean;
const { FileMatcher } = require('app-builder-lib/out/fileMatcher') as {
  FileMatcher: new (
    from: string,
    to: string,
    expand: (pattern: string) => string,
    patterns: string[],
  ) => { createFilter(): Filter };
};

/** A lock file entry (package-lock.json v3 `packages`). */
type LockEntry = {
  name?: string;
  version?: string;
  license?: string;
  dev?: boolean;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
};

/** A shipped package: where it is in the lock, its licence and why it ships. */
export type ShippedPackage = {
  name: string;
  version: string;
  /** The SPDX expression of package.json, or what its licence file says. */
  licence: string;
  /** The lock path (node_modules/…); installed packages are read from there. */
  path: string;
  via: 'desktop node_modules' | 'bundled';
  /** Installed only on some platforms (its licence file is not read, so notices match on all). */
  platformSpecific: boolean;
};

/** Source folders whose imports Vite bundles into a shipped app. */
const SOURCE_FOLDERS = [
  'src/renderer/src',
  'src/shared',
  'src/main',
  'src/preload',
  'src/backend',
  'supabase/functions',
];
const builtins = new Set(builtinModules);
/** Imports of our source that no shipped bundle contains. */
const NOT_BUNDLED = ['electron', 'tsx'];

function packageNameOf(specifier: string): string | null {
  if (/^(\.|\/|node:|virtual:|@\/|@shared\/|@contracts\/|npm:|jsr:|https?:)/.test(specifier))
    return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : parts[0]!;
  return builtins.has(name) ? null : name;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Packages our shipped source imports (type-only imports left out: they are erased). */
export function importedPackages(root: string): Set<string> {
  const found = new Set<string>();
  const pattern =
    /(?:^|[\s;])(?:import|export)\s(?!type\s)(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const folder of SOURCE_FOLDERS)
    for (const file of sourceFiles(join(root, folder)))
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const name = packageNameOf((match[1] ?? match[2])!);
        if (name) found.add(name);
      }
  // Electron is the runtime itself, not a bundled package (its binary carries its own notices);
  // tsx is imported only on the development path, which the desktop build aliases away
  // (electron.vite.config.ts) and the web build never includes.
  for (const name of NOT_BUNDLED) found.delete(name);
  return found;
}

/** The lock path a dependency `name` of the package at `from` resolves to (npm's nesting). */
function resolveInLock(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | null {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/** The package name of a lock path. */
function nameOfPath(path: string, entry: LockEntry): string {
  return entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** What a licence file says, for packages whose package.json does not name an SPDX licence. */
export function licenceFromText(text: string): string {
  if (/GNU AFFERO GENERAL PUBLIC LICENSE/i.test(text)) return 'AGPL-3.0 (from its licence file)';
  if (/GNU LESSER GENERAL PUBLIC LICENSE/i.test(text)) return 'LGPL (from its licence file)';
  if (/GNU GENERAL PUBLIC LICENSE/i.test(text)) return 'GPL (from its licence file)';
  if (/SERVER SIDE PUBLIC LICENSE/i.test(text)) return 'SSPL (from its licence file)';
  if (/Attribution-ShareAlike|CC BY-SA/i.test(text)) return 'CC-BY-SA (from its licence file)';
  if (/Permission is hereby granted, free of charge/i.test(text))
    return 'MIT (from its licence file)';
  return 'unknown (licence file not recognised)';
}

/** The licence file of an installed package, if it has one. */
export function licenceText(packageDir: string, named?: string): string | null {
  if (!existsSync(packageDir)) return null;
  const candidates = named
    ? [named]
    : readdirSync(packageDir).filter((file) => /^(licen[cs]e|copying|notice)(\.|-|$)/i.test(file));
  for (const file of candidates) {
    const path = join(packageDir, file);
    if (existsSync(path) && lstatSync(path).isFile()) return readFileSync(path, 'utf8');
  }
  return null;
}

/** A package's licence: its SPDX expression, or for "SEE LICENSE IN x" / none, what the file says. */
export function licenceOf(root: string, path: string, entry: LockEntry): string {
  const declared = entry.license?.trim();
  const see = declared && /^SEE LICENSE IN (.+)$/i.exec(declared);
  if (declared && !see && declared !== 'UNLICENSED') return declared;
  const text = licenceText(join(root, path), see ? see[1]!.trim() : undefined);
  return text
    ? licenceFromText(text)
    : `unknown (${declared ?? 'no licence field'}, not installed)`;
}

/** Options for {@link shippedPackages}. */
export type ShippedOptions = {
  root: string;
  /** The electron-builder files rules (exclusions of whole packages are honoured). */
  filesRules?: string[];
};

/** Every package a shipped app contains, by the lock, each once, sorted by name. */
export function shippedPackages(options: ShippedOptions): ShippedPackage[] {
  const { root } = options;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const packages = lock.packages;
  const excludes = (options.filesRules ?? []).filter((rule) => rule.startsWith('!'));
  const filter =
    excludes.length > 0
      ? new FileMatcher(root, root, (pattern) => pattern, ['**/*', ...excludes]).createFilter()
      : null;
  const dropped = (path: string) =>
    filter !== null && !filter(join(root, path), { isDirectory: () => true } as never);
  const chosen = new Map<string, ShippedPackage['via']>();

  for (const [path, entry] of Object.entries(packages))
    if (path && !entry.dev && !entry.link && !dropped(path))
      chosen.set(path, 'desktop node_modules');

  // Bundled: what our code imports, and everything it depends on.
  const queue = [...importedPackages(root)]
    .map((name) => resolveInLock(packages, '', name))
    .filter((path): path is string => path !== null);
  const bundled = new Set<string>();
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (bundled.has(path)) continue;
    bundled.add(path);
    const entry = packages[path]!;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const target = resolveInLock(packages, path, name);
      if (target) queue.push(target);
    }
  }
  for (const path of bundled) if (!chosen.has(path)) chosen.set(path, 'bundled');

  const result = new Map<string, ShippedPackage>();
  for (const [path, via] of chosen) {
    const entry = packages[path]!;
    const name = nameOfPath(path, entry);
    const key = `${name}@${entry.version ?? '?'}`;
    if (!result.has(key))
      result.set(key, {
        name,
        version: entry.version ?? '?',
        licence: licenceOf(root, path, entry),
        path,
        via,
        platformSpecific: Boolean(entry.os ?? entry.cpu),
      });
  }
  return [...result.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}
