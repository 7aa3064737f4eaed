// Cel-shaded illustration (anime, cartoon): flat colour areas with one hard shadow tone,
// towering cumulus clouds, rolling hills with outlines. Kawaii adds pastel and sparkles;
// comic adds halftone dots and an action burst; manga is black ink on white with screentone.
import { hslToHex, mixHsl, shade, type Hsl } from '../colour';
import type { Random } from '../random';
import { areaBelow, linearGradient, n, svgDocument } from '../svg';
import { ridge } from './landscape';
import type { Scene, SceneInput } from './scene-types';

function cumulus(
  random: Random,
  x: number,
  y: number,
  size: number,
  light: string,
  shadow: string,
  outline: string,
): string {
  let puffs = '';
  const count = random.int(5, 8);
  for (let index = 0; index < count; index++) {
    const px = x + (index / (count - 1) - 0.5) * size * 1.6;
    const r =
      size * random.range(0.22, 0.42) * (1 - Math.abs(index / (count - 1) - 0.5)) + size * 0.1;
    puffs += `<circle cx="${n(px)}" cy="${n(y - r * random.range(0.1, 0.6))}" r="${n(r)}"/>`;
  }
  puffs += `<rect x="${n(x - size * 0.9)}" y="${n(y - size * 0.12)}" width="${n(size * 1.8)}" height="${n(size * 0.2)}" rx="${n(size * 0.1)}"/>`;
  // Outline, then the shadow tone, then the lit puffs nudged up: a hard-edged shaded underside.
  return `<g fill="${outline}" transform="translate(0 ${n(size * 0.02)})">${puffs}</g><g fill="${shadow}">${puffs}</g><g fill="${light}" transform="translate(${n(-size * 0.03)} ${n(-size * 0.07)}) scale(1)">${puffs}</g>`;
}

/** Storybook trees along a ridge: a trunk and a round canopy with a hard shadow side. */
function roundTrees(
  random: Random,
  points: [number, number][],
  colour: Hsl,
  outline: string,
  size: number,
): string {
  let out = '';
  for (const [x, y] of points) {
    if (!random.chance(0.12)) continue;
    const r = size * random.range(0.7, 1.3);
    out += `<rect x="${n(x - r * 0.1)}" y="${n(y - r)}" width="${n(r * 0.2)}" height="${n(r * 1.1)}" fill="${outline}"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y - r * 1.4)}" r="${n(r)}" fill="${hslToHex(shade(colour, -10))}" stroke="${outline}" stroke-width="${n(r * 0.06)}"/>`;
    out += `<circle cx="${n(x - r * 0.2)}" cy="${n(y - r * 1.55)}" r="${n(r * 0.72)}" fill="${hslToHex(shade(colour, 6))}"/>`;
  }
  return out;
}

