// The fonts of the PDF export: each text layer's catalogue face embedded from the very WOFF files
// the canvas draws with (supabase/functions/_shared/fonts, as the moodboard's PDF does), so the
// PDF's text is real, selectable text in the same glyphs. A face is split into subset files
// (latin, latin-ext, …): the Latin file is always loaded and the others only when the text needs
// them; characters no subset has fall back to Noto Sans (the catalogue's wide-coverage family),
// then to Helvetica, then to '?'. Fonts not in the catalogue are set in Helvetica.
import fontkit from '@pdf-lib/fontkit';
import type { Font as KitFont } from '@pdf-lib/fontkit';
import { StandardFonts } from 'pdf-lib';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { fontFileUrl } from '@/lib/fonts/catalogue-fonts';
import type { CatalogueFace } from '@/lib/fonts/catalogue-fonts';
import {
  FALLBACK_FONT,
  faceFiles,
  nearestWeight,
} from '../../../../../../supabase/functions/_shared/fonts/catalogue.ts';
import type { FontFamilyId } from '../../../../../../supabase/functions/_shared/fonts/catalogue.ts';
import { woffToSfnt } from '../../../../../../supabase/functions/_shared/fonts/woff.ts';
import type { TextLayer } from '../model/document';
import { textFont } from '../render/konva-document';

/**
 * The OpenType features the PDF's text is shaped with. Ligatures are off: Konva draws spaced
 * text one character at a time (no ligatures), and the PDF's character spacing applies per glyph.
 */
export const PDF_FONT_FEATURES = { liga: false, clig: false, dlig: false } as const;

/** One embedded font file: pdf-lib's font and fontkit's (for outlines, advances and kerning). */
export type EmbeddedFont = {
  pdf: PDFFont;
  /** null for a standard (Helvetica) font. */
  kit: KitFont | null;
  /** True for Helvetica's own oblique (its text needs no synthesised slant). */
  oblique: boolean;
  /** The code points it can set. */
  has: (codePoint: number) => boolean;
};

/** A face's fonts in the order characters are looked up. */
export type FaceFonts = {
  fonts: EmbeddedFont[];
  /** Which font sets a code point (null: none, it is drawn as '?'). */
  fontFor: (codePoint: number) => EmbeddedFont | null;
};

function standardFontName(bold: boolean, italic: boolean): StandardFonts {
  if (bold && italic) return StandardFonts.HelveticaBoldOblique;
  if (bold) return StandardFonts.HelveticaBold;
  if (italic) return StandardFonts.HelveticaOblique;
  return StandardFonts.Helvetica;
}

type FileEntry = {
  name: string;
  kit: KitFont;
  sfnt: Uint8Array;
  embedded?: Promise<EmbeddedFont>;
};

/** Embeds the fonts of a PDF's text layers; one per export. */
export class PdfFonts {
  private readonly files = new Map<string, Promise<FileEntry | null>>();
  private readonly standard = new Map<StandardFonts, Promise<EmbeddedFont>>();
  private readonly faces = new Map<string, FaceFonts>();

  constructor(private readonly pdf: PDFDocument) {
    pdf.registerFontkit(fontkit);
  }

  /** The fonts of a text layer, embedded for every character of its text. */
  async forLayer(layer: TextLayer): Promise<FaceFonts> {
    const face = textFont(layer);
    const key = `${face.id ?? 'helvetica'}@${face.weight}@${layer.italic ? 'i' : 'n'}`;
    const known = this.faces.get(key);
    const needed = new Set<number>();
    for (const char of layer.text) {
      const codePoint = char.codePointAt(0)!;
      if (codePoint >= 32 && !(known?.fontFor(codePoint) ?? null)) needed.add(codePoint);
    }
    if (known && needed.size === 0) return known;
    const fonts = await this.resolve(face, layer.italic, needed, known?.fonts ?? []);
    const faceFonts: FaceFonts = {
      fonts,
      fontFor: (codePoint) => fonts.find((font) => font.has(codePoint)) ?? null,
    };
    this.faces.set(key, faceFonts);
    return faceFonts;
  }

  private async resolve(
    face: CatalogueFace,
    italic: boolean,
    needed: Set<number>,
    already: EmbeddedFont[],
  ): Promise<EmbeddedFont[]> {
    const fonts = [...already];
    const bold = face.weight >= 600;
    // A family outside the catalogue is set in Helvetica (its own oblique for italics).
    if (!face.id && fonts.length === 0) fonts.push(await this.standardFont(bold, italic));
    const missing = new Set([...needed].filter((cp) => !fonts.some((font) => font.has(cp))));
    const chain: string[] = [];
    if (face.id) chain.push(...faceFiles(face.id, face.weight));
    const fallback: FontFamilyId = FALLBACK_FONT;
    if (face.id !== fallback)
      chain.push(...faceFiles(fallback, nearestWeight(fallback, face.weight)));
    for (const [index, name] of chain.entries()) {
      // The face's own Latin file is always embedded; the rest only when they set a missing char.
      const first = index === 0 && face.id !== null;
      if (!first && missing.size === 0) break;
      const entry = await this.file(name);
      if (!entry) continue;
      const covers = [...missing].filter((cp) => entry.kit.hasGlyphForCodePoint(cp));
      if (!first && covers.length === 0) continue;
      const embedded = await this.embed(entry);
      if (!fonts.includes(embedded)) fonts.push(embedded);
      for (const cp of covers) missing.delete(cp);
    }
    if (missing.size > 0 || fonts.length === 0) {
      // Helvetica's upright face: a catalogue face's italic is slanted by the text matrix.
      const helvetica = await this.standardFont(bold, false);
      if (!fonts.includes(helvetica)) fonts.push(helvetica);
    }
    return fonts;
  }

  private file(name: string): Promise<FileEntry | null> {
    let entry = this.files.get(name);
    if (!entry) {
      entry = (async () => {
        try {
          const url = fontFileUrl(name);
          if (!url) return null;
          const response = await fetch(url);
          if (!response.ok) return null;
          const sfnt = woffToSfnt(new Uint8Array(await response.arrayBuffer()));
          return { name, kit: fontkit.create(sfnt), sfnt };
        } catch (error) {
          console.warn('A font could not be loaded for the PDF:', name, error);
          return null;
        }
      })();
      this.files.set(name, entry);
    }
    return entry;
  }

  private embed(entry: FileEntry): Promise<EmbeddedFont> {
    entry.embedded ??= this.pdf
      .embedFont(entry.sfnt, { subset: true, features: PDF_FONT_FEATURES })
      .then((pdf) => ({
        pdf,
        kit: entry.kit,
        oblique: false,
        has: (cp: number) => entry.kit.hasGlyphForCodePoint(cp),
      }));
    return entry.embedded;
  }

  private standardFont(bold: boolean, italic: boolean): Promise<EmbeddedFont> {
    const name = standardFontName(bold, italic);
    let font = this.standard.get(name);
    if (!font) {
      font = this.pdf.embedFont(name).then((pdf) => {
        const set = new Set(pdf.getCharacterSet());
        return { pdf, kit: null, oblique: italic, has: (cp: number) => set.has(cp) };
      });
      this.standard.set(name, font);
    }
    return font;
  }
}
