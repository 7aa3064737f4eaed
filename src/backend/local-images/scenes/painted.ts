// Hand-made media: watercolour (translucent washes with darker pooled edges, white paper left
// showing, paper grain) and graphite sketch (jittered contour lines and hatching on paper).
import { hslToHex, mixHsl, shade, type Hsl } from '../colour';
import { noise1d, type Random } from '../random';
import { areaBelow, n, svgDocument } from '../svg';
import { ridge } from './landscape';
import type { Scene, SceneInput } from './scene-types';

/** An irregular closed blob around (cx, cy): a wash shape. */
function blob(random: Random, cx: number, cy: number, rx: number, ry: number): string {
  const wobble = noise1d(random, 7);
  const points: string[] = [];
  for (let index = 0; index < 36; index++) {
    const angle = (index / 36) * Math.PI * 2;
    const radius = 0.7 + wobble(index / 36) * 0.6;
    points.push(
      `${n(cx + Math.cos(angle) * rx * radius)} ${n(cy + Math.sin(angle) * ry * radius)}`,
    );
  }
  return `M${points.join(' L')} Z`;
}

/** Watercolour landscape in washes: sky bloom, sun, two or three hill washes, loose blossoms. */
export function watercolorScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const [, dark, mid, light] = reading.palette.colours;
  const soft = input.variant === 'soft';
  const strength = soft ? 0.5 : input.variant === 'vibrant' ? 0.85 : 0.65;
  const paint = (colour: Hsl) =>
    hslToHex(
      soft ? shade(colour, 12, -15) : input.variant === 'vibrant' ? shade(colour, 4, 20) : colour,
    );
  const wash = (d: string, colour: Hsl, opacity: number) =>
    `<path d="${d}" fill="${paint(colour)}" opacity="${n(opacity * strength)}"/><path d="${d}" fill="none" stroke="${paint(shade(colour, -12))}" stroke-width="${n(w * 0.004)}" opacity="${n(opacity * strength * 0.7)}"/>`;
  let body = `<rect width="${w}" height="${h}" fill="#fbf8f1"/>`;
  const skyRandom = random.fork('sky');
  for (let index = 0; index < 5; index++) {
    body += wash(
      blob(
        skyRandom,
        skyRandom.range(0, w),
        skyRandom.range(0, h * 0.4),
        w * skyRandom.range(0.2, 0.45),
        h * skyRandom.range(0.1, 0.2),
      ),
      mixHsl(light, reading.palette.accent, skyRandom.next() * 0.3),
      0.5,
    );
  }
  const sun = { x: w * [0.3, 0.7, 0.5][input.layout % 3]!, y: h * random.range(0.18, 0.32) };
  body += wash(
    blob(random.fork('sun'), sun.x, sun.y, h * 0.09, h * 0.09),
    { h: 42, s: 85, l: 62 },
    0.8,
  );
  const flowers = reading.motifs.has('flowers') || random.chance(0.4);
  // With blossoms, the prompt's colour goes to the flowers and the hills turn to foliage.
  const foliage = { h: 105, s: 40, l: 48 };
  const hills = random.int(2, 3);
  for (let index = 0; index < hills; index++) {
    const t = index / Math.max(1, hills - 1);
    const base = h * (0.62 + t * 0.2);
    const points = ridge(
      random.fork(`hill${index}`),
      w,
      base,
      h * (0.25 - t * 0.08),
      reading.motifs.has('mountains') && index === 0,
      40,
    );
    body += wash(
      areaBelow(points, h + 10),
      mixHsl(mixHsl(mid, dark, t), foliage, flowers ? 0.85 : 0),
      0.55 + t * 0.2,
    );
  }
  if (flowers) {
    const bloom = random.fork('flowers');
    // Blossom colours: the prompt's accent when it named a colour, else a flower hue.
    const petal = reading.palette.named
      ? shade(reading.palette.colours[2], 6, 10)
      : { h: bloom.pick([350, 335, 20, 45, 285]), s: 75, l: 60 };
    for (let index = 0; index < 11; index++) {
      const x = bloom.range(0, w);
      const y = bloom.range(h * 0.72, h);
      body += `<path d="M${n(x)} ${n(y)} l${n(bloom.range(-8, 8))} ${n(h * 0.08)}" stroke="${paint(shade(mid, -10))}" stroke-width="2" opacity="0.6"/>`;
      body += wash(blob(bloom, x, y, w * 0.024, w * 0.022), petal, 1.1);
    }
  }
  return {
    svg: svgDocument(w, h, '', body),
    finish: { blur: soft ? 2.4 : 1.4, paper: 'watercolor' },
  };
}

/** A hand-drawn line: the path jittered so it wavers like a pencil stroke. */
function pencil(random: Random, points: [number, number][], jitter: number): string {
  return (
    'M' +
    points
      .map(
        ([x, y]) =>
          `${n(x + random.range(-jitter, jitter))} ${n(y + random.range(-jitter, jitter))}`,
      )
      .join(' L')
  );
}

/** Graphite sketch: repeated contour strokes of ridges, hatching beneath them, a circled sun. */
export function sketchScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const ink = '#2b2b2e';
  let lines = '';
  const layers = 3;
  for (let index = 0; index < layers; index++) {
    const t = index / (layers - 1);
    const base = h * (0.5 + t * 0.25);
    const points = ridge(
      random.fork(`ridge${index}`),
      w,
      base,
      h * (0.3 - t * 0.12),
      reading.motifs.has('mountains') || index === 0,
      60,
    );
    for (let pass = 0; pass < 3; pass++)
      lines += `<path d="${pencil(random, points, 2.5)}" stroke-width="${n(1 + t * 1.4)}" opacity="${n(0.5 + t * 0.3)}"/>`;
    let hatch = '';
    const spacing = 9 - t * 3;
    for (let x = 0; x < w; x += spacing) {
      const point = points[Math.min(points.length - 1, Math.round((x / w) * (points.length - 1)))]!;
      if (!random.chance(0.55 + t * 0.3)) continue;
      const length = random.range(0.02, 0.08 + t * 0.08) * h;
      hatch += `M${n(x)} ${n(point[1] + 4)} l${n(length * 0.5)} ${n(length)}`;
    }
    lines += `<path d="${hatch}" stroke-width="0.8" opacity="${n(0.35 + t * 0.25)}"/>`;
  }
  const sun = { x: w * [0.72, 0.28, 0.5][input.layout % 3]!, y: h * 0.22 };
  for (let pass = 0; pass < 3; pass++) {
    const r = h * 0.07 + random.range(-3, 3);
    lines += `<ellipse cx="${n(sun.x + random.range(-3, 3))}" cy="${n(sun.y + random.range(-3, 3))}" rx="${n(r)}" ry="${n(r * random.range(0.92, 1.05))}" stroke-width="1.2" opacity="0.6"/>`;
  }
  let birds = '';
  for (let index = 0; index < 5; index++) {
    const x = random.range(0.1, 0.9) * w;
    const y = random.range(0.08, 0.35) * h;
    const s = random.range(6, 14);
    birds += `M${n(x - s)} ${n(y)} q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0 q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0`;
  }
  lines += `<path d="${birds}" stroke-width="1.3" opacity="0.75"/>`;
  const body = `<rect width="${w}" height="${h}" fill="#f4f0e6"/><g fill="none" stroke="${ink}" stroke-linecap="round" stroke-linejoin="round">${lines}</g>`;
  return { svg: svgDocument(w, h, '', body), finish: { paper: 'sketch', blur: 0.5 } };
}
