// The local motion engine's layers (issue #17), made once per clip before any frame is drawn
// (sharp, the background remover and the hole fill run here, never per frame):
//  - text-to-video: the scene composer's picture for the prompt (supabase/functions/_shared/scene)
//    taken apart — the sky, the ground, the subjects in depth bands (a subject standing lower is
//    nearer and moves more), the weather's particles (in two depths, drawn as tiles so they fall
//    forever) and drifting fog banks — each rendered once to RGBA by sharp's SVG renderer
//    (librsvg; @resvg/resvg-js is not installed here, and sharp already is);
//  - image-to-video: the photo cover-fitted to the overscanned canvas (cropped where sharp's
//    attention strategy finds the salient part, so a square portrait keeps its face in a 16:9
//    clip) and, when the background remover finds a real subject, split in two: the subject cut
//    out, and the background with the subject's (grown) area filled at reduced size by our
//    PatchMatch (patch-match.ts; it copies real texture where OpenCV's Telea smeared a cone of
//    colour, for about a second more at 720p), so the subject can slide over it without leaving
//    a ghost copy behind. With no clear subject: one layer, moved as a whole (Ken Burns).
// Each layer says how it moves beside the camera: drift and sway in layer pixels per second.
import sharp from 'sharp';
import { VIDEO_IMAGE_MAX_PIXELS } from '../../../../supabase/functions/_shared/contracts/api/generate-video';
import {
  pieceSvg,
  svgOpen,
  type ScenePiece,
} from '../../../../supabase/functions/_shared/scene/pieces';
import { asDecodeError } from '../image-input';
import { loadBackgroundRemovalModel, segmentSubject } from './background-removal';
import { growMask } from './inpaint';
import { OVERSCAN } from './motion-camera';
import { makeLayer, type MotionLayer } from './motion-render';
import { patchMatchInpaint } from './patch-match';

/** How a layer moves on its own, beside the camera (layer pixels; sway is a slow sine). */
export type LayerDrift = {
  /** Scroll speed, px/s (positive: the content moves right / down). */
  x: number;
  y: number;
  /** Side-to-side sway amplitude, px, and its period in seconds. */
  sway: number;
  swayPeriod: number;
};

/** A layer and its own motion. */
export type AnimatedLayer = { layer: MotionLayer; drift: LayerDrift };

/** What a clip's layers are, with what was found. */
export type ClipLayers = {
  layers: AnimatedLayer[];
  /** Model loading in this job (the background remover, OpenCV). */
  loadMs: number;
  /** Image-to-video: whether a subject was cut out (else one Ken Burns layer). */
  subject?: boolean;
  /** Share of the canvas the subject covers (image-to-video). */
  subjectShare?: number;
};

const STILL: LayerDrift = { x: 0, y: 0, sway: 0, swayPeriod: 1 };

/** The subject must cover at least this share of the picture to move on its own… */
export const SUBJECT_MIN_SHARE = 0.03;
/** …and at most this (a close-up that fills the picture moves as one). */
export const SUBJECT_MAX_SHARE = 0.85;
/** At most this share of the picture may be half-sure matte (alpha 10–90 %), else no subject. */
export const SUBJECT_MAX_UNSURE = 0.12;

