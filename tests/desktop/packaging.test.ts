// build/electron-builder.yml: valid for electron-builder 24's schema, every platform target the
// issue asks for, native parts unpacked from the asar, the hivestudio scheme registered, and
// Hive Local's supabase folder shipped as a resource where main looks for it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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
  mac: { target: { target: string }[] };
  win: { target: { target: string }[] };
  linux: { target: string[] };
  extraResources: { from: string; to: string }[];
};

describe('packaging settings', () => {
  it('pass electron-builder 24 schema validation', async () => {
    const { validateConfig } = require('app-builder-lib/out/util/config') as {
      validateConfig: (config: unknown, logger: unknown) => Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as {
      DebugLogger: new (enabled: boolean) => unknown;
    };
    await expect(
      validateConfig(structuredClone(config), new DebugLogger(false)),
    ).resolves.toBeUndefined();
    await expect(
      validateConfig({ ...structuredClone(config), notAnOption: true }, new DebugLogger(false)),
    ).rejects.toThrow();
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

  it('are what `npm run dist` builds with: electron-vite first, then electron-builder with this config', () => {
    const scripts = (
      JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const steps = (scripts.dist ?? '').split('&&').map((step) => step.trim());
    expect(steps).toEqual([
      'electron-vite build',
      'electron-builder --config build/electron-builder.yml',
    ]);
    // The documentation says the same.
    expect(readFileSync(resolve(root, 'build/README.md'), 'utf8')).toContain('`npm run dist`');
    expect(readFileSync(resolve(root, 'build/electron-builder.yml'), 'utf8')).toContain(
      '(`npm run dist`)',
    );
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
