// PNG in and out: fast-png (pure JavaScript) decodes every bit depth, grey, palette and
// transparency chunk into a premultiplied RGBA canvas; a canvas is written as PNG here (fflate's
// deflate), RGB when it is opaque (smaller) and RGBA when it is not.
import { convertIndexedToRgb, decode } from 'fast-png';
import { zlibSync } from 'fflate';
import type { Canvas } from './canvas.ts';

/** Decodes a PNG into a canvas; throws on a damaged file. */
export function decodePngCanvas(bytes: Uint8Array): Canvas {
  const png = decode(bytes);
  const { width, height } = png;
  let data = png.data;
  let channels = png.channels;
  if (png.palette) {
    // RGB or RGBA, as the palette and its transparency chunk say.
    data = convertIndexedToRgb(png);
    channels = data.length / (width * height);
  }
  let max = png.depth === 16 ? 65535 : 255;
  if (!png.palette && png.depth < 8) {
    // Grey at 1, 2 or 4 bits stays packed (rows padded to whole bytes): one value a pixel.
    data = unpackGrey(data as Uint8Array, width, height, png.depth);
    max = (1 << png.depth) - 1;
  }
  const transparent = !png.palette && png.transparency ? Array.from(png.transparency) : null;
  const canvas: Canvas = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const from = pixel * channels;
    let r: number;
    let g: number;
    let b: number;
    let a = max;
    if (channels <= 2) {
      r = g = b = data[from]!;
      if (channels === 2) a = data[from + 1]!;
      if (transparent && r === transparent[0]) a = 0;
    } else {
      r = data[from]!;
      g = data[from + 1]!;
      b = data[from + 2]!;
      if (channels === 4) a = data[from + 3]!;
      if (transparent && r === transparent[0] && g === transparent[1] && b === transparent[2])
        a = 0;
    }
    const alpha = a / max;
    const to = pixel * 4;
    canvas.data[to] = (r / max) * 255 * alpha;
    canvas.data[to + 1] = (g / max) * 255 * alpha;
    canvas.data[to + 2] = (b / max) * 255 * alpha;
    canvas.data[to + 3] = alpha * 255;
  }
  return canvas;
}

function unpackGrey(packed: Uint8Array, width: number, height: number, depth: number): Uint8Array {
  const values = new Uint8Array(width * height);
  const rowBytes = Math.ceil((width * depth) / 8);
  const perByte = 8 / depth;
  const mask = (1 << depth) - 1;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const byte = packed[y * rowBytes + Math.floor(x / perByte)]!;
      const shift = 8 - depth * ((x % perByte) + 1);
      values[y * width + x] = (byte >> shift) & mask;
    }
  return values;
}

/** True when every pixel is fully opaque. */
export function isOpaque(canvas: Canvas): boolean {
  for (let index = 3; index < canvas.data.length; index += 4)
    if (canvas.data[index] !== 255) return false;
  return true;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let crc = 0xffffffff;
  for (let index = start; index < end; index += 1)
    crc = CRC_TABLE[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length + 12);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index += 1) out[4 + index] = type.charCodeAt(index);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/**
 * Encodes a canvas as PNG (the format written directly: IHDR, one IDAT, IEND): straight
 * (un-premultiplied) colours, RGB when opaque, each row with the Sub filter (smaller files for
 * both flat artwork and photographic scenes) and deflated by fflate at `level` (a kit favours
 * speed).
 */
export function encodePngCanvas(canvas: Canvas, level: 1 | 3 | 6 | 9 = 3): Uint8Array {
  const opaque = isOpaque(canvas);
  const channels = opaque ? 3 : 4;
  const { width, height } = canvas;
  const stride = width * channels + 1;
  const raw = new Uint8Array(stride * height);
  const row = new Uint8Array(width * channels);
  const source = canvas.data;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 4;
      const to = x * channels;
      const a = source[from + 3]!;
      if (opaque || a === 255) {
        row[to] = source[from]!;
        row[to + 1] = source[from + 1]!;
        row[to + 2] = source[from + 2]!;
      } else if (a > 0) {
        const scale = 255 / a;
        row[to] = Math.min(255, Math.round(source[from]! * scale));
        row[to + 1] = Math.min(255, Math.round(source[from + 1]! * scale));
        row[to + 2] = Math.min(255, Math.round(source[from + 2]! * scale));
      } else {
        row[to] = row[to + 1] = row[to + 2] = 0;
      }
      if (!opaque) row[to + 3] = a;
    }
    // Sub filter: each byte minus the same channel of the pixel to its left.
    const start = y * stride;
    raw[start] = 1;
    for (let index = 0; index < row.length; index += 1)
      raw[start + 1 + index] =
        (row[index]! - (index >= channels ? row[index - channels]! : 0)) & 0xff;
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The width and height a PNG's header states (IHDR), or null when it is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes[0] !== 0x89 || bytes[1] !== 0x50 || bytes[2] !== 0x4e) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
