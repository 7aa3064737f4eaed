// Draws a background scene for a plan: a backdrop above the horizon (a wall, subway tiles, a sky
// over the sea, a tree line, a street of buildings, or a studio sweep) and the ground below it in
// perspective, the surface the subject will stand on. Raw RGB, deterministic from the seed.
import sharp from 'sharp';
import { createNoise, groundMaterial, type Noise } from './scene-materials';
import type { Rgb, ScenePlan } from './scene-prompt';

/** A drawn scene: RGB pixels and the horizon row. */
export type Scene = { data: Buffer; width: number; height: number; horizon: number };

const smooth = (edge0: number, edge1: number, value: number) => {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};
const clampByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));
const lerp = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** The horizon's height as a share of the picture, per backdrop. */
function horizonShare(plan: ScenePlan): number {
  if (plan.backdrop === 'sweep') return 0.58;
  return plan.backdrop === 'wall' || plan.backdrop === 'tiles' ? 0.54 : 0.5;
}

/** Draws the scene for `plan` at width × height. */
export async function renderScene(
  plan: ScenePlan,
  width: number,
  height: number,
  seed: number,
): Promise<Scene> {
  const noise = createNoise(seed);
  const horizon = Math.round(height * horizonShare(plan));
  const data = Buffer.alloc(width * height * 3);
  if (plan.backdrop === 'sweep') drawSweep(plan, noise, data, width, height, horizon);
  else {
    await drawBackdrop(plan, noise, data, width, horizon);
    drawGround(plan, noise, data, width, height, horizon);
  }
  applyLight(plan, data, width, height);
  return { data, width, height, horizon };
}

/** A seamless cyclorama: the wall curves into the floor with no line, lit towards the subject. */
function drawSweep(
  plan: ScenePlan,
  noise: Noise,
  data: Buffer,
  width: number,
  height: number,
  horizon: number,
) {
  const colour: Rgb = plan.tint ?? [236, 234, 230];
  const wall = lerp(colour, [0, 0, 0], 0.14);
  const floor = lerp(colour, [255, 255, 255], 0.08);
  for (let y = 0; y < height; y += 1) {
    const curve = smooth(horizon - height * 0.22, horizon + height * 0.16, y);
    const row = lerp(wall, floor, curve);
    for (let x = 0; x < width; x += 1) {
      // A soft pool of light behind the subject; a little noise so the gradient never bands.
      const dx = (x - width / 2) / width;
      const dy = (y - horizon) / height;
      const pool = 1 + 0.07 * Math.exp(-(dx * dx + dy * dy) * 6);
      const dither = (noise.hash(x, y) - 0.5) * 2;
      const at = (y * width + x) * 3;
      data[at] = clampByte(row[0] * pool + dither);
      data[at + 1] = clampByte(row[1] * pool + dither);
      data[at + 2] = clampByte(row[2] * pool + dither);
    }
  }
}

/** The ground below the horizon, receding: rows near the horizon sample far-away material. */
function drawGround(
  plan: ScenePlan,
  noise: Noise,
  data: Buffer,
  width: number,
  height: number,
  horizon: number,
) {
  const material = groundMaterial(plan.surface, plan.tint, noise);
  const colour = new Float32Array(3);
  const haze = backdropMean(data, width, horizon);
  const span = height - horizon;
  for (let y = horizon; y < height; y += 1) {
    const t = Math.max((y - horizon + 0.5) / span, 0.015);
    const depth = 1 / t;
    const detail = Math.min(1, 2.2 / depth);
    const fog = Math.pow(1 - t, 6) * 0.45;
    for (let x = 0; x < width; x += 1) {
      const u = ((x - width / 2) / width) * 2 * depth;
      material(u, depth, x, y, detail, colour);
      const [red, green, blue] = [colour[0]!, colour[1]!, colour[2]!];
      const at = (y * width + x) * 3;
      data[at] = clampByte(red + (haze[0] - red) * fog);
      data[at + 1] = clampByte(green + (haze[1] - green) * fog);
      data[at + 2] = clampByte(blue + (haze[2] - blue) * fog);
    }
  }
}

function backdropMean(data: Buffer, width: number, horizon: number): Rgb {
  const sum = [0, 0, 0];
  const from = Math.max(0, horizon - 4);
  for (let at = from * width * 3; at < horizon * width * 3; at += 3) {
    sum[0]! += data[at]!;
    sum[1]! += data[at + 1]!;
    sum[2]! += data[at + 2]!;
  }
  const count = Math.max(1, (horizon - from) * width);
  return [sum[0]! / count, sum[1]! / count, sum[2]! / count];
}

