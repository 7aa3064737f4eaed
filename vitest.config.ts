import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Unit, backend, function, desktop-main and lint-rule tests. End-to-end runs in Playwright
 * (playwright.config.ts).
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
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'supabase/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/desktop/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'eslint-rules/**/*.test.ts',
    ],
    exclude: ['node_modules', 'out', 'dist-web', 'tests/e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
