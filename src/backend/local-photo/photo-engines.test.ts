// The local photo engines on real photographs, through the real worker pool and models.
// Thresholds were measured on these fixtures (see each test) and leave a margin below.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPhotoEngines } from './photo-engines';
import { PhotoError } from './photo-errors';

const PHOTOS = resolve(import.meta.dirname, '../../../tests/fixtures/photos');
const figurines = readFileSync(resolve(PHOTOS, 'figurines.jpg'));
const handMask = readFileSync(resolve(PHOTOS, 'figurines-mask.png'));
const carPark = readFileSync(resolve(PHOTOS, 'car-park.jpg'));
const engines = createPhotoEngines();

afterAll(async () => {
  await engines.close();
});

async function grey(png: Uint8Array, channel: 0 | 1 | 2 = 0): Promise<Buffer> {
  return sharp(png).flatten({ background: '#000000' }).extractChannel(channel).raw().toBuffer();
}

async function rgb(image: Uint8Array): Promise<Buffer> {
  return sharp(image).removeAlpha().raw().toBuffer();
}

/** Intersection over union of two masks (bytes above mid-grey are "in"). */
function intersectionOverUnion(a: Buffer, b: Buffer): number {
  let both = 0;
  let either = 0;
  for (let index = 0; index < a.length; index += 1) {
    const inA = a[index]! > 127;
    const inB = b[index]! > 127;
    if (inA && inB) both += 1;
    if (inA || inB) either += 1;
  }
  return both / either;
}

function psnr(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index]! - b[index]!) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / a.length));
}

describe('background removal', () => {
  it('keeps the two figurines and clears the background (alpha IoU with the hand-made mask ≥ 0.8), off the main thread', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const result = await engines.removeBackground(figurines);
    delay.disable();
    // The model runs for seconds in a worker; here the event loop never waits more than a moment.
    expect(delay.max / 1e6).toBeLessThan(500);
    const meta = await sharp(result.png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 640, height: 426, channels: 4 });
    expect(result.report.engine).toMatch(/^local:imgly-isnet-small@/);
    const alpha = await sharp(result.png).extractChannel(3).raw().toBuffer();
    const mask = await grey(handMask);
    // Measured 0.846: the hand mask is a coarse polygon (straight cuts across the caps, arms and
    // boots), so a few pixels of disagreement all round its outline cost about 0.15. Keeping
    // the whole photo opaque would score 0.31, an empty matte 0.
    expect(intersectionOverUnion(alpha, mask)).toBeGreaterThan(0.8);
    // And the colours of what is kept are the photo's own.
    const kept = await rgb(result.png);
    const original = await rgb(figurines);
    const centre = 3 * (250 * 640 + 240);
    expect([...kept.subarray(centre, centre + 3)]).toEqual([...original.subarray(centre, centre + 3)]);
  });
});

describe('upscaling', () => {
  // 256² crops, downscaled with a cubic kernel and restored. Measured on this machine:
  // ×2 slim 25.92 dB vs Lanczos 23.68; ×4 slim 21.36 vs 20.91 (the slim ×4 model is only a
  // little better than Lanczos on real photos, as reference/offline-engines.md found).
  const crop = sharp(figurines).extract({ left: 160, top: 60, width: 256, height: 256 });

  it.each([
    [2, 1.5],
    [4, 0.2],
  ] as const)('×%i restores a downscaled crop better than Lanczos (by at least %f dB)', async (factor, margin) => {
    const original = await crop.clone().removeAlpha().raw().toBuffer();
    const small = await sharp(original, { raw: { width: 256, height: 256, channels: 3 } })
      .resize(256 / factor, 256 / factor, { kernel: 'cubic' })
      .png()
      .toBuffer();
    const lanczos = await sharp(small).resize(256, 256, { kernel: 'lanczos3' }).removeAlpha().raw().toBuffer();
    const result = await engines.upscale(small, { factor, model: 'slim' });
    expect(result.report).toMatchObject({ width: 256, height: 256, engine: expect.stringMatching(/^local:esrgan-slim@/) as unknown });
    const restored = await rgb(result.png);
    expect(psnr(original, restored)).toBeGreaterThan(psnr(original, lanczos) + margin);
  });

  it('keeps transparency through an upscale', async () => {
    const withAlpha = await sharp({ create: { width: 32, height: 32, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0 } } })
      .composite([{ input: { create: { width: 16, height: 16, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } }, left: 8, top: 8 }])
      .png()
      .toBuffer();
    const result = await engines.upscale(withAlpha, { factor: 2 });
    const alpha = await sharp(result.png).extractChannel(3).raw().toBuffer();
    expect(alpha[0]).toBe(0);
    expect(alpha[32 * 64 + 32]).toBe(255);
  });
});

