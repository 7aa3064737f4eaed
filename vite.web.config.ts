import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Web build of the renderer: a static folder (dist-web) any static host can serve. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/',
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  define: { 'import.meta.env.VITE_HIVE_TARGET': JSON.stringify('web') },
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src/renderer/src'),
      '@shared': resolve(import.meta.dirname, 'src/shared'),
    },
  },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
