// The palette as files design tools open: Adobe Swatch Exchange (.ase; Illustrator, Photoshop,
// InDesign) and a GIMP palette (.gpl; GIMP, Inkscape, Krita).
//
// ASE layout (big-endian): "ASEF", version 1.0, block count; each block is a type (0xC001 group
// start, 0x0001 colour, 0xC002 group end), a byte length, then for a group or colour its name
// (UTF-16 code units counted with the closing 0, then the units and the 0), and for a colour the
// model ("RGB "), three float32 channels 0–1 and a type (2 = normal, 0 = global).
import type { BrandColor } from '../contracts/api/brand.ts';

function utf16Name(name: string): Uint8Array {
  const units = [...name].flatMap((char) => {
    const code = char.codePointAt(0)!;
    if (code <= 0xffff) return [code];
    const offset = code - 0x10000;
    return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
  });
  const bytes = new Uint8Array(2 + (units.length + 1) * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, units.length + 1);
  units.forEach((unit, index) => view.setUint16(2 + index * 2, unit));
  return bytes;
}

function block(type: number, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(6 + body.length);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, type);
  view.setUint32(2, body.length);
  bytes.set(body, 6);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function colourBlock(colour: BrandColor): Uint8Array {
  const name = utf16Name(`${colour.name} ${colour.hex}`);
  const tail = new Uint8Array(4 + 12 + 2);
  const view = new DataView(tail.buffer);
  tail.set([0x52, 0x47, 0x42, 0x20], 0); // "RGB "
  colour.rgb.forEach((channel, index) => view.setFloat32(4 + index * 4, channel / 255));
  // Brand colours are global swatches (edit once, change everywhere); the rest are normal.
  view.setUint16(16, colour.role === 'neutral' ? 2 : 0);
  return block(0x0001, concat([name, tail]));
}

/** The palette as an .ase file: one group named after the brand. */
export function encodeAse(brandName: string, palette: readonly BrandColor[]): Uint8Array {
  const header = new Uint8Array(12);
  const view = new DataView(header.buffer);
  header.set([0x41, 0x53, 0x45, 0x46], 0); // "ASEF"
  view.setUint16(4, 1);
  view.setUint16(6, 0);
  view.setUint32(8, palette.length + 2);
  return concat([
    header,
    block(0xc001, utf16Name(brandName)),
    ...palette.map(colourBlock),
    block(0xc002, new Uint8Array(0)),
  ]);
}

/** The palette as a GIMP palette (.gpl, UTF-8 text). */
export function encodeGpl(brandName: string, palette: readonly BrandColor[]): string {
  const title = brandName.replace(/[\r\n]+/g, ' ');
  const lines = palette.map(
    (colour) =>
      `${colour.rgb.map((channel) => String(channel).padStart(3, ' ')).join(' ')}\t${colour.name} (${colour.hex})`,
  );
  return ['GIMP Palette', `Name: ${title}`, 'Columns: 4', '#', ...lines, ''].join('\n');
}
