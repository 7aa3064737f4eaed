// Electron's fuses for every packaged Hive Studio, flipped in the packaged binary after
// electron-builder packs it (its afterPack hook; electron-builder 25 has no electronFuses option,
// and 26.x needs Node 22 or a GitHub-hosted node-gyp). The binary is read back afterwards, so a
// fuse that did not take fails the build. tests/desktop/fuses.test.ts asserts these settings.
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses';

/** Each fuse and the state we ship. */
export const FUSES = {
  /** ELECTRON_RUN_AS_NODE would turn the app into a plain Node with our signature. */
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  /** NODE_OPTIONS and --inspect would let anyone inject code into the signed app. */
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  /** app.asar is checked against the hash electron-builder embeds (macOS, Windows). */
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  /** Never load an app folder planted next to the asar. */
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  /** The renderer is served from app://, so file:// needs none of its old privileges. */
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
} as const satisfies Record<FuseV1Options, boolean>;

/** The slice of electron-builder's AfterPackContext the hook reads. */
export type PackedApp = {
  appOutDir: string;
  electronPlatformName: string;
  /** electron-builder's Arch enum: 1 is x64, 3 is arm64. */
  arch: number;
  packager: { appInfo: { productFilename: string }; executableName?: string };
};

/** The packaged Electron executable (the .app bundle on macOS). */
export function packagedElectron(app: PackedApp): string {
  const name = app.packager.appInfo.productFilename;
  switch (app.electronPlatformName) {
    case 'darwin':
    case 'mas':
      return join(app.appOutDir, `${name}.app`);
    case 'win32':
      return join(app.appOutDir, `${name}.exe`);
    default:
      return join(app.appOutDir, app.packager.executableName ?? name.toLowerCase());
  }
}

const ARM64 = 3;

/** Flips the fuses in a packaged app and checks every one took (electron-builder afterPack). */
export async function flipPackagedFuses(app: PackedApp): Promise<void> {
  const electron = packagedElectron(app);
  await flipFuses(electron, {
    version: FuseVersion.V1,
    // Apple silicon refuses an ad-hoc signature the flip invalidated; signing comes after.
    resetAdHocDarwinSignature: app.electronPlatformName === 'darwin' && app.arch === ARM64,
    ...FUSES,
  });
  const wire = (await getCurrentFuseWire(electron)) as unknown as Record<number, number>;
  for (const [index, enabled] of Object.entries(FUSES)) {
    const expected = enabled ? 49 : 48; // '1' : '0' in the fuse wire
    if (wire[Number(index)] !== expected)
      throw new Error(`Fuse ${FuseV1Options[Number(index)]} did not take in ${electron}`);
  }
}
