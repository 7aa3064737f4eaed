// The desktop app's outbox: main reads Hive Local's outbox with the launch key it gave the
// Hive Local process, so the renderer can show sign-up links in the app without ever holding
// the key; without the key (or for a hosted backend) there is nothing to read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxReader, newLocalKey } from '../../src/main/local-outbox';
import { silentLogger } from '../../src/main/logger';
import type { HiveLocal } from '../../src/backend/server';
import { clientFor, startTestBackend, uniqueEmail } from '../integration/backend-harness';

let backend: HiveLocal;
const key = newLocalKey();
beforeAll(async () => {
  backend = await startTestBackend({ localKey: key });
});
afterAll(() => backend?.close());

const config = () => ({ url: backend.url, anonKey: backend.anonKey });

describe('the desktop outbox reader', () => {
  it('makes a different long key for every launch', () => {
    const other = newLocalKey();
    expect(other).not.toBe(key);
    expect(other.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the confirmation e-mail of a sign-up with the launch key', async () => {
    const email = uniqueEmail('desktop');
    const signUp = await clientFor(backend).auth.signUp({ email, password: 'correct-horse-9' });
    expect(signUp.error).toBeNull();
    const messages = await createOutboxReader({ key, config, log: silentLogger }).list();
    const mine = messages?.find((message) => message.to === email);
    expect(mine?.links.some((link) => link.includes('/auth/v1/verify'))).toBe(true);
  });

  it('gets nothing with another key, for a hosted backend, or before Hive Local is ready', async () => {
    const wrongKey = createOutboxReader({ key: newLocalKey(), config, log: silentLogger });
    expect(await wrongKey.list()).toBeNull();
    const hosted = createOutboxReader({ key: null, config, log: silentLogger });
    expect(await hosted.list()).toBeNull();
    const notReady = createOutboxReader({ key, config: () => null, log: silentLogger });
    expect(await notReady.list()).toBeNull();
  });
});
