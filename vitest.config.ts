import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { SERIAL_TEST_FILES } from './scripts/test-run/serial-test-files';

/** Every vitest file; end-to-end runs in Playwright (playwright.config.ts). */
export const TEST_FILES = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'supabase/**/*.test.ts',
  'tests/integration/**/*.test.ts',
  'tests/desktop/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'eslint-rules/**/*.test.ts',
];
export const NOT_TEST_FILES = ['node_modules', 'out', 'dist-web', 'tests/e2e/**'];

/**
 * Unit, backend, function, desktop-main and lint-rule tests, in two groups one after the other:
 * first every untimed file, two (or one less than the cores) at a time; then the timed ones
 * (scripts/test-run/serial-test-files.ts) one at a time, as their figures were measured. Vitest's
 * own default is one less than the cores, which on 2 cores ran the whole suite one file at a
 * time: measured 805 s, and 551 s two at a time.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src/renderer/src'),
      '@shared': resolve(import.meta.dirname, 'src/shared'),
      '@contracts': resolve(import.meta.dirname, 'supabase/functions/_shared/contracts'),
    },
  },
  test: {
    // Which files each group runs is said in the group (with `extends`, lists given here would
    // be joined to the group's own, not replaced by them).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: TEST_FILES,
          exclude: [...NOT_TEST_FILES, ...SERIAL_TEST_FILES],
          maxWorkers: Math.max(2, availableParallelism() - 1),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'timed',
          include: [...SERIAL_TEST_FILES],
          exclude: NOT_TEST_FILES,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
