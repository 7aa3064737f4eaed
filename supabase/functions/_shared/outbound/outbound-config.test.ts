import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_TIMEOUT_MS, readOutboundConfig } from './outbound-config.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readOutboundConfig', () => {
  it('allows nothing extra and waits 10 s by default', () => {
    vi.stubEnv('HIVE_OUTBOUND_ALLOW', '');
    vi.stubEnv('HIVE_OUTBOUND_TIMEOUT_MS', '');
    const config = readOutboundConfig();
    expect([...config.allowOrigins]).toEqual([]);
    expect(config.timeoutMs).toBe(OUTBOUND_TIMEOUT_MS);
    expect(config.maxBytes).toBe(1024 * 1024);
    expect(config.maxRedirects).toBe(5);
  });

  it('reads a comma-separated list of origins and a shorter deadline', () => {
    vi.stubEnv('HIVE_OUTBOUND_ALLOW', ' http://127.0.0.1:5555 , https://stub.test:8443/ ');
    vi.stubEnv('HIVE_OUTBOUND_TIMEOUT_MS', '250');
    const config = readOutboundConfig();
    expect([...config.allowOrigins]).toEqual(['http://127.0.0.1:5555', 'https://stub.test:8443']);
    expect(config.timeoutMs).toBe(250);
  });

  it.each([
    ['HIVE_OUTBOUND_ALLOW', 'http://127.0.0.1:5555/path'],
    ['HIVE_OUTBOUND_ALLOW', 'ftp://127.0.0.1'],
    ['HIVE_OUTBOUND_ALLOW', 'not a url'],
    ['HIVE_OUTBOUND_ALLOW', 'http://user:pw@127.0.0.1:5555'],
    ['HIVE_OUTBOUND_TIMEOUT_MS', '60000'],
    ['HIVE_OUTBOUND_TIMEOUT_MS', 'soon'],
  ])('refuses %s=%j', (name, value) => {
    vi.stubEnv(name, value);
    expect(() => readOutboundConfig()).toThrow();
  });
});
