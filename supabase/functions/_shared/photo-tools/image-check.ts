// Upload checks run in the function before anything is charged: base64 decoding, the type
// from the bytes (never a name or a declared MIME type), the byte size, and the pixel count read
// from the header, so a decompression bomb is refused without decoding it. Pure TypeScript, so
// it runs the same under Deno and in Hive Local's functions host.
import { PHOTO_INPUT_LIMITS } from '../contracts/api/photo-tools.ts';
import { enhancementMessages, sizeMessages } from './messages.ts';

/** An accepted image's type and size. */
export type ImageFacts = {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
};

/** Why an upload was refused: a stable code and the message to show. */
export type UploadRefusal = { code: UploadRefusalCode; message: string; status: 400 | 413 };
export type UploadRefusalCode =
  | 'empty_file'
  | 'invalid_base64'
  | 'unsupported_type'
  | 'svg_not_allowed'
  | 'file_too_large'
  | 'too_many_pixels'
  | 'corrupt_image';

const refusals: Record<UploadRefusalCode, Omit<UploadRefusal, 'code'>> = {
  empty_file: { message: enhancementMessages.uploadFirst, status: 400 },
  invalid_base64: { message: enhancementMessages.invalidImage, status: 400 },
  unsupported_type: { message: enhancementMessages.invalidImage, status: 400 },
  svg_not_allowed: { message: enhancementMessages.invalidImage, status: 400 },
  file_too_large: { message: sizeMessages.tooLarge, status: 413 },
  too_many_pixels: { message: sizeMessages.tooManyPixels, status: 413 },
  corrupt_image: { message: sizeMessages.unreadable, status: 400 },
};

/** The refusal for a code. */
export function refusal(code: UploadRefusalCode): UploadRefusal {
  return { code, ...refusals[code] };
}

/** Decodes base64 (a `data:` URL prefix is allowed) without Node's Buffer; null when it is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const body = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) return null;
  try {
    const binary = atob(body);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/** Checks an upload; returns its facts or the refusal to answer with. */
export function checkUpload(
  bytes: Uint8Array,
): { ok: true; facts: ImageFacts } | { ok: false; refusal: UploadRefusal } {
  const refuse = (code: UploadRefusalCode) => ({ ok: false as const, refusal: refusal(code) });
  if (bytes.length === 0) return refuse('empty_file');
  if (bytes.length > PHOTO_INPUT_LIMITS.maxBytes) return refuse('file_too_large');
  const header = readHeader(bytes);
  if (header === 'svg') return refuse('svg_not_allowed');
  if (header === 'unknown') return refuse('unsupported_type');
  if (header === 'corrupt') return refuse('corrupt_image');
  if (header.width * header.height > PHOTO_INPUT_LIMITS.maxPixels) return refuse('too_many_pixels');
  return { ok: true, facts: header };
}

/** The type and size of a PNG, JPEG or WebP from its header, or null (e.g. for a provider's answer). */
export function imageFacts(bytes: Uint8Array): ImageFacts | null {
  const header = readHeader(bytes);
  return typeof header === 'string' ? null : header;
}

type Header = ImageFacts | 'svg' | 'unknown' | 'corrupt';

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

function readHeader(bytes: Uint8Array): Header {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') {
    if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return 'corrupt';
    return sized('image/png', view.getUint32(16), view.getUint32(20));
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return jpegSize(bytes, view);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return webpSize(bytes, view);
  const text = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<(\?xml|svg|!doctype svg)/i.test(text) || /<svg[\s>]/i.test(text)) return 'svg';
  return 'unknown';
}

function sized(type: ImageFacts['type'], width: number, height: number): Header {
  return width > 0 && height > 0 ? { type, width, height } : 'corrupt';
}

/** Walks the JPEG markers to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array, view: DataView): Header {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return 'corrupt';
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized('image/jpeg', view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    if (marker === 0xda || marker === 0xd9) return 'corrupt';
    offset += 2 + view.getUint16(offset + 2);
  }
  return 'corrupt';
}

function webpSize(bytes: Uint8Array, view: DataView): Header {
  if (bytes.length < 30) return 'corrupt';
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return 'corrupt';
    return sized(
      'image/webp',
      view.getUint16(26, true) & 0x3fff,
      view.getUint16(28, true) & 0x3fff,
    );
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return 'corrupt';
    const bits = view.getUint32(21, true);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return sized('image/webp', width, height);
  }
  return 'corrupt';
}
