// Persistent desktop settings behind a typed wrapper over an electron-store file: each value is
// parsed on read, so a hand-edited or damaged file falls back to the default.
import { z } from 'zod';
import type { UpdateChannel } from '../shared/ipc/contract';
import type { KeyValueFile } from './secure-store';

const channelSchema = z.enum(['stable', 'beta']);

export type DesktopSettings = {
  /** The channel the user chose, else the release's own (a beta build starts on beta). */
  updateChannel(releaseDefault?: UpdateChannel): UpdateChannel;
  setUpdateChannel(channel: UpdateChannel): void;
  /** File → Work Offline in a cloud release: Hive Local instead of the cloud. */
  workOffline(): boolean;
  setWorkOffline(offline: boolean): void;
};

/** Typed access to the settings file. */
export function createDesktopSettings(file: KeyValueFile): DesktopSettings {
  return {
    updateChannel: (releaseDefault = 'stable') =>
      channelSchema.catch(releaseDefault).parse(file.get('updateChannel')),
    setUpdateChannel: (channel) => file.set('updateChannel', channel),
    workOffline: () => z.boolean().catch(false).parse(file.get('workOffline')),
    setWorkOffline: (offline) => file.set('workOffline', offline),
  };
}
