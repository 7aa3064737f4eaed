// Which backend the desktop app runs on, decided once at start: a cloud release talks to its
// hosted project unless the user chose Work Offline (then Hive Local with the local engines only,
// and no test checkout: buying credits needs a connection); the offline edition always runs Hive
// Local without the test checkout; a development build runs Hive Local with its test checkout,
// or a hosted backend named by the environment.
import type { BackendConfig } from '../shared/ipc/contract';
import type { ReleaseConfig } from './release-config';

/** Where the renderer's Supabase client points, and why. */
export type BackendMode =
  | { kind: 'hosted'; config: BackendConfig; reason: 'cloud release' | 'environment' }
  | {
      kind: 'local';
      /** The Stripe stand-in that grants credits for a test card: development and tests only. */
      testCheckout: boolean;
      /** False in a release built --without-imgly: no local background remover on board. */
      localBackgroundRemoval: boolean;
      reason: 'development' | 'work offline' | 'offline edition';
    };

/** Decides the backend from the release, the user's Work Offline choice and (development only) the environment. */
export function chooseBackendMode(options: {
  release: ReleaseConfig;
  workOffline: boolean;
  /** A hosted backend from HIVE_SUPABASE_URL / _ANON_KEY; honoured in development builds only. */
  fromEnvironment: BackendConfig | null;
}): BackendMode {
  const { release } = options;
  switch (release.edition) {
    case 'cloud':
      return options.workOffline
        ? {
            kind: 'local',
            testCheckout: false,
            localBackgroundRemoval: release.localBackgroundRemoval,
            reason: 'work offline',
          }
        : { kind: 'hosted', config: release.cloud, reason: 'cloud release' };
    case 'offline':
      return {
        kind: 'local',
        testCheckout: false,
        localBackgroundRemoval: release.localBackgroundRemoval,
        reason: 'offline edition',
      };
    default:
      return options.fromEnvironment
        ? { kind: 'hosted', config: options.fromEnvironment, reason: 'environment' }
        : {
            kind: 'local',
            testCheckout: true,
            localBackgroundRemoval: true,
            reason: 'development',
          };
  }
}

/** What the window title adds to the page's title, when the app works other than usual. */
export function titleSuffix(mode: BackendMode): string | null {
  if (mode.kind === 'local' && mode.reason === 'work offline') return 'Working offline';
  if (mode.kind === 'local' && mode.reason === 'offline edition') return 'Offline edition';
  return null;
}
