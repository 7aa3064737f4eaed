// The shipped font catalogue in the browser (supabase/functions/_shared/fonts): the page loads the
// very WOFF files the server draws with, bundled by Vite as assets (fetched only when a face is
// used), as FontFaces under the family's own name. The moodboard (its board, PNG and PDF) and the
// ad video's preview wait for them, so what the page draws matches what the server draws.
import {
  FONT_FAMILIES,
  faceFiles,
  isFontFamily,
  nearestWeight,
} from '../../../../../supabase/functions/_shared/fonts/catalogue.ts';
import type { FontFamilyId } from '../../../../../supabase/functions/_shared/fonts/catalogue.ts';

// Every shipped font file's URL, by file name (Vite rewrites them to hashed asset URLs).
const urls = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../../../supabase/functions/_shared/fonts/files/*.woff', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

/** A font as a page sets it: the CSS family (with fallbacks) and a weight the face ships. */
export type CatalogueFace = {
  id: FontFamilyId | null;
  family: string;
  css: string;
  weight: number;
};

const FALLBACK_CSS = `'Inter', 'Segoe UI', system-ui, sans-serif`;

/** The catalogue's family for a name the server sent ('Playfair Display' or 'playfair-display'). */
export function catalogueFamily(name: string): FontFamilyId | null {
  if (isFontFamily(name)) return name;
  const found = FONT_FAMILIES.find((family) => family.family.toLowerCase() === name.toLowerCase());
  return found ? found.id : null;
}

/** How a page sets a font named by family and weight. */
export function catalogueFace(font: { family: string; weight: number }): CatalogueFace {
  const id = catalogueFamily(font.family);
  if (!id) return { id: null, family: font.family, css: FALLBACK_CSS, weight: font.weight };
  const family = FONT_FAMILIES.find((entry) => entry.id === id)!.family;
  return {
    id,
    family,
    css: `'${family}', ${FALLBACK_CSS}`,
    weight: nearestWeight(id, font.weight),
  };
}

// The two subsets the board sets (the @fontsource ranges): a FontFace per file, so a face's
// glyphs are the union of its files, as on the server.
const SUBSET_RANGES: Record<string, string> = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
};

const loaded = new Map<string, Promise<void>>();

/** Loads one face's Latin files into the document; resolves when they are in. */
export function loadFace(face: CatalogueFace): Promise<void> {
  if (!face.id || typeof FontFace === 'undefined') return Promise.resolve();
  const key = `${face.id}@${face.weight}`;
  let promise = loaded.get(key);
  if (!promise) {
    const faces = faceFiles(face.id, face.weight).flatMap((file) => {
      const subset = Object.keys(SUBSET_RANGES).find((name) =>
        file.startsWith(`${face.id}-${name}-${face.weight}`),
      );
      const url = urls[file];
      if (!subset || !url) return [];
      return [
        new FontFace(face.family, `url(${url}) format('woff')`, {
          weight: String(face.weight),
          unicodeRange: SUBSET_RANGES[subset],
          display: 'swap',
        }),
      ];
    });
    promise = Promise.all(
      faces.map((fontFace) =>
        fontFace.load().then((ready) => {
          document.fonts.add(ready);
        }),
      ),
    ).then(
      () => undefined,
      (error: unknown) => {
        // The board still shows, in the fallback face.
        console.warn('A board font did not load:', error);
      },
    );
    loaded.set(key, promise);
  }
  return promise;
}

/** The bundled URL of one shipped font file (for the PDF, which embeds it). */
export function fontFileUrl(file: string): string | undefined {
  return urls[file];
}
