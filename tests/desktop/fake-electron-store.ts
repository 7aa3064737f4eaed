// electron-store is `conf` plus Electron's user-data path. node_modules do not see vi.mock's
// fake electron, so tests replace electron-store with conf itself, rooted in the fake
// user-data folder: the same file handling (JSON, clearInvalidConfig, file mode) on real disk.
import Conf from 'conf';
import { fake } from './fake-electron';

type StoreOptions = { name?: string; cwd?: string } & Record<string, unknown>;

/** The module object `vi.mock('electron-store', …)` returns. */
export function fakeElectronStoreModule(): Record<string, unknown> {
  class ElectronStore extends Conf {
    constructor(options: StoreOptions = {}) {
      const { name, cwd, ...rest } = options;
      super({
        ...rest,
        configName: name ?? 'config',
        cwd: cwd ?? fake.userData,
        projectVersion: '0.1.0',
      });
    }
  }
  return { default: ElectronStore };
}
