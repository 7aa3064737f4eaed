// Procedural ground materials for the background generator, drawn from seeded value noise:
// marble (a light base with veins from turbulent noise), wood (planks with growth rings),
// concrete (blotches and speckle), sand (wind ripples), a kitchen counter (quartz flecks), linen
// (a weave with soft folds), a forest floor and asphalt. Each is sampled in ground coordinates
// (u across, v into the distance), so it recedes in perspective; nothing is random at run time.
import { mulberry32 } from '../../../../supabase/functions/_shared/contracts/domain/random';
import type { Rgb, Surface } from './scene-prompt';

/** Seeded 2D value noise and its fractal sums, all in [0, 1]. */
export type Noise = {
  noise(x: number, y: number): number;
  fbm(x: number, y: number, octaves: number): number;
  /** A per-pixel hash in [0, 1) for speckle. */
  hash(x: number, y: number): number;
};

/** Noise from a seed (a permutation table shuffled by mulberry32). */
export function createNoise(seed: number): Noise {
  const random = mulberry32(seed >>> 0 || 1);
  const perm = new Uint8Array(512);
  const values = new Float32Array(256);
  for (let index = 0; index < 256; index += 1) {
    perm[index] = index;
    values[index] = random();
  }
  for (let index = 255; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const swap = perm[index]!;
    perm[index] = perm[other]!;
    perm[other] = swap;
  }
  for (let index = 0; index < 256; index += 1) perm[index + 256] = perm[index]!;
  const lattice = (x: number, y: number) => values[perm[(perm[x & 255]! + y) & 511]!]!;
  const noise = (x: number, y: number) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = lattice(x0, y0) + (lattice(x0 + 1, y0) - lattice(x0, y0)) * sx;
    const bottom = lattice(x0, y0 + 1) + (lattice(x0 + 1, y0 + 1) - lattice(x0, y0 + 1)) * sx;
    return top + (bottom - top) * sy;
  };
  const fbm = (x: number, y: number, octaves: number) => {
    let sum = 0;
    let amplitude = 0.5;
    let norm = 0;
    for (let octave = 0; octave < octaves; octave += 1) {
      sum += noise(x, y) * amplitude;
      norm += amplitude;
      x = x * 2.03 + 17.1;
      y = y * 2.03 + 5.3;
      amplitude *= 0.5;
    }
    return sum / norm;
  };
  const hash = (x: number, y: number) => {
    let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + seed;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  return { noise, fbm, hash };
}

