// The local provider's renderer: prompt, style and seed → a PNG. The scene composer
// (supabase/functions/_shared/scene) draws what the prompt asks for as vector art; landscape
// looks use its whole scene, other looks lay its subjects over their own styled backdrop. sharp
// rasterises it and applies the finishing steps (glow, pixels, blur, tone, paper, contrast,
// grain). Every random choice comes from the seed, so identical input gives identical bytes.
import sharp from 'sharp';
import type { ContrastLevel } from '../../../supabase/functions/_shared/contracts/domain/generation';
// The composer lives with the edge functions (Deno imports it too) and is pure TypeScript; the
// layer rule has no entry for it yet, so this one import is allowed by hand (see issue #15).
import {
  composeScene,
  type ComposedScene,
} from '../../../supabase/functions/_shared/scene/index.ts';
import { hslToHex } from './colour';
import { readPrompt, type PromptReading } from './prompt-reading';
import { deriveSeed, hashString, Random } from './random';
import { landscapeScene } from './scenes/landscape';
import type { Finish } from './scenes/scene-types';
import { lookFor } from './style-looks';
import { applyPixelPass, grainTexture, halftoneTexture, paperTexture } from './texture';

/** One picture to draw. `layout` varies the composition between the images of a run. */
export type ImageParams = {
  prompt: string;
  style: string;
  variant?: string;
  contrast: ContrastLevel;
  seed: number;
  width: number;
  height: number;
  layout: number;
};

/** A run: `count` pictures whose seeds derive from the run seed. */
export type RunParams = Omit<ImageParams, 'seed' | 'layout'> & { seed: number; count: number };

export type RenderedImage = { png: Buffer; seed: number };

/** Contrast gain around the picture's mean: low flattens, high punches (measured as RMS contrast). */
const CONTRAST_GAIN: Record<ContrastLevel, number> = { low: 0.62, medium: 1, high: 1.38 };

type Raw = { data: Buffer; width: number; height: number };

function pipeline(raw: Raw): sharp.Sharp {
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
}

async function toRaw(image: sharp.Sharp, width: number, height: number): Promise<Raw> {
  const data = await image.removeAlpha().toColourspace('srgb').raw().toBuffer();
  return { data, width, height };
}

const TONES: Record<NonNullable<Finish['tone']>, number[][]> = {
  sepia: [
    [0.393, 0.769, 0.189],
    [0.349, 0.686, 0.168],
    [0.272, 0.534, 0.131],
  ],
  mono: [
    [0.2126, 0.7152, 0.0722],
    [0.2126, 0.7152, 0.0722],
    [0.2126, 0.7152, 0.0722],
  ],
  'teal-orange': [
    [1.1, -0.02, -0.06],
    [-0.03, 1.0, 0.05],
    [-0.08, 0.12, 0.98],
  ],
  warm: [
    [1.08, 0.02, 0],
    [0.01, 1.01, 0],
    [0, 0, 0.9],
  ],
};

// Textures do not need to vary per picture, so they use fixed seeds and are cached per size:
// a worker that renders many pictures builds each texture once.
const textureCache = new Map<string, Buffer>();
const TEXTURE_CACHE_LIMIT = 24;

async function cachedTexture(key: string, make: () => Buffer | Promise<Buffer>): Promise<Buffer> {
  const hit = textureCache.get(key);
  if (hit) return hit;
  const made = await make();
  if (textureCache.size >= TEXTURE_CACHE_LIMIT)
    textureCache.delete(textureCache.keys().next().value ?? '');
  textureCache.set(key, made);
  return made;
}

/** Mean brightness from a sparse sample: the pivot contrast turns around, so brightness holds. */
function meanBrightness(raw: Raw): number {
  let sum = 0;
  let count = 0;
  for (let index = 0; index < raw.data.length; index += 3 * 97) {
    sum += raw.data[index]! + raw.data[index + 1]! + raw.data[index + 2]!;
    count += 3;
  }
  return count === 0 ? 128 : sum / count;
}

/** Steps that need a second image or a resize: glow and pixelation. */
async function applyLayers(raw: Raw, finish: Finish): Promise<Raw> {
  const { width, height } = raw;
  let current = raw;
  if (finish.glowSvg) {
    const glow = await sharp(Buffer.from(finish.glowSvg))
      .blur(finish.glowSigma ?? 12)
      .removeAlpha()
      .raw()
      .toBuffer();
    current = await toRaw(
      pipeline(current).composite([
        { input: glow, raw: { width, height, channels: 3 }, blend: 'screen' },
      ]),
      width,
      height,
    );
  }
  if (finish.pixelate && finish.pixelate > 1) {
    const small = await pipeline(current)
      .resize(
        Math.max(1, Math.round(width / finish.pixelate)),
        Math.max(1, Math.round(height / finish.pixelate)),
        { kernel: 'nearest', fit: 'fill' },
      )
      .raw()
      .toBuffer({ resolveWithObject: true });
    const big = sharp(small.data, {
      raw: { width: small.info.width, height: small.info.height, channels: 3 },
    }).resize(width, height, { kernel: 'nearest', fit: 'fill' });
    current = await toRaw(big, width, height);
  }
  return current;
}

