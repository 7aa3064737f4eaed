// Reads what an upload really is from its first bytes, before anything decodes it: the format
// from the magic numbers (a renamed .exe or an SVG with a .png name is refused) and the
// dimensions from the header, so a decompression bomb never reaches a decoder or the server.
// Pure functions over bytes: unit-tested without a browser.

/** The formats every photo tool accepts (PHOTO_INPUT_LIMITS.formats). */
export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** Width and height in pixels. */
export type PixelSize = { width: number; height: number };

/** How many leading bytes are enough to sniff the format and read the dimensions. */
export const HEADER_BYTES = 64 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const jpegSignature = [0xff, 0xd8, 0xff] as const;
const riff = [0x52, 0x49, 0x46, 0x46] as const; // "RIFF"
const webp = [0x57, 0x45, 0x42, 0x50] as const; // "WEBP"

/** The format named by the magic numbers, or null for anything else (GIF, SVG, HEIC, text…). */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, pngSignature)) return 'png';
  if (startsWith(bytes, jpegSignature)) return 'jpeg';
  if (startsWith(bytes, riff) && startsWith(bytes, webp, 8)) return 'webp';
  return null;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function pngSize(bytes: Uint8Array): PixelSize | null {
  // The IHDR chunk is always first: length(4) "IHDR"(4) width(4) height(4).
  if (bytes.length < 24 || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return null;
  const data = view(bytes);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

/** SOF markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array): PixelSize | null {
  const data = view(bytes);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2; // markers without a length
      continue;
    }
    const length = data.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      return { height: data.getUint16(offset + 5), width: data.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 30) return null;
  const data = view(bytes);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ') {
    // Lossy: a key frame start code, then 14-bit width and height.
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
    const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
    return { width, height };
  }
  return null;
}

/** The pixel size written in the header, or null when the header cannot be read. */
export function readPixelSize(bytes: Uint8Array, format: PhotoFormat): PixelSize | null {
  const size =
    format === 'png' ? pngSize(bytes) : format === 'jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return null;
  return size;
}
