// The design as a one-page PDF (pdf-lib). The document is first drawn off screen by the canvas's
// own renderer (render/offscreen.ts at scale 1), and every layer is placed through its Konva
// node's absolute transform, so positions, rotations and groups match the canvas exactly. What
// stays vector and what becomes pictures:
// - text: real PDF text in the embedded catalogue font (selectable, searchable), with the very
//   line breaks Konva computed, its alignment, fill, letter spacing (Tc) and kerning (TJ); an
//   outline is drawn under the fill as the glyphs' vector outlines (as Konva strokes first and
//   fills after), so the text is not written twice;
// - shapes (rectangle with rounded corners, ellipse, line, arrow, star, polygon): vector paths
//   from the same geometry konva-document.ts uses;
// - image layers: their picture as the canvas draws it (crop, flips, filters) rasterised at up to
//   2× — JPEG when opaque, Flate with a soft mask when not;
// - SVG layers: rasterised at 3×. pdf-lib cannot draw an SVG document (only single path data), and
//   the sanitised SVGs use gradients, groups and transforms it has no way to express;
// - shadows: a canvas drop shadow has no PDF equivalent, so a layer's shadow alone is rasterised
//   (at 2×) under its vector text or shape;
// - opacity and blend modes: per-element ExtGStates (all sixteen modes exist in PDF).
// One document pixel is 0.75 pt (96 per inch, see pdf-geometry.ts).
import { zlibSync } from 'fflate';
import Konva from 'konva';
import {
  LineCapStyle,
  PDFArray,
  PDFDocument,
  PDFHexString,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  TextRenderingMode,
  appendBezierCurve,
  beginText,
  closePath,
  concatTransformationMatrix,
  drawObject,
  endText,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setCharacterSpacing,
  setFillingRgbColor,
  setFontAndSize,
  setGraphicsState,
  setLineCap,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  stroke,
} from 'pdf-lib';
import type { PDFName, PDFPage, PDFRef } from 'pdf-lib';
import type { Glyph as KitGlyph } from '@pdf-lib/fontkit';
import type {
  BlendMode,
  EditorDocument,
  ImageLayer,
  Layer,
  ShapeLayer,
  SvgLayer,
  TextLayer,
} from '../model/document';
import type { AssetStore } from '../render/asset-store';
import { LAYER_NODE_NAME, contentGroup, syncLayerNode } from '../render/konva-document';
import { canvasToBlob, renderOffscreen } from '../render/offscreen';
import {
  ITALIC_SKEW,
  PDF_BLEND_MODES,
  alignOffset,
  baselineY,
  clipToPage,
  glyphPointToLine,
  imageMatrix,
  kerningAdjustments,
  pageMatrix,
  pageSizePt,
  parseColour,
  rasterScale,
  shapeParts,
  textMatrix,
  toPdfMatrix,
} from './pdf-geometry';
import type { Matrix, PathCommand } from './pdf-geometry';
import { loadDocumentFonts } from '../render/document-fonts';
import { PDF_FONT_FEATURES, PdfFonts } from './pdf-fonts';
import type { EmbeddedFont, FaceFonts } from './pdf-fonts';

/** Pixel ratios of the rasterised parts. */
const IMAGE_SCALE = 2;
const SVG_SCALE = 3;
const SHADOW_SCALE = 2;
const JPEG_QUALITY = 0.92;

/** A run of one line set in one font, placed. */
type PlacedRun = {
  font: EmbeddedFont;
  x: number;
  /** The glyph codes as hex, one per glyph. */
  codes: string[];
  /** TJ adjustments after each glyph (thousandths of an em; kerning). */
  adjust: number[];
  /** Each glyph's advance in pixels, letter spacing included. */
  advances: number[];
  /** fontkit's glyphs (for outlines); null when the codes and glyphs do not line up. */
  glyphs: KitGlyph[] | null;
  width: number;
};

