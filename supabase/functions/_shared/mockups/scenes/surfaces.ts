// The places mockups are photographed on, made procedurally: an oak desk, poured concrete, linen,
// a plaster wall, a seamless studio backdrop, brick. Then the light of the room on top — a soft
// window light from one side, a vignette, the dappled shadow of a plant — and a film of grain so
// flat colours look photographed.
import { blendPixel, createCanvas, type Canvas, type Rgba } from '../raster/canvas.ts';
import { blurChannel } from '../raster/blur.ts';
import { rasterizePath } from '../raster/coverage.ts';
import { mulberry32 } from '../../contracts/domain/random.ts';
import { createNoise, fineTile, hash2, smoothField } from '../raster/noise.ts';
import { Path, rotation } from '../raster/path.ts';

function put(canvas: Canvas, index: number, r: number, g: number, b: number): void {
  canvas.data[index] = r;
  canvas.data[index + 1] = g;
  canvas.data[index + 2] = b;
  canvas.data[index + 3] = 255;
}

/** Oak boards running across the frame: growth rings, fine grain, a seam between boards. */
export function oakDesk(
  width: number,
  height: number,
  seed: number,
  tone: 'light' | 'warm' = 'warm',
): Canvas {
  const canvas = createCanvas(width, height);
  const noise = createNoise(seed);
  const grain = fineTile(seed + 1, 14, 0.9);
  const pores = fineTile(seed + 2, 3, 0.7);
  const light: Rgba = tone === 'light' ? [214, 188, 150, 1] : [178, 131, 88, 1];
  const dark: Rgba = tone === 'light' ? [176, 141, 101, 1] : [122, 80, 48, 1];
  const board = Math.round(height / 3.6);
  // The rings vary slowly: evaluated every 3 pixels and interpolated.
  const rings = smoothField(width, height, 3, (x, y) => {
    const plank = Math.floor(y / board);
    const wx = x + hash2(plank, 7, seed) * 500;
    const warp = noise.fractal(wx * 0.0015, y * 0.012, 3) * 6;
    const ring = (noise.value(wx * 0.0025, y * 0.03 + plank * 9) * 7 + warp) % 1;
    const band = Math.abs(Math.sin(ring * Math.PI));
    return band * band * band;
  });
  for (let y = 0; y < height; y += 1) {
    const plank = Math.floor(y / board);
    const inPlank = y - plank * board;
    const plankTone = 0.92 + hash2(plank, 3, seed) * 0.16;
    const shift = Math.floor(hash2(plank, 11, seed) * 256);
    // The gap between boards: a dark line with a lit lip.
    const edge = inPlank < 2 ? 0.55 : inPlank < 4 ? 1.08 : 1;
    const f = plankTone * edge;
    for (let x = 0; x < width; x += 1) {
      const t = Math.min(
        1,
        Math.max(
          0,
          rings[y * width + x]! * 0.38 + grain(x + shift, y) * 0.42 + pores(x, y + shift) * 0.12,
        ),
      );
      put(
        canvas,
        (y * width + x) * 4,
        (light[0] + (dark[0] - light[0]) * t) * f,
        (light[1] + (dark[1] - light[1]) * t) * f,
        (light[2] + (dark[2] - light[2]) * t) * f,
      );
    }
  }
  return canvas;
}

/** Poured concrete: a soft mottle, fine aggregate and a few pores. */
export function concrete(width: number, height: number, seed: number, base: Rgba): Canvas {
  const canvas = createCanvas(width, height);
  const noise = createNoise(seed);
  const speck = fineTile(seed + 5, 1.4);
  const mottle = smoothField(
    width,
    height,
    8,
    (x, y) => noise.fractal(x * 0.004, y * 0.004, 4) - 0.5,
  );
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const pore = hash2(x, y, seed) > 0.9993 ? -0.18 : 0;
      const f = 1 + mottle[y * width + x]! * 0.14 + (speck(x, y) - 0.5) * 0.06 + pore;
      put(canvas, (y * width + x) * 4, base[0] * f, base[1] * f, base[2] * f);
    }
  return canvas;
}

