// Neon: a dark city (or synthwave horizon) lit by magenta and cyan tubes. Lines are drawn twice,
// crisp in the picture and again on a glow layer that the renderer blurs and screens on top.
import { hslToHex, shade } from '../colour';
import { linearGradient, n, svgDocument } from '../svg';
import type { Scene, SceneInput } from './scene-types';

/** Cyberpunk scene: gradient dusk, striped sun, towers with lit windows, neon signs, a grid floor. */
export function neonScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const hues = [reading.palette.accent.h, (reading.palette.accent.h + 140) % 360, 320, 190];
  const neon = hues.map((hue) => hslToHex({ h: hue, s: 100, l: 60 }));
  const horizon = h * [0.64, 0.58, 0.7][input.layout % 3]!;
  const defs =
    linearGradient('night', [
      [0, '#05020f'],
      [0.6, hslToHex({ h: (hues[0]! + 280) % 360, s: 70, l: 14 })],
      [1, hslToHex({ h: hues[0]!, s: 80, l: 30 })],
    ]) +
    linearGradient('sun', [
      [0, neon[2]!],
      [1, '#ffcc33'],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#night)"/>`;
  let glow = `<rect width="${w}" height="${h}" fill="#000"/>`;
  const sunR = h * 0.2;
  const sunX = w * random.range(0.35, 0.65);
  body += `<circle cx="${n(sunX)}" cy="${n(horizon - sunR * 0.4)}" r="${n(sunR)}" fill="url(#sun)"/>`;
  for (let index = 0; index < 6; index++)
    body += `<rect x="${n(sunX - sunR)}" y="${n(horizon - sunR * 0.4 + index * sunR * 0.14)}" width="${n(sunR * 2)}" height="${n(sunR * 0.03 + index * 1.5)}" fill="#05020f"/>`;
  glow += `<circle cx="${n(sunX)}" cy="${n(horizon - sunR * 0.4)}" r="${n(sunR)}" fill="${neon[2]}" opacity="0.6"/>`;
  let towers = '';
  let windows = '';
  let signs = '';
  for (let x = -5; x < w;) {
    const tw = random.range(0.04, 0.1) * w;
    const th = random.range(0.15, 0.55) * h;
    const top = horizon - th;
    towers += `<rect x="${n(x)}" y="${n(top)}" width="${n(tw)}" height="${n(th + 2)}"/>`;
    for (let wy = top + 10; wy < horizon - 8; wy += 12) {
      for (let wx = x + 4; wx < x + tw - 5; wx += 9)
        if (random.chance(0.22))
          windows += `<rect x="${n(wx)}" y="${n(wy)}" width="4" height="5" fill="${random.pick(neon)}"/>`;
    }
    if (random.chance(0.35)) {
      const colour = random.pick(neon);
      const sy = top + random.range(0.1, 0.5) * th;
      const sign = `<rect x="${n(x + tw * 0.15)}" y="${n(sy)}" width="${n(tw * 0.7)}" height="${n(th * 0.08)}" fill="none" stroke="${colour}" stroke-width="3" rx="3"/>`;
      signs += sign;
      glow += sign.replace('stroke-width="3"', 'stroke-width="9"');
    }
    x += tw + random.range(0, 0.015) * w;
  }
  body += `<g fill="${hslToHex(shade({ h: hues[0]!, s: 40, l: 6 }, 0))}">${towers}</g><g opacity="0.9">${windows}</g>${signs}`;
  body += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="#06030d"/>`;
  let grid = '';
  for (let index = -12; index <= 12; index++)
    grid += `M${n(w / 2 + index * w * 0.02)} ${n(horizon)} L${n(w / 2 + index * w * 0.22)} ${n(h)} `;
  for (let index = 1; index < 10; index++) {
    const y = horizon + (h - horizon) * Math.pow(index / 10, 1.8);
    grid += `M0 ${n(y)} L${w} ${n(y)} `;
  }
  const gridColour = neon[1]!;
  body += `<path d="${grid}" stroke="${gridColour}" stroke-width="1.5" fill="none" opacity="0.8"/>`;
  glow += `<path d="${grid}" stroke="${gridColour}" stroke-width="5" fill="none"/>`;
  body += `<rect y="${n(horizon - 2)}" width="${w}" height="3" fill="${neon[0]}"/>`;
  glow +=
    `<rect y="${n(horizon - 4)}" width="${w}" height="8" fill="${neon[0]}"/>` +
    `<g opacity="0.9">${windows}</g>`;
  return {
    svg: svgDocument(w, h, defs, body),
    finish: {
      glowSvg: svgDocument(w, h, '', glow),
      glowSigma: Math.max(4, w / 90),
      saturation: 1.1,
    },
  };
}
