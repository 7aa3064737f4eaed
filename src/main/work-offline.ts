// File → Work Offline in a cloud release: the choice is saved and the app restarts on the other
// backend (Hive Local with the local engines only, or the cloud again), since the session, the
// data and the renderer's backend all change. The person confirms the restart first.
import type { DesktopSettings } from './settings';

/** What switching needs from Electron. */
export type WorkOfflineDeps = {
  settings: Pick<DesktopSettings, 'workOffline' | 'setWorkOffline'>;
  /** Asks the person; true to restart now. */
  confirmRestart(offline: boolean): Promise<boolean>;
  relaunch(): void;
  /** Puts the menu's checkbox back when the person cancels. */
  rebuildMenu(): void;
};

/** The confirmation's words. */
export function workOfflineQuestion(offline: boolean): { message: string; detail: string } {
  return offline
    ? {
        message: 'Work offline?',
        detail:
          'Hive Studio restarts and runs on this computer with its local engines. Your cloud account, credits and creations stay in the cloud; buying credits needs a connection.',
      }
    : {
        message: 'Go back online?',
        detail: 'Hive Studio restarts and connects to Hive Studio’s cloud again.',
      };
}

/** Applies a toggle of Work Offline: saves it and restarts, or changes nothing when cancelled. */
export async function switchWorkOffline(offline: boolean, deps: WorkOfflineDeps): Promise<boolean> {
  if (offline === deps.settings.workOffline()) return false;
  if (!(await deps.confirmRestart(offline))) {
    deps.rebuildMenu();
    return false;
  }
  deps.settings.setWorkOffline(offline);
  deps.relaunch();
  return true;
}
