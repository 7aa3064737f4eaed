// Seeded randomness for everything that must come out the same for the same input (a scene, a
// palette, a brand's tagline ideas): mulberry32, a small fast generator, and FNV-1a to seed it from
// text. One copy; callers keep their own seed mixing so their pictures stay as they were.

/** A generator of floats in [0, 1) from a 32-bit state (mulberry32). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from text (FNV-1a over its code points). */
export function textSeed(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return hash >>> 0;
}
