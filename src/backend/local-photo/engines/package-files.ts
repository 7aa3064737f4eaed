// Engines read their models from the npm packages that ship them, by absolute path, so no
// library falls back to its CDN default and nothing is fetched at run time.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of an installed package (found from its entry point, as `exports` may hide package.json). */
export function packageDirectory(name: string, entry: string = name): string {
  let folder = dirname(require.resolve(entry));
  while (folder !== dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name
    ) {
      return folder;
    }
    folder = dirname(folder);
  }
  throw new Error(`Package ${name} is not installed`);
}

/** The version of an installed package, for engine labels. */
export function packageVersion(name: string, entry?: string): string {
  const manifest = join(packageDirectory(name, entry), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Loads a CommonJS module from this file's point of view (for packages with no ESM entry). */
export function requireModule<T>(specifier: string): T {
  return require(specifier) as T;
}