describe('inpainting', () => {
  it('changes the masked pixels and leaves every other pixel exactly as it was', async () => {
    const mask = await sharp({ create: { width: 704, height: 576, channels: 3, background: '#000000' } })
      .composite([{ input: { create: { width: 60, height: 40, channels: 3, background: '#ffffff' } }, left: 300, top: 260 }])
      .png()
      .toBuffer();
    const result = await engines.inpaint(carPark, mask);
    const before = await rgb(carPark);
    const after = await rgb(result.png);
    let changedInside = 0;
    let changedOutside = 0;
    for (let y = 0; y < 576; y += 1) {
      for (let x = 0; x < 704; x += 1) {
        const index = 3 * (y * 704 + x);
        const differs = before[index] !== after[index] || before[index + 1] !== after[index + 1] || before[index + 2] !== after[index + 2];
        const inside = x >= 300 && x < 360 && y >= 260 && y < 300;
        if (differs && inside) changedInside += 1;
        if (differs && !inside) changedOutside += 1;
      }
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(0.5 * 60 * 40);
  });

  it('refuses an empty mask', async () => {
    const empty = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000000' } }).png().toBuffer();
    await expect(engines.inpaint(carPark, empty)).rejects.toMatchObject({ code: 'invalid_mask' });
  });
});

describe('click to select', () => {
  it('selects the figurine that was clicked, and little else', async () => {
    const result = await engines.samMask(figurines, [{ x: 240, y: 250 }]);
    const selected = await grey(result.png);
    const hand = await grey(handMask);
    expect(selected[250 * 640 + 240]).toBe(255);
    let inside = 0;
    let total = 0;
    let leftFigure = 0;
    let leftCovered = 0;
    for (let index = 0; index < selected.length; index += 1) {
      const x = index % 640;
      const isSelected = selected[index]! > 127;
      if (isSelected) total += 1;
      if (isSelected && hand[index]! > 127) inside += 1;
      if (x < 300 && hand[index]! > 127) {
        leftFigure += 1;
        if (isSelected) leftCovered += 1;
      }
    }
    // Measured: 96 % of the selection lies inside the hand mask, covering most of the left figure.
    expect(inside / total).toBeGreaterThan(0.9);
    expect(leftCovered / leftFigure).toBeGreaterThan(0.7);
  });
});

describe('bad data and cancellation', () => {
  it('refuses a truncated JPEG as damaged, in the worker, without taking the pool down', async () => {
    const truncated = figurines.subarray(0, Math.floor(figurines.length / 2));
    await expect(engines.removeBackground(truncated)).rejects.toMatchObject({ code: 'corrupt_image' });
  });

  it('cancels a running job through its AbortSignal and stays usable', async () => {
    const controller = new AbortController();
    const running = engines.upscale(figurines, { factor: 4, model: 'thick' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const error = await running.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as PhotoError).code).toBe('cancelled');
    // An already aborted signal never starts a job.
    await expect(engines.removeBackground(figurines, { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'cancelled' });
    const mask = await sharp({ create: { width: 704, height: 576, channels: 3, background: '#000000' } })
      .composite([{ input: { create: { width: 10, height: 10, channels: 3, background: '#ffffff' } }, left: 20, top: 20 }])
      .png()
      .toBuffer();
    const after = await engines.inpaint(carPark, mask);
    expect(after.report.width).toBe(704);
  });
});
