import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, allFontFiles, faceFiles } from './catalogue.ts';
import { readFontFile } from './font-files.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const files = path.join(import.meta.dirname, 'files');

describe('shipped fonts', () => {
  it('are byte for byte the @fontsource files the catalogue names, each family with its licence', () => {
    const shipped = readdirSync(files).sort();
    const expected = [
      ...allFontFiles(),
      ...FONT_FAMILIES.map((family) => `LICENSE-${family.id}.txt`),
    ].sort();
    expect(shipped).toEqual(expected);
    for (const family of FONT_FAMILIES) {
      for (const weight of family.weights) {
        for (const file of faceFiles(family.id, weight)) {
          const original = readFileSync(
            path.join(root, 'node_modules/@fontsource', family.id, 'files', file),
          );
          expect(readFileSync(path.join(files, file)).equals(original), file).toBe(true);
        }
      }
      const pkg = JSON.parse(
        readFileSync(
          path.join(root, 'node_modules/@fontsource', family.id, 'package.json'),
          'utf8',
        ),
      ) as { license: string };
      expect(pkg.license, family.id).toBe(family.licence);
    }
  });

  it('parse with opentype.js and hold the glyphs of their subsets', async () => {
    const latin = parse(
      toArrayBuffer(await readFontFile('playfair-display-latin-700-normal.woff')),
    );
    expect(latin.charToGlyphIndex('A')).toBeGreaterThan(0);
    const cyrillic = parse(toArrayBuffer(await readFontFile('noto-sans-cyrillic-700-normal.woff')));
    expect(cyrillic.charToGlyphIndex('Ж')).toBeGreaterThan(0);
    expect(latin.charToGlyphIndex('Ж')).toBe(0);
  });

  it('refuses a file the catalogue does not ship', async () => {
    await expect(readFontFile('../../../package.json')).rejects.toThrow(/not a shipped font/);
  });
});

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
