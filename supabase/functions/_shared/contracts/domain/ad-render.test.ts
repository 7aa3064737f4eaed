// The ad renderer drawn for real with Skia (@napi-rs/canvas, the engine's canvas), with the
// catalogue's WOFF files registered as the engine does.
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { FONT_FAMILIES, faceFiles } from '../../fonts/catalogue.ts';
import {
  AD_FORMAT_SIZES,
  AD_FORMATS,
  AD_LIMITS,
  AD_STYLES,
  type AdFormat,
  type AdSpec,
  type AdStyle,
} from '../api/ad-video.ts';
import {
  AD_STYLE_FONTS,
  adFontFaces,
  adSafeZone,
  drawAdFrame,
  layoutAdScene,
  type AdAssets,
  type AdBox,
  type AdCanvasContext,
  type AdImage,
} from './ad-render.ts';
import { defaultAdScenes } from './ad-timeline.ts';

const COLOURS: Record<AdStyle, AdSpec['colours']> = {
  'bold-sale': { background: '#111111', primary: '#e11d48', accent: '#facc15', text: '#ffffff' },
  elegant: { background: '#f5efe6', primary: '#1f3b4d', accent: '#c8a96a', text: '#f8f4ec' },
  minimal: { background: '#f4f1ec', primary: '#1d4ed8', accent: '#f97316', text: '#1a1a1a' },
  energetic: { background: '#fff7e6', primary: '#7c3aed', accent: '#22d3ee', text: '#1b1036' },
};

type Words = {
  brandName: string;
  headline: string;
  subline: string;
  cta: string;
  offer: string;
  features: string[];
};

const WORDS: Words = {
  brandName: 'Kiln & Co',
  headline: 'Handmade ceramics for slow mornings',
  subline: 'Small-batch cups, glazed by hand in our Leeds studio.',
  cta: 'Shop the collection',
  offer: '20% off this week',
  features: ['Dishwasher safe', 'Made in Leeds', 'Gift boxed'],
};

/** Every text at its longest, in wide letters. */
const LONGEST: Words = {
  brandName: 'W'.repeat(AD_LIMITS.brandName),
  headline: 'WWWWWWWW MMMMMMMM '.repeat(4).slice(0, AD_LIMITS.headline),
  subline: 'Wide words meet many margins '.repeat(5).slice(0, AD_LIMITS.subline),
  cta: 'W'.repeat(AD_LIMITS.cta),
  offer: 'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM'.slice(0, AD_LIMITS.offer),
  features: ['W'.repeat(AD_LIMITS.feature), 'Short', 'MMMM MMMM MMMM MMMM MMMM MMMM MMMM'],
};

function adOf(
  format: AdFormat,
  style: AdStyle,
  words: Words = WORDS,
  durationSeconds: 6 | 10 | 15 = 15,
): AdSpec {
  return {
    format,
    durationSeconds,
    style,
    colours: COLOURS[style],
    ...words,
    scenes: defaultAdScenes({ durationSeconds, products: 2, ...words }),
  };
}

/** A stand-in product: a canvas with a soft-edged round "product" on a transparent ground. */
function productImage(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#2563eb';
  ctx.beginPath();
  ctx.ellipse(width / 2, height / 2, width * 0.45, height * 0.45, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#f8fafc';
  ctx.fillRect(width * 0.3, height * 0.3, width * 0.4, height * 0.1);
  return canvas;
}

const product = productImage(600, 800);
const assets: AdAssets<Canvas> = { products: [product, product], logo: productImage(200, 200) };

beforeAll(() => {
  const folder = new URL('../../fonts/files/', import.meta.url);
  for (const style of AD_STYLES)
    for (const face of adFontFaces(style))
      for (const file of faceFiles(face.id, face.weight)) {
        const path = decodeURIComponent(new URL(file, folder).pathname);
        expect(GlobalFonts.registerFromPath(path, face.family)).toBeTruthy();
      }
});

function render(
  ad: AdSpec,
  seconds: number,
  width: number,
  height: number,
  images: AdAssets<Canvas> = assets,
) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawAdFrame(ctx, ad, images, seconds, { width, height });
  return { canvas, ctx, pixels: ctx.getImageData(0, 0, width, height).data };
}

function meanDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1)
    if (index % 4 !== 3) sum += Math.abs(a[index]! - b[index]!);
  return sum / ((a.length / 4) * 3);
}

/** Averages `factor` × `factor` blocks (a box filter, for comparing sizes). */
function shrink(pixels: Uint8ClampedArray, width: number, height: number, factor: number) {
  const w = width / factor;
  const h = height / factor;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1)
      for (let channel = 0; channel < 4; channel += 1) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy += 1)
          for (let dx = 0; dx < factor; dx += 1)
            sum += pixels[((y * factor + dy) * width + x * factor + dx) * 4 + channel]!;
        out[(y * w + x) * 4 + channel] = sum / (factor * factor);
      }
  return out;
}

function inside(box: AdBox, safe: AdBox): boolean {
  const slack = 0.5;
  return (
    box.x >= safe.x - slack &&
    box.y >= safe.y - slack &&
    box.x + box.width <= safe.x + safe.width + slack &&
    box.y + box.height <= safe.y + safe.height + slack
  );
}

/** When scene `index` has fully arrived (and its transition out has not begun). */
function settled(ad: AdSpec, index: number): number {
  const start = ad.scenes.slice(0, index).reduce((sum, scene) => sum + scene.seconds, 0);
  return start + ad.scenes[index]!.seconds - 0.3;
}

describe('AD_STYLE_FONTS', () => {
  it('names catalogue families in weights they ship', () => {
    for (const style of AD_STYLES)
      for (const face of Object.values(AD_STYLE_FONTS[style])) {
        const family = FONT_FAMILIES.find((entry) => entry.id === face.id);
        expect(family?.family).toBe(face.family);
        expect(family?.weights as readonly number[]).toContain(face.weight);
      }
  });
});

describe('layoutAdScene', () => {
  it('keeps every text inside the tightest safe area, in every format and style', () => {
    for (const format of AD_FORMATS)
      for (const style of AD_STYLES)
        for (const words of [WORDS, LONGEST])
          for (const scale of [1, 1 / 3]) {
            const full = AD_FORMAT_SIZES[format];
            const size = { width: full.width * scale, height: full.height * scale };
            const ctx = createCanvas(size.width, size.height).getContext('2d');
            const ad = adOf(format, style, words);
            const safe = adSafeZone(format, size);
            ad.scenes.forEach((scene, index) => {
              const layout = layoutAdScene(ctx, ad, index, size);
              expect(layout.kind).toBe(scene.kind);
              for (const block of layout.texts) {
                expect(
                  inside(block.box, safe),
                  `${format} ${style} ${scene.kind} ${block.role} ${JSON.stringify(block.box)}`,
                ).toBe(true);
                for (const width of block.widths)
                  expect(width).toBeLessThanOrEqual(block.box.width + 0.5);
              }
            });
          }
  });

  it('uses the tightest margins of the format’s platforms', () => {
    const story = adSafeZone('9:16', { width: 1080, height: 1920 });
    // TikTok's right rail (16 %) on both sides; Instagram's top (14 %); TikTok's bottom (26 %).
    expect(story.x).toBeCloseTo(0.16 * 1080);
    expect(story.width).toBeCloseTo(0.68 * 1080);
    expect(story.y).toBeCloseTo(0.14 * 1920);
    expect(story.y + story.height).toBeCloseTo(0.74 * 1920);
  });
});