/** The content stream of the page, with its resources named as they are first used. */
class PageContent {
  readonly ops: PDFOperator[] = [];
  private readonly states = new Map<string, PDFName>();
  private readonly fontNames = new Map<PDFRef, PDFName>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly page: PDFPage,
  ) {}

  push(...ops: PDFOperator[]): void {
    this.ops.push(...ops);
  }

  /** Sets fill and stroke alpha and the blend mode (nothing when all are the defaults). */
  state(fillAlpha: number, strokeAlpha: number, blend: BlendMode): void {
    const ca = Math.round(Math.min(1, Math.max(0, fillAlpha)) * 1000) / 1000;
    const CA = Math.round(Math.min(1, Math.max(0, strokeAlpha)) * 1000) / 1000;
    const BM = PDF_BLEND_MODES[blend];
    if (ca === 1 && CA === 1 && BM === 'Normal') return;
    const key = `${ca}|${CA}|${BM}`;
    let name = this.states.get(key);
    if (!name) {
      const dict = this.pdf.context.obj({ Type: 'ExtGState', ca, CA, BM });
      name = this.page.node.newExtGState('GS', dict);
      this.states.set(key, name);
    }
    this.push(setGraphicsState(name));
  }

  font(font: EmbeddedFont): PDFName {
    let name = this.fontNames.get(font.pdf.ref);
    if (!name) {
      name = this.page.node.newFontDictionary(font.pdf.name, font.pdf.ref);
      this.fontNames.set(font.pdf.ref, name);
    }
    return name;
  }

  image(ref: PDFRef): PDFName {
    return this.page.node.newXObject('Im', ref);
  }

  matrix(matrix: Matrix): void {
    this.push(concatTransformationMatrix(...matrix));
  }

  path(commands: readonly PathCommand[]): void {
    for (const command of commands) {
      if (command.op === 'M') this.push(moveTo(command.x, command.y));
      else if (command.op === 'L') this.push(lineTo(command.x, command.y));
      else if (command.op === 'C')
        this.push(
          appendBezierCurve(command.x1, command.y1, command.x2, command.y2, command.x, command.y),
        );
      else this.push(closePath());
    }
  }

  fillColour(hex: string): number {
    const colour = parseColour(hex);
    this.push(setFillingRgbColor(colour.r, colour.g, colour.b));
    return colour.a;
  }

  strokeColour(hex: string): number {
    const colour = parseColour(hex);
    this.push(setStrokingRgbColor(colour.r, colour.g, colour.b));
    return colour.a;
  }

  miterLimit(limit: number): void {
    this.push(PDFOperator.of(PDFOperatorNames.SetLineMiterLimit, [PDFNumber.of(limit)]));
  }
}

/** Records a fontkit glyph path as path commands on a line. */
function glyphOutline(
  glyph: KitGlyph,
  place: { penX: number; baseline: number; unitScale: number; skew: number },
  out: PathCommand[],
): void {
  let current = { x: 0, y: 0 };
  const at = (x: number, y: number) => glyphPointToLine(x, y, place);
  const recorder = {
    moveTo(x: number, y: number) {
      current = { x, y };
      out.push({ op: 'M', ...at(x, y) });
    },
    lineTo(x: number, y: number) {
      current = { x, y };
      out.push({ op: 'L', ...at(x, y) });
    },
    quadraticCurveTo(cx: number, cy: number, x: number, y: number) {
      // A quadratic as the cubic with the same curve.
      const c1 = at(current.x + ((cx - current.x) * 2) / 3, current.y + ((cy - current.y) * 2) / 3);
      const c2 = at(x + ((cx - x) * 2) / 3, y + ((cy - y) * 2) / 3);
      const end = at(x, y);
      current = { x, y };
      out.push({ op: 'C', x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y });
    },
    bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number) {
      const c1 = at(c1x, c1y);
      const c2 = at(c2x, c2y);
      const end = at(x, y);
      current = { x, y };
      out.push({ op: 'C', x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y });
    },
    closePath() {
      out.push({ op: 'Z' });
    },
  };
  (glyph.path.toFunction() as (context: typeof recorder) => void)(recorder);
}

