// The invoice PDF (pdf-lib, fonts embedded and subset): the document model of
// contracts/api/invoices.ts laid out in one of three templates (classic, modern, minimal) in the
// brand's accent colour and fonts, on A4 or US Letter. Line items flow over as many pages as they
// need; every page after the first repeats a short header and the table's column heads, and every
// page carries "Page N of M" in its footer.
import { PDFDocument, rgb, type PDFImage } from 'pdf-lib';
import {
  closingSections,
  PAPER_POINTS,
  textOnColour,
  type InvoiceDocument,
  type PaperSize,
} from '../contracts/api/invoices.ts';
import {
  fitText,
  HAIRLINE,
  hexColour,
  INK,
  MUTED,
  Pen,
  tint,
  wrapText,
  type Colour,
} from './pdf-draw.ts';
import { loadInvoiceFaces, type InvoiceFaces } from './pdf-fonts.ts';

/** A logo to print: PNG or JPEG bytes. */
export type InvoiceLogo = { bytes: Uint8Array; mime: 'image/png' | 'image/jpeg' };

/** What the renderer needs beside the document. */
export type RenderOptions = {
  paper: PaperSize;
  logo?: InvoiceLogo | null;
  /** The business name, for the PDF's metadata and the footer. */
  author: string;
  /** Called after each page of line items (real progress for the job). */
  onProgress?(done: number, total: number): void;
};

/** The rendered file and how many pages it has. */
export type RenderedInvoice = { bytes: Uint8Array; pages: number; width: number; height: number };

const MARGIN = 48;
const FOOTER = 34;
const ROW_PAD = 6;
const LOGO_HEIGHT = 46;

type Frame = {
  doc: InvoiceDocument;
  faces: InvoiceFaces;
  accent: Colour;
  /** The accent deepened for text on white. */
  accentInk: Colour;
  width: number;
  height: number;
  content: number;
  pdf: PDFDocument;
  pens: Pen[];
  logo: PDFImage | null;
  author: string;
};

/** Table columns: x of each column's right edge (description's left), widths. */
function columns(frame: Frame) {
  const amount = 82;
  const tax = 46;
  const price = 80;
  const quantity = 64;
  const right = MARGIN + frame.content;
  return {
    descriptionX: MARGIN,
    descriptionWidth: frame.content - amount - tax - price - quantity - 12,
    quantityRight: right - amount - tax - price,
    priceRight: right - amount - tax,
    taxRight: right - amount,
    amountRight: right,
    quantityWidth: quantity - 6,
  };
}

function labelStyle(frame: Frame, colour: Colour = MUTED) {
  return { face: frame.faces.bodyBold, size: 7, colour, tracking: 0.6 };
}

/** The logo's drawn size: at most LOGO_HEIGHT high and 150 pt wide, never enlarged. */
function logoSize(frame: Frame): { width: number; height: number } {
  if (!frame.logo) return { width: 0, height: 0 };
  const scale = Math.min(LOGO_HEIGHT / frame.logo.height, 150 / frame.logo.width, 1);
  return { width: frame.logo.width * scale, height: frame.logo.height * scale };
}

/** The business block's height (logo, name, address lines), known before it is drawn. */
function businessHeight(frame: Frame): number {
  const logo = logoSize(frame).height;
  return (logo > 0 ? logo + 10 : 0) + 19 + frame.doc.from.lines.length * 11.5;
}

/** White around the logo on a coloured band, so a logo in the brand's own colour still shows. */
const LOGO_PLATE = 6;

/** The business block: logo (on a white plate when `plate`), name, address lines; returns its bottom. */
async function businessBlock(
  frame: Frame,
  pen: Pen,
  top: number,
  colour: Colour,
  faded: Colour,
  plate = false,
): Promise<number> {
  let y = top;
  const logo = logoSize(frame);
  if (frame.logo && logo.height > 0) {
    if (plate)
      pen.rect(
        MARGIN - LOGO_PLATE,
        y - LOGO_PLATE,
        logo.width + 2 * LOGO_PLATE,
        logo.height + 2 * LOGO_PLATE,
        rgb(1, 1, 1),
      );
    pen.page.drawImage(frame.logo, { x: MARGIN, y: pen.height - y - logo.height, ...logo });
    y += logo.height + 10;
  }
  await pen.text(frame.doc.from.name, MARGIN, y, {
    face: frame.faces.headingBold,
    size: 14,
    colour,
  });
  y += 19;
  y += await pen.paragraph(
    frame.doc.from.lines,
    MARGIN,
    y,
    { face: frame.faces.body, size: 8.5, colour: faded },
    11.5,
  );
  return y;
}