/** Woven linen: threads both ways, slubs along them. */
export function linen(width: number, height: number, seed: number, base: Rgba): Canvas {
  const canvas = createCanvas(width, height);
  const noise = createNoise(seed);
  const warpSlub = fineTile(seed + 1, 1.2, 24);
  const weftSlub = fineTile(seed + 2, 24, 1.2);
  const mottle = smoothField(
    width,
    height,
    8,
    (x, y) => noise.fractal(x * 0.003, y * 0.003, 3) - 0.5,
  );
  const threadX = new Float32Array(width);
  const threadY = new Float32Array(height);
  for (let x = 0; x < width; x += 1) threadX[x] = Math.sin(x * 1.9) * 0.5;
  for (let y = 0; y < height; y += 1) threadY[y] = Math.sin(y * 1.9) * 0.5;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const warp = threadX[x]! + warpSlub(x, y) - 0.5;
      const weft = threadY[y]! + weftSlub(x, y) - 0.5;
      const f = 1 + warp * 0.025 + weft * 0.025 + mottle[y * width + x]! * 0.06;
      put(canvas, (y * width + x) * 4, base[0] * f, base[1] * f, base[2] * f);
    }
  return canvas;
}

/** A painted plaster wall: broad trowel marks and a faint stipple. */
export function plaster(width: number, height: number, seed: number, base: Rgba): Canvas {
  const canvas = createCanvas(width, height);
  const noise = createNoise(seed);
  const stipple = fineTile(seed + 3, 2.2);
  const trowel = smoothField(
    width,
    height,
    4,
    (x, y) => noise.fractal(x * 0.006 + y * 0.002, y * 0.009, 4) - 0.5,
  );
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const f = 1 + trowel[y * width + x]! * 0.09 + (stipple(x, y) - 0.5) * 0.03;
      put(canvas, (y * width + x) * 4, base[0] * f, base[1] * f, base[2] * f);
    }
  return canvas;
}

/**
 * A seamless studio backdrop: lighter where the light falls (upper middle), deepening to the
 * floor and the corners, with a whisper of paper texture.
 */
export function studioBackdrop(width: number, height: number, seed: number, base: Rgba): Canvas {
  const canvas = createCanvas(width, height);
  const paper = fineTile(seed, 1.5);
  for (let y = 0; y < height; y += 1) {
    const dy = ((y - height * 0.35) / height) * 1.2;
    for (let x = 0; x < width; x += 1) {
      const dx = ((x - width * 0.5) / width) * 0.9;
      const glow = 1.1 - Math.min(0.35, Math.sqrt(dx * dx + dy * dy) * 0.55);
      const f = glow + (paper(x, y) - 0.5) * 0.02;
      put(canvas, (y * width + x) * 4, base[0] * f, base[1] * f, base[2] * f);
    }
  }
  return canvas;
}

/** Brick in running bond: each brick its own shade, rough faces, recessed mortar. */
export function brickWall(width: number, height: number, seed: number, scale = 1): Canvas {
  const canvas = createCanvas(width, height);
  const roughness = fineTile(seed, 3.5);
  const brickWidth = 92 * scale;
  const brickHeight = 30 * scale;
  const mortar = 5 * scale;
  const colors: Rgba[] = [
    [132, 66, 50, 1],
    [146, 80, 60, 1],
    [118, 60, 48, 1],
    [156, 98, 76, 1],
    [104, 56, 46, 1],
    [124, 84, 70, 1],
  ];
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / brickHeight);
    const inRow = y - row * brickHeight;
    const offset = row % 2 === 0 ? 0 : brickWidth / 2;
    for (let x = 0; x < width; x += 1) {
      const column = Math.floor((x + offset) / brickWidth);
      const inColumn = x + offset - column * brickWidth;
      const index = (y * width + x) * 4;
      const rough = roughness(x, y) - 0.5;
      if (inRow < mortar || inColumn < mortar) {
        // Mortar: pale, gritty, in shadow under the brick above.
        const shadowed = inRow < mortar && inRow < mortar * 0.6 ? 0.72 : 0.86;
        const f = shadowed + rough * 0.12;
        put(canvas, index, 176 * f, 168 * f, 156 * f);
        continue;
      }
      const pick = hash2(column, row, seed);
      const color = colors[Math.floor(pick * colors.length)]!;
      const tone = 0.85 + hash2(column, row, seed + 9) * 0.25;
      // Edges of each brick catch the light above and fall into shade below.
      const bevel = inRow < mortar + 2 ? 1.1 : brickHeight - inRow < 2 ? 0.8 : 1;
      const f = tone * bevel * (1 + rough * 0.22);
      put(canvas, index, color[0] * f, color[1] * f, color[2] * f);
    }
  }
  return canvas;
}

