// Abstract scenes: geometric (Bauhaus blocks and arcs on a grid), fluid (marbled bands, softened
// in raster) and expressive (gestural strokes and splatters).
import { hslToHex, mixHsl, shade, type Hsl } from '../colour';
import { n, svgDocument, vignette } from '../svg';
import type { Scene, SceneInput } from './scene-types';

function paletteList(input: SceneInput): Hsl[] {
  const [deep, dark, mid, light] = input.reading.palette.colours;
  return [
    deep,
    dark,
    mid,
    light,
    input.reading.palette.accent,
    shade(input.reading.palette.accent, 15),
  ];
}

/** Bauhaus composition: a grid of cells, each a circle, half circle, quarter arc, triangle or bar. */
export function geometricScene(input: SceneInput): Scene {
  const { width: w, height: h, random } = input;
  const colours = paletteList(input).map(hslToHex);
  const background = hslToHex(shade(input.reading.palette.colours[4], -2, -20));
  const columns = [3, 4, 5][input.layout % 3]!;
  const cell = w / columns;
  const rows = Math.ceil(h / cell);
  let body = `<rect width="${w}" height="${h}" fill="${background}"/>`;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = column * cell;
      const y = row * cell;
      const colour = random.pick(colours);
      const other = random.pick(colours);
      const kind = random.int(0, 6);
      if (random.chance(0.5))
        body += `<rect x="${n(x)}" y="${n(y)}" width="${n(cell)}" height="${n(cell)}" fill="${other}"/>`;
      if (kind === 0)
        body += `<circle cx="${n(x + cell / 2)}" cy="${n(y + cell / 2)}" r="${n(cell * 0.4)}" fill="${colour}"/>`;
      if (kind === 1)
        body += `<path d="M${n(x)} ${n(y + cell)} A${n(cell / 2)} ${n(cell / 2)} 0 0 1 ${n(x + cell)} ${n(y + cell)} Z" fill="${colour}"/>`;
      if (kind === 2)
        body += `<path d="M${n(x)} ${n(y)} L${n(x + cell)} ${n(y)} A${n(cell)} ${n(cell)} 0 0 1 ${n(x)} ${n(y + cell)} Z" fill="${colour}"/>`;
      if (kind === 3)
        body += `<path d="M${n(x)} ${n(y + cell)} L${n(x + cell / 2)} ${n(y)} L${n(x + cell)} ${n(y + cell)} Z" fill="${colour}"/>`;
      if (kind === 4)
        body += `<rect x="${n(x + cell * 0.1)}" y="${n(y + cell * 0.42)}" width="${n(cell * 0.8)}" height="${n(cell * 0.16)}" fill="${colour}"/>`;
      if (kind === 5)
        body += `<circle cx="${n(x + cell / 2)}" cy="${n(y + cell / 2)}" r="${n(cell * 0.38)}" fill="none" stroke="${colour}" stroke-width="${n(cell * 0.08)}"/>`;
    }
  }
  const big = random.pick(colours);
  body += `<circle cx="${n(random.range(0.2, 0.8) * w)}" cy="${n(random.range(0.2, 0.8) * h)}" r="${n(Math.min(w, h) * 0.22)}" fill="${big}" opacity="0.92"/>`;
  return { svg: svgDocument(w, h, '', body), finish: { grain: 0.08 } };
}

/** Marbled fluid art: stacked wavy bands in the palette, softened with a raster blur. */
export function fluidScene(input: SceneInput): Scene {
  const { width: w, height: h, random } = input;
  const list = paletteList(input);
  const bands = 14;
  const angle = [0, 30, -35][input.layout % 3]!;
  const frequency = random.range(1.2, 2.6);
  const phase = random.range(0, Math.PI * 2);
  let body = `<rect width="${w}" height="${h}" fill="${hslToHex(list[0]!)}"/><g transform="rotate(${angle} ${w / 2} ${h / 2})">`;
  for (let band = 0; band <= bands; band++) {
    const base = -0.3 * h + (band / bands) * h * 1.6;
    const amplitude = h * random.range(0.05, 0.14);
    const colour = hslToHex(
      mixHsl(list[band % list.length]!, list[(band + 2) % list.length]!, random.next() * 0.5),
    );
    let d = `M${n(-w * 0.5)} ${n(h * 2)}`;
    for (let step = 0; step <= 48; step++) {
      const x = -w * 0.5 + (step / 48) * w * 2;
      const y =
        base +
        Math.sin((step / 48) * Math.PI * 2 * frequency + phase + band * 0.5) * amplitude +
        Math.sin(step * 0.37 + band) * amplitude * 0.25;
      d += ` L${n(x)} ${n(y)}`;
    }
    d += ` L${n(w * 1.5)} ${n(h * 2)} Z`;
    body += `<path d="${d}" fill="${colour}"/>`;
    body += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(random.range(1, 4))}"/>`;
  }
  body += '</g>';
  return { svg: svgDocument(w, h, '', body), finish: { blur: 2.2, saturation: 1.15 } };
}

/** Expressive painting: layers of broad gestural strokes and flung splatters. */
export function expressiveScene(input: SceneInput): Scene {
  const { width: w, height: h, random } = input;
  const list = paletteList(input);
  const vig = vignette(w, h, 0.25);
  let body = `<rect width="${w}" height="${h}" fill="${hslToHex(shade(list[3]!, 12, -25))}"/>`;
  const strokes = 46 + input.layout * 8;
  for (let index = 0; index < strokes; index++) {
    const colour = hslToHex(random.pick(list));
    const x = random.range(-0.1, 1.1) * w;
    const y = random.range(-0.1, 1.1) * h;
    const length = random.range(0.15, 0.55) * w;
    const direction = random.range(0, Math.PI * 2);
    const bend = random.range(-0.4, 0.4) * length;
    const x2 = x + Math.cos(direction) * length;
    const y2 = y + Math.sin(direction) * length;
    const cx = (x + x2) / 2 - Math.sin(direction) * bend;
    const cy = (y + y2) / 2 + Math.cos(direction) * bend;
    const width = random.range(0.015, 0.07) * w;
    body += `<path d="M${n(x)} ${n(y)} Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" fill="none" opacity="${n(random.range(0.55, 0.95))}"/>`;
  }
  let dots = '';
  for (let index = 0; index < 90; index++) {
    dots += `<circle cx="${n(random.range(0, w))}" cy="${n(random.range(0, h))}" r="${n(Math.pow(random.next(), 3) * 14 + 1)}" fill="${hslToHex(random.pick(list))}"/>`;
  }
  body += dots + vig.body;
  return { svg: svgDocument(w, h, vig.defs, body), finish: { paper: 'canvas', saturation: 1.1 } };
}