/** Issue date, due date, reference: label over value, right-aligned columns; returns bottom. */
async function metaColumns(
  frame: Frame,
  pen: Pen,
  right: number,
  top: number,
  colour: Colour,
  faded: Colour,
): Promise<number> {
  let x = right;
  for (const item of [...frame.doc.meta].reverse()) {
    const width = Math.max(
      await frame.faces.bodyBold.width(item.value, 9),
      (await frame.faces.bodyBold.width(item.label.toUpperCase(), 7)) + 8,
    );
    await pen.text(item.label.toUpperCase(), x, top, {
      ...labelStyle(frame, faded),
      align: 'right',
    });
    await pen.text(item.value, x, top + 11, {
      face: frame.faces.bodyBold,
      size: 9,
      colour,
      align: 'right',
    });
    x -= width + 22;
  }
  return top + 24;
}

async function billTo(frame: Frame, pen: Pen, top: number, width: number): Promise<number> {
  await pen.text(frame.doc.to.label.toUpperCase(), MARGIN, top, labelStyle(frame));
  let y = top + 12;
  for (const line of await wrapText(frame.doc.to.name, frame.faces.bodyBold, 11, width)) {
    await pen.text(line, MARGIN, y, { face: frame.faces.bodyBold, size: 11 });
    y += 14;
  }
  y += await pen.paragraph(
    frame.doc.to.lines,
    MARGIN,
    y,
    { face: frame.faces.body, size: 8.5, colour: MUTED },
    11.5,
  );
  return y;
}

async function amountDueBox(frame: Frame, pen: Pen, top: number, filled: boolean): Promise<number> {
  const width = 200;
  const left = MARGIN + frame.content - width;
  const due = frame.doc.meta.find((item) => item.label === 'Due date')?.value ?? '';
  if (filled) pen.rect(left, top, width, 64, tint(frame.accent, 0.88));
  const pad = filled ? 12 : 0;
  const right = left + width - pad;
  await pen.text(frame.doc.amountDue.label.toUpperCase(), right, top + pad, {
    ...labelStyle(frame),
    align: 'right',
  });
  await pen.text(frame.doc.amountDue.value, right, top + pad + 12, {
    face: frame.faces.headingBold,
    size: 20,
    colour: filled ? INK : frame.accentInk,
    align: 'right',
  });
  await pen.text(`Due ${due}`, right, top + pad + 38, {
    face: frame.faces.body,
    size: 8.5,
    colour: MUTED,
    align: 'right',
  });
  return top + 64;
}

