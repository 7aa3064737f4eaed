// From an uploaded picture to the logo the kit uses: a plain background around it (a logo saved
// on white, say) is taken away by a flood fill from the border, soft edges un-mixed from that
// background so no halo shows on a dark shirt; the empty margin is trimmed; and the light and
// dark one-colour versions are made (near-white detail inside the logo is cut out of them, as a
// designer's one-colour version does). Also the check that a picture looks like a photo.
import { createCanvas, resizeCanvas, type Canvas, type Rgba } from '../raster/canvas.ts';
import { mipPyramid, type MipPyramid } from '../raster/warp.ts';
import { DARK_INK, isNearWhite, LIGHT_INK, logoInk, type LogoInk } from './logo-colors.ts';
import type { LogoVariant } from '../../contracts/api/logo-mockups.ts';

/** The logo, ready for the templates and the scenes. */
export type PreparedLogo = {
  /** Each version, trimmed to the logo's own bounds, with its pyramid for warping. */
  variants: Record<LogoVariant, { canvas: Canvas; pyramid: MipPyramid }>;
  ink: LogoInk;
  /** Width over height (of the trimmed versions, margin included). */
  aspect: number;
  /** The part of the uploaded picture the versions show, as fractions of its width and height. */
  visible: { x: number; y: number; width: number; height: number };
  /** Whether a plain background was taken away. */
  keyed: boolean;
};

/** The longest side the kit works from (a larger logo is reduced first; nothing prints it larger). */
const WORKING_SIDE = 1400;

function distance(data: Uint8ClampedArray, index: number, color: Rgba): number {
  const alpha = data[index + 3]! / 255;
  if (alpha === 0) return 0;
  return Math.hypot(
    data[index]! / alpha - color[0],
    data[index + 1]! / alpha - color[1],
    data[index + 2]! / alpha - color[2],
  );
}

/** The border's colour when the border is one plain, opaque colour; otherwise null. */
export function plainBorder(canvas: Canvas): Rgba | null {
  const { width, height, data } = canvas;
  const samples: number[] = [];
  const take = (x: number, y: number) => samples.push((y * width + x) * 4);
  for (let x = 0; x < width; x += 1) {
    take(x, 0);
    take(x, height - 1);
  }
  for (let y = 1; y < height - 1; y += 1) {
    take(0, y);
    take(width - 1, y);
  }
  const opaque = samples.filter((index) => data[index + 3]! > 250);
  if (opaque.length < samples.length * 0.9) return null;
  const channel = (offset: number) => {
    const values = opaque.map((index) => data[index + offset]!).sort((a, b) => a - b);
    return values[values.length >> 1]!;
  };
  const color: Rgba = [channel(0), channel(1), channel(2), 1];
  const close = opaque.filter((index) => distance(data, index, color) < 24).length;
  return close >= samples.length * 0.9 ? color : null;
}

/**
 * Takes a plain background away: every pixel joined to the border through pixels close to the
 * background colour becomes transparent, and pixels on the way out (anti-aliased edges) become
 * partly transparent with the background un-mixed from their colour.
 */
export function keyOutBackground(canvas: Canvas, background: Rgba): Canvas {
  const { width, height } = canvas;
  const out = createCanvas(width, height);
  out.data.set(canvas.data);
  const data = out.data;
  const near = 20;
  const far = 90;
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const push = (pixel: number) => {
    if (seen[pixel]) return;
    if (distance(data, pixel * 4, background) >= far) return;
    seen[pixel] = 1;
    queue[tail++] = pixel;
  };
  for (let x = 0; x < width; x += 1) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (head < tail) {
    const pixel = queue[head++]!;
    const index = pixel * 4;
    const d = distance(data, index, background);
    // Only pixels that are really background pass the fill on; edge pixels stop it.
    if (d < near) {
      const x = pixel % width;
      const y = (pixel - x) / width;
      if (x > 0) push(pixel - 1);
      if (x < width - 1) push(pixel + 1);
      if (y > 0) push(pixel - width);
      if (y < height - 1) push(pixel + width);
    }
    const keep = Math.min(1, Math.max(0, (d - near) / (far - near)));
    const alpha = (data[index + 3]! / 255) * keep;
    if (alpha <= 0.004) {
      data[index] = data[index + 1] = data[index + 2] = data[index + 3] = 0;
      continue;
    }
    // Observed = a·ink + (1 − a)·background: solve for the ink (clamped), store premultiplied.
    const sourceAlpha = data[index + 3]! / 255;
    for (let channel = 0; channel < 3; channel += 1) {
      const observed = data[index + channel]! / sourceAlpha;
      const ink = Math.min(255, Math.max(0, (observed - (1 - keep) * background[channel]!) / keep));
      data[index + channel] = ink * alpha;
    }
    data[index + 3] = alpha * 255;
  }
  return out;
}

