// The icon set of a logo, as one ZIP: favicon.ico (16, 32 and 48 px) and the same favicons as
// PNGs (the symbol on transparency, with heavier lines so it reads at 16 px), the app icons from
// 64 to 1024 px (the symbol on a full square of the logo's colour; 180 px is Apple's touch icon)
// and a web manifest naming the 192 and 512 px icons.
import { zipSync } from 'fflate';
import { icoFile } from './ico-file';

export const FAVICON_SIZES = [16, 32, 48] as const;
export const APP_ICON_SIZES = [64, 128, 180, 192, 256, 512, 1024] as const;

/** Draws an SVG at a square size as PNG bytes (the browser's canvas, or sharp in a test). */
export type DrawPng = (svg: string, size: number) => Promise<Uint8Array>;

/** The file names in the set, in the ZIP's order. */
export function iconPackNames(): string[] {
  return [
    'favicon.ico',
    ...FAVICON_SIZES.map((size) => `favicon-${size}x${size}.png`),
    ...APP_ICON_SIZES.map((size) =>
      size === 180 ? 'apple-touch-icon.png' : `icon-${size}x${size}.png`,
    ),
    'site.webmanifest',
  ];
}

/** Builds the set: `favicon` is the symbol for tiny sizes, `appIcon` the full-square icon. */
export async function buildIconPack(
  name: string,
  svgs: { favicon: string; appIcon: string },
  draw: DrawPng,
): Promise<Uint8Array> {
  const favicons = await Promise.all(FAVICON_SIZES.map((size) => draw(svgs.favicon, size)));
  const apps = await Promise.all(APP_ICON_SIZES.map((size) => draw(svgs.appIcon, size)));
  const files: Record<string, Uint8Array> = {
    'favicon.ico': icoFile(FAVICON_SIZES.map((size, index) => ({ size, png: favicons[index]! }))),
  };
  FAVICON_SIZES.forEach((size, index) => (files[`favicon-${size}x${size}.png`] = favicons[index]!));
  APP_ICON_SIZES.forEach((size, index) => {
    files[size === 180 ? 'apple-touch-icon.png' : `icon-${size}x${size}.png`] = apps[index]!;
  });
  const manifest = {
    name,
    icons: [192, 512].map((size) => ({
      src: `icon-${size}x${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
  files['site.webmanifest'] = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  return zipSync(files, { level: 6 });
}