/**
 * Window light: brighter toward the light's side, falling off across the frame, and darker in
 * the corners (a lens's vignette).
 */
export function roomLight(
  canvas: Canvas,
  options: {
    from: readonly [number, number];
    strength?: number;
    vignette?: number;
    warmth?: number;
  },
): void {
  const { width, height, data } = canvas;
  const strength = options.strength ?? 0.22;
  const vignette = options.vignette ?? 0.28;
  const warmth = options.warmth ?? 0.03;
  const [lx, ly] = [options.from[0] * width, options.from[1] * height];
  const reach = Math.hypot(width, height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const d = Math.sqrt((x - lx) * (x - lx) + (y - ly) * (y - ly)) / reach;
      const light = 1 + strength * (0.6 - d * 1.3);
      const cx = (x / width - 0.5) * 2;
      const cy = (y / height - 0.5) * 2;
      const r = Math.min(1, (cx * cx + cy * cy) / 2);
      const corner = 1 - vignette * r * Math.sqrt(r);
      const f = light * corner;
      const index = (y * width + x) * 4;
      data[index] = data[index]! * f * (1 + warmth);
      data[index + 1] = data[index + 1]! * f;
      data[index + 2] = data[index + 2]! * f * (1 - warmth);
    }
}

/**
 * The soft shadow of a plant between the window and the table: leaves on a few stems, blurred
 * as a shadow cast from far away, multiplied over everything.
 */
export function leafShadows(
  canvas: Canvas,
  seed: number,
  options: { strength?: number; corner?: 'left' | 'right' } = {},
): void {
  const { width, height } = canvas;
  const next = mulberry32(seed);
  const leaves = new Path();
  const fromLeft = (options.corner ?? 'left') === 'left';
  for (let stem = 0; stem < 3; stem += 1) {
    let x = fromLeft ? -40 : width + 40;
    let y = height * (0.05 + next() * 0.35);
    let angle = (fromLeft ? 0.25 : Math.PI - 0.25) + (next() - 0.5) * 0.6;
    const steps = 9 + Math.floor(next() * 5);
    for (let step = 0; step < steps; step += 1) {
      x += Math.cos(angle) * 48;
      y += Math.sin(angle) * 48;
      angle += (next() - 0.5) * 0.35;
      for (const side of [-1, 1]) {
        const leafAngle = angle + side * (0.7 + next() * 0.4);
        const length = 55 + next() * 45;
        const cx = x + Math.cos(leafAngle) * length * 0.55;
        const cy = y + Math.sin(leafAngle) * length * 0.55;
        const leaf = new Path().ellipse(cx, cy, length * 0.55, length * 0.2);
        leaves.append(leaf.transform(rotation((leafAngle * 180) / Math.PI, cx, cy)));
      }
    }
  }
  const mask = rasterizePath(leaves, width, height);
  if (!mask) return;
  const field = new Float32Array(width * height);
  for (let row = 0; row < mask.height; row += 1)
    for (let column = 0; column < mask.width; column += 1)
      field[(row + mask.y) * width + column + mask.x] = mask.alpha[row * mask.width + column]!;
  blurChannel(field, width, height, 14);
  const strength = options.strength ?? 0.2;
  for (let index = 0; index < field.length; index += 1) {
    const a = field[index]! * strength;
    if (a > 0.002) blendPixel(canvas.data, index * 4, 40 * a, 44 * a, 60 * a, a, 'multiply');
  }
}

/** Photographic grain: a little luminance noise everywhere. */
export function filmGrain(canvas: Canvas, seed: number, amount = 0.016): void {
  const { width, height, data } = canvas;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const f = 1 + (hash2(x, y, seed) - 0.5) * 2 * amount;
      const index = (y * width + x) * 4;
      data[index] = data[index]! * f;
      data[index + 1] = data[index + 1]! * f;
      data[index + 2] = data[index + 2]! * f;
    }
}