/** The first page's header in the template's look; returns where the table starts. */
async function firstHeader(frame: Frame, pen: Pen): Promise<number> {
  const { doc, faces, accent } = frame;
  const right = MARGIN + frame.content;
  if (doc.template === 'modern') {
    const bandText = hexColour(textOnColour(doc.accentColor));
    // The band holds the whole business block (a logo and a long address make it taller).
    const bandHeight = Math.max(128, 30 + businessHeight(frame) + 18);
    pen.rect(0, 0, frame.width, bandHeight, accent);
    const faded = bandText.red > 0.5 ? rgb(0.96, 0.96, 0.96) : rgb(0.2, 0.2, 0.22);
    await businessBlock(frame, pen, 30, bandText, faded, true);
    await pen.text(doc.title.toUpperCase(), right, 28, {
      face: faces.headingBold,
      size: 26,
      colour: bandText,
      align: 'right',
      tracking: 1.5,
    });
    await pen.text(doc.number, right, 62, {
      face: faces.bodyBold,
      size: 11,
      colour: bandText,
      align: 'right',
    });
    await metaColumns(frame, pen, right, 86, bandText, faded);
    const top = bandHeight + 26;
    const left = await billTo(frame, pen, top, frame.content - 230);
    const box = await amountDueBox(frame, pen, top, true);
    return Math.max(left, box) + 22;
  }
  if (doc.template === 'minimal') {
    const left = await businessBlock(frame, pen, MARGIN, INK, MUTED);
    await pen.text(doc.title, right, MARGIN, {
      face: faces.heading,
      size: 22,
      colour: INK,
      align: 'right',
    });
    await pen.text(doc.number, right, MARGIN + 28, {
      face: faces.body,
      size: 10,
      colour: frame.accentInk,
      align: 'right',
    });
    const meta = await metaColumns(frame, pen, right, MARGIN + 50, INK, MUTED);
    let top = Math.max(left, meta) + 30;
    const bill = await billTo(frame, pen, top, frame.content - 230);
    const box = await amountDueBox(frame, pen, top, false);
    top = Math.max(bill, box) + 24;
    return top;
  }
  // classic
  const left = await businessBlock(frame, pen, MARGIN, INK, MUTED);
  await pen.text(doc.title.toUpperCase(), right, MARGIN - 2, {
    face: faces.heading,
    size: 26,
    colour: frame.accentInk,
    align: 'right',
    tracking: 2,
  });
  await pen.text(doc.number, right, MARGIN + 30, {
    face: faces.bodyBold,
    size: 11,
    colour: INK,
    align: 'right',
  });
  const meta = await metaColumns(frame, pen, right, MARGIN + 52, INK, MUTED);
  let top = Math.max(left, meta) + 16;
  pen.rule(MARGIN, top, frame.content, 1.4, accent);
  top += 20;
  const bill = await billTo(frame, pen, top, frame.content - 230);
  const box = await amountDueBox(frame, pen, top, false);
  return Math.max(bill, box) + 22;
}

/** The short header of a continuation page; returns where the table starts. */
async function continuedHeader(frame: Frame, pen: Pen): Promise<number> {
  const right = MARGIN + frame.content;
  if (frame.doc.template === 'modern') pen.rect(0, 0, frame.width, 8, frame.accent);
  await pen.text(frame.doc.from.name, MARGIN, MARGIN - 8, {
    face: frame.faces.headingBold,
    size: 11,
  });
  await pen.text(`${frame.doc.title} ${frame.doc.number} · continued`, right, MARGIN - 6, {
    face: frame.faces.body,
    size: 9,
    colour: MUTED,
    align: 'right',
  });
  pen.rule(
    MARGIN,
    MARGIN + 14,
    frame.content,
    0.6,
    frame.doc.template === 'minimal' ? HAIRLINE : frame.accent,
  );
  return MARGIN + 30;
}

async function tableHead(frame: Frame, pen: Pen, top: number): Promise<number> {
  const c = columns(frame);
  const { doc } = frame;
  let colour = MUTED;
  if (doc.template === 'modern') {
    pen.rect(MARGIN, top, frame.content, 22, tint(frame.accent, 0.85));
    colour = INK;
  }
  const y = top + 7;
  const style = labelStyle(frame, colour);
  await pen.text(
    doc.columns.description.toUpperCase(),
    c.descriptionX + (doc.template === 'modern' ? 8 : 0),
    y,
    style,
  );
  await pen.text(doc.columns.quantity.toUpperCase(), c.quantityRight, y, {
    ...style,
    align: 'right',
  });
  await pen.text(doc.columns.unitPrice.toUpperCase(), c.priceRight, y, {
    ...style,
    align: 'right',
  });
  await pen.text(doc.columns.tax.toUpperCase(), c.taxRight, y, { ...style, align: 'right' });
  await pen.text(
    doc.columns.amount.toUpperCase(),
    c.amountRight - (doc.template === 'modern' ? 8 : 0),
    y,
    { ...style, align: 'right' },
  );
  if (doc.template === 'classic') pen.rule(MARGIN, top + 22, frame.content, 1, INK);
  if (doc.template === 'minimal') pen.rule(MARGIN, top + 22, frame.content, 0.5, HAIRLINE);
  return top + 22;
}

