// What electron-builder would pack for one platform, without the Electron binary: the app files
// and production node_modules chosen by the configuration's `files` rules (electron-builder's own
// matcher, plus the defaults its node_modules copier applies), staged as hard links, then packed
// into app.asar and app.asar.unpacked with @electron/asar by the `asarUnpack` rules; beside them
// the extraResources. tests/bench/desktop-payload.bench.ts measures it and runs the staged app.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  statSync,
  type Stats,
} from 'node:fs';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { createPackageFromStreams, type AsarStreamType } from '@electron/asar';
import type { BuilderConfig } from './builder-config';

const require = createRequire(import.meta.url);
type Filter = (file: string, stat: Stats) => boolean;
type FileMatcherClass = new (
  from: string,
  to: string,
  macroExpander: (pattern: string) => string,
  patterns?: string[],
) => { createFilter(): Filter };
// electron-builder's matcher (internal to app-builder-lib, and exactly what it packs with).
const { FileMatcher, excludedNames, excludedExts } = require('app-builder-lib/out/fileMatcher') as {
  FileMatcher: FileMatcherClass;
  excludedNames: string;
  excludedExts: string;
};

/** The platform a payload is for. */
export type Target = { platform: 'linux' | 'darwin' | 'win32'; arch: 'x64' | 'arm64' };
/** One file of the payload (path relative to the app folder, `/`-separated). */
export type PayloadFile = { path: string; bytes: number; unpacked: boolean };

function expander(target: Target) {
  return (pattern: string) =>
    pattern.replace(/\$\{(arch|platform)\}/g, (_, name: string) =>
      name === 'arch' ? target.arch : target.platform,
    );
}

function platformFiles(config: BuilderConfig, target: Target): string[] {
  const section =
    target.platform === 'darwin'
      ? config.mac
      : target.platform === 'win32'
        ? config.win
        : config.linux;
  return section.files ?? [];
}

// What electron-builder's node_modules copier leaves out whatever the rules say (NodeModuleCopyHelper).
const skippedNames = new Set([
  '.DS_Store',
  'CHANGELOG.md',
  'ChangeLog',
  'changelog.md',
  'Changelog.md',
  'Changelog',
  'binding.gyp',
  '.npmignore',
  ...excludedNames.split(','),
]);
const skippedAtPackageTop = new Set([
  'karma.conf.js',
  '.coveralls.yml',
  'README.md',
  'readme.markdown',
  'README',
  'readme.md',
  'Readme.md',
  'Readme',
  'readme',
  'test',
  'tests',
  '__tests__',
  'powered-test',
  'example',
  'examples',
  '.bin',
]);

function skippedExtensions(target: Target): string[] {
  const extensions = ['.o', '.obj', '.pdb', ...excludedExts.split(',').map((ext) => `.${ext}`)];
  return target.platform === 'win32' ? extensions : [...extensions, '.dll', '.exe'];
}

const posix = (path: string) => path.split(sep).join('/');

/** Every file electron-builder would copy from `appDir` (out/, package.json, node_modules). */
export function collectPayload(
  appDir: string,
  config: BuilderConfig,
  target: Target,
): PayloadFile[] {
  const expand = expander(target);
  const patterns = [...config.files, ...platformFiles(config, target)];
  const appFilter = new FileMatcher(appDir, appDir, expand, [
    ...patterns,
    '!**/node_modules{,/**/*}',
  ]).createFilter();
  const moduleFilter = new FileMatcher(appDir, appDir, expand, [
    '**/*',
    ...patterns.filter((pattern) => pattern.startsWith('!')),
  ]).createFilter();
  const unpack = new FileMatcher(appDir, appDir, expand, config.asarUnpack).createFilter();
  const extensions = skippedExtensions(target);
  const files: PayloadFile[] = [];

  const walk = (dir: string, filter: Filter, packageTop: string | null) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) continue;
      if (packageTop !== null) {
        if (skippedNames.has(name) || name.startsWith('._')) continue;
        if (dir === packageTop && skippedAtPackageTop.has(name)) continue;
        if (!stat.isDirectory() && extensions.some((ext) => name.endsWith(ext))) continue;
      }
      if (!filter(path, stat)) continue;
      if (stat.isDirectory()) {
        if (name === 'node_modules') walkModules(path);
        else walk(path, filter, packageTop);
      } else {
        files.push({
          path: posix(relative(appDir, path)),
          bytes: stat.size,
          unpacked: unpack(path, stat),
        });
      }
    }
  };
  const walkModules = (modules: string) => {
    for (const name of readdirSync(modules).sort()) {
      if (name.startsWith('.')) continue;
      const path = join(modules, name);
      if (!lstatSync(path).isDirectory()) continue;
      const packages = name.startsWith('@')
        ? readdirSync(path).map((inner) => join(path, inner))
        : [path];
      for (const top of packages) {
        const stat = lstatSync(top);
        if (stat.isDirectory() && moduleFilter(top, stat)) walk(top, moduleFilter, top);
      }
    }
  };

  for (const name of readdirSync(appDir).sort()) {
    const path = join(appDir, name);
    const stat = lstatSync(path);
    if (name === 'node_modules') walkModules(path);
    else if (stat.isDirectory() && appFilter(path, stat)) walk(path, appFilter, null);
    else if (stat.isFile() && appFilter(path, stat))
      files.push({ path: name, bytes: stat.size, unpacked: false });
  }
  return files;
}

