// The board's exports, drawn in the browser: a PNG (1920, 2560 or 3840 pixels wide, the longest
// side at most 4K) painted on a canvas the way the board shows it — the title, each tile in its
// rectangle, pictures fitted like object-fit: cover (loaded crossOrigin anonymous so the canvas
// stays exportable), texts set in the suggested fonts once document.fonts has them — and a PDF
// (pdf-lib): page 1 the board, page 2 the palette's HEX and RGB values and the fonts with a
// specimen, the fonts embedded from the same shipped files.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { faceFiles } from '../../../../../../supabase/functions/_shared/fonts/catalogue.ts';
import { woffToSfnt } from '../../../../../../supabase/functions/_shared/fonts/woff.ts';
import { hexToRgb } from '@contracts/domain/colour';
import type { MoodboardImage } from '@contracts/api/moodboard';
import type { PlacedTile } from '@contracts/domain/moodboard-layout';
import { exportSize, inkFor, paletteHexes, rgbText } from '../board-model';
import type { Board } from '../board-model';
import { boardFace, fontFileUrl, loadBoardFonts } from './board-fonts';
import type { BoardFace } from './board-fonts';
import { BOARD_FRAME, frameHeight, textureSvg, typeSpecimen } from './board-art';

type Context = CanvasRenderingContext2D;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`An image of the board did not load`));
    image.src = url;
  });
}

function roundedRect(context: Context, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath();
  context.roundRect(x, y, w, h, r);
}

/** Draws `image` over the box like object-fit: cover. */
function drawCover(
  context: Context,
  image: CanvasImageSource & { width: number; height: number },
  box: DOMRect,
) {
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  context.drawImage(image, box.x + (box.width - w) / 2, box.y + (box.height - h) / 2, w, h);
}

/** Sets `text` word by word within `width`, at most `lines` lines; returns the lines. */
function wrap(context: Context, text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (context.measureText(next).width > width && line) {
      out.push(line);
      line = word;
      if (out.length === lines) return out;
    } else line = next;
  }
  if (line && out.length < lines) out.push(line);
  return out;
}

function font(face: BoardFace, px: number): string {
  return `${face.weight} ${Math.max(1, px)}px ${face.css}`;
}

type Painter = {
  context: Context;
  board: Board;
  heading: BoardFace;
  body: BoardFace;
  images: Map<string, HTMLImageElement>;
  scale: number;
};

function paintTile(painter: Painter, tile: PlacedTile, box: DOMRect) {
  const { context, board, heading, body, scale } = painter;
  const colours = paletteHexes(board.palette);
  const u = (units: number) => units * scale;
  context.save();
  roundedRect(context, box.x, box.y, box.width, box.height, u(6));
  context.clip();
  context.fillStyle = '#ffffff';
  context.fillRect(box.x, box.y, box.width, box.height);
  if (tile.kind === 'image') {
    const image = tile.imageId ? painter.images.get(tile.imageId) : undefined;
    if (image) drawCover(context, image, box);
  } else if (tile.kind === 'palette') {
    // Bands, deep to light, each with its hex at the left (as the board shows it).
    const h = box.height / Math.max(1, colours.length);
    colours.forEach((hex, index) => {
      context.fillStyle = hex;
      context.fillRect(box.x, box.y + index * h, box.width, h + 1);
      context.fillStyle = inkFor(hex);
      context.font = font(body, Math.min(u(14), h * 0.4));
      context.textAlign = 'left';
      context.textBaseline = 'middle';
      context.fillText(hex.toUpperCase(), box.x + box.width * 0.06, box.y + index * h + h / 2);
      context.textBaseline = 'alphabetic';
    });
  } else if (tile.kind === 'type') {
    context.fillStyle = '#faf8f3';
    context.fillRect(box.x, box.y, box.width, box.height);
    const specimen = typeSpecimen(board);
    const pad = u(18);
    context.fillStyle = '#1c1a17';
    context.textAlign = 'left';
    context.font = font(heading, Math.min(box.height * 0.34, box.width * 0.3));
    context.fillText('Aa', box.x + pad, box.y + pad + Math.min(box.height * 0.3, box.width * 0.26));
    context.font = font(heading, u(Math.min(22, (box.width / scale) * 0.08)));
    const top = box.y + box.height * 0.52;
    for (const [index, line] of wrap(context, specimen.heading, box.width - 2 * pad, 2).entries())
      context.fillText(line, box.x + pad, top + index * u(24));
    context.font = font(body, u(Math.min(13, (box.width / scale) * 0.05)));
    context.fillStyle = '#4a453d';
    const bodyTop = top + u(58);
    for (const [index, line] of wrap(context, specimen.body, box.width - 2 * pad, 3).entries())
      context.fillText(line, box.x + pad, bodyTop + index * u(17));
  } else if (tile.kind === 'words') {
    const background = colours[0] ?? '#1c1a17';
    context.fillStyle = background;
    context.fillRect(box.x, box.y, box.width, box.height);
    context.fillStyle = inkFor(background);
    context.textAlign = 'center';
    const words = board.words.length > 0 ? board.words : board.keywords;
    const size = Math.min(box.height / (words.length + 1.5), box.width / 7);
    context.font = font(heading, size);
    words.slice(0, 8).forEach((word, index) => {
      const y =
        box.y +
        (box.height - words.slice(0, 8).length * size * 1.15) / 2 +
        (index + 0.85) * size * 1.15;
      context.fillText(word, box.x + box.width / 2, y, box.width - u(20));
    });
  } else if (tile.kind === 'note') {
    context.fillStyle = '#fff6c8';
    context.fillRect(box.x, box.y, box.width, box.height);
    context.fillStyle = '#3b3425';
    context.textAlign = 'left';
    context.font = font(body, u(15));
    const pad = u(16);
    for (const [index, line] of wrap(
      context,
      tile.text ?? '',
      box.width - 2 * pad,
      Math.floor((box.height - 2 * pad) / u(20)),
    ).entries())
      context.fillText(line, box.x + pad, box.y + pad + u(15) + index * u(20));
  }
  context.restore();
}

