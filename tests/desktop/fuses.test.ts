// Electron's fuses in every packaged build: the builder configuration flips them after packing
// (its afterPack hook), with RunAsNode, NODE_OPTIONS and the inspect arguments off, embedded asar
// integrity on and the app loaded only from the asar; the hook, run on a stand-in binary with
// Electron's fuse wire, leaves exactly those states and refuses a binary whose fuses did not take.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterEach, describe, expect, it } from 'vitest';
import { desktopBuilderConfig } from '../../scripts/desktop-build/builder-config';
import { flipPackagedFuses, FUSES, type PackedApp } from '../../scripts/desktop-build/fuses';

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A Linux "executable" holding Electron's fuse wire (version 1, eight fuses) as Electron ships it. */
function packedLinuxApp(wire = '10110001'): PackedApp & { binary: string } {
  const appOutDir = mkdtempSync(join(tmpdir(), 'hive-fuses-'));
  folders.push(appOutDir);
  const binary = join(appOutDir, 'hive-studio');
  const fuses = Buffer.from(wire, 'ascii');
  writeFileSync(
    binary,
    Buffer.concat([
      Buffer.from('\x7fELF…code…'),
      Buffer.from(SENTINEL, 'ascii'),
      Buffer.from([1, fuses.length]),
      fuses,
      Buffer.from('…more code…'),
    ]),
  );
  return {
    binary,
    appOutDir,
    electronPlatformName: 'linux',
    arch: 1,
    packager: { appInfo: { productFilename: 'Hive Studio' }, executableName: 'hive-studio' },
  };
}

describe('Electron fuses', () => {
  it('are set as the release needs', () => {
    expect(FUSES).toEqual({
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    });
  });

  it('are flipped by the builder configuration of every release', () => {
    for (const withoutImgly of [false, true]) {
      const config = desktopBuilderConfig({
        release: {
          edition: 'offline',
          updates: { feedUrl: 'https://updates.hive.studio/desktop', channel: 'stable' },
          localBackgroundRemoval: !withoutImgly,
        },
        withoutImgly,
      });
      expect(config.afterPack).toBe(flipPackagedFuses);
    }
  });

  it('take in the packed binary: off is 0, on is 1 in the fuse wire', async () => {
    const app = packedLinuxApp();
    await flipPackagedFuses(app);
    const wire = (await getCurrentFuseWire(app.binary)) as unknown as Record<number, number>;
    const states = Object.values(FuseV1Options)
      .filter((value): value is number => typeof value === 'number')
      .map((fuse) => String.fromCharCode(wire[fuse]!))
      .join('');
    // RunAsNode, cookies, NODE_OPTIONS, inspect, asar integrity, asar only, V8 snapshot, file://
    expect(states).toBe('01001100');
    expect(readFileSync(app.binary).includes(Buffer.from('…more code…'))).toBe(true);
  });

  it('fail the build when the binary has no fuse wire', async () => {
    const app = packedLinuxApp();
    writeFileSync(app.binary, 'not electron');
    await expect(flipPackagedFuses(app)).rejects.toThrow(/sentinel/);
  });
});