/** Splits a line into runs by the font that sets each character ('?' for none). */
function splitRuns(text: string, fonts: FaceFonts): { font: EmbeddedFont; text: string }[] {
  const runs: { font: EmbeddedFont; text: string }[] = [];
  for (const raw of text) {
    let char = raw.codePointAt(0)! < 32 ? ' ' : raw;
    let font = fonts.fontFor(char.codePointAt(0)!);
    if (!font) {
      char = '?';
      font = fonts.fontFor(63) ?? fonts.fonts[0] ?? null;
    }
    if (!font) continue;
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Places a run: its glyph codes, kerning and advances (pixels), as the PDF will set them. */
function placeRun(
  run: { font: EmbeddedFont; text: string },
  x: number,
  size: number,
  letterSpacing: number,
): PlacedRun {
  const { font } = run;
  const hex = font.pdf.encodeText(run.text).asString();
  const kit = font.kit;
  if (kit) {
    const codes = hex.match(/.{4}/g) ?? [];
    const layout = kit.layout(run.text, PDF_FONT_FEATURES);
    const unit = size / kit.unitsPerEm;
    if (layout.glyphs.length === codes.length) {
      const plain = layout.glyphs.map((glyph) => glyph.advanceWidth);
      // Konva draws spaced text one character at a time, without kerning; unspaced text kerned.
      const kerned =
        letterSpacing === 0 ? layout.positions.map((position) => position.xAdvance) : plain;
      const adjust = kerningAdjustments(plain, kerned, kit.unitsPerEm);
      const advances = kerned.map((advance) => advance * unit + letterSpacing);
      const width = advances.reduce((sum, advance) => sum + advance, 0);
      return { font, x, codes, adjust, advances, glyphs: layout.glyphs, width };
    }
    // Should not happen (pdf-lib shapes with the same features): set it unkerned, no outline.
    const width = font.pdf.widthOfTextAtSize(run.text, size) + letterSpacing * codes.length;
    const each = codes.length ? width / codes.length : 0;
    return {
      font,
      x,
      codes,
      adjust: codes.map(() => 0),
      advances: codes.map(() => each),
      glyphs: null,
      width,
    };
  }
  // A standard font: one byte a character; widths per character (pdf-lib's run width adds
  // kerning the PDF would not show).
  const codes = hex.match(/.{2}/g) ?? [];
  const chars = [...run.text];
  const advances = chars.map((char) => font.pdf.widthOfTextAtSize(char, size) + letterSpacing);
  const width = advances.reduce((sum, advance) => sum + advance, 0);
  return { font, x, codes, adjust: codes.map(() => 0), advances, glyphs: null, width };
}

/** A run's TJ operand: glyph codes grouped between kerning adjustments. */
function showRun(pdf: PDFDocument, run: PlacedRun): PDFOperator {
  if (run.adjust.every((value) => value === 0))
    return showText(PDFHexString.of(run.codes.join('')));
  const array = PDFArray.withContext(pdf.context);
  let pending = '';
  run.codes.forEach((code, index) => {
    pending += code;
    const adjustment = run.adjust[index] ?? 0;
    if (adjustment !== 0) {
      array.push(PDFHexString.of(pending));
      array.push(PDFNumber.of(Math.round(adjustment * 100) / 100));
      pending = '';
    }
  });
  if (pending) array.push(PDFHexString.of(pending));
  return PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]);
}

