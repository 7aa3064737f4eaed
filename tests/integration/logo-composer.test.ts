// The logo composer on its own (the code the server's candidates and the browser's fine-tuning
// share), with the shipped fonts read from disk: its SVGs render pixel for pixel the same on a
// machine with no fonts installed (sharp in a child process whose fontconfig knows no fonts; a
// <text> control proves that machine really has none), six candidates look clearly different,
// GPOS kerning is applied (extension lookups included), line icons take the type's stem weight,
// the black, white, symbol and app-icon versions are what they say, and letters no font draws
// are refused.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateLogoRequestSchema,
  LOGO_STYLES,
  logoDesignSchema,
  type LogoDesign,
} from '../../supabase/functions/_shared/contracts/api/logo';
import { readFontFile } from '../../supabase/functions/_shared/fonts/font-files';
import {
  composeLogo,
  loadLogoFaces,
  stemShare,
  UnsupportedLetters,
} from '../../supabase/functions/_shared/logo/compose/compose-logo';
import { FontLibrary, glyphFor } from '../../supabase/functions/_shared/logo/compose/font-library';
import { contrastRatio } from '../../supabase/functions/_shared/contracts/domain/colour';
import { setText } from '../../supabase/functions/_shared/logo/compose/outline-text';
import { planLocal } from '../../supabase/functions/_shared/logo/local-engine';
import { sanitizeSvg } from '../../supabase/functions/_shared/svg/sanitize-svg';

const ROOT = resolve(import.meta.dirname, '../..');
let library: FontLibrary;
let candidates: LogoDesign[];

beforeAll(() => {
  library = new FontLibrary(readFontFile);
  candidates = planLocal(
    generateLogoRequestSchema.parse({
      name: 'Harbour & Pine',
      tagline: 'Coastal goods',
      industry: 'boat shop',
      style: 'vintage',
    }),
    4242,
  );
});

async function compose(design: LogoDesign, options: Parameters<typeof composeLogo>[2] = {}) {
  return composeLogo(design, await loadLogoFaces(library, design), options);
}

/** RGBA pixels of an SVG drawn by sharp (librsvg) at 512 px wide. */
async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(512).ensureAlpha().raw().toBuffer();
}

/**
 * The same drawing made in a child process whose fontconfig has no font directory at all: what a
 * machine with no fonts installed would show.
 */
