// The shipped fonts as the composer uses them, loaded through an injected source so the same code
// runs on the server (files read with readFontFile) and in the browser (the same files fetched
// from their Vite URLs). A face is the union of its subset files (latin, latin-ext, cyrillic…):
// each character is drawn from the first subset file that has its glyph, and kerned only against
// a neighbour from the same file.
import opentype from 'opentype.js';
import type { Font, Glyph } from 'opentype.js';
import {
  FALLBACK_FONT,
  faceFiles,
  nearestWeight,
  type FontFamilyId,
} from '../../fonts/catalogue.ts';
import { gposKerning, type Kerning } from './gpos-kerning.ts';
import { readWoffTable } from '../../fonts/woff.ts';

/** Reads one shipped WOFF file by its name (e.g. 'inter-latin-700-normal.woff'). */
export type FontSource = (file: string) => Promise<Uint8Array>;

/** One subset file of a face, parsed. */
export type FacePart = { font: Font; kerning: Kerning; scale: number };

/** One face (a family at one weight): its subset files in order, and its vertical metrics. */
export type Face = {
  family: FontFamilyId;
  weight: number;
  parts: FacePart[];
  /** Heights as a share of the em (from the first file's OS/2 table). */
  capHeight: number;
  xHeight: number;
};

/** A character's glyph and the part it comes from. */
export type PlacedGlyph = { glyph: Glyph; part: FacePart; partIndex: number };

const CAP_HEIGHT_FALLBACK = 0.7;
const X_HEIGHT_FALLBACK = 0.5;

async function loadPart(source: FontSource, file: string): Promise<FacePart> {
  const bytes = await source(file);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const font = opentype.parse(buffer);
  const kerning = gposKerning(readWoffTable(bytes, 'GPOS'));
  return { font, kerning, scale: 1 / font.unitsPerEm };
}

function heights(font: Font): { capHeight: number; xHeight: number } {
  const os2 = font.tables.os2 as { sCapHeight?: number; sxHeight?: number } | undefined;
  const share = (value: number | undefined, fallback: number) =>
    value && value > 0 ? value / font.unitsPerEm : fallback;
  return {
    capHeight: share(os2?.sCapHeight, CAP_HEIGHT_FALLBACK),
    xHeight: share(os2?.sxHeight, X_HEIGHT_FALLBACK),
  };
}

/** Loads and keeps faces; one library per page (browser) or per process (server). */
export class FontLibrary {
  private readonly parts = new Map<string, Promise<FacePart>>();
  private readonly faces = new Map<string, Face>();

  constructor(private readonly source: FontSource) {}

  private part(file: string): Promise<FacePart> {
    let part = this.parts.get(file);
    if (!part) {
      part = loadPart(this.source, file);
      // A failed load is not kept: the next call tries again.
      part.catch(() => this.parts.delete(file));
      this.parts.set(file, part);
    }
    return part;
  }

  /**
   * The face of `family` at the shipped weight nearest `weight`, with as many of its subset files
   * (in order: latin first) as `text` needs; a name in plain Latin loads one file, not all.
   */
  async face(family: FontFamilyId, weight: number, text = ''): Promise<Face> {
    const shipped = nearestWeight(family, weight);
    const files = faceFiles(family, shipped);
    let count = 1;
    let face = await this.withParts(family, shipped, files, count);
    while (count < files.length && missingCharacters(face, text).length > 0) {
      count += 1;
      face = await this.withParts(family, shipped, files, count);
    }
    return face;
  }

  private async withParts(
    family: FontFamilyId,
    weight: number,
    files: string[],
    count: number,
  ): Promise<Face> {
    const key = `${family}@${weight}#${count}`;
    const known = this.faces.get(key);
    if (known) return known;
    const parts = await Promise.all(files.slice(0, count).map((file) => this.part(file)));
    const face: Face = { family, weight, parts, ...heights(parts[0]!.font) };
    this.faces.set(key, face);
    return face;
  }

  /** The fallback face (Noto Sans) at the weight nearest `weight`, covering `text`. */
  fallback(weight: number, text = ''): Promise<Face> {
    return this.face(FALLBACK_FONT, weight, text);
  }
}

/** The glyph for one character: from the first subset file that has it, else null. */
export function glyphFor(face: Face, character: string): PlacedGlyph | null {
  for (const [partIndex, part] of face.parts.entries()) {
    const index = part.font.charToGlyphIndex(character);
    if (index > 0) return { glyph: part.font.glyphs.get(index), part, partIndex };
  }
  return null;
}

/** Characters drawn as nothing (spaces); every face can set them. */
const BLANK = /^\s$/u;

/** The characters of `text` the face cannot draw, each once. */
export function missingCharacters(face: Face, text: string): string[] {
  const missing = new Set<string>();
  for (const character of text.normalize('NFC')) {
    if (!BLANK.test(character) && !glyphFor(face, character)) missing.add(character);
  }
  return [...missing];
}