/** The bottom limit of content on a page (above the footer). */
function floor(frame: Frame): number {
  return frame.height - MARGIN - FOOTER;
}

function newPage(frame: Frame): Pen {
  const page = frame.pdf.addPage([frame.width, frame.height]);
  const pen = new Pen(page, frame.height);
  frame.pens.push(pen);
  return pen;
}

type Cursor = { pen: Pen; y: number };

/** A new page with the continued header (and the table head when in the table). */
async function breakPage(frame: Frame, inTable: boolean): Promise<Cursor> {
  const pen = newPage(frame);
  let y = await continuedHeader(frame, pen);
  if (inTable) y = await tableHead(frame, pen, y);
  return { pen, y };
}

async function lineItems(
  frame: Frame,
  cursor: Cursor,
  onProgress?: RenderOptions['onProgress'],
): Promise<Cursor> {
  const c = columns(frame);
  const { faces, doc } = frame;
  let { pen, y } = cursor;
  y = await tableHead(frame, pen, y);
  for (const [index, row] of doc.rows.entries()) {
    const lines = await wrapText(row.description, faces.body, 9, c.descriptionWidth);
    const height = ROW_PAD * 2 + lines.length * 12 + (row.detail ? 10 : 0);
    if (y + height > floor(frame)) {
      onProgress?.(index, doc.rows.length);
      ({ pen, y } = await breakPage(frame, true));
    }
    const top = y + ROW_PAD;
    const descriptionColour = row.isDiscount ? frame.accentInk : INK;
    await pen.paragraph(
      lines,
      c.descriptionX + (doc.template === 'modern' ? 8 : 0),
      top,
      { face: faces.body, size: 9, colour: descriptionColour },
      12,
    );
    if (row.detail)
      await pen.text(
        row.detail,
        c.descriptionX + (doc.template === 'modern' ? 8 : 0),
        top + lines.length * 12,
        { face: faces.body, size: 7.5, colour: MUTED },
      );
    const cell = { face: faces.body, size: 9, align: 'right' as const };
    await pen.text(
      await fitText(row.quantity, faces.body, 9, c.quantityWidth),
      c.quantityRight,
      top,
      cell,
    );
    await pen.text(row.unitPrice, c.priceRight, top, cell);
    await pen.text(row.tax, c.taxRight, top, { ...cell, colour: MUTED });
    await pen.text(row.amount, c.amountRight - (doc.template === 'modern' ? 8 : 0), top, {
      ...cell,
      face: faces.bodyBold,
      colour: row.isDiscount ? frame.accentInk : INK,
    });
    y += height;
    pen.rule(MARGIN, y, frame.content, 0.5, HAIRLINE);
  }
  onProgress?.(doc.rows.length, doc.rows.length);
  return { pen, y };
}

async function totalsBlock(frame: Frame, cursor: Cursor): Promise<Cursor> {
  const { faces, doc, accent } = frame;
  const width = 250;
  const left = MARGIN + frame.content - width;
  const right = MARGIN + frame.content;
  const heights = doc.totals.map((total) => (total.emphasis === 'normal' ? 17 : 26));
  const needed = 14 + heights.reduce((sum, height) => sum + height, 0) + 16;
  let { pen, y } = cursor;
  if (y + needed > floor(frame)) ({ pen, y } = await breakPage(frame, false));
  await pen.text(doc.currencyNote, MARGIN, y + 10, { face: faces.body, size: 7.5, colour: MUTED });
  y += 12;
  for (const [index, total] of doc.totals.entries()) {
    const height = heights[index]!;
    if (total.emphasis === 'normal') {
      await pen.text(total.label, left, y + 4, { face: faces.body, size: 8.5, colour: MUTED });
      await pen.text(total.value, right, y + 4, { face: faces.body, size: 9, align: 'right' });
    } else {
      const filled = doc.template === 'modern' || total.emphasis === 'due';
      const background = doc.template === 'modern' ? accent : tint(accent, 0.88);
      const colour = doc.template === 'modern' ? hexColour(textOnColour(doc.accentColor)) : INK;
      if (filled) pen.rect(left - 8, y + 2, width + 8, height - 2, background);
      else pen.rule(left, y + 2, width, 1, doc.template === 'minimal' ? HAIRLINE : INK);
      await pen.text(total.label, left + (filled ? 0 : 0), y + 9, {
        face: faces.bodyBold,
        size: 10,
        colour,
      });
      await pen.text(total.value, right - (filled ? 6 : 0), y + 7, {
        face: faces.headingBold,
        size: 13,
        colour,
        align: 'right',
      });
    }
    y += height;
  }
  return { pen, y: y + 16 };
}

