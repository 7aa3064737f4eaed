// Hole filling for the background remover's matte, and the box filter the refinement shares.
// See matte-refine.ts for the whole pass; `fillEnclosedHoles` documents the rule.

/** An 8-bit alpha matte and the RGB photo it belongs to, both `width × height`. */
export type MatteInput = {
  alpha: Uint8Array;
  /** Packed RGB, 3 bytes a pixel. */
  rgb: Uint8Array;
  width: number;
  height: number;
};

/** How `fillEnclosedHoles` decides. */
export type HoleOptions = {
  /** Holes up to this share of the subject's area are always filled (pinholes, specks). */
  pinholeShare?: number;
  /** A hole is kept only if the model was this sure it is background (mean alpha below). */
  keepBelowAlpha?: number;
  /** …and at least this share of its pixels have the outside background's colours. */
  backgroundVotes?: number;
};

const NEIGHBOURS_8 = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
] as const;

/**
 * The mean over a (2·radius + 1)² window clipped at the borders (so the frame's edge does not
 * count as zeros), by running sums: O(pixels) whatever the radius. `out` may be `source`.
 */
export function boxMean(
  source: Float32Array,
  width: number,
  height: number,
  radius: number,
  out: Float32Array,
  scratch: Float32Array,
): Float32Array {
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x < Math.min(radius, width); x += 1) sum += source[row + x]!;
    for (let x = 0; x < width; x += 1) {
      if (x + radius < width) sum += source[row + x + radius]!;
      if (x - radius - 1 >= 0) sum -= source[row + x - radius - 1]!;
      scratch[row + x] = sum / (Math.min(width - 1, x + radius) - Math.max(0, x - radius) + 1);
    }
  }
  // Columns: one running sum per column, advanced a row at a time (rows stay in cache).
  const sums = new Float64Array(width);
  for (let y = 0; y < Math.min(radius, height); y += 1)
    for (let x = 0; x < width; x += 1) sums[x]! += scratch[y * width + x]!;
  for (let y = 0; y < height; y += 1) {
    const entering = y + radius < height ? (y + radius) * width : -1;
    const leaving = y - radius - 1 >= 0 ? (y - radius - 1) * width : -1;
    const count = Math.min(height - 1, y + radius) - Math.max(0, y - radius) + 1;
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      if (entering >= 0) sums[x]! += scratch[entering + x]!;
      if (leaving >= 0) sums[x]! -= scratch[leaving + x]!;
      out[row + x] = sums[x]! / count;
    }
  }
  return out;
}

/** A coarse colour bin (8 levels a channel) of the pixel. */
function colourBin(rgb: Uint8Array, pixel: number): number {
  return (
    ((rgb[3 * pixel]! >> 5) << 6) | ((rgb[3 * pixel + 1]! >> 5) << 3) | (rgb[3 * pixel + 2]! >> 5)
  );
}

/**
 * Fills the holes in a subject: regions under half alpha that the background, flooded from the
 * photo's border (8-connected), cannot reach. A gap open to the border (between an arm and the
 * body, under a chair) is background and is never touched. An enclosed hole is filled to opaque
 * unless it is a real opening that shows the background — the inside of a mug's handle, a ring,
 * a bag's strap — which a designer expects to see through. The rule, per enclosed hole:
 *  - up to `pinholeShare` (0.1 %) of the subject's area: always filled (a pinhole is a defect);
 *  - larger: kept only if the model was sure (mean alpha under `keepBelowAlpha`, 64) and most of
 *    its pixels (`backgroundVotes`, 60 %) have colours commoner in the background just outside
 *    the subject than in the subject around the hole; otherwise filled (a half-sure patch of
 *    the subject's own colours: the white chest the model could not tell from a white wall).
 */
export function fillEnclosedHoles(input: MatteInput, options: HoleOptions = {}): Uint8Array {
  const { alpha, width, height } = input;
  const size = width * height;
  // 0 = subject, 1 = background reached from the border, 2 = enclosed (after labelling).
  const state = new Uint8Array(size);
  let subjectArea = 0;
  for (let pixel = 0; pixel < size; pixel += 1) {
    if (alpha[pixel]! >= 128) subjectArea += 1;
    else state[pixel] = 3;
  }
  const queue = new Int32Array(size);
  floodFromBorder(state, width, height, queue);
  const background = backgroundColours(input, state);
  const pinhole = Math.max(16, Math.round((options.pinholeShare ?? 0.001) * subjectArea));
  const out = Uint8Array.from(alpha);
  for (let start = 0; start < size; start += 1) {
    if (state[start] !== 3) continue;
    const area = collectHole(state, width, height, start, queue);
    if (area > pinhole && looksLikeBackground(input, queue, area, background, state, options))
      continue;
    for (let index = 0; index < area; index += 1) out[queue[index]!] = 255;
  }
  return out;
}

