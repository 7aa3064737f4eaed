// PatchMatch's nearest-neighbour field (see patch-match.ts): for every patch touching the hole
// the most similar patch of known pixels, found by random search and propagation, and the
// weighted vote that turns the matches into colours.
import { holeDistance, upsampleColours, type HoledImage } from './patch-pyramid';

/** For each patch centre that touches the hole: its best known patch and their distance. */
export type PatchField = {
  /** Pixel indices of the patch centres, in raster order. */
  targets: Int32Array;
  /** For each target, the pixel index of its source patch's centre. */
  sources: Int32Array;
  /** For each target, the sum of squared differences to its source patch. */
  costs: Float32Array;
  /** Pixel index → target number, or -1. */
  targetAt: Int32Array;
  /** 1 where a whole patch around the pixel is known (a usable source). */
  valid: Uint8Array;
  /** The usable source centres, for random picks. */
  validList: Int32Array;
};

/**
 * A first guess for the coarsest level, exemplar-based onion peel: ring by ring from the border
 * inward, each hole pixel takes the centre colour of the source patch closest to what is already
 * known around it (compared on known and earlier-filled pixels only, searched exhaustively: the
 * coarsest level is small). Better than diffusion, whose smooth guess the EM steps would keep
 * matching to the smoothest patches around.
 */
export function fillByPeeling(level: HoledImage, field: PatchField, radius: number): void {
  const { width, height, channels, colour, hole } = level;
  const depth = holeDistance(hole, width, height);
  const known = Uint8Array.from(hole, (value) => (value ? 0 : 1));
  let deepest = 0;
  for (const value of depth) deepest = Math.max(deepest, value);
  for (let ring = 1; ring <= deepest; ring += 1) {
    const filled: number[] = [];
    for (let pixel = 0; pixel < hole.length; pixel += 1) {
      if (depth[pixel] !== ring) continue;
      const x = pixel % width;
      const y = (pixel - x) / width;
      let best = -1;
      let bestCost = Infinity;
      for (const source of field.validList) {
        let sum = 0;
        let count = 0;
        for (let dy = -radius; dy <= radius && sum < bestCost * Math.max(count, 1); dy += 1) {
          if (y + dy < 0 || y + dy >= height) continue;
          for (let dx = -radius; dx <= radius; dx += 1) {
            if (x + dx < 0 || x + dx >= width) continue;
            const at = pixel + dy * width + dx;
            if (!known[at]) continue;
            const from = channels * (source + dy * width + dx);
            for (let channel = 0; channel < channels; channel += 1) {
              const difference = colour[channels * at + channel]! - colour[from + channel]!;
              sum += difference * difference;
            }
            count += 1;
          }
        }
        const cost = count > 0 ? sum / count : Infinity;
        if (cost < bestCost) {
          bestCost = cost;
          best = source;
        }
      }
      if (best < 0) continue;
      for (let channel = 0; channel < channels; channel += 1)
        colour[channels * pixel + channel] = colour[channels * best + channel]!;
      filled.push(pixel);
    }
    for (const pixel of filled) known[pixel] = 1;
  }
}

/**
 * Sum of squared colour differences between the patches centred at `a` and `b`, plus the level's
 * proximity cost for how far apart they are; stops past `limit`.
 */
export function patchDistance(
  level: HoledImage,
  radius: number,
  a: number,
  b: number,
  limit = Infinity,
): number {
  const { colour, width, channels } = level;
  const span = channels * (2 * radius + 1);
  let sum = 0;
  if (level.proximity) {
    const ax = a % width;
    const bx = b % width;
    const ay = (a - ax) / width;
    const by = (b - bx) / width;
    sum = level.proximity * ((ax - bx) ** 2 + (ay - by) ** 2);
  }
  for (let dy = -radius; dy <= radius; dy += 1) {
    let rowA = channels * (a + dy * width - radius);
    let rowB = channels * (b + dy * width - radius);
    for (let step = 0; step < span; step += 1) {
      const difference = colour[rowA]! - colour[rowB]!;
      sum += difference * difference;
      rowA += 1;
      rowB += 1;
    }
    if (sum > limit) return sum;
  }
  return sum;
}

