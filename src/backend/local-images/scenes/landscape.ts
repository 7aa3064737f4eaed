// Layered landscape: graded sky, sun or moon with its glow, clouds, ridges fading into the
// distance (atmospheric perspective), then water, trees or a skyline when the prompt asks.
// The base of the realistic, photographic, matte, epic, fantasy, oil and vintage looks.
import { mixHsl, shade, type Hsl } from '../colour';
import { noise1d, type Random } from '../random';
import { areaBelow, fill, linearGradient, n, radialGradient, svgDocument, vignette } from '../svg';
import type { Scene, SceneInput } from './scene-types';

/** Colours of a landscape, derived from the palette and the time of day. */
export type LandscapeColours = {
  skyTop: Hsl;
  skyHorizon: Hsl;
  sun: Hsl;
  far: Hsl;
  near: Hsl;
  water: Hsl;
};

/** Sky and ground colours for a palette; night pulls everything darker and bluer. */
export function landscapeColours(input: SceneInput): LandscapeColours {
  const { reading } = input;
  const [deep, dark, mid, light, pale] = reading.palette.colours;
  if (reading.night) {
    return {
      skyTop: shade(deep, -6),
      skyHorizon: shade(dark, 6),
      sun: shade(pale, 4),
      far: shade(mid, -14, -10),
      near: shade(deep, -4),
      water: shade(dark, -4),
    };
  }
  return {
    skyTop:
      reading.palette.named === null ||
      ['green', 'forest', 'brown', 'black', 'white'].includes(reading.palette.named)
        ? mixHsl(shade(mid, 6), { h: 212, s: 60, l: 52 }, 0.55)
        : shade(mid, 4),
    skyHorizon: shade(pale, -2, 10),
    sun: { h: pale.h, s: 90, l: 90 },
    far: mixHsl(light, mid, 0.4),
    near: shade(deep, 2),
    water: shade(mid, -6),
  };
}

/**
 * A ridge line across the picture (and 5% past each edge, so shifted copies still cover it):
 * smooth hills or jagged peaks from summed noise octaves.
 */
export function ridge(
  random: Random,
  width: number,
  base: number,
  amplitude: number,
  jagged: boolean,
  steps = 96,
): [number, number][] {
  const octaves = [noise1d(random, 4), noise1d(random, 9), noise1d(random, 23)];
  const points: [number, number][] = [];
  for (let index = 0; index <= steps; index++) {
    const x = index / steps;
    let value = 0.6 * octaves[0]!(x) + 0.28 * octaves[1]!(x) + 0.12 * octaves[2]!(x);
    if (jagged) value = 1 - Math.abs(value * 2 - 1);
    points.push([(x * 1.1 - 0.05) * width, base - value * amplitude]);
  }
  return points;
}

function stars(random: Random, width: number, height: number, count: number): string {
  let out = '';
  for (let index = 0; index < count; index++) {
    const radius = random.chance(0.08) ? random.range(1.4, 2.4) : random.range(0.5, 1.2);
    out += `<circle cx="${n(random.range(0, width))}" cy="${n(random.range(0, height))}" r="${n(radius)}" fill="#fff" opacity="${n(random.range(0.3, 1))}"/>`;
  }
  return out;
}

function clouds(
  random: Random,
  width: number,
  horizon: number,
  colour: Hsl,
  count: number,
): string {
  let out = '';
  for (let index = 0; index < count; index++) {
    const cx = random.range(-0.1, 1.1) * width;
    const cy = random.range(0.08, 0.75) * horizon;
    const rx = random.range(0.12, 0.3) * width;
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * random.range(0.08, 0.18))}" fill="url(#cloud)" opacity="${n(random.range(0.35, 0.8))}"/>`;
  }
  return `<g fill="${fill(colour)}">${out}</g>`;
}

function pines(random: Random, points: [number, number][], colour: Hsl, scale: number): string {
  let out = '';
  for (const [x, y] of points) {
    if (!random.chance(0.55)) continue;
    const h = random.range(0.6, 1.4) * scale;
    const w = h * 0.32;
    out += `<path d="M${n(x)} ${n(y - h)} L${n(x + w)} ${n(y + 2)} L${n(x - w)} ${n(y + 2)} Z"/>`;
  }
  return `<g fill="${fill(colour)}">${out}</g>`;
}

function skyline(
  random: Random,
  width: number,
  base: number,
  colour: Hsl,
  window: Hsl,
  height: number,
): string {
  let out = '';
  let lights = '';
  for (let x = -10; x < width;) {
    const w = random.range(0.03, 0.08) * width;
    const h = random.range(0.25, 1) * height;
    out += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h + 4)}"/>`;
    for (let wy = base - h + 8; wy < base - 6; wy += 14) {
      for (let wx = x + 5; wx < x + w - 6; wx += 10) {
        if (random.chance(0.28)) lights += `<rect x="${n(wx)}" y="${n(wy)}" width="4" height="6"/>`;
      }
    }
    x += w + random.range(0, 0.01) * width;
  }
  return `<g fill="${fill(colour)}">${out}</g><g fill="${fill(window)}" opacity="0.85">${lights}</g>`;
}

/** The landscape's SVG defs and body, for scenes that add their own layers on top. */
export type Layers = { defs: string; body: string; sun: { x: number; y: number }; horizon: number };