/** Marks (state 1) every unsure pixel (state 3) 8-connected to the photo's border. */
function floodFromBorder(
  state: Uint8Array,
  width: number,
  height: number,
  queue: Int32Array,
): void {
  let count = 0;
  const seed = (pixel: number) => {
    if (state[pixel] !== 3) return;
    state[pixel] = 1;
    queue[count++] = pixel;
  };
  for (let x = 0; x < width; x += 1) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  flood(state, width, height, queue, count, 3, 1);
}

/** One enclosed hole from `start`, marked 2; its pixels are left in queue[0, area). */
function collectHole(
  state: Uint8Array,
  width: number,
  height: number,
  start: number,
  queue: Int32Array,
): number {
  state[start] = 2;
  queue[0] = start;
  return flood(state, width, height, queue, 1, 3, 2);
}

/**
 * Breadth-first from the seeds in queue[0, count) (already marked `to`): every 8-neighbour in
 * state `from` is marked `to` and queued. Returns how many pixels the queue ends with.
 */
function flood(
  state: Uint8Array,
  width: number,
  height: number,
  queue: Int32Array,
  count: number,
  from: number,
  to: number,
): number {
  let end = count;
  for (let head = 0; head < end; head += 1) {
    const pixel = queue[head]!;
    const x = pixel % width;
    const y = (pixel - x) / width;
    for (const [dx, dy] of NEIGHBOURS_8) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      if (state[next] !== from) continue;
      state[next] = to;
      queue[end++] = next;
    }
  }
  return end;
}

/** Colour histogram (shares) of the sure background within reach of the subject. */
function backgroundColours(input: MatteInput, state: Uint8Array): Float32Array {
  const { alpha, rgb, width, height } = input;
  const near = new Float32Array(state.length);
  for (let pixel = 0; pixel < state.length; pixel += 1) near[pixel] = state[pixel] === 0 ? 1 : 0;
  // "Just outside" = within 2 % of the longer side of the subject: the background an opening
  // in the subject would show, not a far corner of the frame.
  const reach = Math.max(4, Math.round(Math.max(width, height) / 50));
  boxMean(near, width, height, reach, near, new Float32Array(state.length));
  const histogram = new Float32Array(512);
  let total = 0;
  for (let pixel = 0; pixel < state.length; pixel += 1) {
    if (state[pixel] !== 1 || alpha[pixel]! >= 32 || near[pixel] === 0) continue;
    histogram[colourBin(rgb, pixel)]! += 1;
    total += 1;
  }
  if (total > 0) for (let bin = 0; bin < 512; bin += 1) histogram[bin]! /= total;
  return histogram;
}

/** Whether the hole in queue[0, area) is an opening that shows the outside background. */
function looksLikeBackground(
  input: MatteInput,
  queue: Int32Array,
  area: number,
  background: Float32Array,
  state: Uint8Array,
  options: HoleOptions,
): boolean {
  const { alpha, rgb, width, height } = input;
  let alphaSum = 0;
  const ring = new Float32Array(512);
  let ringTotal = 0;
  for (let index = 0; index < area; index += 1) {
    const pixel = queue[index]!;
    alphaSum += alpha[pixel]!;
    const x = pixel % width;
    const y = (pixel - x) / width;
    // The subject around the hole: its pixels touching the hole.
    for (const [dx, dy] of NEIGHBOURS_8) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      if (state[next] !== 0) continue;
      ring[colourBin(rgb, next)]! += 1;
      ringTotal += 1;
    }
  }
  if (alphaSum / area >= (options.keepBelowAlpha ?? 64) || ringTotal === 0) return false;
  let votes = 0;
  for (let index = 0; index < area; index += 1) {
    const bin = colourBin(rgb, queue[index]!);
    if (background[bin]! > ring[bin]! / ringTotal) votes += 1;
  }
  return votes >= (options.backgroundVotes ?? 0.6) * area;
}