async function textureImage(board: Board): Promise<HTMLImageElement> {
  const svg = textureSvg(paletteHexes(board.palette));
  return loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
}

/** The board drawn on a canvas `width` pixels wide (the longest side at most 4K). */
export async function drawBoard(board: Board, width: number): Promise<HTMLCanvasElement> {
  const heading = boardFace(board.fonts.heading);
  const body = boardFace(board.fonts.body);
  await loadBoardFonts(board.fonts);
  await document.fonts.ready;
  const totalHeight = frameHeight(board.layout.height);
  const size = exportSize(totalHeight * (1000 / BOARD_FRAME.width), width);
  const scale = size.width / BOARD_FRAME.width;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = Math.round(totalHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const u = (units: number) => units * scale;
  context.fillStyle = BOARD_FRAME.paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  // The title and what the board is about.
  context.fillStyle = '#1c1a17';
  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  context.font = font(heading, u(34));
  context.fillText(board.title, u(BOARD_FRAME.pad), u(BOARD_FRAME.pad + 38), u(1000));
  context.font = font(body, u(13));
  context.fillStyle = '#6b645a';
  context.fillText(
    board.keywords.join(' · '),
    u(BOARD_FRAME.pad),
    u(BOARD_FRAME.pad + 64),
    u(1000),
  );
  const entries = await Promise.all(
    board.images.map(async (image: MoodboardImage) => {
      try {
        return [image.id, await loadImage(image.url)] as const;
      } catch {
        return null;
      }
    }),
  );
  const images = new Map(entries.flatMap((entry) => (entry ? [entry] : [])));
  const texture = board.layout.tiles.some((tile) => tile.kind === 'texture')
    ? await textureImage(board)
    : null;
  const painter: Painter = { context, board, heading, body, images, scale };
  const left = u(BOARD_FRAME.pad);
  const top = u(BOARD_FRAME.pad + BOARD_FRAME.title);
  for (const tile of board.layout.tiles) {
    const gap = BOARD_FRAME.gap / 2;
    const box = new DOMRect(
      left + u(tile.rect.x + gap),
      top + u(tile.rect.y + gap),
      u(tile.rect.w - 2 * gap),
      u(tile.rect.h - 2 * gap),
    );
    if (tile.kind === 'texture' && texture) {
      context.save();
      roundedRect(context, box.x, box.y, box.width, box.height, u(6));
      context.clip();
      const pattern = context.createPattern(texture, 'repeat');
      pattern?.setTransform(new DOMMatrix().scale(scale * 0.5));
      context.fillStyle = pattern ?? '#eee';
      context.fillRect(box.x, box.y, box.width, box.height);
      context.restore();
    } else paintTile(painter, tile, box);
  }
  return canvas;
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`The canvas made no ${type}`))),
      type,
      quality,
    ),
  );
}

