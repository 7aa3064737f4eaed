// Reads back the text of an invoice PDF, page by page, as a viewer's "copy text" would: the text
// operators of each page's content stream decoded through each font's ToUnicode map, items on
// one line joined in left-to-right order. Kept beside the renderer (and shaped by what pdf-lib
// writes: Tm positions, hex Tj strings, two-byte codes) so the tests, the benchmark and the
// integration checks read exactly what a person's PDF viewer would find.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

type Item = { x: number; y: number; text: string };

function streamText(object: PDFObject | undefined, document: PDFDocument): string {
  const resolved = object instanceof PDFRef ? document.context.lookup(object) : object;
  if (resolved instanceof PDFRawStream)
    return new TextDecoder('latin1').decode(decodePDFRawStream(resolved).decode());
  if (resolved instanceof PDFArray)
    return resolved
      .asArray()
      .map((part) => streamText(part, document))
      .join('\n');
  return '';
}

function utf16(hex: string): string {
  let text = '';
  for (let at = 0; at + 4 <= hex.length; at += 4)
    text += String.fromCharCode(parseInt(hex.slice(at, at + 4), 16));
  return text;
}

/** A ToUnicode CMap as code (hex) → text. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(pair[1]!.toUpperCase(), utf16(pair[2]!));
  for (const block of block_ranges(cmap)) {
    const [, low, high, rest] = block;
    const from = parseInt(low!, 16);
    const to = parseInt(high!, 16);
    const width = low!.length;
    const list = [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)].map((match) => match[1]!);
    for (let code = from; code <= to; code += 1) {
      const key = code.toString(16).toUpperCase().padStart(width, '0');
      if (rest!.trim().startsWith('[')) map.set(key, utf16(list[code - from] ?? ''));
      else {
        const start = parseInt(list[0] ?? '0', 16) + (code - from);
        map.set(key, String.fromCodePoint(start));
      }
    }
  }
  return map;
}

function block_ranges(cmap: string): RegExpMatchArray[] {
  const ranges: RegExpMatchArray[] = [];
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const range of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    ))
      ranges.push(range);
  return ranges;
}

function fontMaps(page: PDFDict, document: PDFDocument): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const resources = page.lookup(PDFName.of('Resources'), PDFDict);
  const fonts = resources.lookupMaybe(PDFName.of('Font'), PDFDict);
  if (!fonts) return maps;
  for (const [name, reference] of fonts.entries()) {
    const font = document.context.lookup(reference, PDFDict);
    const toUnicode = font.get(PDFName.of('ToUnicode'));
    maps.set(name.asString(), parseToUnicode(streamText(toUnicode, document)));
  }
  return maps;
}

function pageItems(content: string, maps: Map<string, Map<string, string>>): Item[] {
  const items: Item[] = [];
  const operands: string[] = [];
  let font = new Map<string, string>();
  let x = 0;
  let y = 0;
  for (const match of content.matchAll(
    /\/[^\s/<>[\]()]+|<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|-?\d*\.?\d+|[A-Za-z'"*]+/g,
  )) {
    const token = match[0];
    if (!/^[A-Za-z'"*]+$/.test(token)) {
      operands.push(token);
      continue;
    }
    if (token === 'Tf') font = maps.get(operands[operands.length - 2] ?? '') ?? new Map();
    else if (token === 'Tm') {
      x = Number(operands[operands.length - 2]);
      y = Number(operands[operands.length - 1]);
    } else if (token === 'Td') {
      x += Number(operands[operands.length - 2]);
      y += Number(operands[operands.length - 1]);
    } else if (token === 'Tj') {
      const hex = (operands[operands.length - 1] ?? '').replace(/[<>\s]/g, '').toUpperCase();
      let text = '';
      for (let at = 0; at + 4 <= hex.length; at += 4) text += font.get(hex.slice(at, at + 4)) ?? '';
      items.push({ x, y, text });
    }
    operands.length = 0;
  }
  return items;
}

/** The text of each page of a PDF: one string per page, lines top to bottom. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  return document.getPages().map((page) => {
    const maps = fontMaps(page.node, document);
    const items = pageItems(streamText(page.node.get(PDFName.of('Contents')), document), maps);
    const lines = new Map<number, Item[]>();
    for (const item of items) {
      const key = Math.round(item.y);
      lines.set(key, [...(lines.get(key) ?? []), item]);
    }
    return [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, line]) =>
        line
          .sort((a, b) => a.x - b.x)
          .map((item) => item.text)
          .join(' '),
      )
      .join('\n');
  });
}