/** The bounds of the visible pixels (alpha above 2%), or null when nothing is visible. */
export function visibleBounds(
  canvas: Canvas,
): { x: number; y: number; width: number; height: number } | null {
  let minX = canvas.width;
  let minY = canvas.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < canvas.height; y += 1)
    for (let x = 0; x < canvas.width; x += 1)
      if (canvas.data[(y * canvas.width + x) * 4 + 3]! > 5) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
  if (maxX < 0) return null;
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** A region of a canvas, with `pad` transparent pixels around it. */
export function crop(
  canvas: Canvas,
  region: { x: number; y: number; width: number; height: number },
  pad = 0,
): Canvas {
  const out = createCanvas(region.width + pad * 2, region.height + pad * 2);
  for (let y = 0; y < region.height; y += 1) {
    const from = ((region.y + y) * canvas.width + region.x) * 4;
    out.data.set(
      canvas.data.subarray(from, from + region.width * 4),
      ((y + pad) * out.width + pad) * 4,
    );
  }
  return out;
}

/**
 * A one-colour version: every visible pixel in `ink`, keeping its alpha, except near-white detail
 * inside the logo (when the logo has some), which is cut out.
 */
export function oneColor(canvas: Canvas, ink: Rgba, knockout: boolean): Canvas {
  const out = createCanvas(canvas.width, canvas.height);
  const { data } = canvas;
  for (let index = 0; index < data.length; index += 4) {
    let alpha = data[index + 3]! / 255;
    if (alpha === 0) continue;
    if (knockout) {
      const r = data[index]! / alpha;
      const g = data[index + 1]! / alpha;
      const b = data[index + 2]! / alpha;
      if (isNearWhite(r, g, b)) {
        // How white: pure white is cut out fully, pale grey edges partly.
        const whiteness = Math.min(1, Math.max(0, (Math.min(r, g, b) - 200) / 45));
        alpha *= 1 - whiteness;
      }
    }
    out.data[index] = ink[0] * alpha;
    out.data[index + 1] = ink[1] * alpha;
    out.data[index + 2] = ink[2] * alpha;
    out.data[index + 3] = alpha * 255;
  }
  return out;
}

/** Prepares an uploaded logo; null when nothing is left to show (blank, or only background). */
export function prepareLogo(source: Canvas): PreparedLogo | null {
  const longest = Math.max(source.width, source.height);
  const working =
    longest > WORKING_SIDE
      ? resizeCanvas(
          source,
          Math.round((source.width * WORKING_SIDE) / longest),
          Math.round((source.height * WORKING_SIDE) / longest),
        )
      : source;
  const border = plainBorder(working);
  const keyedCanvas = border ? keyOutBackground(working, border) : working;
  const bounds = visibleBounds(keyedCanvas);
  if (!bounds) return null;
  // A little transparent margin so warped edges fade out smoothly.
  const pad = 2;
  const color = crop(keyedCanvas, bounds, pad);
  const ink = logoInk(color);
  if (ink.colors.length === 0) return null;
  const knockout = ink.knockoutShare > 0;
  const light = oneColor(color, LIGHT_INK, knockout);
  const dark = oneColor(color, DARK_INK, knockout);
  const entry = (canvas: Canvas) => ({ canvas, pyramid: mipPyramid(canvas) });
  return {
    variants: { color: entry(color), light: entry(light), dark: entry(dark) },
    ink,
    aspect: color.width / color.height,
    visible: {
      x: (bounds.x - pad) / working.width,
      y: (bounds.y - pad) / working.height,
      width: color.width / working.width,
      height: color.height / working.height,
    },
    keyed: border !== null,
  };
}

/**
 * Whether a picture looks like a photograph rather than a logo: no transparency, and its colours
 * spread over many shades (a logo is a few flat colours plus their anti-aliased edges). Judged on
 * a copy at most 128 pixels across, 4 bits a channel.
 */
export function looksLikePhoto(source: Canvas): boolean {
  const longest = Math.max(source.width, source.height);
  const small =
    longest > 128
      ? resizeCanvas(
          source,
          Math.max(1, Math.round((source.width * 128) / longest)),
          Math.max(1, Math.round((source.height * 128) / longest)),
        )
      : source;
  const pixels = small.width * small.height;
  const counts = new Map<number, number>();
  let transparent = 0;
  for (let index = 0; index < small.data.length; index += 4) {
    const alpha = small.data[index + 3]! / 255;
    if (alpha < 0.5) {
      transparent += 1;
      continue;
    }
    const key =
      (((small.data[index]! / alpha) >> 4) << 8) |
      (((small.data[index + 1]! / alpha) >> 4) << 4) |
      ((small.data[index + 2]! / alpha) >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (transparent > pixels * 0.05) return false;
  const opaque = pixels - transparent;
  const sorted = [...counts.values()].sort((a, b) => b - a);
  const top = sorted.slice(0, 12).reduce((sum, count) => sum + count, 0) / opaque;
  const spread = sorted.filter((count) => count >= opaque * 0.001).length;
  // A few flat colours cover most of a logo; a photo's most common shades cover little of it.
  return top < 0.35 || (top < 0.6 && spread > 90);
}
