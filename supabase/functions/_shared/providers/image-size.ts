// The pixel size of a PNG, JPEG or WebP from its header bytes (no decoding), so a stored output
// can say how large it is (jobs.outputs width and height).

/** Width and height in pixels; 0 × 0 when the header cannot be read. */
export type ImageSize = { width: number; height: number };

const UNKNOWN: ImageSize = { width: 0, height: 0 };

function be16(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}
function le16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}
function le24(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
}

function pngSize(bytes: Uint8Array): ImageSize {
  if (bytes.length < 24) return UNKNOWN;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Walks the JPEG segments to the first start-of-frame marker. */
function jpegSize(bytes: Uint8Array): ImageSize {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return UNKNOWN;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { width: be16(bytes, at + 7), height: be16(bytes, at + 5) };
    at += 2 + be16(bytes, at + 2);
  }
  return UNKNOWN;
}

function webpSize(bytes: Uint8Array): ImageSize {
  if (bytes.length < 30) return UNKNOWN;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ')
    return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
    return {
      width: 1 + (((b1 & 0x3f) << 8) | b0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X') return { width: 1 + le24(bytes, 24), height: 1 + le24(bytes, 27) };
  return UNKNOWN;
}

/** The size of an image of a known type. */
export function imageSize(
  bytes: Uint8Array,
  contentType: 'image/png' | 'image/jpeg' | 'image/webp',
): ImageSize {
  if (contentType === 'image/png') return pngSize(bytes);
  if (contentType === 'image/jpeg') return jpegSize(bytes);
  return webpSize(bytes);
}
