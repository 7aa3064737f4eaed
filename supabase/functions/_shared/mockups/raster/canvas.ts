// The mockup engine's pixels: an RGBA canvas with premultiplied alpha, 8 bits a channel (so
// bilinear sampling and compositing never darken edges), plus colours and the few whole-canvas
// operations every scene needs. Pure TypeScript: runs the same in Deno and in Node. Hex and WCAG
// luminance are contracts/domain/colour.ts's.
import { hexToRgb, relativeLuminance, rgbToHex, type Rgb } from '../../contracts/domain/colour.ts';

/** A picture: `width × height` premultiplied RGBA, row-major. */
export type Canvas = { width: number; height: number; data: Uint8ClampedArray };

/** A colour: red, green and blue 0–255 (not premultiplied) and alpha 0–1. */
export type Rgba = readonly [number, number, number, number];

/** A blank (transparent) canvas, or one filled with `fill`. */
export function createCanvas(width: number, height: number, fill?: Rgba): Canvas {
  const canvas = {
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(height)),
    data: new Uint8ClampedArray(
      Math.max(1, Math.round(width)) * Math.max(1, Math.round(height)) * 4,
    ),
  };
  if (fill) fillCanvas(canvas, fill);
  return canvas;
}

/** Fills every pixel with one colour (replacing what was there). */
export function fillCanvas(canvas: Canvas, color: Rgba): void {
  const [r, g, b, a] = color;
  const data = canvas.data;
  for (let index = 0; index < data.length; index += 4) {
    data[index] = r * a;
    data[index + 1] = g * a;
    data[index + 2] = b * a;
    data[index + 3] = a * 255;
  }
}

/** `#rrggbb` (or `#rrggbbaa`) as a colour; `alpha` multiplies its own. */
export function hex(value: string, alpha = 1): Rgba {
  const [r, g, b] = hexToRgb(value);
  const a = value.length >= 9 ? parseInt(value.slice(7, 9), 16) / 255 : 1;
  return [r, g, b, a * alpha];
}

/** A colour's red, green and blue (for the shared colour functions). */
export function rgbOf(color: Rgba): Rgb {
  return [color[0], color[1], color[2]];
}

/** A colour as `#rrggbb` (alpha dropped). */
export function toHex(color: Rgba): string {
  return rgbToHex(rgbOf(color));
}

/** A colour's WCAG relative luminance, 0 (black) to 1 (white); alpha is ignored. */
export function luminanceOf(color: Rgba): number {
  return relativeLuminance(rgbOf(color));
}

/** Mixes two colours: 0 gives `from`, 1 gives `to`. */
export function mix(from: Rgba, to: Rgba, amount: number): Rgba {
  const t = Math.min(1, Math.max(0, amount));
  return [
    from[0] + (to[0] - from[0]) * t,
    from[1] + (to[1] - from[1]) * t,
    from[2] + (to[2] - from[2]) * t,
    from[3] + (to[3] - from[3]) * t,
  ];
}

/** The colour with its red, green and blue scaled (a shade below 1, a tint toward white above). */
export function shade(color: Rgba, amount: number): Rgba {
  if (amount <= 1) return [color[0] * amount, color[1] * amount, color[2] * amount, color[3]];
  return mix(color, [255, 255, 255, color[3]], amount - 1);
}

/** The colour with another alpha. */
export function withAlpha(color: Rgba, alpha: number): Rgba {
  return [color[0], color[1], color[2], alpha];
}

/** How a layer is put onto what is below it. */
export type BlendMode = 'normal' | 'multiply' | 'screen' | 'overlay';

/**
 * Blends one premultiplied source pixel (0–255 channels, alpha 0–1) into `data` at `index`.
 * The formulas are the W3C compositing ones (separable blend modes, then source-over).
 */
export function blendPixel(
  data: Uint8ClampedArray,
  index: number,
  sr: number,
  sg: number,
  sb: number,
  sa: number,
  mode: BlendMode,
): void {
  if (sa <= 0) return;
  const inverse = 1 - sa;
  if (mode === 'normal') {
    data[index] = sr + data[index]! * inverse;
    data[index + 1] = sg + data[index + 1]! * inverse;
    data[index + 2] = sb + data[index + 2]! * inverse;
    data[index + 3] = sa * 255 + data[index + 3]! * inverse;
    return;
  }
  const da = data[index + 3]! / 255;
  data[index] = blendChannel(sr, data[index]!, sa, da, inverse, mode);
  data[index + 1] = blendChannel(sg, data[index + 1]!, sa, da, inverse, mode);
  data[index + 2] = blendChannel(sb, data[index + 2]!, sa, da, inverse, mode);
  data[index + 3] = sa * 255 + data[index + 3]! * inverse;
}

function blendChannel(
  s: number,
  d: number,
  sa: number,
  da: number,
  inverse: number,
  mode: BlendMode,
): number {
  // Straight colours 0–1 for the blend function.
  const cs = s / 255 / sa;
  const cd = da > 0 ? d / 255 / da : 0;
  const blended =
    mode === 'multiply'
      ? cs * cd
      : mode === 'screen'
        ? cs + cd - cs * cd
        : cd <= 0.5
          ? 2 * cs * cd
          : 1 - 2 * (1 - cs) * (1 - cd);
  // Source-over of the blended colour where both exist.
  return ((1 - da) * cs + da * blended) * sa * 255 + d * inverse;
}