/** Everything above the horizon; outdoor backdrops are blurred a little, as a lens would. */
async function drawBackdrop(
  plan: ScenePlan,
  noise: Noise,
  data: Buffer,
  width: number,
  horizon: number,
) {
  if (horizon <= 0) return;
  const paint = (x: number, y: number, colour: Rgb) => {
    const at = (y * width + x) * 3;
    data[at] = clampByte(colour[0]);
    data[at + 1] = clampByte(colour[1]);
    data[at + 2] = clampByte(colour[2]);
  };
  const sky = (y: number, top: Rgb, low: Rgb) => lerp(top, low, Math.pow(y / horizon, 0.8));
  if (plan.backdrop === 'wall' || plan.backdrop === 'tiles') {
    const colour: Rgb = plan.tint ?? [224, 218, 210];
    const tile = Math.max(6, Math.round(horizon * 0.09));
    for (let y = 0; y < horizon; y += 1) {
      const shade = 0.88 + 0.12 * (y / horizon);
      for (let x = 0; x < width; x += 1) {
        const plaster = (noise.fbm(x / 90, y / 90, 3) - 0.5) * 8;
        let grout = 0;
        if (plan.backdrop === 'tiles') {
          const row = Math.floor(y / tile);
          const offset = (row % 2) * tile;
          grout = y % tile < 2 || (x + offset) % (tile * 2) < 2 ? 30 : 0;
        }
        paint(x, y, [
          colour[0] * shade + plaster - grout,
          colour[1] * shade + plaster - grout,
          colour[2] * shade + plaster - grout,
        ]);
      }
    }
    return;
  }
  const sunset = plan.warm;
  const top: Rgb = sunset ? [92, 110, 170] : [96, 158, 226];
  const low: Rgb = sunset ? [246, 186, 140] : [206, 228, 246];
  const sea = Math.round(horizon * 0.86);
  for (let y = 0; y < horizon; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour = sky(y, top, low);
      const cloud = smooth(0.55, 0.75, noise.fbm(x / (width * 0.18), y / (horizon * 0.22), 5));
      colour = lerp(colour, [250, 250, 252], cloud * 0.8 * (1 - y / horizon));
      if (plan.backdrop === 'beach' && y >= sea) {
        const depth = (y - sea) / Math.max(1, horizon - sea);
        colour = lerp([34, 112, 160], [92, 186, 196], depth);
        if (noise.hash(x, y) > 0.985) colour = lerp(colour, [255, 255, 255], 0.6);
      }
      if (plan.backdrop === 'forest') colour = treeLine(colour, x, y, width, horizon, noise);
      if (plan.backdrop === 'city') colour = skyline(colour, x, y, width, horizon, noise);
      paint(x, y, colour);
    }
  }
  if (plan.backdrop === 'beach') return;
  const sigma = Math.max(0.6, width * 0.003);
  const blurred = await sharp(data.subarray(0, width * horizon * 3), {
    raw: { width, height: horizon, channels: 3 },
  })
    .blur(sigma)
    .raw()
    .toBuffer();
  blurred.copy(data, 0);
}

/** Two layers of conifers: far ones hazy blue-green, near ones dark. */
function treeLine(colour: Rgb, x: number, y: number, w: number, h: number, noise: Noise): Rgb {
  const far = h * (0.55 - 0.2 * noise.fbm(x / (w * 0.08), 3, 3)) - peaks(x, w * 0.025) * h * 0.1;
  const near = h * (0.75 - 0.25 * noise.fbm(x / (w * 0.1), 9, 3)) - peaks(x, w * 0.04) * h * 0.16;
  if (y >= near) return lerp([44, 70, 46], [30, 52, 34], (y - near) / (h - near + 1));
  if (y >= far) return lerp(colour, [98, 128, 112], 0.8);
  return colour;
}

/** A street of blocks with lit windows, fading into the sky. */
function skyline(colour: Rgb, x: number, y: number, w: number, h: number, noise: Noise): Rgb {
  const block = Math.floor(x / (w * 0.07));
  const top = h * (0.15 + 0.5 * noise.hash(block, 1));
  if (y < top) return colour;
  const near = noise.hash(block, 2) > 0.5;
  const wall: Rgb = near ? [104, 108, 122] : [146, 154, 170];
  const cell = Math.max(4, Math.round(w * 0.012));
  const window = x % cell > cell * 0.35 && y % (cell * 1.4) > cell * 0.5;
  return window ? lerp(wall, [232, 220, 180], noise.hash(x >> 3, y >> 3) > 0.6 ? 0.6 : 0.15) : wall;
}

function peaks(x: number, period: number): number {
  const phase = (x / period) % 1;
  return 1 - Math.abs(phase - 0.5) * 2;
}

/** The light's side brightens the scene towards it; evening light warms it. */
function applyLight(plan: ScenePlan, data: Buffer, width: number, height: number) {
  const warmth: Rgb = plan.warm ? [1.05, 0.98, 0.88] : [1, 1, 1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const side = 1 + 0.06 * plan.light * ((x / width) * 2 - 1);
      const dx = (x / width) * 2 - 1;
      const dy = (y / height) * 2 - 1;
      const vignette = 1 - 0.07 * (dx * dx + dy * dy);
      const at = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1)
        data[at + channel] = clampByte(data[at + channel]! * side * vignette * warmth[channel]!);
    }
  }
}
