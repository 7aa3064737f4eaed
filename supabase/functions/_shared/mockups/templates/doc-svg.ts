// A page of the display list as an SVG file: text as outlines (no font needed to open or print
// it), gradients as paint servers, and the logo embedded — the logo's own SVG, nested and cut to
// its visible bounds, when it is a vector on a transparent background shown as made; the version's
// pixels as a PNG otherwise. The whole file then goes through the one sanitiser.
import { sanitizeSvg } from '../../svg/sanitize-svg.ts';
import { encodePngCanvas } from '../raster/png.ts';
import { textPath, type Fonts } from '../raster/text.ts';
import type { PreparedLogo } from '../logo/prepare-logo.ts';
import { fitLogo, type Doc, type DocFill } from './doc.ts';

/** An SVG logo as the kit can nest it: its root attributes, its content and its viewBox. */
export type VectorLogo = {
  /** Attributes of the root element to keep (presentation ones: fill, stroke, style…). */
  attributes: string;
  content: string;
  viewBox: { x: number; y: number; width: number; height: number };
};

const ROOT_ONLY = new Set([
  'xmlns',
  'width',
  'height',
  'x',
  'y',
  'viewbox',
  'preserveaspectratio',
  'version',
]);

/** Reads a sanitised SVG's root; null when it has no usable size. */
export function vectorLogo(svg: string): VectorLogo | null {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/i.exec(svg);
  if (!match) return null;
  const attributes = match[1]!;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes)?.[1] ??
    new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, 'i').exec(attributes)?.[1];
  const numbers = (attribute('viewBox') ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  let viewBox: VectorLogo['viewBox'] | null = null;
  if (numbers.length === 4 && numbers.every(Number.isFinite) && numbers[2]! > 0 && numbers[3]! > 0)
    viewBox = { x: numbers[0]!, y: numbers[1]!, width: numbers[2]!, height: numbers[3]! };
  else {
    const width = parseFloat(attribute('width') ?? '');
    const height = parseFloat(attribute('height') ?? '');
    if (width > 0 && height > 0) viewBox = { x: 0, y: 0, width, height };
  }
  if (!viewBox) return null;
  const kept = [...attributes.matchAll(/\s([\w:-]+)\s*=\s*("[^"]*"|'[^']*')/g)]
    .filter(
      ([, name]) => !ROOT_ONLY.has(name!.toLowerCase()) && !name!.toLowerCase().startsWith('xmlns'),
    )
    .map(([whole]) => whole)
    .join('');
  return { attributes: kept, content: match[2]!, viewBox };
}

/** Base64 of bytes, without Node's Buffer (Deno and Node alike). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk)
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}

/** XML-escapes attribute text. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const n = (value: number) => String(Math.round(value * 100) / 100);

/** Each logo version's PNG as a data: URL, made once per version (every SVG of a kit embeds it). */
const embedded = new WeakMap<object, string>();

function embeddedPng(canvas: Parameters<typeof encodePngCanvas>[0]): string {
  let url = embedded.get(canvas);
  if (!url) {
    url = `data:image/png;base64,${toBase64(encodePngCanvas(canvas, 6))}`;
    embedded.set(canvas, url);
  }
  return url;
}

/** What the SVG needs of the logo: the prepared versions, and the vector when there is one. */
export type SvgLogoSource = {
  logo: PreparedLogo;
  /** The sanitised SVG logo and the part of it that is visible (fractions of its picture). */
  vector?: { logo: VectorLogo; visible: { x: number; y: number; width: number; height: number } };
};

/** Renders a page to sanitised SVG text. */
export function docToSvg(doc: Doc, fonts: Fonts, source: SvgLogoSource): string {
  const defs: string[] = [];
  const body: string[] = [];
  let gradientCount = 0;
  const paint = (fill: DocFill): string => {
    if (typeof fill === 'string') return fill;
    const id = `g${(gradientCount += 1)}`;
    const stops = fill.stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
      )
      .join('');
    if ('linear' in fill) {
      const { x1, y1, x2, y2 } = fill.linear;
      defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops}</linearGradient>`,
      );
    } else {
      const { cx, cy, r } = fill.radial;
      defs.push(
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops}</radialGradient>`,
      );
    }
    return `url(#${id})`;
  };
  if (doc.background)
    body.push(
      `<rect width="${doc.width}" height="${doc.height}" fill="${paint(doc.background)}"/>`,
    );
  for (const shape of doc.shapes) {
    const opacity =
      'opacity' in shape && shape.opacity !== undefined ? ` opacity="${n(shape.opacity)}"` : '';
    switch (shape.kind) {
      case 'path':
        body.push(`<path d="${shape.path.toSvgData()}" fill="${paint(shape.fill)}"${opacity}/>`);
        break;
      case 'stroke':
        body.push(
          `<path d="${shape.path.toSvgData()}" fill="none" stroke="${shape.color}" stroke-width="${n(shape.width)}" stroke-linecap="round" stroke-linejoin="round"${shape.dash ? ` stroke-dasharray="${n(shape.dash[0])} ${n(shape.dash[1])}"` : ''}${opacity}/>`,
        );
        break;
      case 'text':
        body.push(
          `<path d="${textPath(fonts, shape.text, shape.x, shape.y, shape.style).toSvgData()}" fill="${shape.color}"${opacity}><title>${escapeXml(shape.text)}</title></path>`,
        );
        break;
      case 'logo': {
        const placed = fitLogo(shape.box, source.logo.aspect, shape.align);
        const vector = source.vector;
        if (vector && shape.variant === 'color') {
          const { viewBox: box } = vector.logo;
          const visible = vector.visible;
          const viewBox = [
            box.x + visible.x * box.width,
            box.y + visible.y * box.height,
            visible.width * box.width,
            visible.height * box.height,
          ]
            .map(n)
            .join(' ');
          body.push(
            `<svg x="${n(placed.x)}" y="${n(placed.y)}" width="${n(placed.width)}" height="${n(placed.height)}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet"${vector.logo.attributes}>${vector.logo.content}</svg>`,
          );
        } else {
          const href = embeddedPng(source.logo.variants[shape.variant].canvas);
          body.push(
            `<image x="${n(placed.x)}" y="${n(placed.y)}" width="${n(placed.width)}" height="${n(placed.height)}" preserveAspectRatio="xMidYMid meet" href="${href}"/>`,
          );
        }
        break;
      }
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${doc.width}" height="${doc.height}" viewBox="0 0 ${doc.width} ${doc.height}">` +
    (defs.length > 0 ? `<defs>${defs.join('')}</defs>` : '') +
    body.join('') +
    '</svg>';
  return sanitizeSvg(svg);
}
