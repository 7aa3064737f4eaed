// Main's logger: JSON lines to the file and the mirror, levels, and a bounded file.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/main/logger';

describe('main logger', () => {
  it('writes JSON lines at or above its level to the file and the mirror', async () => {
    const filePath = join(mkdtempSync(join(tmpdir(), 'hive-log-')), 'logs', 'main.log');
    const mirrored: string[] = [];
    const log = createLogger({ filePath, level: 'info', write: (line) => mirrored.push(line) });
    log.debug('hidden');
    log.warn('blocked navigation', { url: 'https://evil.example/' });
    expect(mirrored).toHaveLength(1);
    expect(JSON.parse(mirrored[0] as string)).toMatchObject({
      level: 'warn',
      message: 'blocked navigation',
      url: 'https://evil.example/',
    });
    await vi.waitFor(() =>
      expect(readFileSync(filePath, 'utf8')).toContain('"message":"blocked navigation"'),
    );
  });

  it('moves a log over the size limit aside at start', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hive-log-'));
    const filePath = join(folder, 'main.log');
    writeFileSync(filePath, 'x'.repeat(2000));
    createLogger({ filePath, maxBytes: 1000, write: null });
    expect(existsSync(`${filePath}.old`)).toBe(true);
    expect(existsSync(filePath)).toBe(false);
  });
});
