// Vite plugin of the web build: prerenders the home page for a signed-out visitor, so its hero
// (text and first slider image) paints from the HTML before any JavaScript runs; main.tsx then
// hydrates it. After the client build it builds src/prerender.tsx for Node with the same config
// (so asset names match), renders `/`, and writes
//   index.html  the home page: the markup in #root, the session-hint script, its font and page
//               chunks preloaded, and its scripts fetched at low priority (the page paints
//               without them, so the stylesheet, font and hero image go first)
//   app.html    the empty shell every other path is served (send unknown paths here)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { z } from 'zod';
import { APP_SHELL_FILE, SESSION_HINT_SCRIPT } from '../src/shared/auth/session-hint.ts';

/** The server build goes inside the repository so Node resolves its packages from node_modules. */
const SERVER_BUILD_ROOT = resolve(import.meta.dirname, '../node_modules/.cache/hive-prerender');

const prerenderModule = z.object({
  prerender: z.custom<(url: string) => Promise<unknown>>((value) => typeof value === 'function'),
});
const prerenderedPage = z.object({ html: z.string().min(1), title: z.string().min(1) });

type Options = {
  /** The server entry, relative to the Vite root. */
  entry: string;
  /** The module of the home page's route, relative to the Vite root: its chunks are preloaded. */
  pageModule: string;
};

/** Every chunk `fileName` needs before it runs (its static imports, transitively). */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const child of chunk.imports) staticClosure(bundle, child, seen);
  return seen;
}

/** The chunks of `pageModule` that index.html does not load already. */
function pageChunks(bundle: Rollup.OutputBundle, pageModule: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId === pageModule);
  if (!page) throw new Error(`Prerender: no chunk for ${pageModule}`);
  const entry = new Set<string>();
  for (const chunk of chunks)
    if (chunk.isEntry) for (const name of staticClosure(bundle, chunk.fileName)) entry.add(name);
  return [...staticClosure(bundle, page.fileName)].filter((name) => !entry.has(name));
}

/** What the home page preloads: its fonts and the chunks of its route. */
export type Preloads = { fonts: string[]; chunks: string[] };

/** Puts the prerendered page into the shell's HTML. */
export function homePageHtml(
  shell: string,
  page: { html: string; title: string },
  preload: Preloads,
  base: string,
): string {
  // Replacer functions, so a `$` in the inserted text is never read as a pattern.
  const replace = (html: string, search: string | RegExp, next: (match: string) => string) => {
    const result = html.replace(search, next);
    if (result === html) throw new Error(`Prerender: ${String(search)} is not in index.html`);
    return result;
  };
  const escapeText = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const links = [
    ...preload.fonts.map(
      (file) =>
        `    <link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${file}">\n`,
    ),
    ...preload.chunks.map(
      (file) =>
        `    <link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">\n`,
    ),
  ].join('');
  let html = replace(
    shell,
    /<meta name="viewport"[^>]*>\n/,
    (meta) => `${meta}    <script>${SESSION_HINT_SCRIPT}</script>\n`,
  );
  html = replace(html, /<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
  html = replace(
    html,
    /<script type="module"|<link rel="modulepreload"/g,
    (tag) => `${tag} fetchpriority="low"`,
  );
  html = replace(html, '  </head>', (end) => `${links}${end}`);
  return replace(
    html,
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered="/">${page.html}</div>`,
  );
}

/** The plugin; it does nothing in dev, in the nested server build, or for other builds. */
export function prerenderHomePage(options: Options): Plugin {
  let config: ResolvedConfig;
  let preload: Preloads = { fonts: [], chunks: [] };
  return {
    name: 'hive-prerender-home-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_output, bundle) {
      if (config.build.ssr) return;
      preload = {
        fonts: Object.keys(bundle).filter((file) => file.endsWith('.woff2')),
        chunks: pageChunks(bundle, resolve(config.root, options.pageModule)),
      };
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      mkdirSync(SERVER_BUILD_ROOT, { recursive: true });
      const serverDir = mkdtempSync(join(SERVER_BUILD_ROOT, 'build-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(config.root, options.entry),
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
            ssrEmitAssets: false,
          },
        });
        const file = readdirSync(serverDir).find((name) => /^prerender\.m?js$/.test(name));
        if (!file) throw new Error(`Prerender: the server build wrote no entry in ${serverDir}`);
        const { prerender } = prerenderModule.parse(
          await import(pathToFileURL(join(serverDir, file)).href),
        );
        const page = prerenderedPage.parse(await prerender('http://localhost/'));
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, APP_SHELL_FILE), shell);
        writeFileSync(join(outDir, 'index.html'), homePageHtml(shell, page, preload, config.base));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