/** An SVG's body rendered at width × height to a layer. */
async function svgLayer(
  name: string,
  body: string,
  width: number,
  height: number,
  options: { depth: number; wrap?: boolean; opaque?: boolean },
): Promise<MotionLayer> {
  const svg = `${svgOpen(width, height)}${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height)
    throw new Error(`the ${name} layer rendered at ${info.width} × ${info.height}`);
  return makeLayer(name, data, width, height, options);
}

/** Markup repeated on a 3 × 3 grid of tiles, so a layer scrolled any way joins up seamlessly. */
function tiled(markup: string, width: number, height: number): string {
  const copies: string[] = [];
  for (const dy of [-height, 0, height])
    for (const dx of [-width, 0, width])
      copies.push(
        dx === 0 && dy === 0 ? markup : `<g transform="translate(${dx} ${dy})">${markup}</g>`,
      );
  return copies.join('');
}

/** Ground depth 0 (at the horizon) … 1 (the picture's bottom) of a piece, or null in the sky. */
function groundDepth(piece: ScenePiece, horizon: number, height: number): number | null {
  const box = piece.box;
  if (!box) return 0.5;
  const bottom = box.y + box.h;
  if (bottom < horizon - height * 0.01) return null;
  return Math.min(1, Math.max(0, (bottom - horizon) / Math.max(1, height - horizon)));
}

/**
 * A subject's piece moved (never scaled) so the frame shows it whole at rest: the scene is
 * composed on the overscanned canvas, whose margins the frame crops, so pieces are drawn toward
 * the middle across, ground subjects' feet kept above the frame's bottom edge (still on the
 * ground, below the horizon), sky subjects below its top edge. Horizon features keep their row.
 */
function intoFrame(piece: ScenePiece, horizon: number, width: number, height: number): string {
  const box = piece.box;
  if (!box) return pieceSvg(piece);
  const margin = (1 - 1 / OVERSCAN) / 2;
  const centre = box.x + box.w / 2;
  // Across: the canvas's width squeezed to the frame's (with a little room at each side).
  const squeeze = 1 / OVERSCAN - 0.02;
  let dx = (centre - width / 2) * (squeeze - 1);
  const bottom = box.y + box.h;
  let dy = 0;
  if (bottom > horizon + height * 0.03) {
    const floor = height * (1 - margin) - height * 0.01;
    if (floor > horizon)
      dy = horizon + ((bottom - horizon) * (floor - horizon)) / (height - horizon) - bottom;
  } else if (bottom < horizon - height * 0.01) dy = Math.max(0, height * (margin + 0.01) - box.y);
  dx = Math.round(dx * 10) / 10;
  dy = Math.round(dy * 10) / 10;
  return dx === 0 && dy === 0
    ? pieceSvg(piece)
    : `<g transform="translate(${dx} ${dy})">${pieceSvg(piece)}</g>`;
}

/** How each kind of weather moves, in shares of the canvas per second. */
const WEATHER: Record<string, { fall: number; drift: number; sway: number; split: boolean }> = {
  snow: { fall: 0.075, drift: 0.01, sway: 0.012, split: true },
  // Rain falls along its streaks' slant (the composer draws them 0.23 across per 1 down).
  rain: { fall: 1.1, drift: -0.25, sway: 0, split: true },
  leaves: { fall: 0.11, drift: 0.035, sway: 0.02, split: false },
};

/**
 * The text-to-video layers for a prompt and seed at the canvas size: sky, ground, subjects by
 * depth, weather, fog. `progress` hears the share of layers rendered.
 */
export async function textLayers(
  prompt: string,
  seed: number,
  width: number,
  height: number,
  progress: (share: number) => void = () => undefined,
): Promise<ClipLayers> {
  // The composer is imported by the first text video, not when a photo worker starts: its emoji
  // set takes about 70 MB once parsed. The `.ts` is written out because tsx's loader does not
  // resolve an extensionless dynamic import inside a worker.
  const { composeScene } = await import('../../../../supabase/functions/_shared/scene/compose.ts');
  const scene = composeScene({ prompt, width, height, seed });
  const { layers: parts } = scene;
  const { horizon } = parts;
  const jobs: (() => Promise<AnimatedLayer>)[] = [];
  const add = (
    name: string,
    body: string,
    options: { depth: number; wrap?: boolean; opaque?: boolean },
    drift: LayerDrift = STILL,
  ) =>
    jobs.push(async () => ({ layer: await svgLayer(name, body, width, height, options), drift }));

  // The sky (with its stars and glow) drifts slowly on its own; the hills in front of it do not.
  const background = parts.background;
  const hills = background.match(/<path [^>]*\/>/g) ?? [];
  const defs = background.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? '';
  const skyDrift = { ...STILL, x: width * 0.006 };
  if (hills.length > 0) {
    let sky = background;
    for (const hill of hills) sky = sky.replace(hill, '');
    add('sky', sky, { depth: 0, opaque: true }, skyDrift);
    add('ground', defs + hills.join(''), { depth: 0.35 });
  } else add('background', background, { depth: 0.25, opaque: true });

  // Subjects in bands of depth: the sky's (far, bobbing gently), then the ground's far to near.
  const sky: string[] = [];
  const bands: { pieces: string[]; depths: number[] }[] = [0, 1, 2].map(() => ({
    pieces: [],
    depths: [],
  }));
  for (const group of parts.groups) {
    if (group.particles) continue;
    for (const piece of group.pieces) {
      const depth = groundDepth(piece, horizon, height);
      const markup = intoFrame(piece, horizon, width, height);
      if (depth === null) {
        sky.push(markup);
        continue;
      }
      const band = bands[Math.min(2, Math.floor(depth * 3))]!;
      band.pieces.push(markup);
      band.depths.push(depth);
    }
  }
  if (sky.length > 0)
    add(
      'sky subjects',
      sky.join(''),
      { depth: 0.15 },
      { x: width * 0.004, y: 0, sway: height * 0.006, swayPeriod: 4.5 },
    );
  for (const [index, band] of bands.entries()) {
    if (band.pieces.length === 0) continue;
    const mean = band.depths.reduce((sum, value) => sum + value, 0) / band.depths.length;
    add(`subjects ${index + 1}`, band.pieces.join(''), { depth: 0.45 + 0.55 * mean });
  }

  // Weather: tiles that fall (or drift) forever; snow and rain in a far and a near sheet.
  for (const group of parts.groups) {
    if (!group.particles) continue;
    const kind = WEATHER[group.subject] ?? { fall: 0.06, drift: 0.02, sway: 0.01, split: false };
    const sheets = kind.split
      ? [
          { pieces: group.pieces.filter((_, index) => index % 2 === 0), depth: 0.6, pace: 0.65 },
          { pieces: group.pieces.filter((_, index) => index % 2 === 1), depth: 0.95, pace: 1.2 },
        ]
      : [{ pieces: group.pieces, depth: 0.85, pace: 1 }];
    for (const [index, sheet] of sheets.entries()) {
      if (sheet.pieces.length === 0) continue;
      add(
        `${group.subject} ${index + 1}`,
        tiled(sheet.pieces.map(pieceSvg).join(''), width, height),
        { depth: sheet.depth, wrap: true },
        {
          x: kind.drift * width * sheet.pace,
          y: kind.fall * height * sheet.pace,
          sway: kind.sway * width,
          swayPeriod: 3 + index,
        },
      );
    }
  }

  // Fog: the composer's even veil, lighter, with soft banks over it that drift across.
  if (parts.overlay)
    add(
      'fog',
      fogBanks(parts.overlay, width, height, seed),
      { depth: 0.7, wrap: true },
      {
        ...STILL,
        x: width * 0.025,
      },
    );

  let done = 0;
  const layers = await Promise.all(
    jobs.map(async (job) => {
      const layer = await job();
      done += 1;
      progress(done / jobs.length);
      return layer;
    }),
  );
  return { layers, loadMs: 0 };
}

/** The fog veil at two thirds of its opacity, and soft white banks across the canvas (tiled). */
function fogBanks(overlay: string, width: number, height: number, seed: number): string {
  const veil = overlay.replace(/opacity="([\d.]+)"/, (_, value: string) => {
    return `opacity="${(Number(value) * 0.65).toFixed(2)}"`;
  });
  let state = (seed ^ 0x5bd1e995) >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const banks: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const cx = (width * (index + random())) / 7;
    const cy = height * (0.35 + random() * 0.5);
    const rx = width * (0.18 + random() * 0.12);
    const ry = height * (0.06 + random() * 0.06);
    banks.push(
      `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="url(#fog-bank)"/>`,
    );
  }
  const gradient =
    '<defs><radialGradient id="fog-bank"><stop offset="0" stop-color="#eef2f5" stop-opacity="0.55"/>' +
    '<stop offset="1" stop-color="#eef2f5" stop-opacity="0"/></radialGradient></defs>';
  return gradient + veil + tiled(banks.join(''), width, height);
}

/** Straight RGBA from RGB and a one-band alpha (255 when absent). */
function rgba(rgb: Uint8Array, alpha: Uint8Array | null, pixels: number): Uint8Array {
  const out = new Uint8Array(pixels * 4);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    out[4 * pixel] = rgb[3 * pixel]!;
    out[4 * pixel + 1] = rgb[3 * pixel + 1]!;
    out[4 * pixel + 2] = rgb[3 * pixel + 2]!;
    out[4 * pixel + 3] = alpha ? alpha[pixel]! : 255;
  }
  return out;
}

/**
 * The fill's working size (long side) and patch side. Measured on the espresso photo at 720p
 * (2 cores, warm): Telea at 480 px 0.1 s but a visible smear; PatchMatch at 480 px with 11 px
 * patches 4.7 s; at 320 px with 7 px patches 1.1 s and texture that holds up behind the subject.
 */
const FILL_SIDE = 320;
const FILL_PATCH = 7;

/**
 * The image-to-video layers: the photo cover-fitted to width × height, and its subject cut out
 * over a filled background when the remover finds one covering 3–85 % of it. `progress` hears
 * the share done (0–1) and may throw to stop.
 */
export async function photoLayers(
  image: Uint8Array,
  width: number,
  height: number,
  progress: (share: number) => void = () => undefined,
): Promise<ClipLayers> {
  let rgb: Buffer;
  try {
    rgb = await sharp(image, { limitInputPixels: VIDEO_IMAGE_MAX_PIXELS, failOn: 'warning' })
      .rotate()
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .resize(width, height, {
        fit: 'cover',
        position: sharp.strategy.attention,
        kernel: 'lanczos3',
      })
      .removeAlpha()
      .raw()
      .toBuffer();
  } catch (error) {
    throw asDecodeError(error);
  }
  const pixels = width * height;
  progress(0.1);
  const loadMs = await loadBackgroundRemovalModel();
  progress(0.2);
  const alpha = await segmentSubject({ data: rgb, width, height, channels: 3 });
  progress(0.6);
  let covered = 0;
  let unsure = 0;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const value = alpha[pixel]!;
    if (value > 127) covered += 1;
    if (value > 25 && value < 230) unsure += 1;
  }
  const share = covered / pixels;
  // A real subject has a confident matte. On a picture with none (a sky, a gradient) the remover
  // answers a wide half-sure haze: measured, 56 % of a gradient's pixels were half-sure against
  // 0.6–2.3 % for the espresso cup, the figurines, the astronaut and the car park.
  const confident = unsure / pixels < Math.min(SUBJECT_MAX_UNSURE, share / 2);
  if (!confident || share < SUBJECT_MIN_SHARE || share > SUBJECT_MAX_SHARE) {
    const photo = makeLayer('photo', rgba(rgb, null, pixels), width, height, {
      depth: 0.6,
      opaque: true,
    });
    progress(1);
    return {
      layers: [{ layer: photo, drift: STILL }],
      loadMs,
      subject: false,
      subjectShare: share,
    };
  }

  // The hole: the subject's matte at the fill size, grown so its soft edge and halo go too.
  const scale = FILL_SIDE / Math.max(width, height);
  const fillWidth = Math.max(8, Math.round(width * scale));
  const fillHeight = Math.max(8, Math.round(height * scale));
  const smallMatte = await sharp(alpha, { raw: { width, height, channels: 1 } })
    .resize(fillWidth, fillHeight, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const hole = growMask(
    Uint8Array.from(smallMatte, (value) => (value > 16 ? 1 : 0)),
    fillWidth,
    fillHeight,
    Math.max(2, Math.round(FILL_SIDE * 0.012)),
  );
  const smallPhoto = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(fillWidth, fillHeight, { fit: 'fill' })
    .raw()
    .toBuffer();
  const filledRgb = patchMatchInpaint(smallPhoto, fillWidth, fillHeight, hole, {
    patchSize: FILL_PATCH,
    onProgress: (part) => progress(0.6 + 0.25 * part),
  });
  // Back at full size: the fill only inside the (softened) hole, the photo untouched elsewhere.
  const [fillRgb, softHole] = await Promise.all([
    sharp(filledRgb, { raw: { width: fillWidth, height: fillHeight, channels: 3 } })
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer(),
    sharp(hole, { raw: { width: fillWidth, height: fillHeight, channels: 1 } })
      .blur(1.2)
      .resize(width, height, { fit: 'fill', kernel: 'linear' })
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const backdrop = new Uint8Array(pixels * 4);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const m = softHole[pixel]!;
    const keep = 255 - m;
    for (let channel = 0; channel < 3; channel += 1)
      backdrop[4 * pixel + channel] =
        (rgb[3 * pixel + channel]! * keep + fillRgb[3 * pixel + channel]! * m + 127) / 255;
    backdrop[4 * pixel + 3] = 255;
  }
  progress(0.95);
  const layers: AnimatedLayer[] = [
    {
      layer: makeLayer('background', backdrop, width, height, { depth: 0.3, opaque: true }),
      drift: STILL,
    },
    {
      layer: makeLayer('subject', rgba(rgb, alpha, pixels), width, height, { depth: 1 }),
      drift: STILL,
    },
  ];
  progress(1);
  return { layers, loadMs, subject: true, subjectShare: share };
}
