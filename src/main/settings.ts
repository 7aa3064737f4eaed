// Persistent desktop settings behind a typed wrapper over an electron-store file: each value is
// parsed on read, so a hand-edited or damaged file falls back to the default.
import { z } from 'zod';
import type { UpdateChannel } from '../shared/ipc/contract';
import type { KeyValueFile } from './secure-store';

const schemas = {
  updateChannel: z.enum(['stable', 'beta']).catch('stable'),
};

export type DesktopSettings = {
  updateChannel(): UpdateChannel;
  setUpdateChannel(channel: UpdateChannel): void;
};

/** Typed access to the settings file. */
export function createDesktopSettings(file: KeyValueFile): DesktopSettings {
  return {
    updateChannel: () => schemas.updateChannel.parse(file.get('updateChannel')),
    setUpdateChannel: (channel) => file.set('updateChannel', channel),
  };
}
