import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_FILES } from '../../vitest.config';
import { SERIAL_TEST_FILES, TIMED_TEST } from './serial-test-files';

const root = resolve(import.meta.dirname, '../..');
// The folders vitest.config.ts takes its files from ('src/**/*.test.ts' → 'src').
const testFolders = [...new Set(TEST_FILES.map((pattern) => pattern.split('/**')[0]!))];

/** Every vitest file under the folders vitest.config.ts includes, from the root. */
function vitestFiles(): string[] {
  return testFolders.flatMap((folder) =>
    readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.test\.tsx?$/.test(path) && !path.includes('node_modules'))
      .map((path) => `${folder}/${path}`),
  );
}

describe('the timed test files', () => {
  it('lists every vitest file that reads the clock or sets a time limit, so it runs alone', () => {
    const files = vitestFiles();
    // The walk finds the suite (a few hundred files), this file among them.
    expect(files).toContain('scripts/test-run/serial-test-files.test.ts');
    expect(files.length).toBeGreaterThan(200);
    const timed = files.filter((file) =>
      TIMED_TEST.test(readFileSync(resolve(root, file), 'utf8')),
    );
    expect(
      timed.filter((file) => !SERIAL_TEST_FILES.includes(file)),
      'timed test files missing from SERIAL_TEST_FILES (scripts/test-run/serial-test-files.ts)',
    ).toEqual([]);
  });

  it('lists only timed test files that exist', () => {
    for (const file of SERIAL_TEST_FILES) {
      expect(existsSync(resolve(root, file)), file).toBe(true);
      expect(TIMED_TEST.test(readFileSync(resolve(root, file), 'utf8')), file).toBe(true);
    }
  });
});