/** The board as a PNG blob `width` pixels wide. */
export async function boardPng(board: Board, width: number): Promise<Blob> {
  return canvasBlob(await drawBoard(board, width), 'image/png');
}

async function embedFace(pdf: PDFDocument, face: BoardFace): Promise<PDFFont | null> {
  if (!face.id) return null;
  try {
    const [latin] = faceFiles(face.id, face.weight);
    const url = latin ? fontFileUrl(latin) : undefined;
    if (!url) return null;
    const woff = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return await pdf.embedFont(woffToSfnt(woff), { subset: true });
  } catch (error) {
    console.warn('A board font could not be embedded in the PDF:', error);
    return null;
  }
}

/** A hex colour as pdf-lib's colour. */
function pdfColour(hex: string) {
  const [red, green, blue] = hexToRgb(hex);
  return rgb(red / 255, green / 255, blue / 255);
}

/** The PDF: the board on page 1, the palette values and the fonts on page 2. */
export async function boardPdf(board: Board): Promise<Uint8Array> {
  // Page 1 as a high-quality JPEG: pdf-lib embeds JPEG bytes as they are, while a PNG is decoded
  // and re-compressed in JavaScript (seconds for a 1920 px board).
  const jpeg = await canvasBlob(await drawBoard(board, 1920), 'image/jpeg', 0.92);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(board.title);
  pdf.setCreator('Hive Studio Moodboard Generator');
  const image = await pdf.embedJpg(new Uint8Array(await jpeg.arrayBuffer()));
  const pageWidth = 842;
  const boardPage = pdf.addPage([pageWidth, (pageWidth * image.height) / image.width]);
  boardPage.drawImage(image, {
    x: 0,
    y: 0,
    width: boardPage.getWidth(),
    height: boardPage.getHeight(),
  });

  const heading = boardFace(board.fonts.heading);
  const body = boardFace(board.fonts.body);
  const fallback = await pdf.embedFont(StandardFonts.Helvetica);
  const fallbackBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const headingFont = (await embedFace(pdf, heading)) ?? fallbackBold;
  const bodyFont = (await embedFace(pdf, body)) ?? fallback;
  const page = pdf.addPage([595, 842]);
  const ink = rgb(0.11, 0.1, 0.09);
  const muted = rgb(0.42, 0.39, 0.35);
  let y = 780;
  page.drawText(board.title, { x: 48, y, size: 24, font: headingFont, color: ink, maxWidth: 500 });
  y -= 44;
  page.drawText('Palette', { x: 48, y, size: 15, font: fallbackBold, color: ink });
  y -= 16;
  for (const colour of board.palette) {
    y -= 44;
    page.drawRectangle({
      x: 48,
      y,
      width: 64,
      height: 36,
      color: pdfColour(colour.hex),
      borderColor: rgb(0.85, 0.83, 0.8),
      borderWidth: 0.5,
    });
    page.drawText(colour.hex.toUpperCase(), {
      x: 128,
      y: y + 20,
      size: 12,
      font: fallbackBold,
      color: ink,
    });
    page.drawText(
      `${rgbText(colour.hex)}${colour.name ? ` · ${colour.name}` : ''} · ${Math.round(colour.share * 100)} %`,
      { x: 128, y: y + 4, size: 10, font: fallback, color: muted },
    );
  }
  y -= 48;
  page.drawText('Fonts', { x: 48, y, size: 15, font: fallbackBold, color: ink });
  const specimen = typeSpecimen(board);
  y -= 36;
  page.drawText(`Heading — ${heading.family} ${heading.weight}`, {
    x: 48,
    y,
    size: 10,
    font: fallback,
    color: muted,
  });
  y -= 30;
  page.drawText(specimen.heading, {
    x: 48,
    y,
    size: 24,
    font: headingFont,
    color: ink,
    maxWidth: 500,
  });
  y -= 40;
  page.drawText(`Body — ${body.family} ${body.weight}`, {
    x: 48,
    y,
    size: 10,
    font: fallback,
    color: muted,
  });
  y -= 22;
  page.drawText(specimen.body, {
    x: 48,
    y,
    size: 12,
    font: bodyFont,
    color: ink,
    maxWidth: 500,
    lineHeight: 16,
  });
  if (board.fonts.why) {
    y -= 56;
    page.drawText(board.fonts.why, {
      x: 48,
      y,
      size: 10,
      font: fallback,
      color: muted,
      maxWidth: 500,
      lineHeight: 14,
    });
  }
  return pdf.save();
}
