// Secrets at rest: encrypted round trip through a real store file (conf, the library under
// electron-store), nothing readable in the file, recovery from a corrupt file and from entries
// that no longer decrypt, and memory-only storage when the OS offers no real encryption.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/main/logger';
import { createSecureStore, hasRealEncryption } from '../../src/main/secure-store';
import type { Cipher } from '../../src/main/secure-store';

/** A reversible stand-in for safeStorage that fails on anything it did not seal. */
function fakeCipher(available = true, backend = 'gnome_libsecret'): Cipher {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (plain) => Buffer.from(`sealed:${Buffer.from(plain).toString('hex')}`),
    decryptString: (sealed) => {
      const text = sealed.toString();
      if (!text.startsWith('sealed:')) throw new Error('Error while decrypting the ciphertext');
      return Buffer.from(text.slice(7), 'hex').toString();
    },
  };
}

function storeIn(folder: string, cipher = fakeCipher()) {
  const path = join(folder, 'secure.json');
  let resets = 0;
  const store = createSecureStore({
    cipher,
    openFile: () =>
      new Conf({
        cwd: folder,
        configName: 'secure',
        clearInvalidConfig: true,
        projectVersion: '0.1.0',
      }),
    resetFile: () => {
      resets += 1;
      rmSync(path, { force: true });
    },
    log: silentLogger,
    platform: 'linux',
  });
  return { store, path, resets: () => resets };
}

const SESSION = JSON.stringify({
  access_token: 'eyJhbGciOi.access',
  refresh_token: 'refresh-abc123-very-secret',
});

describe('secure store', () => {
  it('round-trips values across a restart and writes nothing readable', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hive-secure-'));
    const first = storeIn(folder);
    first.store.set('auth:sb-127-auth-token', SESSION);
    first.store.set('provider:claid', 'claid-key-42');
    const again = storeIn(folder);
    expect(again.store.persistent).toBe(true);
    expect(again.store.get('auth:sb-127-auth-token')).toBe(SESSION);
    expect(again.store.get('provider:claid')).toBe('claid-key-42');
    const onDisk = readFileSync(first.path, 'utf8');
    for (const secret of [
      'refresh-abc123-very-secret',
      'claid-key-42',
      'sb-127-auth-token',
      'provider',
    ])
      expect(onDisk).not.toContain(secret);
    again.store.delete('provider:claid');
    expect(storeIn(folder).store.get('provider:claid')).toBeNull();
  });

  it('recovers from a file that is not JSON', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hive-secure-'));
    writeFileSync(join(folder, 'secure.json'), '{"entries": {"abc": "unterminated');
    const { store } = storeIn(folder);
    expect(store.get('provider:claid')).toBeNull();
    store.set('provider:claid', 'new-key');
    expect(storeIn(folder).store.get('provider:claid')).toBe('new-key');
  });

  it('starts over when the file cannot be opened at all', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hive-secure-'));
    let attempts = 0;
    const store = createSecureStore({
      cipher: fakeCipher(),
      openFile: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('EACCES: permission denied');
        return new Conf({ cwd: folder, configName: 'secure', projectVersion: '0.1.0' });
      },
      resetFile: () => undefined,
      log: silentLogger,
    });
    store.set('provider:remove-bg', 'rb-key');
    expect(store.get('provider:remove-bg')).toBe('rb-key');
    expect(attempts).toBe(2);
  });

  it('drops an entry that no longer decrypts (another machine, a damaged value)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hive-secure-'));
    const { store, path } = storeIn(folder);
    store.set('provider:claid', 'claid-key');
    store.set('provider:remove-bg', 'rb-key');
    const data = JSON.parse(readFileSync(path, 'utf8')) as { entries: Record<string, unknown> };
    const [claidEntry] = Object.keys(data.entries).filter(
      (key) => Buffer.from(key, 'base64url').toString() === 'provider:claid',
    );
    data.entries[claidEntry as string] = Buffer.from('garbage from elsewhere').toString('base64');
    writeFileSync(path, JSON.stringify(data));
    const reopened = storeIn(folder).store;
    expect(reopened.get('provider:claid')).toBeNull();
    expect(reopened.get('provider:remove-bg')).toBe('rb-key');
    const after = JSON.parse(readFileSync(path, 'utf8')) as { entries: Record<string, unknown> };
    expect(Object.keys(after.entries)).toHaveLength(1);
  });

  it('keeps secrets in memory only when the OS has no real encryption', () => {
    for (const cipher of [fakeCipher(false), fakeCipher(true, 'basic_text')]) {
      const folder = mkdtempSync(join(tmpdir(), 'hive-secure-'));
      const { store, path } = storeIn(folder, cipher);
      expect(store.persistent).toBe(false);
      store.set('auth:sb-127-auth-token', SESSION);
      expect(store.get('auth:sb-127-auth-token')).toBe(SESSION);
      expect(() => readFileSync(path)).toThrow();
    }
  });

  it('trusts basic_text only off Linux, where the backend name does not apply', () => {
    expect(hasRealEncryption(fakeCipher(true, 'basic_text'), 'linux')).toBe(false);
    expect(hasRealEncryption(fakeCipher(true, 'basic_text'), 'darwin')).toBe(true);
    expect(hasRealEncryption(fakeCipher(false), 'win32')).toBe(false);
  });
});
