// Deterministic randomness for the local image provider. Everything a picture looks like comes
// from one of these generators, so the same seed and parameters give the same bytes on every
// machine (no Math.random, no time).

/** A 32-bit hash of a string (cyrb53 folded to 32 bits): stable, fast, well spread. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** The seed of image `index` of a run: a hash of the run seed, so images never share a stream. */
export function deriveSeed(runSeed: number, index: number): number {
  return hashString(`image:${index}`, runSeed >>> 0);
}

/** A seeded generator (mulberry32) with the helpers scene code needs. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick needs a non-empty list');
    return item;
  }

  /** A child generator, so adding draws in one layer never shifts another layer. */
  fork(label: string): Random {
    return new Random(hashString(label, this.state));
  }
}

/** Smooth 1-D value noise in [0, 1] sampled from a seeded lattice; used for ridges and waves. */
export function noise1d(random: Random, points: number): (x: number) => number {
  const lattice = Array.from({ length: points + 2 }, () => random.next());
  return (x: number) => {
    const position = Math.max(0, Math.min(points, x * points));
    const index = Math.floor(position);
    const fraction = position - index;
    const smooth = fraction * fraction * (3 - 2 * fraction);
    const a = lattice[index] ?? 0;
    const b = lattice[index + 1] ?? a;
    return a + (b - a) * smooth;
  };
}
