// Object scenes: shaded 3D spheres on a floor (photorealistic, stylized clay, toon bands),
// steampunk gears in brass and copper, and a surreal checkerboard plain with floating forms.
import { hslToHex, mixHsl, shade, type Hsl } from '../colour';
import { linearGradient, n, radialGradient, svgDocument, vignette } from '../svg';
import type { Scene, SceneInput } from './scene-types';

/** 3D still life: spheres lit from the upper left, contact shadows, a horizon floor. */
export function spheresScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const toon = input.variant === 'toon';
  const clay = input.variant === 'stylized';
  const [deep, , mid, light, pale] = reading.palette.colours;
  const floorY = h * [0.6, 0.66, 0.55][input.layout % 3]!;
  const back = clay ? shade(pale, -4, -20) : shade(deep, 6);
  let defs =
    linearGradient('wall', [
      [0, shade(back, -6)],
      [1, shade(back, 6)],
    ]) +
    linearGradient('floor', [
      [0, shade(back, 10)],
      [1, shade(back, -4)],
    ]) +
    radialGradient('shadow', [
      [0, '#000', 0.5],
      [1, '#000', 0],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="url(#floor)"/>`;
  const count = random.int(3, 5);
  const spheres = Array.from({ length: count }, (_, index) => {
    const r = Math.min(w, h) * random.range(0.08, 0.18);
    return {
      x: w * ((index + 0.5) / count + random.range(-0.06, 0.06)),
      y: floorY + random.range(0.05, 0.3) * (h - floorY),
      r,
      colour: random.pick<Hsl>([mid, light, reading.palette.accent, shade(mid, -10, 10)]),
    };
  }).sort((a, b) => a.y - b.y);
  for (const [index, sphere] of spheres.entries()) {
    const cy = sphere.y - sphere.r;
    body += `<ellipse cx="${n(sphere.x + sphere.r * 0.3)}" cy="${n(sphere.y)}" rx="${n(sphere.r * 1.3)}" ry="${n(sphere.r * 0.28)}" fill="url(#shadow)"/>`;
    if (toon) {
      body += `<circle cx="${n(sphere.x)}" cy="${n(cy)}" r="${n(sphere.r)}" fill="${hslToHex(shade(sphere.colour, -14))}" stroke="#151515" stroke-width="${n(sphere.r * 0.06)}"/>`;
      body += `<circle cx="${n(sphere.x - sphere.r * 0.18)}" cy="${n(cy - sphere.r * 0.18)}" r="${n(sphere.r * 0.78)}" fill="${hslToHex(sphere.colour)}"/>`;
      body += `<ellipse cx="${n(sphere.x - sphere.r * 0.4)}" cy="${n(cy - sphere.r * 0.42)}" rx="${n(sphere.r * 0.18)}" ry="${n(sphere.r * 0.12)}" fill="#fff"/>`;
      continue;
    }
    const id = `ball${index}`;
    const highlight = clay ? shade(sphere.colour, 14, -10) : shade(sphere.colour, 30);
    defs += radialGradient(
      id,
      [
        [0, highlight],
        [0.45, sphere.colour],
        [0.85, shade(sphere.colour, -25)],
        [1, mixHsl(shade(sphere.colour, -18), back, 0.4)],
      ],
      0.36,
      0.32,
      0.75,
    );
    body += `<circle cx="${n(sphere.x)}" cy="${n(cy)}" r="${n(sphere.r)}" fill="url(#${id})"/>`;
    if (!clay)
      body += `<ellipse cx="${n(sphere.x - sphere.r * 0.38)}" cy="${n(cy - sphere.r * 0.4)}" rx="${n(sphere.r * 0.16)}" ry="${n(sphere.r * 0.1)}" fill="#fff" opacity="0.85" transform="rotate(-35 ${n(sphere.x - sphere.r * 0.38)} ${n(cy - sphere.r * 0.4)})"/>`;
  }
  return {
    svg: svgDocument(w, h, defs, body),
    finish: clay ? { blur: 0.8 } : toon ? { saturation: 1.2 } : { grain: 0.05 },
  };
}

function gearPath(cx: number, cy: number, radius: number, teeth: number, rotation: number): string {
  const points: string[] = [];
  for (let index = 0; index < teeth * 4; index++) {
    const angle = rotation + (index / (teeth * 4)) * Math.PI * 2;
    const r = index % 4 < 2 ? radius : radius * 0.84;
    points.push(`${n(cx + Math.cos(angle) * r)} ${n(cy + Math.sin(angle) * r)}`);
  }
  return `M${points.join(' L')} Z M${n(cx + radius * 0.3)} ${n(cy)} A${n(radius * 0.3)} ${n(radius * 0.3)} 0 1 0 ${n(cx - radius * 0.3)} ${n(cy)} A${n(radius * 0.3)} ${n(radius * 0.3)} 0 1 0 ${n(cx + radius * 0.3)} ${n(cy)} Z`;
}

/** Steampunk: interlocking brass and copper gears over dark leather, with drifting steam. */
export function gearsScene(input: SceneInput): Scene {
  const { width: w, height: h, random } = input;
  const vig = vignette(w, h, 0.7);
  const metals: [string, string][] = [
    ['#f3d27a', '#8a5a1c'],
    ['#e8a170', '#7a3a1a'],
    ['#d9c7a0', '#5e4a2a'],
  ];
  let defs =
    radialGradient(
      'leather',
      [
        [0, '#4a3020'],
        [1, '#160c06'],
      ],
      0.5,
      0.45,
      0.8,
    ) +
    radialGradient('steam', [
      [0, '#fff', 0.5],
      [1, '#fff', 0],
    ]) +
    vig.defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#leather)"/>`;
  const s = Math.min(w, h);
  for (let index = 0; index < 9; index++) {
    const [lightMetal, darkMetal] = random.pick(metals);
    defs += radialGradient(
      `metal${index}`,
      [
        [0, lightMetal],
        [1, darkMetal],
      ],
      0.35,
      0.3,
      0.9,
    );
    const radius = s * random.range(0.08, 0.24);
    const cx = random.range(-0.05, 1.05) * w;
    const cy = random.range(-0.05, 1.05) * h;
    body += `<path d="${gearPath(cx + 6, cy + 8, radius, random.int(10, 22), random.range(0, 1))}" fill="#000" opacity="0.45" fill-rule="evenodd"/>`;
    body += `<path d="${gearPath(cx, cy, radius, random.int(10, 22), random.range(0, 1))}" fill="url(#metal${index})" fill-rule="evenodd" stroke="#2a1808" stroke-width="2"/>`;
  }
  for (let index = 0; index < 6; index++)
    body += `<ellipse cx="${n(random.range(0, w))}" cy="${n(random.range(0, h))}" rx="${n(s * 0.3)}" ry="${n(s * 0.12)}" fill="url(#steam)"/>`;
  body += vig.body;
  return { svg: svgDocument(w, h, defs, body), finish: { tone: 'warm', grain: 0.12 } };
}

/** Surreal plain: an infinite checkerboard in perspective, a giant floating moon, floating spheres. */
export function surrealScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const [deep, , mid, light, pale] = reading.palette.colours;
  const horizon = h * [0.5, 0.58, 0.45][input.layout % 3]!;
  const defs =
    linearGradient('sky', [
      [0, shade(light, -10, 10)],
      [1, shade(pale, 0, 20)],
    ]) +
    radialGradient(
      'orb',
      [
        [0, shade(pale, 8)],
        [1, shade(mid, -8)],
      ],
      0.4,
      0.35,
      0.7,
    );
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += `<circle cx="${n(w * random.range(0.3, 0.7))}" cy="${n(horizon * 0.45)}" r="${n(h * 0.22)}" fill="url(#orb)"/>`;
  let tiles = '';
  const rows = 14;
  for (let row = 0; row < rows; row++) {
    const y1 = horizon + (h - horizon) * Math.pow(row / rows, 2);
    const y2 = horizon + (h - horizon) * Math.pow((row + 1) / rows, 2);
    const scale1 = 0.05 + (row / rows) * 2;
    const scale2 = 0.05 + ((row + 1) / rows) * 2;
    for (let column = -10; column < 10; column++) {
      if ((row + column) % 2 !== 0) continue;
      const x = (c: number, s: number) => w / 2 + c * (w / 10) * s;
      tiles += `M${n(x(column, scale1))} ${n(y1)} L${n(x(column + 1, scale1))} ${n(y1)} L${n(x(column + 1, scale2))} ${n(y2)} L${n(x(column, scale2))} ${n(y2)} Z `;
    }
  }
  body += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${hslToHex(shade(pale, -2, -20))}"/><path d="${tiles}" fill="${hslToHex(deep)}"/>`;
  for (let index = 0; index < 4; index++) {
    const r = h * random.range(0.03, 0.08);
    const x = random.range(0.1, 0.9) * w;
    const y = horizon + random.range(-0.3, 0.1) * h;
    body += `<ellipse cx="${n(x + r)}" cy="${n(horizon + (h - horizon) * 0.45 + index * 8)}" rx="${n(r * 1.4)}" ry="${n(r * 0.3)}" fill="#000" opacity="0.25"/>`;
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#orb)"/>`;
  }
  return { svg: svgDocument(w, h, defs, body), finish: { saturation: 1.1 } };
}