/** Builds the landscape scene; `layout` moves the horizon and the light between images. */
export function landscapeScene(input: SceneInput): Scene {
  const layers = landscapeLayers(input);
  return { svg: svgDocument(input.width, input.height, layers.defs, layers.body), finish: {} };
}

/** The landscape as layers: sky, light, clouds, ridges, water, trees, skyline, vignette. */
export function landscapeLayers(input: SceneInput): Layers {
  const { width: w, height: h, random, reading } = input;
  const colours = landscapeColours(input);
  const motifs = reading.motifs;
  const layouts = [
    { horizon: 0.62, sunX: 0.28, sunY: 0.42 },
    { horizon: 0.7, sunX: 0.5, sunY: 0.5 },
    { horizon: 0.55, sunX: 0.74, sunY: 0.3 },
  ];
  const layout = layouts[input.layout % layouts.length]!;
  const horizon = h * (layout.horizon + random.range(-0.04, 0.04));
  const sunX = w * (layout.sunX + random.range(-0.06, 0.06));
  const sunY = horizon * (layout.sunY + random.range(-0.08, 0.08));
  const sunR = Math.min(w, h) * random.range(0.045, 0.08);
  const water = motifs.has('water');
  const jagged =
    motifs.has('mountains') || motifs.has('snow') || (!motifs.has('desert') && random.chance(0.5));
  const vig = vignette(w, h, 0.45);

  const defs = [
    linearGradient('sky', [
      [0, colours.skyTop],
      [0.75, mixHsl(colours.skyTop, colours.skyHorizon, 0.7)],
      [1, colours.skyHorizon],
    ]),
    radialGradient('glow', [
      [0, colours.sun, 0.9],
      [0.25, colours.sun, 0.35],
      [1, colours.sun, 0],
    ]),
    radialGradient('cloud', [
      [0, '#ffffff', 0.9],
      [1, '#ffffff', 0],
    ]),
    linearGradient('haze', [
      [0, colours.skyHorizon, 0],
      [1, colours.skyHorizon, 0.55],
    ]),
    linearGradient('water', [
      [0, mixHsl(colours.skyHorizon, colours.water, 0.3)],
      [1, colours.water],
    ]),
    vig.defs,
  ];
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (reading.night || motifs.has('stars'))
    body += stars(random.fork('stars'), w, horizon, reading.night ? 260 : 60);
  const glowR = sunR * (reading.night ? 5 : 9);
  body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(glowR)}" fill="url(#glow)"/>`;
  body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${fill(colours.sun)}"/>`;
  if (!reading.night || random.chance(0.5))
    body += clouds(random.fork('clouds'), w, horizon, colours.skyHorizon, random.int(3, 7));

  const layers = random.int(3, 5);
  const ground = water ? horizon : h;
  for (let index = 0; index < layers; index++) {
    const t = index / Math.max(1, layers - 1);
    const colour = mixHsl(mixHsl(colours.skyHorizon, colours.far, 0.55), colours.near, t * t);
    const base = horizon - (1 - t) * h * 0.04 + (water ? 0 : t * (h - horizon) * 0.7);
    const amplitude = h * (0.28 - t * 0.14) * (jagged ? 1 : 0.55);
    const points = ridge(
      random.fork(`ridge${index}`),
      w,
      base,
      amplitude,
      jagged && index < layers - 1,
    );
    body += `<path d="${areaBelow(points, ground + 2)}" fill="${fill(colour)}"/>`;
    if (index < layers - 1)
      body += `<rect y="${n(base - amplitude * 0.5)}" width="${w}" height="${n(ground - base + amplitude * 0.5)}" fill="url(#haze)" opacity="0.5"/>`;
    if (motifs.has('snow') && index < layers - 1)
      body += `<path d="${areaBelow(points, base - amplitude * 0.35)}" fill="#ffffff" opacity="0.55"/>`;
    if (motifs.has('trees') && index >= layers - 2)
      body += pines(
        random.fork(`pines${index}`),
        points.filter((_, p) => p % 2 === 0),
        shade(colour, -6),
        h * 0.06 * (1 + t),
      );
    if (motifs.has('city') && index === layers - 2)
      body += skyline(
        random.fork('city'),
        w,
        base,
        shade(colour, -4),
        { h: 45, s: 90, l: 70 },
        h * 0.3,
      );
  }
  if (water) {
    body += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#water)"/>`;
    const shimmer = random.fork('shimmer');
    let streaks = '';
    for (let index = 0; index < 40; index++) {
      const y = horizon + Math.pow(shimmer.next(), 1.5) * (h - horizon);
      const spread = 0.02 + ((y - horizon) / (h - horizon)) * 0.12;
      const length = shimmer.range(0.02, 0.12) * w;
      streaks += `<rect x="${n(sunX + shimmer.range(-spread, spread) * w - length / 2)}" y="${n(y)}" width="${n(length)}" height="${n(shimmer.range(1, 3.5))}"/>`;
    }
    body += `<g fill="${fill(colours.sun)}" opacity="0.55">${streaks}</g>`;
  }
  body += vig.body;
  return { defs: defs.join(''), body, sun: { x: sunX, y: sunY }, horizon };
}
