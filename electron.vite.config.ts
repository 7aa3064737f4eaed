import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * The renderer is served from app://hive/ (src/main/app-protocol.ts), so its assets use absolute
 * paths: relative ones ('./', electron-vite's default for file://) break on nested routes such
 * as /profile/edit. This runs after electron-vite's preset, which sets './'.
 */
function rootBase(): Plugin {
  return { name: 'hive:app-protocol-base', enforce: 'post', config: () => ({ base: '/' }) };
}

/** The wire contracts and product facts both Vite and Deno import (supabase/functions/_shared/contracts). */
const contracts = 'supabase/functions/_shared/contracts';

/**
 * Desktop build: main (plus Hive Local's utility-process entry), preload and the renderer (with
 * the desktop platform). The web build of the same renderer lives in vite.web.config.ts.
 */
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    resolve: { alias: { '@shared': resolve('src/shared'), '@contracts': resolve(contracts) } },
    build: {
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          'hive-local': resolve('src/main/hive-local-process.ts'),
        },
      },
    },
  },
  preload: {
    // A sandboxed preload must be one CommonJS file: no ESM, no require of node_modules.
    plugins: [externalizeDepsPlugin({ exclude: ['zod'] })],
    resolve: { alias: { '@shared': resolve('src/shared'), '@contracts': resolve(contracts) } },
    build: {
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    define: { 'import.meta.env.VITE_HIVE_TARGET': JSON.stringify('desktop') },
    resolve: {
      alias: {
        '@': resolve('src/renderer/src'),
        '@shared': resolve('src/shared'),
        '@contracts': resolve(contracts),
      },
    },
    plugins: [react(), tailwindcss(), rootBase()],
    build: { rollupOptions: { input: { index: resolve('src/renderer/index.html') } } },
  },
});
