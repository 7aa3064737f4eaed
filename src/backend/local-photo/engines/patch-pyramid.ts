// PatchMatch's image pyramid (see patch-match.ts): a level with its hole, halving it, the
// diffusion fill the coarsest level starts from, and carrying colours up a level.

/**
 * One pyramid level: `channels` floats per pixel (RGB, then any texture features) and the hole
 * (1 = to fill).
 */
export type HoledImage = {
  width: number;
  height: number;
  channels: number;
  colour: Float32Array;
  hole: Uint8Array;
  /** Added to a patch distance per squared pixel between the two patches (0: none). */
  proximity?: number;
};

/** Chessboard distance of every hole pixel to the nearest known pixel (0 outside the hole). */
export function holeDistance(hole: Uint8Array, width: number, height: number): Uint16Array {
  const far = 65535;
  const distance = new Uint16Array(width * height);
  for (let index = 0; index < distance.length; index += 1) distance[index] = hole[index] ? far : 0;
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? far : distance[y * width + x]!;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (distance[index] === 0) continue;
      const nearest = Math.min(at(x - 1, y), at(x - 1, y - 1), at(x, y - 1), at(x + 1, y - 1));
      distance[index] = Math.min(far, nearest + 1);
    }
  for (let y = height - 1; y >= 0; y -= 1)
    for (let x = width - 1; x >= 0; x -= 1) {
      const index = y * width + x;
      if (distance[index] === 0) continue;
      const nearest = Math.min(at(x + 1, y), at(x + 1, y + 1), at(x, y + 1), at(x - 1, y + 1));
      distance[index] = Math.min(distance[index]!, nearest + 1);
    }
  return distance;
}

/** Halves a level: a coarse pixel is in the hole if any of its pixels is; colours average the known ones. */
export function downsample(level: HoledImage): HoledImage {
  const { channels } = level;
  const width = (level.width + 1) >> 1;
  const height = (level.height + 1) >> 1;
  const colour = new Float32Array(width * height * channels);
  const hole = new Uint8Array(width * height);
  const sum = new Float32Array(channels);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let known = 0;
      let holed = 0;
      sum.fill(0);
      for (let dy = 0; dy < 2; dy += 1)
        for (let dx = 0; dx < 2; dx += 1) {
          const fx = 2 * x + dx;
          const fy = 2 * y + dy;
          if (fx >= level.width || fy >= level.height) continue;
          const fine = fy * level.width + fx;
          if (level.hole[fine]) {
            holed = 1;
            continue;
          }
          known += 1;
          for (let channel = 0; channel < channels; channel += 1)
            sum[channel] = sum[channel]! + level.colour[channels * fine + channel]!;
        }
      const index = y * width + x;
      hole[index] = holed;
      if (known > 0)
        for (let channel = 0; channel < channels; channel += 1)
          colour[channels * index + channel] = sum[channel]! / known;
    }
  return { width, height, channels, colour, hole };
}

/**
 * A first guess for the coarsest level, onion-peel: ring by ring from the border inward, each hole
 * pixel takes the mean of its already-known 8 neighbours.
 */
export function fillByDiffusion(level: HoledImage): void {
  const { width, height, channels, colour } = level;
  const done = Uint8Array.from(level.hole, (value) => (value ? 0 : 1));
  let ring: number[] = [];
  for (let index = 0; index < done.length; index += 1) if (!done[index]) ring.push(index);
  while (ring.length > 0) {
    const filled: number[] = [];
    const waiting: number[] = [];
    for (const index of ring) {
      const x = index % width;
      const y = (index - x) / width;
      let count = 0;
      const sum = new Float32Array(channels);
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const neighbour = ny * width + nx;
          if (!done[neighbour]) continue;
          count += 1;
          for (let channel = 0; channel < channels; channel += 1)
            sum[channel] = sum[channel]! + colour[channels * neighbour + channel]!;
        }
      if (count === 0) waiting.push(index);
      else {
        for (let channel = 0; channel < channels; channel += 1)
          colour[channels * index + channel] = sum[channel]! / count;
        filled.push(index);
      }
    }
    // A hole with no known pixel at all has nothing to spread: leave it as it is.
    if (filled.length === 0) break;
    for (const index of filled) done[index] = 1;
    ring = waiting;
  }
}

/** Gives each fine hole pixel the colour of its coarse pixel. */
export function upsampleColours(coarse: HoledImage, fine: HoledImage): void {
  for (let pixel = 0; pixel < fine.hole.length; pixel += 1) {
    if (!fine.hole[pixel]) continue;
    const x = pixel % fine.width;
    const parent = (((pixel - x) / fine.width) >> 1) * coarse.width + (x >> 1);
    for (let channel = 0; channel < fine.channels; channel += 1)
      fine.colour[fine.channels * pixel + channel] =
        coarse.colour[coarse.channels * parent + channel]!;
  }
}

/** How many times to halve: until the hole is about a patch thick, keeping a few patches of room. */
export function pyramidDepth(level: HoledImage, radius: number): number {
  let thickness = 0;
  for (const value of holeDistance(level.hole, level.width, level.height))
    thickness = Math.max(thickness, value);
  const byHole = Math.ceil(Math.log2(Math.max(1, thickness / Math.max(1, radius))));
  const bySize = Math.floor(
    Math.log2(Math.min(level.width, level.height) / (4 * (2 * radius + 1))),
  );
  return Math.max(0, Math.min(byHole, bySize));
}
