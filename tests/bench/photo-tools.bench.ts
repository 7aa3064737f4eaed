// Local photo engines: seconds and peak memory per 1024 × 1024 result, through the real worker
// pool and models — background removal (cold: new worker + model load; warm: median of 3),
// background generation end to end (cut-out + scene + compositing), object removal (our
// PatchMatch against OpenCV's Telea, a medium object and a 320² hole), ESRGAN ×2 (512² in) and
// ×4 (256² in) with the slim, medium and thick models on onnxruntime (a first run split into model
// conversion + load and inference, then a warm run) — with sharp's Lanczos as the reference in
// the same run, and restoration quality (PSNR over Lanczos) on a real photograph.
// Targets: background removal under 5 s warm on 2 cores (the brief); thick ×2 to 1024² in 25 s
// or less (issue #23; it took 136 s on tfjs WASM).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { createPhotoEngines, type PhotoEngines } from '../../src/backend/local-photo/photo-engines';
import { median, round } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'photo-tools';
const PHOTOS = resolve(import.meta.dirname, '../fixtures/photos');

/** Runs `work` while sampling the process RSS (worker threads included) every 50 ms. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const value = await work();
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20),
    };
  } finally {
    clearInterval(timer);
  }
}

function psnr(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index]! - b[index]!) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / a.length));
}

/** A 1024² photograph (the figurines, stretched) and the inputs whose results are 1024². */
async function inputs() {
  const figurines = readFileSync(resolve(PHOTOS, 'figurines.jpg'));
  const square = await sharp(figurines)
    .resize(1024, 1024, { fit: 'fill', kernel: 'lanczos3' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const half = await sharp(square).resize(512, 512).png().toBuffer();
  const quarter = await sharp(square).resize(256, 256).png().toBuffer();
  const mask = await sharp({
    create: { width: 1024, height: 1024, channels: 3, background: '#000000' },
  })
    .composite([
      {
        input: { create: { width: 320, height: 320, channels: 3, background: '#ffffff' } },
        left: 352,
        top: 352,
      },
    ])
    .png()
    .toBuffer();
  // A medium object: a 120 × 90 ellipse, about what a user paints over a cup or a sign.
  const mediumMask = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">' +
        '<rect width="100%" height="100%" fill="black"/>' +
        '<ellipse cx="700" cy="300" rx="60" ry="45" fill="white"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  return { square, half, quarter, mask, mediumMask, figurines };
}

type Add = (
  name: string,
  value: number,
  unit: string,
  target?: { text: string; met: boolean },
) => void;

/**
 * Object removal on the 1024² photo: PatchMatch and Telea on the same masks, warm (OpenCV loaded
 * by a first Telea run), median of 3. Target from issue #23: a medium object in ≲ 3 s on 2 cores.
 */
export async function inpaintFigures(add: Add): Promise<void> {
  const input = await inputs();
  await withEngines(async (engines) => {
    const cold = await measured(() =>
      engines.inpaint(input.square, input.mediumMask, { method: 'telea' }),
    );
    add('object removal 1024², first Telea run (OpenCV load)', round(cold.seconds), 's');
    const cases = [
      ['medium object (120 × 90 ellipse)', input.mediumMask],
      ['320² hole', input.mask],
    ] as const;
    for (const [hole, mask] of cases)
      for (const method of ['telea', 'patchmatch'] as const) {
        const times: number[] = [];
        let peak = 0;
        for (let run = 0; run < 3; run += 1) {
          const timed = await measured(() => engines.inpaint(input.square, mask, { method }));
          times.push(timed.seconds);
          peak = Math.max(peak, timed.peakMb);
        }
        const label = method === 'telea' ? 'Telea' : 'PatchMatch';
        const seconds = median(times);
        add(
          `object removal 1024², ${hole}, ${label}, warm (median of 3)`,
          round(seconds),
          's',
          method === 'patchmatch' && hole.startsWith('medium')
            ? { text: '≤ 3 s', met: seconds <= 3 }
            : undefined,
        );
        add(`object removal 1024², ${hole}, ${label}, peak RSS`, peak, 'MB');
      }
  });
}

/**
 * Background generation end to end on the 1024² photo, warm (the cut-out model loaded by a first
 * run): cut-out, then the "Marble table" scene drawn, shadowed and composited at 1080²; median of
 * 3, with the compositing alone and the marketplace size (2000²) beside it.
 */
export async function backgroundFigures(add: Add): Promise<void> {
  const input = await inputs();
  await withEngines(async (engines) => {
    await engines.removeBackground(input.square);
    const total: number[] = [];
    const compositing: number[] = [];
    let peak = 0;
    let cutout: Uint8Array = new Uint8Array();
    for (let run = 0; run < 3; run += 1) {
      const timed = await measured(async () => {
        cutout = (await engines.removeBackground(input.square)).png;
        const started = performance.now();
        await engines.composite(cutout, '#ffffff', { prompt: 'Marble table', size: 'square' });
        compositing.push((performance.now() - started) / 1000);
      });
      total.push(timed.seconds);
      peak = Math.max(peak, timed.peakMb);
    }
    add(
      'background generation 1024² → 1080², "Marble table", end to end, warm (median of 3)',
      round(median(total)),
      's',
    );
    add(
      'background generation, scene + shadow + compositing at 1080² (median of 3)',
      round(median(compositing)),
      's',
    );
    const marketplace = await measured(() =>
      engines.composite(cutout, '#ffffff', { prompt: 'Marble table', size: 'marketplace' }),
    );
    add(
      'background generation, scene + shadow + compositing at 2000²',
      round(marketplace.seconds),
      's',
    );
    add('background generation peak RSS', Math.max(peak, marketplace.peakMb), 'MB');
  });
}

/** PSNR gain over Lanczos restoring a 256² crop downscaled by `factor` (cubic). */
async function psnrGain(
  engines: PhotoEngines,
  photo: Buffer,
  factor: 2 | 4,
  model: 'slim' | 'medium' | 'thick',
): Promise<number> {
  const original = await sharp(photo)
    .extract({ left: 160, top: 60, width: 256, height: 256 })
    .removeAlpha()
    .raw()
    .toBuffer();
  const small = await sharp(original, { raw: { width: 256, height: 256, channels: 3 } })
    .resize(256 / factor, 256 / factor, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const lanczos = await sharp(small)
    .resize(256, 256, { kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const restored = await sharp((await engines.upscale(small, { factor, model })).png)
    .removeAlpha()
    .raw()
    .toBuffer();
  return psnr(original, restored) - psnr(original, lanczos);
}

async function withEngines<T>(work: (engines: PhotoEngines) => Promise<T>): Promise<T> {
  const engines = createPhotoEngines();
  try {
    return await work(engines);
  } finally {
    await engines.close();
  }
}

/** Runs the benchmark; `onResult` sees each figure as soon as it is measured (the thick model is slow). */
export async function run(
  onResult: (result: BenchResult) => void = () => {},
): Promise<BenchResult[]> {
  const input = await inputs();
  const results: BenchResult[] = [];
  const add = (
    name: string,
    value: number,
    unit: string,
    target?: { text: string; met: boolean },
  ) => {
    const result: BenchResult = {
      suite: SUITE,
      name,
      value,
      unit,
      ...(target ? { target: target.text, met: target.met } : {}),
    };
    results.push(result);
    onResult(result);
  };

  await withEngines(async (engines) => {
    const cold = await measured(() => engines.removeBackground(input.square));
    const warm: number[] = [];
    let warmPeak = 0;
    for (let run = 0; run < 3; run += 1) {
      const timed = await measured(() => engines.removeBackground(input.square));
      warm.push(timed.seconds);
      warmPeak = Math.max(warmPeak, timed.peakMb);
    }
    add('background removal 1024², cold (worker start + model load)', round(cold.seconds), 's');
    add('background removal 1024², warm (median of 3)', round(median(warm)), 's', {
      text: '< 5 s',
      met: median(warm) < 5,
    });
    // The whole process: this script, the worker with its modules and the model's session (the
    // session alone peaks at ≈ 0.82 GB on a 1024² photo; issue #23 asks for under 1 GB).
    const peak = Math.max(cold.peakMb, warmPeak);
    add('background removal peak RSS', peak, 'MB', {
      text: '< 1024 MB (issue #23)',
      met: peak < 1024,
    });
  });

  await backgroundFigures(add);
  await inpaintFigures(add);
  // Thick ×2 last: the slowest (about 10 s per 1024² result on 2 idle cores).
  const upscales = [
    [2, 'slim'],
    [2, 'medium'],
    [4, 'slim'],
    [4, 'thick'],
    [2, 'thick'],
  ] as const;
  for (const factor of [2, 4] as const) {
    const lanczos = await measured(() =>
      sharp(factor === 2 ? input.half : input.quarter)
        .resize(1024, 1024, { kernel: 'lanczos3' })
        .png()
        .toBuffer(),
    );
    add(`Lanczos ×${factor} to 1024² (reference)`, round(lanczos.seconds, 3), 's');
  }
  for (const [factor, model] of upscales) {
    const source = factor === 2 ? input.half : input.quarter;
    await withEngines(async (engines) => {
      const cold = await measured(() => engines.upscale(source, { factor, model }));
      add(`ESRGAN ${model} ×${factor} to 1024², first run (model load)`, round(cold.seconds), 's');
      add(
        `ESRGAN ${model} ×${factor} to 1024², of which model load`,
        round(cold.value.report.loadMs / 1000),
        's',
      );
      add(
        `ESRGAN ${model} ×${factor} to 1024², of which inference and encoding`,
        round(cold.value.report.runMs / 1000),
        's',
      );
      const warm = await measured(() => engines.upscale(source, { factor, model }));
      const target =
        model === 'thick' && factor === 2
          ? { text: '≤ 25 s (issue #23)', met: warm.seconds <= 25 }
          : undefined;
      add(`ESRGAN ${model} ×${factor} to 1024², warm`, round(warm.seconds), 's', target);
      add(`ESRGAN ${model} ×${factor} peak RSS`, Math.max(cold.peakMb, warm.peakMb), 'MB');
      add(
        `ESRGAN ${model} ×${factor} PSNR over Lanczos (figurines 256² crop)`,
        round(await psnrGain(engines, input.figurines, factor, model)),
        'dB',
      );
    });
  }
  return results;
}
