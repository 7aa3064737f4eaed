// Picks the shell's Platform. VITE_HIVE_TARGET is a build-time constant, so the bundler drops
// the branch (and the dynamic import) the build does not use.
import type { Platform } from './platform';

let chosen: Promise<Platform> | undefined;

/** The Platform of this build, loaded once. */
export function getPlatform(): Promise<Platform> {
  chosen ??=
    import.meta.env.VITE_HIVE_TARGET === 'desktop'
      ? import('./desktop-platform').then((module) => new module.DesktopPlatform())
      : import('./web-platform').then((module) => new module.WebPlatform());
  return chosen;
}
