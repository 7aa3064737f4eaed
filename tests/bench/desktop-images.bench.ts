// Desktop image pipeline (src/main/images.ts): the spec 9 download — a 4K PNG in, a PNG of at
// most 2048 px out — in images per second, one at a time and two at once (the renderer can
// ask for several downloads), and the main process's event-loop lag (p99) while sharp works.
// In the same run, the web's canvas path (platform/browser-operations.ts resizeOnCanvas with the
// shared spec 9 rule, bundled as is) does the same work on the same PNG in Chromium, so the two
// figures compare like for like on this machine.
// sharp runs in libuv's thread pool, so the loop should stay free: target p99 ≤ 20 ms. The
// same lag measured with nothing running is reported beside it: on a loaded machine the OS,
// not sharp, delays the loop, and the difference is what the pipeline adds.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { encodeDownload } from '../../src/main/images';
import type { BenchResult } from './bench-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const SUITE = 'desktop-images';
const ROUNDS = 8;
const root = resolve(import.meta.dirname, '../..');
/** A made-up origin Playwright answers itself: no server, no network. */
const BENCH_ORIGIN = 'http://bench.hive.invalid';

/** A photo-like 3840 × 2160 PNG: a gallery picture scaled to 4K with grain, so PNG cannot cheat. */
async function fourKPng(): Promise<Uint8Array> {
  const source = readFileSync(
    resolve(import.meta.dirname, '../../resources/public/imagery/gallery-desert-road.webp'),
  );
  const grain = await sharp({
    create: {
      width: 3840,
      height: 2160,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  const image = await sharp(source)
    .resize(3840, 2160, { fit: 'cover' })
    .composite([{ input: grain, blend: 'soft-light' }])
    .png()
    .toBuffer();
  return new Uint8Array(image);
}

type Timing = { seconds: number; lagP99Ms: number; lagMaxMs: number; loopBusy: number };

async function timed(run: () => Promise<unknown>): Promise<Timing> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const utilization = performance.eventLoopUtilization();
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  // Share of the time the loop itself was running JavaScript (not waiting): our blocking, as
  // opposed to delay from other processes competing for the CPU.
  const loopBusy = performance.eventLoopUtilization(utilization).utilization;
  return {
    seconds,
    lagP99Ms: histogram.percentile(99) / 1e6,
    lagMaxMs: histogram.max / 1e6,
    loopBusy,
  };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The web's download encoding as the renderer runs it: resizeOnCanvas with the shared spec 9 rule. */
async function canvasBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import { resizeOnCanvas } from './src/renderer/src/platform/browser-operations';",
        "import { downloadEncoding } from './supabase/functions/_shared/contracts/domain/download-encoding';",
        'window.hiveEncodeDownload = (blob, quality) => resizeOnCanvas(blob, downloadEncoding(quality));',
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    alias: {
      '@shared': resolve(root, 'src/shared'),
      '@contracts': resolve(root, 'supabase/functions/_shared/contracts'),
      '@': resolve(root, 'src/renderer/src'),
    },
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

type CanvasTiming = {
  serialSeconds: number;
  pairedSeconds: number;
  width: number;
  height: number;
  type: string;
};

/** The same 4K PNG through the canvas path in Chromium: one warm-up (checked), then timed rounds. */
async function canvasInChromium(input: Uint8Array): Promise<CanvasTiming> {
  const script = await canvasBundle();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const page = await browser.newPage();
    await page.route(`${BENCH_ORIGIN}/**`, (route) =>
      new URL(route.request().url()).pathname === '/4k.png'
        ? route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(input) })
        : route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>canvas bench</title>',
          }),
    );
    await page.goto(`${BENCH_ORIGIN}/`);
    await page.addScriptTag({ content: script });
    return await page.evaluate(async (rounds) => {
      type Encode = (blob: Blob, quality: number) => Promise<Blob>;
      const encode = (window as unknown as { hiveEncodeDownload: Encode }).hiveEncodeDownload;
      const source = await (await fetch('/4k.png')).blob();
      const check = await encode(source, 0.95);
      const bitmap = await createImageBitmap(check);
      const shape = { width: bitmap.width, height: bitmap.height, type: check.type };
      bitmap.close();
      let started = performance.now();
      for (let index = 0; index < rounds; index += 1) await encode(source, 0.95);
      const serialSeconds = (performance.now() - started) / 1000;
      started = performance.now();
      for (let index = 0; index < rounds; index += 2)
        await Promise.all([encode(source, 0.95), encode(source, 0.95)]);
      const pairedSeconds = (performance.now() - started) / 1000;
      return { serialSeconds, pairedSeconds, ...shape };
    }, ROUNDS);
  } finally {
    await browser?.close();
  }
}

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const input = await fourKPng();
  const check = await encodeDownload(input, 0.95); // warm-up, and proof of the output shape
  if (check.type !== 'image/png' || Math.max(check.width, check.height) !== 2048)
    throw new Error('unexpected download output');

  const serial = await timed(async () => {
    for (let index = 0; index < ROUNDS; index += 1) await encodeDownload(input, 0.95);
  });
  const paired = await timed(async () => {
    for (let index = 0; index < ROUNDS; index += 2)
      await Promise.all([encodeDownload(input, 0.95), encodeDownload(input, 0.95)]);
  });
  const idle = await timed(() => new Promise((done) => setTimeout(done, 3000)));
  const worstLag = Math.max(serial.lagP99Ms, paired.lagP99Ms);
  const canvas = await canvasInChromium(input);
  if (
    canvas.type !== 'image/png' ||
    Math.max(canvas.width, canvas.height) !== 2048 ||
    canvas.width !== check.width ||
    canvas.height !== check.height
  ) {
    throw new Error(
      `canvas output ${canvas.type} ${canvas.width}×${canvas.height} differs from sharp's ${check.type} ${check.width}×${check.height}`,
    );
  }
  const sharpSerial = ROUNDS / serial.seconds;
  const canvasSerial = ROUNDS / canvas.serialSeconds;
  return [
    {
      suite: SUITE,
      name: '4K PNG input size',
      value: round(input.byteLength / 1024 / 1024, 1),
      unit: 'MB',
    },
    {
      suite: SUITE,
      name: '4K PNG → 2048 px PNG download, one at a time',
      value: round(sharpSerial),
      unit: 'images/s',
    },
    {
      suite: SUITE,
      name: '4K PNG → 2048 px PNG download, two at once',
      value: round(ROUNDS / paired.seconds),
      unit: 'images/s',
    },
    {
      suite: SUITE,
      name: 'web canvas path in Chromium, same 4K PNG → 2048 px PNG, one at a time',
      value: round(canvasSerial),
      unit: 'images/s',
    },
    {
      suite: SUITE,
      name: 'web canvas path in Chromium, two at once',
      value: round(ROUNDS / canvas.pairedSeconds),
      unit: 'images/s',
    },
    {
      suite: SUITE,
      name: 'sharp (desktop) ÷ canvas (web) speed, one at a time (above 1: sharp is faster)',
      value: round(sharpSerial / canvasSerial),
      unit: '×',
    },
    {
      suite: SUITE,
      name: 'event-loop lag p99 while encoding',
      value: round(worstLag, 1),
      unit: 'ms',
      target: '≤ 20',
      met: worstLag <= 20,
    },
    {
      suite: SUITE,
      name: 'event-loop lag p99 idle (same machine, nothing running)',
      value: round(idle.lagP99Ms, 1),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: 'event-loop busy share while encoding (utilization)',
      value: round(Math.max(serial.loopBusy, paired.loopBusy) * 100, 1),
      unit: '%',
    },
    {
      suite: SUITE,
      name: 'event-loop lag max while encoding',
      value: round(Math.max(serial.lagMaxMs, paired.lagMaxMs), 1),
      unit: 'ms',
    },
  ];
}