/** Blur, tone and saturation in sharp; contrast and textures in one pixel pass; then PNG. */
async function finishAndEncode(raw: Raw, finish: Finish, contrast: ContrastLevel): Promise<Buffer> {
  const { width, height } = raw;
  let data = raw.data;
  if ((finish.blur && finish.blur > 0.3) || finish.tone || finish.saturation) {
    let image = pipeline(raw);
    if (finish.blur && finish.blur > 0.3) image = image.blur(finish.blur);
    if (finish.tone) image = image.recomb(TONES[finish.tone] as sharp.Matrix3x3);
    if (finish.saturation) image = image.modulate({ saturation: finish.saturation });
    data = (await toRaw(image, width, height)).data;
  }
  const multiply: Buffer[] = [];
  const paper = finish.paper;
  if (paper)
    multiply.push(
      await cachedTexture(`paper:${paper}:${width}x${height}`, () =>
        paperTexture(new Random(hashString(paper)), width, height, paper),
      ),
    );
  const halftone = finish.halftone;
  if (halftone)
    multiply.push(
      await cachedTexture(`dots:${halftone.spacing}:${halftone.depth}:${width}x${height}`, () =>
        halftoneTexture(width, height, halftone.spacing, halftone.depth),
      ),
    );
  const grain = finish.grain ?? 0;
  const overlay =
    grain > 0
      ? await cachedTexture(`grain:${grain}:${width}x${height}`, () =>
          grainTexture(new Random(7), width, height, grain),
        )
      : null;
  applyPixelPass(data, {
    gain: CONTRAST_GAIN[contrast],
    pivot: meanBrightness({ data, width, height }),
    multiply,
    overlay,
  });
  // Level 6 without adaptive filtering: about as small as level 9 at a fraction of the time.
  return pipeline({ data, width, height })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

/** The composer's style key: the variant when it names a look of its own (digital-art/cyberpunk). */
function composerStyle(style: string, variant: string): string {
  return ['cyberpunk', 'noir', 'manga', 'zen'].includes(variant) ? variant : style;
}

/** The composed scene for a picture: the prompt's subjects in the style's palette. */
export function composeFor(
  params: ImageParams,
  reading: PromptReading = readPrompt(params.prompt, params.seed),
  transparent = false,
): ComposedScene {
  const look = lookFor(params.style, params.variant);
  return composeScene({
    prompt: params.prompt,
    width: params.width,
    height: params.height,
    seed: params.seed,
    style: composerStyle(params.style, look.variant),
    palette: reading.palette.colours.map(hslToHex),
    transparent,
    layout: params.layout,
  });
}

/** Renders one picture to PNG bytes. */
export async function renderImage(params: ImageParams): Promise<Buffer> {
  const random = new Random(hashString(`${params.style}/${params.variant ?? ''}`, params.seed));
  const reading = readPrompt(params.prompt, params.seed);
  const look = lookFor(params.style, params.variant);
  // Landscape looks draw the composer's whole scene (sky by time of day, ground, weather); the
  // others keep their styled backdrop and get the composed subjects laid over it.
  const whole = look.build === landscapeScene;
  const composed = composeFor(params, reading, !whole);
  const scene = whole
    ? { svg: composed.svg, finish: {} }
    : look.build({
        width: params.width,
        height: params.height,
        random: random.fork('scene'),
        reading,
        variant: look.variant,
        layout: params.layout,
      });
  const finish: Finish = { ...scene.finish, ...look.finish };
  let image = sharp(Buffer.from(scene.svg));
  if (!whole && composed.subjects.length > 0)
    image = sharp(await image.png({ compressionLevel: 0 }).toBuffer()).composite([
      { input: Buffer.from(composed.svg) },
    ]);
  const raster = await toRaw(image, params.width, params.height);
  return finishAndEncode(await applyLayers(raster, finish), finish, params.contrast);
}

/** The pictures of a run: seeds derived from the run seed, layouts rotated so no two neighbours match. */
export function runImages(params: RunParams): ImageParams[] {
  const { count, ...common } = params;
  const layoutOffset = params.seed % 3;
  return Array.from({ length: count }, (_, index) => ({
    ...common,
    seed: deriveSeed(params.seed, index),
    layout: (layoutOffset + index) % 3,
  }));
}

/** Renders a run in this thread (the pool in render-pool.ts renders it off the event loop). */
export async function renderRun(params: RunParams): Promise<RenderedImage[]> {
  return Promise.all(
    runImages(params).map(async (image) => ({ png: await renderImage(image), seed: image.seed })),
  );
}
