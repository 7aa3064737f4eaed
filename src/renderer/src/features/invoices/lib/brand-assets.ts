// The brand an invoice carries, taken from the person's own creations: a logo picked from My
// Creations (drawn small into a PNG data URL, which the settings keep and the PDF embeds, so no
// server ever fetches a URL for it), and the colours and fonts of their newest Brand Blueprint
// guideline (read loosely from its saved details), or the colours of the logo itself.
import { INVOICE_FONTS } from '@contracts/api/invoices';
import { hexToRgb } from '@contracts/domain/colour';
import type { Design } from '@/lib/designs/design-schemas';
import { readDesignColors } from '@/components/vector/design-colors';
import { browserXml } from '@/components/vector/svg-text';

/** The longest side a logo is kept at, and the most the settings row takes for it. */
const LOGO_SIDE = 480;
const MAX_LOGO_CHARACTERS = 190_000;

/** Types whose picture can be a logo. */
export const LOGO_DESIGN_TYPES = new Set([
  'logo',
  'vector',
  'vector-illustration',
  'artwork',
  'cover',
]);

async function drawn(url: string): Promise<HTMLImageElement> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The picture did not load (${response.status})`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const image = new Image();
    image.src = objectUrl;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

/** A picture as a PNG data URL at most LOGO_SIDE on its longest side (smaller until it fits). */
export async function logoDataUrl(url: string): Promise<string> {
  const image = await drawn(url);
  const longest = Math.max(image.naturalWidth, image.naturalHeight, 1);
  for (let side = LOGO_SIDE; side >= 60; side = Math.round(side * 0.75)) {
    const scale = Math.min(1, side / longest);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser gave no 2D canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = canvas.toDataURL('image/png');
    if (data.length <= MAX_LOGO_CHARACTERS) return data;
  }
  throw new Error('The picture is too detailed to use as a logo');
}

/** A brand's look as the invoice takes it. */
export type BrandLook = { accent: string | null; fontId: string | null; logoUrl: string | null };

const HEX = /^#[0-9a-f]{6}$/i;

function collect(value: unknown, found: { colours: string[]; fonts: string[] }, depth = 0): void {
  if (depth > 5 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (HEX.test(value)) found.colours.push(value.toLowerCase());
    else found.fonts.push(value);
    return;
  }
  if (Array.isArray(value)) for (const item of value) collect(item, found, depth + 1);
  else if (typeof value === 'object')
    for (const item of Object.values(value)) collect(item, found, depth + 1);
}

/** How far apart a colour's channels are (0 for greys): a cheap measure of colourfulness. */
function saturation(hex: string): number {
  const channels = hexToRgb(hex);
  return (Math.max(...channels) - Math.min(...channels)) / 255;
}

/** The most colourful of a palette (a brand's accent rather than its near-black or off-white). */
export function accentOf(colours: readonly string[]): string | null {
  return [...colours].sort((a, b) => saturation(b) - saturation(a))[0] ?? null;
}

/** The newest Brand Blueprint guideline's colours and fonts, and the newest logo, if any. */
export function brandFromDesigns(designs: readonly Design[]): BrandLook {
  const newest = [...designs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const guideline = newest.find((design) => design.type === 'brand-blueprint' && design.details);
  const logo = newest.find((design) => design.type === 'logo') ?? null;
  const found = { colours: [] as string[], fonts: [] as string[] };
  if (guideline?.details) {
    const details = guideline.details;
    collect(details.palette ?? details.colors ?? details.colours, found);
    collect(details.fonts ?? details.typography, found);
  }
  const fontId =
    found.fonts
      .map((name) => name.trim().toLowerCase())
      .map((name) =>
        INVOICE_FONTS.find((font) => font.id === name || font.family.toLowerCase() === name),
      )
      .find(Boolean)?.id ?? null;
  return { accent: accentOf(found.colours), fontId, logoUrl: logo?.url ?? null };
}

/** The accent of a logo's own colours. */
export async function accentOfPicture(
  design: Pick<Design, 'url' | 'type'>,
): Promise<string | null> {
  return accentOf(await readDesignColors(design, browserXml()));
}
