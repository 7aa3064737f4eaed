// A Windows icon (.ico) holding PNG images (the format browsers and Windows Vista onwards read):
// a 6-byte header, one 16-byte entry per image, then the PNGs themselves.

/** One image of the icon: its side in pixels (1–256) and its PNG bytes. */
export type IcoImage = { size: number; png: Uint8Array };

/** The .ico file of the images, in the order given. */
export function icoFile(images: readonly IcoImage[]): Uint8Array {
  const headerBytes = 6 + images.length * 16;
  const total = headerBytes + images.reduce((sum, image) => sum + image.png.length, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = headerBytes;
  for (const [index, image] of images.entries()) {
    if (image.size < 1 || image.size > 256)
      throw new Error(`an icon image is 1–256 px, not ${image.size}`);
    const entry = 6 + index * 16;
    // 0 means 256.
    view.setUint8(entry, image.size % 256);
    view.setUint8(entry + 1, image.size % 256);
    view.setUint8(entry + 2, 0);
    view.setUint8(entry + 3, 0);
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.length;
  }
  return bytes;
}

/** The images an .ico file holds (their sides and PNG bytes), for checks. */
export function readIcoFile(bytes: Uint8Array): IcoImage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1)
    throw new Error('not an icon file');
  return Array.from({ length: view.getUint16(4, true) }, (_, index) => {
    const entry = 6 + index * 16;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    return { size: view.getUint8(entry) || 256, png: bytes.slice(offset, offset + length) };
  });
}