const smooth = (edge0: number, edge1: number, value: number) => {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** Mixes an optional tint into a material's base colour. */
function tinted(base: Rgb, tint: Rgb | null, share: number): Rgb {
  if (!tint) return base;
  return [
    base[0] + (tint[0] - base[0]) * share,
    base[1] + (tint[1] - base[1]) * share,
    base[2] + (tint[2] - base[2]) * share,
  ];
}

/**
 * A ground material: writes the colour at ground point (u, v) — pixel (x, y) for screen-space
 * grain — into `out`. `detail` (0–1) fades fine structure towards the horizon, where it would alias.
 */
export type Material = (
  u: number,
  v: number,
  x: number,
  y: number,
  detail: number,
  out: Float32Array,
) => void;

/** The material for a surface. */
export function groundMaterial(surface: Surface, tint: Rgb | null, noise: Noise): Material {
  const { fbm, hash } = noise;
  const set = (out: Float32Array, base: Rgb, shade: number, add: number) => {
    out[0] = base[0] * shade + add;
    out[1] = base[1] * shade + add;
    out[2] = base[2] * shade + add;
  };
  switch (surface) {
    case 'marble': {
      const base = tinted([242, 240, 236], tint, 0.3);
      const veinColour: Rgb = [126, 128, 134];
      return (u, v, _x, _y, detail, out) => {
        const warp = fbm(u * 0.9, v * 0.9, 5);
        const main = 1 - Math.abs(Math.sin((u * 1.7 + v * 0.7 + warp * 4.5) * Math.PI));
        const fine =
          1 -
          Math.abs(
            Math.sin((u * 3.3 - v * 1.9 + fbm(u * 2.4 + 7, v * 2.4 + 3, 4) * 4.5) * Math.PI),
          );
        const vein = Math.min(1, main ** 8 * 0.5 + main ** 50 * 0.45 + fine ** 30 * 0.35) * detail;
        const shade = 0.88 + 0.14 * fbm(u * 0.8 + 11, v * 0.8, 5);
        for (let channel = 0; channel < 3; channel += 1)
          out[channel] =
            base[channel]! * shade + (veinColour[channel]! - base[channel]! * shade) * vein;
      };
    }
    case 'wood': {
      const light = tinted([204, 158, 112], tint, 0.15);
      return (u, v, x, y, detail, out) => {
        const plank = Math.floor(v / 0.32);
        const tone = 0.9 + 0.18 * hash(plank, 7);
        const ring = fbm(u * 0.35 + plank * 3.1, v * 3, 3);
        const grain = 0.5 + 0.5 * Math.sin((v * 16 + ring * 7 + u * 0.12) * Math.PI * 2);
        const streak = fbm(u * 0.8 + plank, v * 70, 2);
        const seam = (1 - smooth(0, 0.018, Math.abs(v / 0.32 - plank - 0.5) - 0.48)) * detail;
        const shade = tone * (0.84 + 0.16 * grain * detail) * (0.94 + 0.1 * streak * detail);
        set(out, light, shade * (1 - 0.35 * seam), (hash(x, y) - 0.5) * 6);
      };
    }
    case 'concrete': {
      const base = tinted([172, 170, 165], tint, 0.25);
      return (u, v, x, y, detail, out) => {
        const blotch = fbm(u * 1.4, v * 1.4, 5) - 0.5;
        const pore = hash(x, y) > 0.985 ? -38 : 0;
        set(out, base, 1 + blotch * 0.22, ((hash(x + 9, y) - 0.5) * 26 + pore) * detail);
      };
    }
    case 'sand': {
      const base = tinted([228, 206, 166], tint, 0.2);
      return (u, v, x, y, detail, out) => {
        const ripple = Math.sin(v * 24 + fbm(u * 1.8, v * 1.8, 3) * 6);
        const dune = fbm(u * 0.7, v * 0.7, 4) - 0.5;
        set(out, base, 1 + dune * 0.12 + ripple * 0.035 * detail, (hash(x, y) - 0.5) * 16 * detail);
      };
    }
    case 'counter': {
      const base = tinted([236, 234, 230], tint, 0.2);
      return (u, v, x, y, detail, out) => {
        const speck = noise.noise(u * 90, v * 90);
        const fleck = (speck > 0.8 ? -80 : speck < 0.12 ? -25 : 0) * detail;
        const cloud = fbm(u * 1.2, v * 1.2, 4);
        set(out, base, 0.95 + 0.06 * cloud, fleck + (hash(x, y) - 0.5) * 8 * detail);
      };
    }
    case 'linen': {
      const base = tinted([230, 224, 212], tint, 0.6);
      return (u, v, x, y, detail, out) => {
        const weave = (Math.sin(x * 1.9) + Math.sin(y * 2.1)) * 0.5;
        const fold = fbm(u * 1.1, v * 2.2, 4) - 0.5;
        set(out, base, 1 + fold * 0.28, (weave * 7 + (hash(x, y) - 0.5) * 6) * detail);
      };
    }
    case 'moss': {
      return (u, v, x, y, detail, out) => {
        const patch = fbm(u * 1.6, v * 1.6, 5);
        const green: Rgb = [74 + 40 * patch, 104 + 30 * patch, 52];
        const earth: Rgb = [104, 84, 58];
        const share = smooth(0.35, 0.65, fbm(u * 0.9 + 5, v * 0.9, 3));
        const blade = (hash(x, y) - 0.5) * 34 * detail;
        out[0] = green[0] + (earth[0] - green[0]) * share + blade;
        out[1] = green[1] + (earth[1] - green[1]) * share + blade;
        out[2] = green[2] + (earth[2] - green[2]) * share + blade * 0.6;
      };
    }
    case 'asphalt': {
      const base = tinted([84, 84, 88], tint, 0.1);
      return (u, v, x, y, detail, out) => {
        const blotch = fbm(u * 1.5, v * 1.5, 4) - 0.5;
        const kerb = Math.abs(u - 0.05 * v) < 0.012 * v && v > 1.4 ? 110 * detail : 0;
        set(out, base, 1 + blotch * 0.25, (hash(x, y) - 0.5) * 30 * detail + kerb);
      };
    }
    case 'sweep':
      // Drawn by the renderer as one continuous curve, never sampled as a ground.
      return (_u, _v, _x, _y, _detail, out) => set(out, tinted([236, 234, 230], tint, 1), 1, 0);
  }
}
