// The Moodboard Generator's exports in Chromium (issue #19: "PNG export at 4K"): a 9-tile board
// (six 1024 px photo-like pictures, the palette, type and words tiles) drawn by the renderer's own
// export code (features/moodboard-generator/lib/export-board.ts, bundled as is) to a 3840 px
// wide PNG, and the two-page PDF — seconds per export, after one checked warm-up. The pictures
// are served by Playwright itself (no server, no network). The bundle leaves out the shipped font
// files (their URLs are Vite's import.meta.glob, which esbuild does not have): the texts are set
// in the fallback face, which costs the canvas the same.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import type { BenchResult } from './bench-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const SUITE = 'moodboard-export';
const ROUNDS = 4;
const root = resolve(import.meta.dirname, '../..');
const BENCH_ORIGIN = 'http://bench.hive.invalid';

/** import.meta.glob is Vite's: the bench bundle has no font files (see the header). */
const noFontFiles: Plugin = {
  name: 'no-font-files',
  setup(builder) {
    builder.onLoad({ filter: /board-fonts\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(
        /import\.meta\.glob<string>\([\s\S]*?\}\),/,
        '{},',
      ),
      loader: 'ts',
    }));
  },
};

async function exportBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import { boardFromAnswer } from './src/renderer/src/features/moodboard-generator/board-model';",
        "import { boardPdf, boardPng } from './src/renderer/src/features/moodboard-generator/lib/export-board';",
        'window.hiveMoodboard = { boardFromAnswer, boardPdf, boardPng };',
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    alias: {
      '@shared': resolve(root, 'src/shared'),
      '@contracts': resolve(root, 'supabase/functions/_shared/contracts'),
      '@': resolve(root, 'src/renderer/src'),
    },
    plugins: [noFontFiles],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced nothing');
  return output.text;
}

/** A photo-like 1024 px square PNG: a colour wash with grain, so PNG cannot cheat. */
async function picture(hue: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1024,
      height: 1024,
      channels: 3,
      background: { r: 80 + (hue % 120), g: 60 + ((hue * 3) % 150), b: 90 + ((hue * 7) % 120) },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
}

type Timing = {
  pngSeconds: number;
  pdfSeconds: number;
  width: number;
  height: number;
  bytes: number;
};

async function exportsInChromium(pictures: Buffer[]): Promise<Timing> {
  const script = await exportBundle();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const page = await browser.newPage();
    await page.route(`${BENCH_ORIGIN}/**`, (route) => {
      const match = /\/picture-(\d)\.png$/.exec(new URL(route.request().url()).pathname);
      return match
        ? route.fulfill({
            status: 200,
            contentType: 'image/png',
            headers: { 'access-control-allow-origin': '*' },
            body: pictures[Number(match[1])]!,
          })
        : route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>moodboard bench</title>',
          });
    });
    await page.goto(`${BENCH_ORIGIN}/`);
    await page.addScriptTag({ content: script });
    return await page.evaluate(
      async ({ rounds, count }) => {
        type Api = {
          boardFromAnswer: (
            answer: unknown,
            inputs: unknown,
            tiles: number,
            layout: string,
          ) => unknown;
          boardPng: (board: unknown, width: number) => Promise<Blob>;
          boardPdf: (board: unknown) => Promise<Uint8Array>;
        };
        const api = (window as unknown as { hiveMoodboard: Api }).hiveMoodboard;
        const images = Array.from({ length: count }, (_unused, index) => ({
          id: `image-${index}`,
          url: `${location.origin}/picture-${index}.png`,
          path: `user/job/${index}.png`,
          subject: `coastal · angle ${index + 1}`,
          width: 1024,
          height: 1024,
          source: 'generated',
        }));
        const board = api.boardFromAnswer(
          {
            images,
            palette: ['#55421f', '#466016', '#341420', '#d8c9a8', '#52175f'].map((hex, index) => ({
              hex,
              share: 0.2 - index * 0.01,
            })),
            fonts: {
              heading: { family: 'Roboto Slab', weight: 700 },
              body: { family: 'Inter', weight: 400 },
            },
            words: ['coastal', 'linen', 'golden hour'],
          },
          {
            title: 'Coastal, linen, golden hour',
            style: 'realistic',
            keywords: ['coastal', 'linen', 'golden hour'],
            colors: 'auto',
          },
          9,
          'grid',
        );
        const check = await api.boardPng(board, 3840);
        const bitmap = await createImageBitmap(check);
        const shape = { width: bitmap.width, height: bitmap.height, bytes: check.size };
        bitmap.close();
        let started = performance.now();
        for (let index = 0; index < rounds; index += 1) await api.boardPng(board, 3840);
        const pngSeconds = (performance.now() - started) / 1000 / rounds;
        await api.boardPdf(board);
        started = performance.now();
        for (let index = 0; index < rounds; index += 1) await api.boardPdf(board);
        const pdfSeconds = (performance.now() - started) / 1000 / rounds;
        return { pngSeconds, pdfSeconds, ...shape };
      },
      { rounds: ROUNDS, count: pictures.length },
    );
  } finally {
    await browser?.close();
  }
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const pictures = await Promise.all(
    Array.from({ length: 6 }, (_unused, index) => picture(index * 37)),
  );
  const timing = await exportsInChromium(pictures);
  // 3840 px wide, or 3840 px tall for a board taller than wide (the longest side is at most 4K).
  if (Math.max(timing.width, timing.height) !== 3840)
    throw new Error(`unexpected 4K export ${timing.width} × ${timing.height}`);
  return [
    {
      suite: SUITE,
      name: `9-tile board → ${timing.width} × ${timing.height} PNG`,
      value: round(timing.pngSeconds),
      unit: 's',
      target: '≤ 3 s',
      met: timing.pngSeconds <= 3,
    },
    { suite: SUITE, name: '4K PNG size', value: round(timing.bytes / 1024 / 1024, 1), unit: 'MB' },
    {
      suite: SUITE,
      name: 'Two-page PDF (board at 1920 px, palette and fonts)',
      value: round(timing.pdfSeconds),
      unit: 's',
    },
  ];
}