/** Notes, terms and how to pay, each a titled paragraph that may run onto the next page. */
async function closingBlocks(frame: Frame, cursor: Cursor): Promise<Cursor> {
  const { faces, doc } = frame;
  let { pen, y } = cursor;
  for (const block of closingSections(doc)) {
    const lines = await wrapText(block.text, faces.body, 8.5, frame.content);
    if (y + 26 > floor(frame)) ({ pen, y } = await breakPage(frame, false));
    await pen.text(
      block.title.toUpperCase(),
      MARGIN,
      y,
      labelStyle(frame, frame.doc.template === 'minimal' ? MUTED : frame.accentInk),
    );
    y += 12;
    for (const line of lines) {
      if (y + 12 > floor(frame)) ({ pen, y } = await breakPage(frame, false));
      await pen.text(line, MARGIN, y, { face: faces.body, size: 8.5, colour: INK });
      y += 11.5;
    }
    y += 12;
  }
  return { pen, y };
}

async function footers(frame: Frame): Promise<void> {
  const count = frame.pens.length;
  for (const [index, pen] of frame.pens.entries()) {
    const top = frame.height - MARGIN + 6;
    if (frame.doc.template !== 'minimal') pen.rule(MARGIN, top - 8, frame.content, 0.5, HAIRLINE);
    await pen.text(`${frame.doc.number} · ${frame.doc.from.name}`, MARGIN, top, {
      face: frame.faces.body,
      size: 7.5,
      colour: MUTED,
    });
    await pen.text(`Page ${index + 1} of ${count}`, MARGIN + frame.content, top, {
      face: frame.faces.body,
      size: 7.5,
      colour: MUTED,
      align: 'right',
    });
  }
}

/** Renders the document as a PDF. */
export async function renderInvoicePdf(
  doc: InvoiceDocument,
  options: RenderOptions,
): Promise<RenderedInvoice> {
  const pdf = await PDFDocument.create();
  const paper = PAPER_POINTS[options.paper];
  const faces = await loadInvoiceFaces(pdf, doc.fontFamily);
  let logo: PDFImage | null = null;
  if (options.logo) {
    logo = await (
      options.logo.mime === 'image/png'
        ? pdf.embedPng(options.logo.bytes)
        : pdf.embedJpg(options.logo.bytes)
    ).catch(() => null);
  }
  const frame: Frame = {
    doc,
    faces,
    accent: hexColour(doc.accentColor),
    accentInk: hexColour(doc.accentText),
    width: paper.width,
    height: paper.height,
    content: paper.width - MARGIN * 2,
    pdf,
    pens: [],
    logo,
    author: options.author,
  };
  const pen = newPage(frame);
  const top = await firstHeader(frame, pen);
  let cursor = await lineItems(frame, { pen, y: top }, options.onProgress);
  cursor = await totalsBlock(frame, cursor);
  await closingBlocks(frame, cursor);
  await footers(frame);
  pdf.setTitle(`${doc.title} ${doc.number}`);
  pdf.setAuthor(options.author || doc.from.name);
  pdf.setSubject(`${doc.title} ${doc.number} · ${doc.amountDue.label} ${doc.amountDue.value}`);
  pdf.setCreator('Hive Studio');
  pdf.setProducer('Hive Studio');
  // One pass, no yielding between objects (the default pauses every 50): a short document.
  const bytes = await pdf.save({ objectsPerTick: Infinity });
  return {
    bytes,
    pages: frame.pens.length,
    width: Math.round(paper.width),
    height: Math.round(paper.height),
  };
}
