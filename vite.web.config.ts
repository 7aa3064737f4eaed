import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderHomePage } from './scripts/vite-prerender.ts';

/**
 * Web build of the renderer: a static folder (dist-web) any static host can serve. The home page
 * is prerendered into index.html; every other path gets app.html (scripts/vite-prerender.ts).
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/',
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  define: { 'import.meta.env.VITE_HIVE_TARGET': JSON.stringify('web') },
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src/renderer/src'),
      '@shared': resolve(import.meta.dirname, 'src/shared'),
      '@contracts': resolve(import.meta.dirname, 'supabase/functions/_shared/contracts'),
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    prerenderHomePage({ entry: 'src/prerender.tsx', pageModule: 'src/app/routes/landing.tsx' }),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