/** The canvas as an image XObject: JPEG when opaque, else Flate RGB with a soft mask. */
async function embedCanvas(pdf: PDFDocument, canvas: HTMLCanvasElement): Promise<PDFRef | null> {
  const { width, height } = canvas;
  if (width === 0 || height === 0) return null;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const pixels = context.getImageData(0, 0, width, height).data;
  let opaque = true;
  let empty = true;
  for (let index = 3; index < pixels.length; index += 4) {
    const alpha = pixels[index]!;
    if (alpha !== 255) opaque = false;
    if (alpha !== 0) empty = false;
    if (!opaque && !empty) break;
  }
  if (empty) return null;
  if (opaque) {
    const jpeg = await canvasToBlob(canvas, 'image/jpeg', JPEG_QUALITY);
    const image = await pdf.embedJpg(new Uint8Array(await jpeg.arrayBuffer()));
    return image.ref;
  }
  const count = width * height;
  const rgb = new Uint8Array(count * 3);
  const alpha = new Uint8Array(count);
  for (let pixel = 0; pixel < count; pixel += 1) {
    rgb[pixel * 3] = pixels[pixel * 4]!;
    rgb[pixel * 3 + 1] = pixels[pixel * 4 + 1]!;
    rgb[pixel * 3 + 2] = pixels[pixel * 4 + 2]!;
    alpha[pixel] = pixels[pixel * 4 + 3]!;
  }
  const base = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height };
  const mask = pdf.context.register(
    pdf.context.stream(zlibSync(alpha), {
      ...base,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  return pdf.context.register(
    pdf.context.stream(zlibSync(rgb), {
      ...base,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
      SMask: mask,
    }),
  );
}

function konvaMatrix(node: Konva.Node): Matrix {
  const m = node.getAbsoluteTransform().getMatrix();
  return [m[0] ?? 1, m[1] ?? 0, m[2] ?? 0, m[3] ?? 1, m[4] ?? 0, m[5] ?? 0];
}

/** The visual child of a layer's group (what konva-document.ts draws inside it). */
function visual<T extends Konva.Node>(
  group: Konva.Group,
  is: (node: Konva.Node) => node is T,
): T | null {
  for (const child of group.getChildren()) if (is(child)) return child;
  return null;
}

/** Draws the document's layers into the page. */
class PdfPainter {
  private readonly content: PageContent;
  private readonly fonts: PdfFonts;

  constructor(
    private readonly pdf: PDFDocument,
    page: PDFPage,
    private readonly doc: EditorDocument,
    private readonly assets: AssetStore,
    private readonly nodes: Map<string, Konva.Group>,
  ) {
    this.content = new PageContent(pdf, page);
    this.fonts = new PdfFonts(pdf);
  }

  get ops(): PDFOperator[] {
    return this.content.ops;
  }

  /** The background colour as a full-page rectangle (none when transparent). */
  background(): void {
    if (!this.doc.background) return;
    const page = pageSizePt(this.doc);
    const out = this.content;
    out.push(pushGraphicsState());
    const alpha = out.fillColour(this.doc.background);
    out.state(alpha, 1, 'source-over');
    out.push(rectangle(0, 0, page.width, page.height), fill(), popGraphicsState());
  }

  /** Layers bottom first; a group's blend mode applies to its children that have none. */
  async layers(layers: readonly Layer[], inherited: BlendMode): Promise<void> {
    for (const layer of layers) {
      if (!layer.visible || layer.opacity <= 0) continue;
      const node = this.nodes.get(layer.id);
      if (!node) continue;
      const blend = layer.blendMode !== 'source-over' ? layer.blendMode : inherited;
      const opacity = node.getAbsoluteOpacity();
      switch (layer.type) {
        case 'group':
          await this.layers(layer.children, blend);
          break;
        case 'shape':
          await this.shape(layer, node, opacity, blend);
          break;
        case 'text':
          await this.text(layer, node, opacity, blend);
          break;
        case 'image':
        case 'svg':
          await this.picture(layer, node, opacity, blend);
          break;
      }
    }
  }

  private begin(node: Konva.Node): void {
    this.content.push(pushGraphicsState());
    this.content.matrix(toPdfMatrix(konvaMatrix(node), this.doc.height));
  }

  private async shape(
    layer: ShapeLayer,
    node: Konva.Group,
    opacity: number,
    blend: BlendMode,
  ): Promise<void> {
    const leaf = visual(node, (child): child is Konva.Shape => child instanceof Konva.Shape);
    if (layer.shadow && leaf) await this.shadow(leaf, blend);
    const out = this.content;
    this.begin(node);
    for (const part of shapeParts(layer)) {
      out.push(pushGraphicsState());
      const fillAlpha = part.fill ? out.fillColour(part.fill) : 1;
      const strokeAlpha = part.stroke ? out.strokeColour(part.stroke) : 1;
      out.state(fillAlpha * opacity, strokeAlpha * opacity, blend);
      if (part.stroke) {
        out.push(setLineWidth(part.strokeWidth));
        if (part.lineCap === 'round') out.push(setLineCap(LineCapStyle.Round));
      }
      out.path(part.path);
      if (part.fill && part.stroke) out.push(fillAndStroke());
      else if (part.fill) out.push(fill());
      else out.push(stroke());
      out.push(popGraphicsState());
    }
    out.push(popGraphicsState());
  }

  private async text(
    layer: TextLayer,
    node: Konva.Group,
    opacity: number,
    blend: BlendMode,
  ): Promise<void> {
    const leaf = visual(node, (child): child is Konva.Text => child instanceof Konva.Text);
    if (!leaf || !layer.text) return;
    if (layer.shadow) await this.shadow(leaf, blend);
    const faceFonts = await this.fonts.forLayer(layer);
    const size = leaf.fontSize();
    const lineHeightPx = leaf.lineHeight() * size;
    const metrics = leaf.measureSize('M');
    const boxWidth = leaf.width() - leaf.padding() * 2;
    const letterSpacing = leaf.letterSpacing();
    const lines = leaf.textArr.map((line, index) => {
      const baseline = baselineY({
        top: leaf.padding(),
        ascent: metrics.fontBoundingBoxAscent,
        descent: metrics.fontBoundingBoxDescent,
        lineHeightPx,
        index,
      });
      const runs: PlacedRun[] = [];
      let x = 0;
      for (const run of splitRuns(line.text, faceFonts)) {
        const placed = placeRun(run, x, size, letterSpacing);
        runs.push(placed);
        x += placed.width;
      }
      const offset = leaf.padding() + alignOffset(layer.align, boxWidth, x);
      for (const run of runs) run.x += offset;
      return { baseline, runs };
    });

    const out = this.content;
    this.begin(leaf);
    // The outline first, the fill over it (Konva's fillAfterStrokeEnabled).
    if (layer.stroke && layer.stroke.width > 0) {
      out.push(pushGraphicsState());
      const alpha = out.strokeColour(layer.stroke.color);
      out.state(1, alpha * opacity, blend);
      out.push(setLineWidth(layer.stroke.width));
      out.miterLimit(2);
      const outline: PathCommand[] = [];
      const plain: { baseline: number; run: PlacedRun }[] = [];
      for (const line of lines) {
        for (const run of line.runs) {
          const kit = run.font.kit;
          if (!kit || !run.glyphs) {
            plain.push({ baseline: line.baseline, run });
            continue;
          }
          let penX = run.x;
          run.glyphs.forEach((glyph, index) => {
            const place = {
              penX,
              baseline: line.baseline,
              unitScale: size / kit.unitsPerEm,
              skew: layer.italic ? ITALIC_SKEW : 0,
            };
            glyphOutline(glyph, place, outline);
            penX += run.advances[index] ?? 0;
          });
        }
      }
      if (outline.length) {
        out.path(outline);
        out.push(stroke());
      }
      if (plain.length) {
        // Helvetica has no outlines here: its text is stroked as text (render mode 1).
        out.push(beginText(), setTextRenderingMode(TextRenderingMode.Outline));
        out.push(setCharacterSpacing(letterSpacing));
        for (const { baseline, run } of plain) this.setRun(run, baseline, size, layer.italic);
        out.push(endText());
      }
      out.push(popGraphicsState());
    }
    out.push(pushGraphicsState());
    const alpha = out.fillColour(layer.fill);
    out.state(alpha * opacity, 1, blend);
    out.push(beginText(), setCharacterSpacing(letterSpacing));
    for (const line of lines)
      for (const run of line.runs) this.setRun(run, line.baseline, size, layer.italic);
    out.push(endText(), popGraphicsState());
    out.push(popGraphicsState());
  }

  private setRun(run: PlacedRun, baseline: number, size: number, italic: boolean): void {
    const out = this.content;
    out.push(
      setFontAndSize(out.font(run.font), size),
      setTextMatrix(...textMatrix(run.x, baseline, italic && !run.font.oblique)),
      showRun(this.pdf, run),
    );
  }

  /** An image or SVG layer, drawn alone by the canvas's renderer at 2× (SVG 3×) and embedded. */
  private async picture(
    layer: ImageLayer | SvgLayer,
    node: Konva.Group,
    opacity: number,
    blend: BlendMode,
  ): Promise<void> {
    if (!this.assets.get(layer.asset) || layer.width <= 0 || layer.height <= 0) return;
    // Blur spills past the box (konva-document.ts caches it with this margin).
    const pad = layer.type === 'image' ? Math.ceil(layer.filters.blur * 3) : 0;
    const region = {
      x: -pad,
      y: -pad,
      width: layer.width + pad * 2,
      height: layer.height + pad * 2,
    };
    const crop =
      layer.type === 'image'
        ? (layer.crop ?? { width: layer.naturalWidth, height: layer.naturalHeight })
        : null;
    const scale =
      layer.type === 'svg'
        ? rasterScale(region.width, region.height, SVG_SCALE)
        : rasterScale(
            region.width,
            region.height,
            IMAGE_SCALE,
            Math.max(crop!.width / layer.width, crop!.height / layer.height),
          );
    // The layer alone, at the origin, unrotated and opaque: the page places it by its transform.
    const alone = syncLayerNode(
      null,
      { ...layer, x: 0, y: 0, rotation: 0, opacity: 1, blendMode: 'source-over', visible: true },
      this.assets.get,
      { pixelRatio: scale, sharpened: this.assets.sharpen },
    );
    let canvas: HTMLCanvasElement;
    try {
      canvas = alone.toCanvas({ ...region, pixelRatio: scale });
    } finally {
      alone.destroy();
    }
    const ref = await embedCanvas(this.pdf, canvas);
    if (!ref) return;
    const out = this.content;
    this.begin(node);
    out.state(opacity, opacity, blend);
    out.matrix(imageMatrix(region));
    out.push(drawObject(out.image(ref)), popGraphicsState());
  }

  /**
   * A text or shape layer's drop shadow, alone, as a picture under it: the node drawn with its
   * shadow, minus the node drawn without (so only the shadow is left), in page pixels.
   */
  private async shadow(leaf: Konva.Shape, blend: BlendMode): Promise<void> {
    // Konva scales a shadow's offset and blur by the node's scale (a star's is its box / 100)
    // and its client rect can fall short of the blur: the box is widened generously instead.
    const scale = leaf.getAbsoluteScale();
    const reach =
      (Math.abs(leaf.shadowOffsetX()) + Math.abs(leaf.shadowOffsetY()) + leaf.shadowBlur() * 2) *
        Math.max(1, Math.abs(scale.x), Math.abs(scale.y)) +
      4;
    const bounds = leaf.getClientRect({ skipShadow: true });
    const box = clipToPage(
      {
        x: bounds.x - reach,
        y: bounds.y - reach,
        width: bounds.width + reach * 2,
        height: bounds.height + reach * 2,
      },
      this.doc,
    );
    if (!box) return;
    const ratio = rasterScale(box.width, box.height, SHADOW_SCALE);
    const withShadow = leaf.toCanvas({ ...box, pixelRatio: ratio });
    leaf.shadowEnabled(false);
    let without: HTMLCanvasElement;
    try {
      without = leaf.toCanvas({ ...box, pixelRatio: ratio });
    } finally {
      leaf.shadowEnabled(true);
    }
    const context = withShadow.getContext('2d');
    if (!context) return;
    context.globalCompositeOperation = 'destination-out';
    context.drawImage(without, 0, 0);
    const ref = await embedCanvas(this.pdf, withShadow);
    if (!ref) return;
    const out = this.content;
    out.push(pushGraphicsState());
    out.matrix(pageMatrix(this.doc.height));
    // The node's opacity is already in the picture.
    out.state(1, 1, blend);
    out.matrix(imageMatrix(box));
    out.push(drawObject(out.image(ref)), popGraphicsState());
  }
}

/** Every layer node of a rendered document, by layer id. */
function layerNodes(root: Konva.Container): Map<string, Konva.Group> {
  const nodes = new Map<string, Konva.Group>();
  for (const node of root.find((candidate: Konva.Node) => candidate.name() === LAYER_NODE_NAME))
    if (node instanceof Konva.Group) nodes.set(node.id(), node);
  return nodes;
}

/**
 * The design as a one-page PDF of `doc.width × 0.75` by `doc.height × 0.75` points. Waits for the
 * document's pictures and fonts.
 */
export async function exportPdf(
  doc: EditorDocument,
  assets: AssetStore,
  options: { title?: string } = {},
): Promise<Blob> {
  await loadDocumentFonts(doc);
  const rendered = await renderOffscreen(doc, assets, 1);
  try {
    const content = contentGroup(rendered.layer);
    const pdf = await PDFDocument.create();
    if (options.title) pdf.setTitle(options.title);
    pdf.setCreator('Hive Studio — Hive Editor');
    const size = pageSizePt(doc);
    const page = pdf.addPage([size.width, size.height]);
    const painter = new PdfPainter(
      pdf,
      page,
      doc,
      assets,
      content ? layerNodes(content) : new Map(),
    );
    painter.background();
    await painter.layers(doc.layers, 'source-over');
    page.pushOperators(...painter.ops);
    const bytes = await pdf.save();
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  } finally {
    rendered.destroy();
  }
}
