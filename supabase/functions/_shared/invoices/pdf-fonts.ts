// The fonts an invoice PDF is set in: the brand's heading face and a readable body face, each
// regular and bold, from the shipped WOFF files (_shared/fonts), read, unpacked and parsed once per
// process by the same loader as Brand Blueprint's guideline (../fonts/font-faces.ts). A face is
// its own subset files (@fontsource splits latin, latin-ext, …) then Noto Sans (Latin, Greek,
// Cyrillic, Vietnamese); a string is drawn as runs, each in the first file that has its glyphs,
// and a character no shipped font has is drawn as "?". Each document embeds (and subsets) only
// the files its text uses.
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { invoiceFonts } from '../contracts/api/invoices.ts';
import { faceChain, splitRuns, type FontFile } from '../fonts/font-faces.ts';
import type { FontFamilyId } from '../fonts/catalogue.ts';

type Glyph = { advanceWidth: number };
type LayoutFont = { glyphForCodePoint(codePoint: number): Glyph; layout?: unknown };

/**
 * pdf-lib measures and encodes every string through fontkit's full OpenType shaping, about a
 * millisecond a call: 500 invoice lines took seconds. Invoice text needs no shaping (Latin,
 * Greek, Cyrillic and precomposed Vietnamese; each run is already in a font that has its
 * glyphs), so the embedded font's layout maps each code point to its glyph directly (cached),
 * which is what the PDF's widths and glyph ids come from either way. pdf-lib is pinned (1.17.1):
 * the embedder's `font` is the fontkit font it lays text out with.
 */
function withDirectLayout(font: PDFFont): PDFFont {
  const target = (font as unknown as { embedder?: { font?: LayoutFont } }).embedder?.font;
  if (!target || typeof target.glyphForCodePoint !== 'function') return font;
  const cache = new Map<number, Glyph>();
  target.layout = (text: string) => {
    const glyphs: Glyph[] = [];
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      let glyph = cache.get(codePoint);
      if (!glyph) {
        glyph = target.glyphForCodePoint(codePoint);
        cache.set(codePoint, glyph);
      }
      glyphs.push(glyph);
    }
    return { glyphs, positions: [] };
  };
  return font;
}

/** The four faces of an invoice. */
export type FaceRole = 'heading' | 'headingBold' | 'body' | 'bodyBold';

/** A face ready to measure and draw with: its files in order of preference. */
class Face {
  /** The first file with a "?", drawn for a character no shipped file has. */
  private readonly questionMark: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly files: readonly FontFile[],
    /** The document's embedded files, shared by its faces (a file is embedded once). */
    private readonly embedded: Map<string, Promise<PDFFont>>,
  ) {
    this.questionMark = Math.max(
      0,
      files.findIndex((file) => file.characters.has(0x3f)),
    );
  }

  private font(index: number): Promise<PDFFont> {
    const file = this.files[index]!;
    let font = this.embedded.get(file.name);
    if (!font) {
      font = this.document.embedFont(file.bytes, { subset: true }).then(withDirectLayout);
      this.embedded.set(file.name, font);
    }
    return font;
  }

  /** Splits text into runs by the file that has each character (unknown characters become "?"). */
  async runs(text: string): Promise<{ font: PDFFont; text: string }[]> {
    return Promise.all(
      splitRuns(text, this.files).map(async (run) =>
        run.file < 0
          ? { font: await this.font(this.questionMark), text: '?'.repeat([...run.text].length) }
          : { font: await this.font(run.file), text: run.text },
      ),
    );
  }

  /** The width of text at a size, in points. */
  async width(text: string, size: number): Promise<number> {
    let width = 0;
    for (const run of await this.runs(text)) width += run.font.widthOfTextAtSize(run.text, size);
    return width;
  }
}

/** The invoice's four faces, for one document. */
export type InvoiceFaces = Record<FaceRole, Face> & { headingFamily: string; bodyFamily: string };
export type { Face };

/** Loads (once per process) and prepares the faces of a brand font for `document`. */
export async function loadInvoiceFaces(
  document: PDFDocument,
  brandFont: string,
): Promise<InvoiceFaces> {
  document.registerFontkit(fontkit);
  const { heading, body } = invoiceFonts(brandFont);
  const weights: Record<FaceRole, [FontFamilyId, number]> = {
    heading: [heading.id, heading.regular],
    headingBold: [heading.id, heading.bold],
    body: [body.id, body.regular],
    bodyBold: [body.id, body.bold],
  };
  const embedded = new Map<string, Promise<PDFFont>>();
  const faces = await Promise.all(
    (Object.keys(weights) as FaceRole[]).map(async (role) => {
      const files = await faceChain(...weights[role]);
      return [role, new Face(document, files, embedded)] as const;
    }),
  );
  return {
    ...(Object.fromEntries(faces) as Record<FaceRole, Face>),
    headingFamily: heading.family,
    bodyFamily: body.family,
  };
}
