// The blueprint's cover picture (the design's thumbnail in My Creations): the guideline's cover as
// an SVG, the logo drawn from its real shapes (or its keyed PNG), the name in the heading face as
// outlines (no font needed to show it), beside the primary colour and the palette's bands. Like
// every SVG we store, it goes through the one sanitiser.
import type { BrandColor, Typography } from '../contracts/api/brand.ts';
import type { FontFamilyId } from '../fonts/catalogue.ts';
import { sanitizeSvg } from '../svg/sanitize-svg.ts';
import { chainFor, splitRuns } from '../fonts/font-faces.ts';
import type { BrandLogo } from './brand-logo.ts';
import { SUBSTITUTIONS_OFF } from './pdf-kit.ts';
import {
  commandsToPathData,
  flattenPath,
  multiply,
  type Matrix,
  type PathCommand,
} from './svg-geometry.ts';
import { rgbToHex } from '../contracts/domain/colour.ts';

export const COVER_SIZE = { width: 1200, height: 900 } as const;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** `text` as outlines: path data with its baseline at (x, y), and its width. */
export async function textOutline(
  text: string,
  fontId: FontFamilyId,
  weight: number,
  size: number,
  at: { x: number; y: number },
): Promise<{ d: string; width: number }> {
  const chain = await chainFor(fontId, weight, text);
  const commands: PathCommand[] = [];
  let x = at.x;
  for (const run of splitRuns(text, chain)) {
    const file = chain[run.file];
    if (!file) continue;
    const scale = size / file.font.unitsPerEm;
    const layout = file.font.layout(run.text, SUBSTITUTIONS_OFF);
    for (const [index, glyph] of layout.glyphs.entries()) {
      const position = layout.positions[index]!;
      const d = glyph.path.toSVG();
      if (d) {
        const matrix: Matrix = [
          scale,
          0,
          0,
          -scale,
          x + position.xOffset * scale,
          at.y - position.yOffset * scale,
        ];
        commands.push(...flattenPath(d, matrix));
      }
      x += position.xAdvance * scale;
    }
  }
  return { d: commandsToPathData(commands, 1), width: x - at.x };
}

function logoMarkup(
  logo: BrandLogo,
  frame: { x: number; y: number; width: number; height: number },
): string {
  const box =
    logo.kind === 'svg' ? logo.box : { x: 0, y: 0, width: logo.width, height: logo.height };
  const scale = Math.min(frame.width / box.width, frame.height / box.height);
  const offsetX = frame.x + (frame.width - box.width * scale) / 2;
  const offsetY = frame.y + (frame.height - box.height * scale) / 2;
  if (logo.kind === 'png')
    return `<image x="${offsetX.toFixed(1)}" y="${offsetY.toFixed(1)}" width="${(box.width * scale).toFixed(1)}" height="${(box.height * scale).toFixed(1)}" href="data:image/png;base64,${base64(logo.mark)}"/>`;
  const matrix: Matrix = multiply(
    [scale, 0, 0, scale, offsetX, offsetY],
    [1, 0, 0, 1, -box.x, -box.y],
  );
  return logo.shapes
    .map((shape) => {
      const d = commandsToPathData(
        shape.commands.map((command) => {
          if (command.op === 'Z') return command;
          const map = (x: number, y: number) =>
            [matrix[0] * x + matrix[4], matrix[3] * y + matrix[5]] as const;
          if (command.op === 'C') {
            const [x1, y1] = map(command.x1, command.y1);
            const [x2, y2] = map(command.x2, command.y2);
            const [x, y] = map(command.x, command.y);
            return { op: 'C', x1, y1, x2, y2, x, y };
          }
          const [x, y] = map(command.x, command.y);
          return { op: command.op, x, y };
        }),
        1,
      );
      const fill = shape.fill ? rgbToHex(shape.fill) : 'none';
      const stroke = shape.stroke
        ? ` stroke="${rgbToHex(shape.stroke)}" stroke-width="${(shape.strokeWidth * scale).toFixed(2)}" stroke-opacity="${shape.strokeOpacity}"`
        : '';
      const rule = shape.evenOdd ? ' fill-rule="evenodd"' : '';
      return `<path d="${d}" fill="${fill}" fill-opacity="${shape.fillOpacity}"${rule}${stroke}/>`;
    })
    .join('');
}

/** The cover as a sanitised SVG. */
export async function renderCover(
  name: string,
  logo: BrandLogo,
  palette: readonly BrandColor[],
  typography: Typography,
): Promise<string> {
  const { width, height } = COVER_SIZE;
  const split = Math.round(width * 0.66);
  const primary = palette.find((entry) => entry.id === 'primary')!.hex;
  const ink = palette.find((entry) => entry.id === 'neutral-900')?.hex ?? '#1a1a1a';
  const bands = palette
    .filter((entry) => entry.id !== 'primary' && entry.id !== 'white')
    .slice(0, 5);
  const bandHeight = 34;
  let size = 64;
  let title = await textOutline(
    name,
    typography.heading.id as FontFamilyId,
    typography.heading.weight,
    size,
    { x: 80, y: 800 },
  );
  if (title.width > split - 160) {
    size = (size * (split - 160)) / title.width;
    title = await textOutline(
      name,
      typography.heading.id as FontFamilyId,
      typography.heading.weight,
      size,
      { x: 80, y: 800 },
    );
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<rect x="${split}" width="${width - split}" height="${height}" fill="${primary}"/>` +
    bands
      .map(
        (entry, index) =>
          `<rect x="${split}" y="${height - (index + 1) * bandHeight}" width="${width - split}" height="${bandHeight}" fill="${entry.hex}"/>`,
      )
      .join('') +
    `<g data-part="logo">${logoMarkup(logo, { x: 110, y: 170, width: split - 220, height: 430 })}</g>` +
    (title.d ? `<path data-part="name" d="${title.d}" fill="${ink}"/>` : '') +
    `</svg>`;
  return sanitizeSvg(svg);
}
