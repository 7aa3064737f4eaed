// Colour helpers for the procedural scenes: HSL in, hex out, and blends, so palettes can be
// reasoned about as hue and lightness rather than RGB.

/** An HSL colour: hue in degrees, saturation and lightness 0–100. */
export type Hsl = { h: number; s: number; l: number };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** '#rrggbb' for an HSL colour. */
export function hslToHex({ h, s, l }: Hsl): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const chroma = (1 - Math.abs(2 * light - 1)) * sat;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const hex = (value: number) =>
    Math.round((value + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** Shorthand: '#rrggbb' from h, s, l. */
export function hsl(h: number, s: number, l: number): string {
  return hslToHex({ h, s, l });
}

/** The same colour with lightness and saturation shifted. */
export function shade(colour: Hsl, lightness: number, saturation = 0): Hsl {
  return {
    h: colour.h,
    s: clamp(colour.s + saturation, 0, 100),
    l: clamp(colour.l + lightness, 0, 100),
  };
}

/** A blend of two HSL colours along the shorter hue arc; t = 0 gives a, 1 gives b. */
export function mixHsl(a: Hsl, b: Hsl, t: number): Hsl {
  let delta = b.h - a.h;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return { h: a.h + delta * t, s: a.s + (b.s - a.s) * t, l: a.l + (b.l - a.l) * t };
}

/** '#rrggbb' → HSL (for colours given as hex in palette tables). */
export function hexToHsl(hex: string): Hsl {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return { h, s: s * 100, l: l * 100 };
}
