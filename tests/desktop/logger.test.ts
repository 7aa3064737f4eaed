// Main's logs: JSON lines to a rotating file in the user-data folder (electron-log's file
// transport) and the mirror, levels, rotation while running, Hive Local's output in its own
// file, and no secrets in either — what a user sends us must not hand over their session.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLineLog, createLogger } from '../../src/main/logger';
import { createRedactor } from '../../src/main/redact';

const folder = () => join(mkdtempSync(join(tmpdir(), 'hive-log-')), 'logs');

// Shaped like the real thing, made up for the test.
const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwicm9sZSI6InNlcnZpY2Vfcm9sZSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const secrets = {
  jwt,
  stripe: 'sk_test_51Habcdefghijklmnopqrstuv',
  webhook: 'whsec_abcdefghijklmnop123456',
  localKey: 'the-outbox-key-of-this-launch-123',
  password: 'correct horse battery staple',
  signInCode: '7f3a9c2e-5b1d-4e8f-a6c4-0d9b8e7f6a5c',
  removeBg: 'rbg_user_key_abcdefghijkl',
};

describe('main logger', () => {
  it('writes JSON lines at or above its level to the file and the mirror', () => {
    const filePath = join(folder(), 'main.log');
    const mirrored: string[] = [];
    const log = createLogger({ filePath, level: 'info', write: (line) => mirrored.push(line) });
    log.debug('hidden');
    log.warn('blocked navigation', { url: 'https://evil.example/', code: 'blocked' });
    expect(mirrored).toHaveLength(1);
    expect(JSON.parse(mirrored[0]!)).toMatchObject({
      level: 'warn',
      message: 'blocked navigation',
      url: 'https://evil.example/',
      code: 'blocked',
    });
    const lines = readFileSync(filePath, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ message: 'blocked navigation' });
  });

  it('rotates the file while running: over the limit it becomes main.old.log and a new one starts', () => {
    const dir = folder();
    const filePath = join(dir, 'main.log');
    const log = createLogger({ filePath, maxBytes: 2000, write: null });
    for (let index = 0; index < 60; index++) log.info('a line that fills the log', { index });
    expect(existsSync(join(dir, 'main.old.log'))).toBe(true);
    expect(statSync(filePath).size).toBeLessThanOrEqual(2200);
    expect(readFileSync(filePath, 'utf8')).toContain('"index":59');
  });

  it('keeps secrets out of the file, by field name and by what values look like', () => {
    const filePath = join(folder(), 'main.log');
    const redactor = createRedactor([secrets.localKey]);
    const log = createLogger({ filePath, write: null, redactor });
    log.info('signed in', {
      accessToken: secrets.jwt,
      headers: { Authorization: `Bearer ${secrets.jwt}`, 'x-removebg-api-key': secrets.removeBg },
      body: { email: 'person@example.com', password: secrets.password },
    });
    log.warn('updater error', { error: `GET https://feed/x?token=${secrets.jwt} failed` });
    log.error('webhook', { detail: `secret ${secrets.webhook} and key ${secrets.stripe}` });
    log.info('deep link', { url: `hivestudio://auth/callback?code=${secrets.signInCode}` });
    log.info(`outbox key is ${secrets.localKey}`);
    const text = readFileSync(filePath, 'utf8');
    for (const [name, secret] of Object.entries(secrets))
      expect(text.includes(secret), `${name} leaked`).toBe(false);
    expect(text).toContain('person@example.com');
    expect(text).toContain('[redacted]');
  });
});

describe('Hive Local log', () => {
  it('writes the process output as redacted lines, one per line, in its own file', () => {
    const filePath = join(folder(), 'hive-local.log');
    const log = createLineLog({ filePath, redactor: createRedactor([secrets.localKey]) });
    log.write('stderr', '[hive-local] info ready {"url":"http://127.0.0.1:5');
    log.write('stderr', `4321"}\n[hive-local] info outbox link ?key=${secrets.localKey}\n`);
    log.write('stdout', `{"scope":"stripe-webhook","message":"event","key":"${secrets.stripe}"}`);
    log.flush();
    const lines = readFileSync(filePath, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      / stderr \[hive-local\] info ready \{"url":"http:\/\/127\.0\.0\.1:54321"\}$/,
    );
    const text = lines.join('\n');
    expect(text.includes(secrets.localKey)).toBe(false);
    expect(text.includes(secrets.stripe)).toBe(false);
  });
});
