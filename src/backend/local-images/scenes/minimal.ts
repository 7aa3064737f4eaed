// Minimalism: a flat ground, one to three flat shapes and most of the frame left empty.
// Clean: a sun disc over a horizon line. Geometric: a few stacked primitives. Zen: an ensō and a stone.
import { hslToHex, shade } from '../colour';
import { n, svgDocument } from '../svg';
import type { Scene, SceneInput } from './scene-types';

/** The minimalist scene for the clean, geometric and zen variants. */
export function minimalScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const [deep, , mid, , pale] = reading.palette.colours;
  const ground = hslToHex(shade(pale, input.variant === 'zen' ? -4 : 2, -35));
  const ink = hslToHex(input.variant === 'zen' ? shade(deep, 0, -30) : mid);
  const accent = hslToHex(reading.palette.accent);
  const s = Math.min(w, h);
  const x = w * [0.32, 0.66, 0.5][input.layout % 3]!;
  const y = h * random.range(0.36, 0.48);
  let body = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  if (input.variant === 'zen') {
    const r = s * 0.2;
    body += `<path d="M${n(x + r * 0.2)} ${n(y - r)} A${n(r)} ${n(r)} 0 1 1 ${n(x - r * 0.35)} ${n(y - r * 0.94)}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.028)}" stroke-linecap="round" opacity="0.88"/>`;
    body += `<ellipse cx="${n(w - x)}" cy="${n(h * 0.8)}" rx="${n(s * 0.07)}" ry="${n(s * 0.035)}" fill="${ink}" opacity="0.8"/>`;
    body += `<line x1="${n(w * 0.1)}" y1="${n(h * 0.84)}" x2="${n(w * 0.9)}" y2="${n(h * 0.84)}" stroke="${ink}" stroke-width="1.5" opacity="0.3"/>`;
  } else if (input.variant === 'geometric') {
    const size = s * random.range(0.16, 0.22);
    body += `<rect x="${n(x - size)}" y="${n(y)}" width="${n(size * 2)}" height="${n(size * 1.3)}" fill="${ink}"/>`;
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.7)}" fill="${accent}"/>`;
    body += `<path d="M${n(x + size)} ${n(y + size * 1.3)} l${n(size * 0.9)} 0 l${n(-size * 0.45)} ${n(-size * 0.8)} Z" fill="${hslToHex(deep)}"/>`;
  } else {
    const horizon = h * random.range(0.62, 0.72);
    body += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${hslToHex(shade(pale, -8, -30))}"/>`;
    body += `<circle cx="${n(x)}" cy="${n(horizon - s * 0.16)}" r="${n(s * 0.09)}" fill="${accent}"/>`;
  }
  return { svg: svgDocument(w, h, '', body), finish: {} };
}