/** Anime or cartoon landscape: flat sky bands, cumulus, outlined hills with a hard shadow tone. */
export function celScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const kawaii = input.variant === 'kawaii';
  const [deep, , mid, light, pale] = reading.palette.colours;
  // Cel daylight keeps the genre's blue sky and green hills; the palette only tints them.
  const skyPalette = ['sunset', 'sunrise', 'night'].includes(reading.palette.named ?? '');
  const sky = kawaii
    ? shade(light, 14, -10)
    : skyPalette
      ? shade(mid, 8)
      : mixHsl({ h: 208, s: 80, l: 58 }, mid, 0.12);
  const outline = hslToHex(shade(deep, -5));
  const defs = linearGradient('sky', [
    [0, shade(sky, -10)],
    [0.7, sky],
    [1, shade(pale, 0, 10)],
  ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  const cloudRandom = random.fork('clouds');
  for (let index = 0; index < 3; index++) {
    const size = w * cloudRandom.range(0.14, 0.26);
    body += cumulus(
      cloudRandom,
      w * (0.15 + index * 0.35 + cloudRandom.range(-0.08, 0.08)),
      h * cloudRandom.range(0.22, 0.42),
      size,
      '#ffffff',
      hslToHex(mixHsl({ h: 215, s: 35, l: 84 }, sky, 0.2)),
      hslToHex(shade(sky, -18)),
    );
  }
  const hills = 3;
  for (let index = 0; index < hills; index++) {
    const t = index / (hills - 1);
    const base = h * (0.62 + t * 0.14 + [0, 0.04, -0.04][input.layout % 3]!);
    const points = ridge(
      random.fork(`hill${index}`),
      w,
      base,
      h * (0.16 - t * 0.05),
      reading.motifs.has('mountains') && index === 0,
      48,
    );
    const colour = kawaii
      ? shade(reading.palette.accent, 22 - t * 14, -20)
      : shade(mixHsl({ h: 105, s: 58, l: 52 }, mid, 0.18), -t * 14);
    const d = areaBelow(points, h + 2);
    // Hard cel shadow: the hill in its shadow tone, the lit tone shifted left over it.
    body += `<path d="${d}" fill="${hslToHex(shade(colour, -14))}" stroke="${outline}" stroke-width="${n(w * 0.003)}"/>`;
    body += `<path d="${d}" fill="${hslToHex(colour)}" transform="translate(${n(-w * 0.035)} ${n(h * 0.012)})"/>`;
    if (index > 0)
      body += roundTrees(
        random.fork(`trees${index}`),
        points,
        kawaii ? shade(reading.palette.accent, 10) : { h: 120, s: 50, l: 36 - t * 6 },
        outline,
        h * (0.05 + t * 0.04),
      );
  }
  if (kawaii) {
    let sparkles = '';
    for (let index = 0; index < 24; index++) {
      const x = random.range(0, w);
      const y = random.range(0, h * 0.6);
      const s = random.range(4, 14);
      sparkles += `<path d="M${n(x)} ${n(y - s)} Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)} Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)} Z"/>`;
    }
    body += `<g fill="#ffffff" opacity="0.95">${sparkles}</g>`;
  }
  return { svg: svgDocument(w, h, defs, body), finish: { saturation: kawaii ? 1.05 : 1.2 } };
}

/** Comic panel: a radial action burst, halftone dots, thick ink outlines and primary colours. */
export function comicScene(input: SceneInput, manga = false): Scene {
  const { width: w, height: h, random, reading } = input;
  const ink = '#111111';
  const base = manga ? '#ffffff' : hslToHex(shade(reading.palette.accent, 8, 15));
  const second = manga ? '#ffffff' : hslToHex(shade(reading.palette.colours[2], 10, 25));
  const cx = w * [0.5, 0.35, 0.65][input.layout % 3]!;
  const cy = h * random.range(0.4, 0.55);
  let burst = '';
  const spokes = 28;
  for (let index = 0; index < spokes; index++) {
    const a1 = (index / spokes) * Math.PI * 2;
    const a2 = a1 + (Math.PI / spokes) * random.range(0.5, 0.95);
    const r = Math.hypot(w, h);
    if (index % 2 === 0)
      burst += `M${n(cx)} ${n(cy)} L${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)} L${n(cx + Math.cos(a2) * r)} ${n(cy + Math.sin(a2) * r)} Z `;
  }
  let body = `<rect width="${w}" height="${h}" fill="${base}"/><path d="${burst}" fill="${manga ? '#111' : second}" opacity="${manga ? 0.9 : 1}"/>`;
  const r = Math.min(w, h) * 0.22;
  let star = '';
  for (let index = 0; index < 24; index++) {
    const angle = (index / 24) * Math.PI * 2;
    const radius = index % 2 === 0 ? r : r * random.range(0.55, 0.7);
    star += `${index === 0 ? 'M' : 'L'}${n(cx + Math.cos(angle) * radius)} ${n(cy + Math.sin(angle) * radius)} `;
  }
  body += `<path d="${star}Z" fill="${manga ? '#fff' : '#ffe14d'}" stroke="${ink}" stroke-width="${n(w * 0.008)}" stroke-linejoin="round"/>`;
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.35)}" fill="${manga ? '#111' : hslToHex(reading.palette.colours[1])}" stroke="${ink}" stroke-width="${n(w * 0.006)}"/>`;
  if (input.layout !== 0) {
    // A speech bubble on the side away from the burst, so the three panels read differently.
    const bx = input.layout === 1 ? w * 0.78 : w * 0.22;
    const by = h * 0.2;
    const rx = w * 0.16;
    const ry = h * 0.1;
    const tail = `M${n(bx - rx * 0.2)} ${n(by + ry * 0.8)} L${n(cx)} ${n(cy - r * 0.6)} L${n(bx + rx * 0.2)} ${n(by + ry * 0.9)} Z`;
    body += `<path d="${tail}" fill="#fff" stroke="${ink}" stroke-width="${n(w * 0.005)}" stroke-linejoin="round"/>`;
    body += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fff" stroke="${ink}" stroke-width="${n(w * 0.005)}"/>`;
    let scribble = '';
    for (let line = 0; line < 3; line++)
      scribble += `M${n(bx - rx * (0.6 - line * 0.1))} ${n(by - ry * 0.35 + line * ry * 0.35)} l${n(rx * random.range(0.9, 1.2) - line * rx * 0.2)} 0 `;
    body += `<path d="${scribble}" stroke="${ink}" stroke-width="${n(h * 0.018)}" stroke-linecap="round" opacity="0.8"/>`;
  }
  const border = w * 0.018;
  body += `<rect x="${n(border / 2)}" y="${n(border / 2)}" width="${n(w - border)}" height="${n(h - border)}" fill="none" stroke="${ink}" stroke-width="${n(border)}"/>`;
  const halftone = { spacing: Math.max(6, w / 110), depth: manga ? 0.55 : 0.3 };
  return {
    svg: svgDocument(w, h, '', body),
    finish: manga ? { tone: 'mono', halftone } : { saturation: 1.2, halftone },
  };
}

/** Manga: the comic composition in black ink and screentone on white paper. */
export function mangaScene(input: SceneInput): Scene {
  return comicScene(input, true);
}
