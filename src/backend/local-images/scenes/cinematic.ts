// Cinematic frames: the landscape with light shafts from the sun, a heavy vignette and 2.39:1
// letterbox bars, graded teal-orange (dramatic), black-and-white (noir) or warm and vast (epic).
import { n, svgDocument } from '../svg';
import { landscapeLayers } from './landscape';
import type { Scene, SceneInput } from './scene-types';

function rays(
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
  random: SceneInput['random'],
): string {
  let out = '';
  for (let index = 0; index < count; index++) {
    const angle = random.range(0.15, Math.PI - 0.15);
    const spread = random.range(0.02, 0.06);
    const length = Math.hypot(width, height);
    const a = [x + Math.cos(angle - spread) * length, y + Math.sin(angle - spread) * length];
    const b = [x + Math.cos(angle + spread) * length, y + Math.sin(angle + spread) * length];
    out += `<path d="M${n(x)} ${n(y)} L${n(a[0]!)} ${n(a[1]!)} L${n(b[0]!)} ${n(b[1]!)} Z" opacity="${n(random.range(0.05, 0.16))}"/>`;
  }
  return `<g fill="#fff8e0">${out}</g>`;
}

/** Letterbox bars so the visible frame is about 2:1 (or a thin band on tall pictures). */
export function letterbox(width: number, height: number): string {
  const frame = Math.min(height, width / 2);
  const bar = Math.max(height * 0.06, (height - frame) / 2);
  return `<rect width="${width}" height="${n(bar)}" fill="#000"/><rect y="${n(height - bar)}" width="${width}" height="${n(bar)}" fill="#000"/>`;
}

/** The cinematic scene for the dramatic, noir and epic variants. */
export function cinematicScene(input: SceneInput): Scene {
  const { width: w, height: h, random } = input;
  const layers = landscapeLayers(input);
  const shafts = rays(
    layers.sun.x,
    layers.sun.y,
    w,
    h,
    input.variant === 'epic' ? 14 : 9,
    random.fork('rays'),
  );
  const shadow = `<radialGradient id="cine" cx="0.5" cy="0.5" r="0.7"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient>`;
  let blinds = '';
  if (input.variant === 'noir') {
    for (let y = 0; y < h; y += h / 14)
      blinds += `<rect y="${n(y)}" width="${w}" height="${n(h / 40)}" fill="#000" opacity="0.22" transform="skewY(-12)"/>`;
  }
  const body =
    layers.body +
    shafts +
    blinds +
    `<rect width="${w}" height="${h}" fill="url(#cine)"/>` +
    letterbox(w, h);
  const tone =
    input.variant === 'noir' ? 'mono' : input.variant === 'epic' ? 'warm' : 'teal-orange';
  return {
    svg: svgDocument(w, h, layers.defs + shadow, body),
    finish: {
      tone,
      grain: input.variant === 'noir' ? 0.3 : 0.12,
      saturation: input.variant === 'noir' ? undefined : 1.15,
    },
  };
}
