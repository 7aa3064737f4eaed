import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';

/**
 * Desktop build: main, preload and the renderer (with the desktop platform).
 * The web build of the same renderer lives in vite.web.config.ts.
 */
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    resolve: { alias: { '@shared': resolve('src/shared') } },
    build: { rollupOptions: { input: { index: resolve('src/main/index.ts') } } },
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    resolve: { alias: { '@shared': resolve('src/shared') } },
    build: { rollupOptions: { input: { index: resolve('src/preload/index.ts') } } },
  },
  renderer: {
    root: resolve('src/renderer'),
    define: { 'import.meta.env.VITE_HIVE_TARGET': JSON.stringify('desktop') },
    resolve: {
      alias: { '@': resolve('src/renderer/src'), '@shared': resolve('src/shared') },
    },
    plugins: [react(), tailwindcss()],
    build: { rollupOptions: { input: { index: resolve('src/renderer/index.html') } } },
  },
});
