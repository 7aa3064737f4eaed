// The ad renderer's fonts in a photo worker (issue #17): the faces a template style uses
// (AD_STYLE_FONTS — catalogue families shipped as WOFF files beside the functions) registered
// with Skia through @napi-rs/canvas's GlobalFonts, under the family names the renderer's CSS font
// strings ask for. Each face's subset files (latin, latin-ext) are registered once per worker:
// Skia keeps them for the life of the thread, so a later ad in the same style pays nothing.
//
// The files are read from the functions' fonts folder: in the sources beside this tree, in the
// built app from the supabase folder it ships (HIVE_SUPABASE_DIR, as the bundled functions do;
// src/main/built/function-source-url.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { faceFiles } from '../../../../supabase/functions/_shared/fonts/catalogue';
import {
  adFontFaces,
  type AdFontFace,
} from '../../../../supabase/functions/_shared/contracts/domain/ad-render';
import type { AdStyle } from '../../../../supabase/functions/_shared/contracts/api/ad-video';

const registered = new Map<string, Promise<void>>();

/** The folder of the shipped WOFF files. */
function fontsFolder(): string {
  const shipped = process.env.HIVE_SUPABASE_DIR;
  if (shipped) return join(shipped, 'functions', '_shared', 'fonts', 'files');
  return fileURLToPath(
    new URL('../../../../supabase/functions/_shared/fonts/files/', import.meta.url),
  );
}

async function registerFace(fontFace: AdFontFace): Promise<void> {
  // Skia is imported when an ad needs it, not when the worker starts (ad-video.ts).
  const { GlobalFonts } = await import('@napi-rs/canvas');
  for (const file of faceFiles(fontFace.id, fontFace.weight)) {
    const bytes = await readFile(join(fontsFolder(), file));
    const key = GlobalFonts.register(bytes, fontFace.family);
    if (!key) throw new Error(`Skia refused the font file ${file}`);
  }
}

/** Registers the faces an ad in `style` uses (once per worker); answers the milliseconds taken. */
export async function registerAdFonts(style: AdStyle): Promise<number> {
  const started = performance.now();
  await Promise.all(
    adFontFaces(style).map((fontFace) => {
      const key = `${fontFace.id}@${fontFace.weight}`;
      let done = registered.get(key);
      if (!done) {
        done = registerFace(fontFace);
        // A failed registration may be tried again by the next ad.
        done.catch(() => registered.delete(key));
        registered.set(key, done);
      }
      return done;
    }),
  );
  return performance.now() - started;
}