/** The patch centres touching the hole, and the centres whose whole patch is known. */
export function createField(level: HoledImage, radius: number): PatchField {
  const { width, height, hole } = level;
  // A summed-area table of the hole answers "any hole pixel in this patch?" in four reads.
  const sums = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += hole[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const holeIn = (x: number, y: number) =>
    sums[(y + radius + 1) * (width + 1) + x + radius + 1]! -
    sums[(y - radius) * (width + 1) + x + radius + 1]! -
    sums[(y + radius + 1) * (width + 1) + x - radius]! +
    sums[(y - radius) * (width + 1) + x - radius]!;
  const targetAt = new Int32Array(width * height).fill(-1);
  const valid = new Uint8Array(width * height);
  const targets: number[] = [];
  const sources: number[] = [];
  for (let y = radius; y < height - radius; y += 1)
    for (let x = radius; x < width - radius; x += 1) {
      const index = y * width + x;
      if (holeIn(x, y) > 0) {
        targetAt[index] = targets.length;
        targets.push(index);
      } else {
        valid[index] = 1;
        sources.push(index);
      }
    }
  return {
    targets: Int32Array.from(targets),
    sources: new Int32Array(targets.length),
    costs: new Float32Array(targets.length),
    targetAt,
    valid,
    validList: Int32Array.from(sources),
  };
}

/** Gives every target a random usable source and its cost. */
export function randomField(
  level: HoledImage,
  field: PatchField,
  radius: number,
  random: () => number,
): void {
  for (let target = 0; target < field.targets.length; target += 1) {
    const source = field.validList[Math.floor(random() * field.validList.length)]!;
    field.sources[target] = source;
    field.costs[target] = patchDistance(level, radius, field.targets[target]!, source);
  }
}

/**
 * PatchMatch: alternating raster and reverse-raster sweeps; each target tries its scan
 * neighbours' sources shifted by one (propagation), then random sources in a window halving
 * from the whole level down to one pixel around its best (random search).
 */
export function improveField(
  level: HoledImage,
  field: PatchField,
  radius: number,
  sweeps: number,
  random: () => number,
): void {
  const { width, height } = level;
  const { targets, sources, costs, targetAt, valid } = field;
  const tryCandidate = (target: number, x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const candidate = y * width + x;
    if (!valid[candidate] || candidate === sources[target]) return;
    const cost = patchDistance(level, radius, targets[target]!, candidate, costs[target]);
    if (cost < costs[target]!) {
      costs[target] = cost;
      sources[target] = candidate;
    }
  };
  for (let sweep = 0; sweep < sweeps; sweep += 1) {
    const step = sweep % 2 === 0 ? 1 : -1;
    const first = step === 1 ? 0 : targets.length - 1;
    for (let target = first; target >= 0 && target < targets.length; target += step) {
      const centre = targets[target]!;
      for (const neighbour of [centre - step, centre - step * width]) {
        const other = targetAt[neighbour];
        if (other === undefined || other < 0) continue;
        const source = sources[other]!;
        const shift = neighbour === centre - step ? step : step * width;
        const next = source + shift;
        tryCandidate(target, next % width, Math.floor(next / width));
      }
      for (let window = Math.max(width, height); window >= 1; window = Math.floor(window / 2)) {
        const best = sources[target]!;
        const x = (best % width) + Math.round((2 * random() - 1) * window);
        const y = Math.floor(best / width) + Math.round((2 * random() - 1) * window);
        tryCandidate(target, x, y);
      }
    }
  }
}

/** Matches are weighted exp(-cost / 2σ²), σ² this quantile of the level's costs. */
const SPREAD_QUANTILE = 0.75;
/**
 * Votes fade by this factor per pixel a patch's centre lies inside the hole (Wexler et al.'s γ):
 * patches at the border, held by known pixels, decide more than guesses deep inside.
 */
const DEPTH_FALLOFF = 1.3;
/**
 * Voting: each hole pixel becomes the average of the colours the overlapping patches' sources
 * put there, weighted by how well each patch matched (exp(-cost / 2σ²), σ² the 75th percentile).
 */
export function vote(level: HoledImage, field: PatchField, radius: number): void {
  const { width, channels, colour, hole } = level;
  const { targets, sources, costs } = field;
  if (targets.length === 0) return;
  const sorted = Float32Array.from(costs).sort();
  const spread = 2 * sorted[Math.floor(SPREAD_QUANTILE * (sorted.length - 1))]! + 1e-3;
  const depth = holeDistance(hole, width, level.height);
  const sum = new Float32Array(colour.length);
  const weights = new Float32Array(hole.length);
  for (let target = 0; target < targets.length; target += 1) {
    const weight = Math.max(
      Math.exp(-costs[target]! / spread) * DEPTH_FALLOFF ** -depth[targets[target]!]!,
      1e-9,
    );
    const centre = targets[target]!;
    const source = sources[target]!;
    for (let dy = -radius; dy <= radius; dy += 1)
      for (let dx = -radius; dx <= radius; dx += 1) {
        const offset = dy * width + dx;
        const pixel = centre + offset;
        if (!hole[pixel]) continue;
        const from = channels * (source + offset);
        const to = channels * pixel;
        for (let channel = 0; channel < channels; channel += 1)
          sum[to + channel] = sum[to + channel]! + weight * colour[from + channel]!;
        weights[pixel] = weights[pixel]! + weight;
      }
  }
  for (let pixel = 0; pixel < hole.length; pixel += 1) {
    if (!hole[pixel] || weights[pixel] === 0) continue;
    for (let channel = 0; channel < channels; channel += 1)
      colour[channels * pixel + channel] = sum[channels * pixel + channel]! / weights[pixel]!;
  }
}

/** Recomputes every target's cost against the current colours (after a vote changed the hole). */
export function refreshCosts(level: HoledImage, field: PatchField, radius: number): void {
  for (let target = 0; target < field.targets.length; target += 1)
    field.costs[target] = patchDistance(
      level,
      radius,
      field.targets[target]!,
      field.sources[target]!,
    );
}

/**
 * Carries a coarse level's result up: hole colours from their coarse pixel, and each target's
 * source from its coarse parent's (doubled, same offset inside the 2 × 2 block) when usable.
 */
export function upsampleField(
  coarse: HoledImage,
  coarseField: PatchField,
  fine: HoledImage,
  fineField: PatchField,
  radius: number,
  random: () => number,
): void {
  upsampleColours(coarse, fine);
  for (let target = 0; target < fineField.targets.length; target += 1) {
    const centre = fineField.targets[target]!;
    const x = centre % fine.width;
    const y = (centre - x) / fine.width;
    const parentTarget = coarseField.targetAt[(y >> 1) * coarse.width + (x >> 1)]!;
    let source = -1;
    if (parentTarget >= 0) {
      const parentSource = coarseField.sources[parentTarget]!;
      const sx = 2 * (parentSource % coarse.width) + (x & 1);
      const sy = 2 * Math.floor(parentSource / coarse.width) + (y & 1);
      const candidate = sy * fine.width + sx;
      if (sx < fine.width && sy < fine.height && fineField.valid[candidate]) source = candidate;
    }
    if (source < 0)
      source = fineField.validList[Math.floor(random() * fineField.validList.length)]!;
    fineField.sources[target] = source;
  }
  refreshCosts(fine, fineField, radius);
}