function pixelsWithoutFonts(svgs: string[]): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'no-fonts-'));
  const config = join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><fontconfig><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  const input = join(dir, 'svgs.json');
  writeFileSync(input, JSON.stringify(svgs));
  const script = `
    import sharp from 'sharp';
    import { readFileSync } from 'node:fs';
    const svgs = JSON.parse(readFileSync(process.argv[1], 'utf8'));
    const out = [];
    for (const svg of svgs) out.push((await sharp(Buffer.from(svg)).resize(512).ensureAlpha().raw().toBuffer()).toString('base64'));
    process.stdout.write(JSON.stringify(out));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, input], {
    cwd: ROOT,
    env: { ...process.env, FONTCONFIG_FILE: config },
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8',
  });
  expect(child.status, child.stderr).toBe(0);
  return (JSON.parse(child.stdout) as string[]).map((data) => Buffer.from(data, 'base64'));
}

function inkPixels(rgba: Buffer): number {
  let count = 0;
  for (let at = 3; at < rgba.length; at += 4) if (rgba[at]! > 0) count += 1;
  return count;
}

describe('the logo composer', () => {
  it('draws the six candidates as outlines that render the same with no fonts installed', async () => {
    const svgs = await Promise.all(candidates.map(async (design) => (await compose(design)).svg));
    const control =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><text x="10" y="50" font-size="40">Harbour</text></svg>';
    const [withoutControl, ...without] = pixelsWithoutFonts([control, ...svgs]);
    // The control: text needs a font, and this machine has none (it draws nothing, or boxes).
    const withFontsControl = await pixels(control);
    expect(inkPixels(withFontsControl)).toBeGreaterThan(100);
    expect(withoutControl!.equals(withFontsControl)).toBe(false);
    for (const [index, svg] of svgs.entries()) {
      expect(svg).not.toMatch(/<text[\s>]|font-family/);
      const withFonts = await pixels(svg);
      expect(inkPixels(withFonts)).toBeGreaterThan(2000);
      expect(without[index]!.equals(withFonts), `candidate ${index + 1}`).toBe(true);
    }
  });

  it('makes six clearly different candidates in every style, whatever the symbol', async () => {
    const runs = LOGO_STYLES.flatMap((style) =>
      (['auto', 'monogram', 'none'] as const).map((kind) =>
        planLocal(
          generateLogoRequestSchema.parse({
            name: 'Harbour & Pine',
            tagline: 'Coastal goods',
            industry: 'boat shop',
            style,
            symbol: { kind },
          }),
          7,
        ),
      ),
    );
    const alike: string[] = [];
    for (const designs of runs) {
      const drawn = await Promise.all(
        designs.map(async (design) =>
          sharp(Buffer.from((await compose(design)).svg))
            .resize(160, 160, { fit: 'contain', background: '#ffffff' })
            .flatten({ background: '#ffffff' })
            .greyscale()
            .raw()
            .toBuffer(),
        ),
      );
      expect(drawn).toHaveLength(6);
      for (let a = 0; a < drawn.length; a += 1)
        for (let b = a + 1; b < drawn.length; b += 1) {
          // Of the pixels either logo inks, the share that differs between the two.
          let inked = 0;
          let changed = 0;
          for (let at = 0; at < drawn[a]!.length; at += 1) {
            if (drawn[a]![at]! > 200 && drawn[b]![at]! > 200) continue;
            inked += 1;
            if (Math.abs(drawn[a]![at]! - drawn[b]![at]!) > 48) changed += 1;
          }
          const which = `${designs[0]!.style}/${designs[0]!.symbol.kind}: ${a + 1} and ${b + 1}`;
          if (changed / inked < 0.5)
            alike.push(`${which} (${Math.round((changed / inked) * 100)} %)`);
        }
    }
    expect(alike).toEqual([]);
  });

  it('kerns with the fonts’ GPOS pairs, extension lookups included', async () => {
    // Inter, Playfair Display and Montserrat wrap their kerning in extension lookups (type 9).
    for (const family of ['inter', 'playfair-display', 'montserrat', 'roboto-slab'] as const) {
      const face = await library.face(family, 700);
      const pair = setText(face, 'AV', 100, 0);
      const alone = ['A', 'V'].map((letter) => setText(face, letter, 100, 0).width);
      expect(pair.width, family).toBeLessThan(alone[0]! + alone[1]! - 1);
      const tracked = setText(face, 'AV', 100, 0.2);
      expect(tracked.width - pair.width).toBeCloseTo(20, 5);
    }
  });

  it('draws line icons at the stem weight of the name’s type', async () => {
    const design = candidates.find(
      (item) => item.layout === 'symbol-left' && item.symbol.kind === 'icon',
    );
    const outline = logoDesignSchema.parse({
      ...design,
      style: 'minimal',
      font: { family: 'inter', weight: 600 },
      symbol: {
        kind: 'icon',
        id: 'lucide:anchor',
        body: '<path fill="none" stroke="currentColor" stroke-width="2" d="M12 6v16m7-9h2a1 1 0 0 1 0 2h-2M5 13H3a1 1 0 0 0 0 2h2"/>',
        size: 24,
        filled: false,
      },
    });
    const faces = await loadLogoFaces(library, outline);
    const stem = stemShare(faces.name) * 100;
    // Inter SemiBold's stem, measured from its "l", is about 13 % of the em.
    expect(stem).toBeGreaterThan(10);
    expect(stem).toBeLessThan(16);
    const svg = composeLogo(outline, faces).svg;
    const [, scale] = /scale\(([\d.]+)\)/.exec(svg)!;
    const [, width] = /stroke-width="([\d.]+)"/.exec(svg)!;
    expect(Number(width) * Number(scale)).toBeCloseTo(stem * 0.9, 0);
  });

  it('draws black, white, symbol-only and app-icon versions', async () => {
    const design = candidates[1]!;
    const fills = (svg: string) =>
      new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,6})"/g)].map((m) => m[1]));
    const black = (await compose(design, { tone: 'black' })).svg;
    const white = (await compose(design, { tone: 'white' })).svg;
    // Colours besides the masks' own black and white cut-outs.
    expect([...fills(black)].filter((c) => !['#fff', '#000'].includes(c!))).toEqual(['#111111']);
    expect([...fills(white)].filter((c) => !['#fff', '#000'].includes(c!))).toEqual(['#ffffff']);
    const symbol = await compose(design, { part: 'symbol', pixels: 512 });
    expect([symbol.width, symbol.height]).toEqual([512, 512]);
    const icon = await compose(design, { part: 'app-icon', pixels: 1024 });
    expect([icon.width, icon.height]).toEqual([1024, 1024]);
    // The app icon fills its square: no transparent corner.
    const rgba = await sharp(Buffer.from(icon.svg)).ensureAlpha().raw().toBuffer();
    expect(rgba[3]).toBe(255);
    // Sanitising keeps the drawing: the stored copy and the browser's copy look the same.
    const full = (await compose(design)).svg;
    expect((await pixels(sanitizeSvg(full))).equals(await pixels(full))).toBe(true);
  });

  it('keeps words readable on white and sets Greek in Noto Sans, but refuses letters no font has', async () => {
    for (const design of candidates)
      expect(contrastRatio(design.colors.ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const greek = logoDesignSchema.parse({ ...candidates[0], name: 'Ωμέγα' });
    const faces = await loadLogoFaces(library, greek);
    expect(faces.fallback).toBe(true);
    expect(faces.name.family).toBe('noto-sans');
    expect(glyphFor(faces.name, 'Ω')).not.toBeNull();
    const japanese = logoDesignSchema.parse({ ...candidates[0], name: '港と松' });
    const refused = await loadLogoFaces(library, japanese).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnsupportedLetters);
    expect((refused as UnsupportedLetters).characters).toEqual(['港', 'と', '松']);
  });
});
