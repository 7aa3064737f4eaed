// The shipped fonts as the PDFs use them (Brand Blueprint's guideline, invoices): each face is
// the union of its subset files (@fontsource splits latin, latin-ext, cyrillic…), read with
// fontkit (WOFF) to know which characters each file has. A string is set in runs, each in the first file that has its
// characters: the face's own subsets, then Noto Sans (Latin, Greek, Cyrillic, Vietnamese).
import fontkit from '@pdf-lib/fontkit';
import type { Font } from '@pdf-lib/fontkit';
import { FALLBACK_FONT, faceFiles, nearestWeight, type FontFamilyId } from './catalogue.ts';
import { readFontFile } from './font-files.ts';
import { woffToSfnt } from './woff.ts';

/** One shipped subset file, unpacked from WOFF and parsed. */
export type FontFile = { name: string; bytes: Uint8Array; font: Font; characters: Set<number> };

const parsed = new Map<string, Promise<FontFile>>();

/** A shipped file, read and parsed once per process. */
export function loadFontFile(name: string): Promise<FontFile> {
  let file = parsed.get(name);
  if (!file) {
    file = readFontFile(name).then((woff) => {
      const bytes = woffToSfnt(woff);
      const font = fontkit.create(bytes);
      return { name, bytes, font, characters: new Set(font.characterSet) };
    });
    parsed.set(name, file);
  }
  return file;
}

/** A face's own subset files, in the order runs try them. */
export function ownFiles(id: FontFamilyId, weight: number): Promise<FontFile[]> {
  return Promise.all(faceFiles(id, weight).map(loadFontFile));
}

/** The fallback face's files at the nearest weight (none for the fallback itself). */
export function fallbackFiles(id: FontFamilyId, weight: number): Promise<FontFile[]> {
  if (id === FALLBACK_FONT) return Promise.resolve([]);
  return Promise.all(
    faceFiles(FALLBACK_FONT, nearestWeight(FALLBACK_FONT, weight)).map(loadFontFile),
  );
}

/** A face's files, then the fallback's, in the order runs try them. */
export async function faceChain(id: FontFamilyId, weight: number): Promise<FontFile[]> {
  return [...(await ownFiles(id, weight)), ...(await fallbackFiles(id, weight))];
}

/**
 * The files needed to set `text` in a face: its own, plus the fallback's only when some letter is
 * missing from them (the fallback's six subsets are read only for names that need them).
 */
export async function chainFor(
  id: FontFamilyId,
  weight: number,
  text: string,
): Promise<FontFile[]> {
  const own = await ownFiles(id, weight);
  return missingLetters(text, own) ? [...own, ...(await fallbackFiles(id, weight))] : own;
}

/** Characters that never need a glyph (spaces are measured, not drawn). */
const BLANK = /\s/u;

/** Splits text into runs, each with the index of the first file in `chain` that has its letters. */
export function splitRuns(
  text: string,
  chain: readonly FontFile[],
): { file: number; text: string }[] {
  const runs: { file: number; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let file = chain.findIndex((entry) => entry.characters.has(code));
    if (file < 0) file = BLANK.test(char) ? (runs.at(-1)?.file ?? 0) : -1;
    const last = runs.at(-1);
    if (last && last.file === file) last.text += char;
    else runs.push({ file, text: char });
  }
  return runs;
}

/** The letters of `text` no file of the chain can set (deduplicated, in order). */
export function missingLetters(text: string, chain: readonly FontFile[]): string {
  const missing = new Set<string>();
  for (const char of text) {
    if (BLANK.test(char)) continue;
    const code = char.codePointAt(0)!;
    if (!chain.some((entry) => entry.characters.has(code))) missing.add(char);
  }
  return [...missing].join('');
}
