import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import type { Plugin } from 'vite';
import { edgeFunctionsPlugin } from './scripts/desktop-build/edge-functions-plugin';
import { requireShimPlugin } from './scripts/desktop-build/require-shim-plugin';
import { releaseConfigFromBuildEnvironment } from './src/main/release-config';

/**
 * The renderer is served from app://hive/ (src/main/app-protocol.ts), so its assets use absolute
 * paths: relative ones ('./', electron-vite's default for file://) break on nested routes such
 * as /profile/edit. This runs after electron-vite's preset, which sets './'.
 */
function rootBase(): Plugin {
  return { name: 'hive:app-protocol-base', enforce: 'post', config: () => ({ base: '/' }) };
}

/** UpscalerJS and its ESRGAN model definitions (JavaScript bundled; weights loaded by path). */
const upscalerPackages = [
  'upscaler',
  '@upscalerjs/esrgan-slim',
  '@upscalerjs/esrgan-medium',
  '@upscalerjs/esrgan-thick',
];

/** The wire contracts and product facts both Vite and Deno import (supabase/functions/_shared/contracts). */
const contracts = 'supabase/functions/_shared/contracts';

/**
 * What this build is (src/main/release-config.ts): `npm run dist` passes a validated cloud
 * release or offline edition in HIVE_RELEASE_CONFIG; any other build is a development build.
 */
const release = releaseConfigFromBuildEnvironment(process.env);

/**
 * Desktop build: main (plus Hive Local's utility-process entry), preload and the renderer (with
 * the desktop platform). The web build of the same renderer lives in vite.web.config.ts.
 */
export default defineConfig({
  main: {
    // Baked in: main reads it with bakedReleaseConfig() and parses it again.
    define: { __HIVE_RELEASE__: JSON.stringify(release) },
    // Edge functions and workers are build outputs (edge-functions-plugin.ts, `?modulePath`).
    plugins: [
      // UpscalerJS's ESM builds import directories and files without extensions, which Node's
      // loader refuses (tsx tolerates it in development): bundled, they resolve at build time.
      // The models' weights stay in their packages, read by path (engines/upscale.ts).
      externalizeDepsPlugin({ exclude: [...upscalerPackages] }),
      edgeFunctionsPlugin({ root: import.meta.dirname }),
      requireShimPlugin(),
    ],
    resolve: {
      alias: {
        '@shared': resolve('src/shared'),
        '@contracts': resolve(contracts),
        // The sources' TypeScript loader is a development tool; the build never ships it.
        'tsx/esm/api': resolve('src/main/built/tsx-unavailable.ts'),
      },
    },
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
    define: {
      'import.meta.env.VITE_HIVE_TARGET': JSON.stringify('desktop'),
      // The renderer's offline mark needs only the edition (components/desktop/).
      'import.meta.env.VITE_HIVE_EDITION': JSON.stringify(release.edition),
    },
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