/**
 * Draws `layer` onto `canvas` with its top-left at (x, y) (whole pixels), at `opacity`, with a
 * blend mode.
 */
export function drawCanvas(
  canvas: Canvas,
  layer: Canvas,
  x = 0,
  y = 0,
  options: { opacity?: number; mode?: BlendMode } = {},
): void {
  const opacity = options.opacity ?? 1;
  const mode = options.mode ?? 'normal';
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  const right = Math.min(canvas.width, Math.round(x) + layer.width);
  const bottom = Math.min(canvas.height, Math.round(y) + layer.height);
  for (let row = top; row < bottom; row += 1) {
    const sourceRow = row - Math.round(y);
    for (let column = left; column < right; column += 1) {
      const source = (sourceRow * layer.width + (column - Math.round(x))) * 4;
      const alpha = (layer.data[source + 3]! / 255) * opacity;
      if (alpha <= 0) continue;
      blendPixel(
        canvas.data,
        (row * canvas.width + column) * 4,
        layer.data[source]! * opacity,
        layer.data[source + 1]! * opacity,
        layer.data[source + 2]! * opacity,
        alpha,
        mode,
      );
    }
  }
}

/** A canvas scaled down (or up) to `width × height` with a box filter (area average) when shrinking. */
export function resizeCanvas(source: Canvas, width: number, height: number): Canvas {
  const target = createCanvas(width, height);
  const scaleX = source.width / target.width;
  const scaleY = source.height / target.height;
  if (scaleX <= 1 && scaleY <= 1) {
    // Enlarging: bilinear.
    for (let y = 0; y < target.height; y += 1)
      for (let x = 0; x < target.width; x += 1) {
        const sample = sampleBilinear(source, (x + 0.5) * scaleX - 0.5, (y + 0.5) * scaleY - 0.5);
        const index = (y * target.width + x) * 4;
        target.data[index] = sample[0]!;
        target.data[index + 1] = sample[1]!;
        target.data[index + 2] = sample[2]!;
        target.data[index + 3] = sample[3]!;
      }
    return target;
  }
  const sums = new Float64Array(4);
  for (let y = 0; y < target.height; y += 1) {
    const sy0 = y * scaleY;
    const sy1 = sy0 + scaleY;
    for (let x = 0; x < target.width; x += 1) {
      const sx0 = x * scaleX;
      const sx1 = sx0 + scaleX;
      sums.fill(0);
      let weight = 0;
      for (let sy = Math.floor(sy0); sy < Math.min(source.height, Math.ceil(sy1)); sy += 1) {
        const wy = Math.min(sy + 1, sy1) - Math.max(sy, sy0);
        for (let sx = Math.floor(sx0); sx < Math.min(source.width, Math.ceil(sx1)); sx += 1) {
          const w = wy * (Math.min(sx + 1, sx1) - Math.max(sx, sx0));
          const index = (sy * source.width + sx) * 4;
          sums[0]! += source.data[index]! * w;
          sums[1]! += source.data[index + 1]! * w;
          sums[2]! += source.data[index + 2]! * w;
          sums[3]! += source.data[index + 3]! * w;
          weight += w;
        }
      }
      const index = (y * target.width + x) * 4;
      for (let channel = 0; channel < 4; channel += 1)
        target.data[index + channel] = weight > 0 ? sums[channel]! / weight : 0;
    }
  }
  return target;
}

const sample = new Float64Array(4);

/**
 * The premultiplied colour at a point (pixel centres at integer + 0.5 are at integers here:
 * pass `x - 0.5`), bilinearly interpolated into `out`; outside the canvas is transparent. The
 * warp's inner loop: no allocation, and `out` zeroed by hand (a `fill` call here costs a fifth).
 */
export function sampleBilinearInto(
  canvas: Canvas,
  x: number,
  y: number,
  out: Float64Array,
): Float64Array {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  out[0] = out[1] = out[2] = out[3] = 0;
  const { width, height, data } = canvas;
  for (let corner = 0; corner < 4; corner += 1) {
    const cx = x0 + (corner & 1);
    const cy = y0 + (corner >> 1);
    if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
    const weight = (corner & 1 ? fx : 1 - fx) * (corner >> 1 ? fy : 1 - fy);
    if (weight === 0) continue;
    const index = (cy * width + cx) * 4;
    out[0]! += data[index]! * weight;
    out[1]! += data[index + 1]! * weight;
    out[2]! += data[index + 2]! * weight;
    out[3]! += data[index + 3]! * weight;
  }
  return out;
}

/** sampleBilinearInto a buffer shared by every call: copy it before the next call. */
export function sampleBilinear(canvas: Canvas, x: number, y: number): Float64Array {
  return sampleBilinearInto(canvas, x, y, sample);
}
