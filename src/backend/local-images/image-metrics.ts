// Measurements of rendered pictures, for the tests and the benchmark: contrast, colour, edges
// and the difference between two pictures. Measured on a 128-pixel-wide copy, which is plenty
// for whole-picture statistics and keeps the tests fast.
import sharp from 'sharp';

/** Whole-picture statistics of a PNG. */
export type ImageMetrics = {
  width: number;
  height: number;
  /** Standard deviation of luminance, 0–1 (RMS contrast). */
  rmsContrast: number;
  meanLuminance: number;
  /** Mean HSV saturation, 0–1. */
  meanSaturation: number;
  /** Circular mean hue in degrees, weighted by saturation. */
  meanHue: number;
  /** Share of pixels whose luminance differs from a neighbour's by more than 0.08. */
  edgeDensity: number;
};

async function sample(
  png: Buffer,
  width = 128,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .resize({ width, kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Measures a PNG. */
export async function measure(png: Buffer): Promise<ImageMetrics> {
  const meta = await sharp(png).metadata();
  const { data, width, height } = await sample(png);
  const luminance = new Float64Array(width * height);
  let sum = 0;
  let saturationSum = 0;
  let hueX = 0;
  let hueY = 0;
  for (let index = 0; index < luminance.length; index++) {
    const r = data[index * 3]! / 255;
    const g = data[index * 3 + 1]! / 255;
    const b = data[index * 3 + 2]! / 255;
    const value = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    luminance[index] = value;
    sum += value;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const saturation = max === 0 ? 0 : (max - min) / max;
    saturationSum += saturation;
    if (max !== min) {
      const hue =
        max === r
          ? ((g - b) / (max - min) + 6) % 6
          : max === g
            ? (b - r) / (max - min) + 2
            : (r - g) / (max - min) + 4;
      hueX += Math.cos((hue * Math.PI) / 3) * saturation;
      hueY += Math.sin((hue * Math.PI) / 3) * saturation;
    }
  }
  const mean = sum / luminance.length;
  let variance = 0;
  let edges = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = luminance[y * width + x]!;
      variance += (value - mean) ** 2;
      const right = x + 1 < width ? luminance[y * width + x + 1]! : value;
      const below = y + 1 < height ? luminance[(y + 1) * width + x]! : value;
      if (Math.abs(right - value) > 0.08 || Math.abs(below - value) > 0.08) edges++;
    }
  }
  return {
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    rmsContrast: Math.sqrt(variance / luminance.length),
    meanLuminance: mean,
    meanSaturation: saturationSum / luminance.length,
    meanHue: ((Math.atan2(hueY, hueX) * 180) / Math.PI + 360) % 360,
    edgeDensity: edges / luminance.length,
  };
}

/** Mean absolute difference of two same-sized PNGs per channel, 0–1. */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([sample(a), sample(b)]);
  if (left.width !== right.width || left.height !== right.height) return 1;
  let total = 0;
  for (let index = 0; index < left.data.length; index++)
    total += Math.abs(left.data[index]! - right.data[index]!);
  return total / left.data.length / 255;
}

/** Smallest angle between two hues, in degrees. */
export function hueDistance(a: number, b: number): number {
  const delta = Math.abs(a - b) % 360;
  return delta > 180 ? 360 - delta : delta;
}