describe('drawAdFrame', () => {
  const ad = adOf('9:16', 'bold-sale');

  it('moves: frames at different times differ', () => {
    const frames = [0.4, 1.2, 3, 5, 9, 14.5].map((time) => render(ad, time, 270, 480).pixels);
    for (let index = 1; index < frames.length; index += 1)
      expect(meanDifference(frames[index - 1]!, frames[index]!)).toBeGreaterThan(2);
    // Within a scene too: the entrance.
    expect(meanDifference(render(ad, 0.05, 270, 480).pixels, frames[0]!)).toBeGreaterThan(0.5);
  });

  it('draws each scene’s words in its text boxes', () => {
    for (const style of AD_STYLES) {
      const styled = adOf('9:16', style);
      const size = { width: 540, height: 960 };
      styled.scenes.forEach((scene, index) => {
        const { ctx, pixels } = render(styled, settled(styled, index), size.width, size.height);
        const layout = layoutAdScene(ctx, styled, index, size);
        expect(layout.texts.length).toBeGreaterThan(0);
        for (const block of layout.texts) {
          // The box's pixels are not all one colour: the letters are there.
          const x0 = Math.floor(block.box.x);
          const y0 = Math.floor(block.box.y);
          const x1 = Math.ceil(block.box.x + block.box.width);
          const y1 = Math.ceil(block.box.y + block.box.height);
          const seen = new Set<number>();
          let changes = 0;
          for (let y = y0; y < y1; y += 1)
            for (let x = x0 + 1; x < x1; x += 1) {
              const at = (y * size.width + x) * 4;
              const luma = pixels[at]! + pixels[at + 1]! + pixels[at + 2]!;
              const before = pixels[at - 4]! + pixels[at - 3]! + pixels[at - 2]!;
              seen.add(luma >> 4);
              if (Math.abs(luma - before) > 150) changes += 1;
            }
          expect(seen.size, `${style} ${scene.kind} ${block.role}`).toBeGreaterThan(3);
          expect(changes, `${style} ${scene.kind} ${block.role}`).toBeGreaterThan(
            block.lines.join('').length,
          );
        }
      });
    }
  });

  it('looks the same at the preview’s 360 px as at 1080 px', () => {
    for (const style of AD_STYLES) {
      const styled = adOf('9:16', style);
      for (const time of [1, 3.7, 14.7]) {
        const large = render(styled, time, 1080, 1920).pixels;
        const small = render(styled, time, 360, 640).pixels;
        const difference = meanDifference(shrink(large, 1080, 1920, 3), small);
        expect(difference, `${style} at ${time} s`).toBeLessThan(6);
      }
    }
  });

  it('draws a placeholder card for a missing product and never throws', () => {
    const missing: AdAssets<Canvas> = { products: [null], logo: null };
    const reveal = settled(ad, 1);
    const { ctx, pixels } = render(ad, reveal, 270, 480, missing);
    const layout = layoutAdScene(ctx, ad, 1, { width: 270, height: 480 });
    const box = layout.product!.box;
    // The card's middle is not the background.
    const cx = Math.round(box.x + box.width / 2);
    const cy = Math.round(box.y + box.height / 2);
    const background = render(adOf('9:16', 'bold-sale'), 0, 270, 480).pixels;
    const at = (cy * 270 + cx) * 4;
    const difference = [0, 1, 2].reduce(
      (sum, channel) => sum + Math.abs(pixels[at + channel]! - background[at + channel]!),
      0,
    );
    expect(difference).toBeGreaterThan(30);
    for (const time of [0, 2, 7.5, 15, 99, -1])
      expect(() => render(ad, time, 90, 160, { products: [], logo: null })).not.toThrow();
  });

  it('types with Skia’s context and the browser’s', () => {
    const skia: AdCanvasContext<AdImage> = createCanvas(2, 2).getContext('2d') as SKRSContext2D;
    expect(skia).toBeTruthy();
    // Compile-time only: the browser's context and its images fit the same signature.
    const browser = (ctx: CanvasRenderingContext2D, image: ImageBitmap) =>
      drawAdFrame(ctx, ad, { products: [image], logo: null }, 0, { width: 2, height: 2 });
    expect(typeof browser).toBe('function');
  });
});
