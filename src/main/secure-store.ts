// Secrets on disk: the optional provider keys and the supabase-js session (its refresh token),
// encrypted with safeStorage (Keychain, DPAPI, libsecret/kwallet) and kept as base64 in an
// electron-store file. Nothing secret is written in plain text: when the OS offers no real
// encryption (Linux's 'basic_text' fallback included) values live in memory for this run only.
// A corrupt file or an entry that no longer decrypts is dropped, never a crash.
import type { Logger } from './logger';
import { describeError } from './logger';

/** The safeStorage slice the store needs. */
export type Cipher = {
  isEncryptionAvailable(): boolean;
  /** Linux only; 'basic_text' means a hard-coded key, i.e. no protection. */
  getSelectedStorageBackend?: () => string;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
};

/** The electron-store slice the store needs. */
export type KeyValueFile = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
};

export type SecureStore = {
  /** True when values survive a restart (real OS encryption is available). */
  readonly persistent: boolean;
  get(key: string): string | null;
  set(key: string, value: string): void;
  delete(key: string): void;
};

/** Whether safeStorage really protects data here. */
export function hasRealEncryption(
  cipher: Cipher,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (!cipher.isEncryptionAvailable()) return false;
  if (platform === 'linux' && cipher.getSelectedStorageBackend?.() === 'basic_text') return false;
  return true;
}

/**
 * Opens the store; `openFile` builds the electron-store (and may throw on a broken file, in
 * which case `resetFile` removes it and the store starts empty).
 */
export function createSecureStore(options: {
  cipher: Cipher;
  openFile: () => KeyValueFile;
  resetFile: () => void;
  log: Logger;
  platform?: NodeJS.Platform;
}): SecureStore {
  const { cipher, log } = options;
  const persistent = hasRealEncryption(cipher, options.platform);
  const memory = new Map<string, string>();
  if (!persistent) {
    log.warn('secure store: no OS encryption, secrets kept in memory only');
    return {
      persistent,
      get: (key) => memory.get(key) ?? null,
      set: (key, value) => void memory.set(key, value),
      delete: (key) => void memory.delete(key),
    };
  }
  let file: KeyValueFile;
  try {
    file = options.openFile();
  } catch (error) {
    log.error('secure store: unreadable, starting empty', { error: describeError(error) });
    options.resetFile();
    file = options.openFile();
  }
  const entryKey = (key: string) => `entries.${Buffer.from(key).toString('base64url')}`;
  return {
    persistent,
    get(key) {
      const stored = file.get(entryKey(key));
      if (stored === undefined) return null;
      try {
        if (typeof stored !== 'string') throw new Error('not a string');
        return cipher.decryptString(Buffer.from(stored, 'base64'));
      } catch (error) {
        // A value from another machine or user, or a damaged file: forget it.
        log.warn('secure store: dropped an entry that does not decrypt', {
          error: describeError(error),
        });
        file.delete(entryKey(key));
        return null;
      }
    },
    set(key, value) {
      file.set(entryKey(key), cipher.encryptString(value).toString('base64'));
    },
    delete(key) {
      file.delete(entryKey(key));
    },
  };
}
