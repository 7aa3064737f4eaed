// Procedural texture: smooth value noise (a periodic lattice of seeded random values — mulberry32
// from contracts/domain/random.ts — interpolated with a quintic fade) summed over octaves (fractal
// noise). Paper grain, wood, concrete, fabric and plaster are all built from it; nothing is
// downloaded.
import { mulberry32 } from '../../contracts/domain/random.ts';

const SIZE = 256;
const MASK = SIZE - 1;

/** Smooth noise in [0, 1] over the plane, periodic every 256 units. */
export type Noise = {
  /** One octave at (x, y) (a lattice point every unit). */
  value(x: number, y: number): number;
  /** `octaves` octaves, each twice the frequency and half the weight, normalised to [0, 1]. */
  fractal(x: number, y: number, octaves: number): number;
};

/** Noise for a seed. */
export function createNoise(seed: number): Noise {
  const next = mulberry32(seed);
  const lattice = new Float32Array(SIZE * SIZE);
  for (let index = 0; index < lattice.length; index += 1) lattice[index] = next();
  const value = (x: number, y: number): number => {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    let tx = x - xf;
    let ty = y - yf;
    // Quintic fade (Perlin's), inlined: this runs millions of times a scene.
    tx = tx * tx * tx * (tx * (tx * 6 - 15) + 10);
    ty = ty * ty * ty * (ty * (ty * 6 - 15) + 10);
    const x0 = xf & MASK;
    const y0 = (yf & MASK) << 8;
    const x1 = (x0 + 1) & MASK;
    const y1 = (y0 + SIZE) & (MASK << 8);
    const a = lattice[y0 + x0]!;
    const b = lattice[y0 + x1]!;
    const c = lattice[y1 + x0]!;
    const d = lattice[y1 + x1]!;
    const top = a + (b - a) * tx;
    return top + (c + (d - c) * tx - top) * ty;
  };
  return {
    value,
    fractal(x, y, octaves) {
      let sum = 0;
      let weight = 1;
      let total = 0;
      let frequency = 1;
      for (let octave = 0; octave < octaves; octave += 1) {
        // Each octave is shifted so the lattices do not line up.
        sum += value(x * frequency + octave * 31.7, y * frequency + octave * 17.3) * weight;
        total += weight;
        weight *= 0.5;
        frequency *= 2;
      }
      return sum / total;
    },
  };
}

/** A hash of integer coordinates to [0, 1) (per-brick, per-fibre choices). */
export function hash2(x: number, y: number, seed = 0): number {
  let h =
    Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(seed | 0, 982451653);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * A slowly varying field at every pixel, evaluated only every `step` pixels and interpolated
 * between (low-frequency texture costs a fraction of per-pixel noise).
 */
export function smoothField(
  width: number,
  height: number,
  step: number,
  at: (x: number, y: number) => number,
): Float32Array {
  const columns = Math.ceil(width / step) + 2;
  const rows = Math.ceil(height / step) + 2;
  const grid = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1)
      grid[row * columns + column] = at(column * step, row * step);
  const field = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const gy = y / step;
    const row = Math.floor(gy);
    const fy = gy - row;
    for (let x = 0; x < width; x += 1) {
      const gx = x / step;
      const column = Math.floor(gx);
      const fx = gx - column;
      const index = row * columns + column;
      const top = grid[index]! + (grid[index + 1]! - grid[index]!) * fx;
      const bottom =
        grid[index + columns]! + (grid[index + columns + 1]! - grid[index + columns]!) * fx;
      field[y * width + x] = top + (bottom - top) * fy;
    }
  }
  return field;
}

/**
 * Fine texture (grain, fibres, aggregate) as a 256 × 256 tile repeated across the picture and
 * looked up per pixel: smooth noise whose lattice points are `cellX × cellY` pixels apart (so
 * fibres can run one way), values 0–1.
 */
export function fineTile(
  seed: number,
  cellX = 1.6,
  cellY = cellX,
): (x: number, y: number) => number {
  const next = mulberry32(seed);
  // A whole number of cells across the tile, so it repeats without a seam.
  const columns = Math.max(1, Math.round(256 / cellX));
  const rows = Math.max(1, Math.round(256 / cellY));
  const lattice = new Float32Array(columns * rows);
  for (let index = 0; index < lattice.length; index += 1) lattice[index] = next();
  const tile = new Float32Array(256 * 256);
  for (let y = 0; y < 256; y += 1)
    for (let x = 0; x < 256; x += 1) {
      const u = (x / 256) * columns;
      const v = (y / 256) * rows;
      const u0 = Math.floor(u);
      const v0 = Math.floor(v);
      let fu = u - u0;
      let fv = v - v0;
      fu = fu * fu * (3 - 2 * fu);
      fv = fv * fv * (3 - 2 * fv);
      const at = (cu: number, cv: number) => lattice[(cv % rows) * columns + (cu % columns)]!;
      const top = at(u0, v0) + (at(u0 + 1, v0) - at(u0, v0)) * fu;
      const bottom = at(u0, v0 + 1) + (at(u0 + 1, v0 + 1) - at(u0, v0 + 1)) * fu;
      tile[y * 256 + x] = top + (bottom - top) * fv;
    }
  return (x, y) => tile[((y | 0) & 255) * 256 + ((x | 0) & 255)]!;
}