/** The extraResources files (from the repository) with their sizes. */
export function collectResources(
  root: string,
  config: BuilderConfig,
  target: Target,
): PayloadFile[] {
  const resources = (config.extraResources ?? []) as {
    from: string;
    to: string;
    filter?: string[];
  }[];
  const files: PayloadFile[] = [];
  for (const resource of resources) {
    const from = join(root, resource.from);
    if (statSync(from).isFile()) {
      files.push({ path: posix(resource.to), bytes: statSync(from).size, unpacked: true });
      continue;
    }
    const filter = new FileMatcher(
      from,
      from,
      expander(target),
      resource.filter ?? ['**/*'],
    ).createFilter();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir).sort()) {
        const path = join(dir, name);
        const stat = lstatSync(path);
        if (!filter(path, stat)) continue;
        if (stat.isDirectory()) walk(path);
        else
          files.push({
            path: posix(join(resource.to, relative(from, path))),
            bytes: stat.size,
            unpacked: true,
          });
      }
    };
    walk(from);
  }
  return files;
}

/** Hard-links (or copies) the payload's files from `appDir` into `stageDir`, keeping their paths. */
export function stagePayload(appDir: string, files: PayloadFile[], stageDir: string): void {
  for (const file of files) {
    const target = join(stageDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(join(appDir, file.path), target);
    } catch {
      copyFileSync(join(appDir, file.path), target);
    }
  }
}

/** Packs staged files into `asarPath` (+ `.unpacked`); resolves with both sizes in bytes. */
export async function packAsar(
  stageDir: string,
  files: PayloadFile[],
  asarPath: string,
): Promise<{ asarBytes: number; unpackedBytes: number }> {
  const streams: AsarStreamType[] = files.map((file) => {
    const source = join(stageDir, file.path);
    return {
      type: 'file',
      path: file.path,
      unpacked: file.unpacked,
      stat: statSync(source),
      streamGenerator: () => createReadStream(source),
    };
  });
  const written = await createPackageFromStreams(asarPath, streams);
  await new Promise<void>((done, fail) => {
    if (written.closed) done();
    written.once('close', () => done());
    written.once('error', fail);
  });
  return {
    asarBytes: statSync(asarPath).size,
    unpackedBytes: files.filter((file) => file.unpacked).reduce((sum, file) => sum + file.bytes, 0),
  };
}

/** Bytes per top-level part: `out`, `package.json` or the package (`node_modules/<name>`). */
export function breakdown(files: PayloadFile[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const file of files) {
    const parts = file.path.split('/');
    const index = parts.lastIndexOf('node_modules');
    const key =
      index < 0
        ? parts[0]!
        : parts.slice(index + 1, index + (parts[index + 1]!.startsWith('@') ? 3 : 2)).join('/');
    totals.set(key, (totals.get(key) ?? 0) + file.bytes);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** `npm ci --omit=dev` of this project's package.json and lock into `dir` (scripts not run). */
export function productionInstall(root: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const name of ['package.json', 'package-lock.json'])
    copyFileSync(join(root, name), join(dir, name));
  return new Promise((done, fail) => {
    const child = spawn(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
      ],
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`npm ci failed (${code}): ${errors}`)),
    );
  });
}
