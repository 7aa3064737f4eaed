// A photo worker starts with only what every job needs. Every worker imports all the engines (a
// static import per engine, photo-worker.ts says why), so a heavy package imported at the top of
// any engine is held by every worker from its start: the AAC encoder's WebAssembly (≈145 MB),
// the scene composer's emoji set (≈70 MB), Skia (≈30 MB), SVGO (≈25 MB) and mediabunny (≈13 MB)
// did so, and background removal's peak memory carried them. They are imported when a job needs them; this walks the static
// import graph from the worker, as the bundler and Node see it, to keep it that way.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Packages a worker must not load until a job asks for them. */
const LOADED_ON_DEMAND = [
  '@mediabunny/aac-encoder',
  '@iconify-json/fluent-emoji-flat',
  '@napi-rs/canvas',
  'svgo',
  'mediabunny',
];

/** The module specifiers `file` imports at load time (no `import type`, no `import()`). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** A relative specifier as a file on disk (written with or without its .ts). */
function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, resolve(base, 'index.ts')])
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every package reached through static imports from `entry`, with the file that imports it. */
function packagesLoadedBy(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) queue.push(resolveRelative(file, specifier));
      else if (!specifier.startsWith('node:') && !packages.has(specifier))
        packages.set(specifier, file);
    }
  }
  return packages;
}

describe('what a photo worker loads when it starts', () => {
  const loaded = packagesLoadedBy(resolve(import.meta.dirname, 'photo-worker.ts'));

  it('walks the real graph: the engines every job needs are reached', () => {
    // The walk must see through the engines to their packages, or the next test proves nothing.
    for (const name of ['onnxruntime-node', 'sharp', '@neplex/vectorizer', 'file-type', 'zod'])
      expect([...loaded.keys()], name).toContain(name);
  });

  it('leaves the AAC encoder, the emoji set, Skia, SVGO and mediabunny until a job needs them', () => {
    for (const name of LOADED_ON_DEMAND)
      expect(loaded.get(name), `${name} is imported at load time`).toBeUndefined();
  });
});
