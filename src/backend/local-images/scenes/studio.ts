// Photographic set-ups: a product on a plinth under a softbox (studio, commercial, e-commerce)
// and a shallow-depth-of-field bokeh portrait backdrop with a rim-lit silhouette.
import { hslToHex, mixHsl, shade } from '../colour';
import { linearGradient, n, radialGradient, svgDocument, vignette } from '../svg';
import type { Scene, SceneInput } from './scene-types';

/** Product shot: seamless backdrop, plinth, a glossy object with highlight, contact shadow. */
export function studioScene(input: SceneInput, white = false): Scene {
  const { width: w, height: h, random, reading } = input;
  const [deep, dark, mid, light, pale] = reading.palette.colours;
  const back = white ? { h: pale.h, s: 8, l: 97 } : shade(light, 4, -20);
  const floorY = h * [0.68, 0.72, 0.64][input.layout % 3]!;
  const cx = w * [0.5, 0.42, 0.58][input.layout % 3]!;
  const size = Math.min(w, h) * random.range(0.22, 0.3);
  const shape = random.int(0, 2);
  const defs =
    radialGradient(
      'backdrop',
      [
        [0, shade(back, 6)],
        [1, shade(back, white ? -6 : -22)],
      ],
      0.5,
      0.35,
      0.8,
    ) +
    linearGradient('floor', [
      [0, shade(back, -8)],
      [1, shade(back, white ? -3 : -18)],
    ]) +
    radialGradient(
      'object',
      [
        [0, shade(light, 12)],
        [0.55, mid],
        [1, deep],
      ],
      0.35,
      0.3,
      0.8,
    ) +
    linearGradient(
      'plinth',
      [
        [0, shade(pale, -6, -30)],
        [1, shade(mid, -10, -30)],
      ],
      [0, 0, 1, 0],
    ) +
    radialGradient('shadow', [
      [0, '#000', 0.45],
      [1, '#000', 0],
    ]) +
    radialGradient('spec', [
      [0, '#fff', 0.95],
      [1, '#fff', 0],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#backdrop)"/><rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="url(#floor)"/>`;
  const plinthW = size * 1.5;
  const plinthH = size * 0.45;
  const top = floorY - plinthH * 0.4;
  body += `<ellipse cx="${n(cx)}" cy="${n(floorY + plinthH * 0.6)}" rx="${n(plinthW * 0.75)}" ry="${n(plinthH * 0.3)}" fill="url(#shadow)"/>`;
  body += `<rect x="${n(cx - plinthW / 2)}" y="${n(top)}" width="${n(plinthW)}" height="${n(plinthH)}" fill="url(#plinth)"/>`;
  body += `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(plinthW / 2)}" ry="${n(plinthH * 0.18)}" fill="${hslToHex(shade(pale, -2, -30))}"/>`;
  const baseY = top;
  body += `<ellipse cx="${n(cx)}" cy="${n(baseY)}" rx="${n(size * 0.45)}" ry="${n(size * 0.07)}" fill="url(#shadow)"/>`;
  if (shape === 0) {
    body += `<circle cx="${n(cx)}" cy="${n(baseY - size * 0.48)}" r="${n(size * 0.48)}" fill="url(#object)"/>`;
  } else if (shape === 1) {
    const bw = size * 0.42;
    body += `<path d="M${n(cx - bw)} ${n(baseY)} L${n(cx - bw)} ${n(baseY - size * 0.9)} Q${n(cx - bw)} ${n(baseY - size * 1.15)} ${n(cx - bw * 0.35)} ${n(baseY - size * 1.25)} L${n(cx - bw * 0.35)} ${n(baseY - size * 1.5)} L${n(cx + bw * 0.35)} ${n(baseY - size * 1.5)} L${n(cx + bw * 0.35)} ${n(baseY - size * 1.25)} Q${n(cx + bw)} ${n(baseY - size * 1.15)} ${n(cx + bw)} ${n(baseY - size * 0.9)} L${n(cx + bw)} ${n(baseY)} Z" fill="url(#object)"/>`;
    body += `<rect x="${n(cx - bw * 0.4)}" y="${n(baseY - size * 1.62)}" width="${n(bw * 0.8)}" height="${n(size * 0.16)}" rx="4" fill="${hslToHex(deep)}"/>`;
    body += `<rect x="${n(cx - bw * 0.75)}" y="${n(baseY - size * 0.7)}" width="${n(bw * 1.5)}" height="${n(size * 0.32)}" fill="${hslToHex(shade(pale, 0, -40))}" opacity="0.9"/>`;
  } else {
    const bw = size * 0.5;
    body += `<rect x="${n(cx - bw)}" y="${n(baseY - size)}" width="${n(bw * 2)}" height="${n(size)}" rx="${n(size * 0.12)}" fill="url(#object)"/>`;
    body += `<rect x="${n(cx - bw)}" y="${n(baseY - size)}" width="${n(bw * 2)}" height="${n(size * 0.18)}" rx="${n(size * 0.08)}" fill="${hslToHex(shade(dark, -4))}"/>`;
  }
  body += `<ellipse cx="${n(cx - size * 0.16)}" cy="${n(baseY - size * 0.75)}" rx="${n(size * 0.1)}" ry="${n(size * 0.16)}" fill="url(#spec)"/>`;
  return { svg: svgDocument(w, h, defs, body), finish: { saturation: white ? 1.05 : 1 } };
}

/** Portrait backdrop: out-of-focus light discs and a rim-lit head-and-shoulders silhouette. */
export function bokehScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const [deep, dark, mid, light] = reading.palette.colours;
  const vig = vignette(w, h, 0.55);
  const defs =
    linearGradient(
      'bg',
      [
        [0, shade(dark, -4)],
        [1, mixHsl(deep, mid, 0.3)],
      ],
      [0, 0, 1, 1],
    ) + vig.defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  for (let index = 0; index < 46; index++) {
    const r = Math.min(w, h) * random.range(0.02, 0.09);
    const colour = hslToHex(
      random.chance(0.3) ? reading.palette.accent : shade(light, random.range(-10, 15)),
    );
    body += `<circle cx="${n(random.range(0, w))}" cy="${n(random.range(0, h))}" r="${n(r)}" fill="${colour}" opacity="${n(random.range(0.15, 0.55))}"/>`;
  }
  const cx = w * [0.5, 0.36, 0.64][input.layout % 3]!;
  const head = Math.min(w, h) * 0.13;
  const headY = h * 0.42;
  const silhouette = `M${n(cx - head * 2.6)} ${n(h)} Q${n(cx - head * 2.4)} ${n(headY + head * 2)} ${n(cx - head * 0.55)} ${n(headY + head * 1.6)} L${n(cx - head * 0.5)} ${n(headY + head)} A${n(head * 0.85)} ${n(head * 1.1)} 0 1 1 ${n(cx + head * 0.5)} ${n(headY + head)} L${n(cx + head * 0.55)} ${n(headY + head * 1.6)} Q${n(cx + head * 2.4)} ${n(headY + head * 2)} ${n(cx + head * 2.6)} ${n(h)} Z`;
  body += `<path d="${silhouette}" fill="${hslToHex(shade(reading.palette.accent, 20, -20))}" transform="translate(${n(head * 0.06)} 0)" opacity="0.8"/>`;
  body += `<path d="${silhouette}" fill="${hslToHex(shade(deep, -6))}"/>` + vig.body;
  return { svg: svgDocument(w, h, defs, body), finish: { blur: 1.2, grain: 0.1 } };
}
