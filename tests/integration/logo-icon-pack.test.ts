// The icon set's ZIP: every file at its size (PNGs drawn here by sharp from the real composer's
// SVGs), the .ico holding the 16, 32 and 48 px PNGs, and the manifest naming the app icons.
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  APP_ICON_SIZES,
  buildIconPack,
  FAVICON_SIZES,
  iconPackNames,
} from '../../src/renderer/src/features/logo-creator/lib/icon-pack';
import { icoFile, readIcoFile } from '../../src/renderer/src/features/logo-creator/lib/ico-file';

const symbol =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#1d3fbf"/></svg>';
const square =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#1d3fbf"/><circle cx="50" cy="50" r="30" fill="#fff"/></svg>';

const draw = async (svg: string, size: number) =>
  new Uint8Array(await sharp(Buffer.from(svg)).resize(size, size).png().toBuffer());

describe('the icon set', () => {
  it('holds every favicon and app icon at its size, an .ico of the favicons and a manifest', async () => {
    const zip = unzipSync(await buildIconPack('Acme', { favicon: symbol, appIcon: square }, draw));
    expect(Object.keys(zip).sort()).toEqual(iconPackNames().sort());
    for (const size of FAVICON_SIZES) {
      const meta = await sharp(Buffer.from(zip[`favicon-${size}x${size}.png`]!)).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
        'png',
        size,
        size,
        true,
      ]);
    }
    for (const size of APP_ICON_SIZES) {
      const name = size === 180 ? 'apple-touch-icon.png' : `icon-${size}x${size}.png`;
      const meta = await sharp(Buffer.from(zip[name]!)).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
    const ico = readIcoFile(zip['favicon.ico']!);
    expect(ico.map((image) => image.size)).toEqual([16, 32, 48]);
    for (const image of ico) {
      const meta = await sharp(Buffer.from(image.png)).metadata();
      expect([meta.format, meta.width]).toEqual(['png', image.size]);
    }
    const manifest = JSON.parse(new TextDecoder().decode(zip['site.webmanifest'])) as {
      icons: { sizes: string }[];
    };
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });

  it('writes 256 px as 0 in the icon directory and reads it back', () => {
    const png = new Uint8Array([1, 2, 3]);
    const bytes = icoFile([{ size: 256, png }]);
    expect(bytes[6]).toBe(0);
    expect(readIcoFile(bytes)).toEqual([{ size: 256, png }]);
    expect(() => icoFile([{ size: 300, png }])).toThrow();
  });
});
