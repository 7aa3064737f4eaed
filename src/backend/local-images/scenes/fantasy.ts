// Fantasy: the landscape at dusk under an aurora, with drifting motes of light that the
// renderer blurs into a glow.
import { hslToHex } from '../colour';
import { n, svgDocument } from '../svg';
import { landscapeLayers } from './landscape';
import type { Scene, SceneInput } from './scene-types';

/** Fantasy scene: aurora ribbons, a glowing landscape and floating sparks. */
export function fantasyScene(input: SceneInput): Scene {
  const { width: w, height: h, random, reading } = input;
  const layers = landscapeLayers({ ...input, reading: { ...reading, night: true } });
  const hues = [reading.palette.accent.h, (reading.palette.accent.h + 60) % 360];
  let aurora = '';
  for (let index = 0; index < 3; index++) {
    const y = h * (0.15 + index * 0.08);
    const amplitude = h * random.range(0.04, 0.1);
    let d = `M0 ${n(y)}`;
    for (let step = 1; step <= 12; step++)
      d += ` Q${n(((step - 0.5) / 12) * w)} ${n(y + (step % 2 ? amplitude : -amplitude))} ${n((step / 12) * w)} ${n(y)}`;
    aurora += `<path d="${d}" stroke="${hslToHex({ h: hues[index % 2]!, s: 90, l: 60 })}" stroke-width="${n(h * 0.05)}" fill="none" opacity="0.55"/>`;
  }
  let sparks = '';
  for (let index = 0; index < 70; index++) {
    sparks += `<circle cx="${n(random.range(0, w))}" cy="${n(random.range(0.2, 1) * h)}" r="${n(random.range(1.5, 4.5))}" fill="${hslToHex({ h: hues[index % 2]!, s: 100, l: 75 })}"/>`;
  }
  const glow = svgDocument(
    w,
    h,
    '',
    `<rect width="${w}" height="${h}" fill="#000"/>${aurora}${sparks}`,
  );
  return {
    svg: svgDocument(w, h, layers.defs, layers.body + sparks),
    finish: { glowSvg: glow, glowSigma: Math.max(6, w / 60), saturation: 1.15 },
  };
}
