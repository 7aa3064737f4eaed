// The Brand Blueprint engine, pure TypeScript (Deno and Node alike): from the read logo and the
// brand's words, the palette (OKLCH), the contrast matrix (WCAG 2.x), the type pairing and scale,
// the voice and taglines (templates, improved by the hosted model when one is configured), the
// guideline PDF, the design tokens, the palette files and a cover picture. Progress is reported
// per section as it is really made; the signal is checked between sections and pages.
import { zipSync } from 'fflate';
import type { Blueprint, BrandBlueprintInput, BrandNotice, Voice } from '../contracts/api/brand.ts';
import { brandMessages } from '../contracts/api/brand.ts';
import { logoRules, type LogoReading } from './brand-logo.ts';
import { contrastMatrix } from './contrast.ts';
import { renderCover } from './cover.ts';
import { GUIDELINE_PAGES, renderGuideline } from './guideline.ts';
import { encodeAse, encodeGpl } from './palette-files.ts';
import { buildPalette } from './palette.ts';
import { cssVariables, designTokens, tailwindConfig, tailwindTheme } from './tokens.ts';
import { chooseTypography } from './typography.ts';
import { templateTaglines, templateVoice } from './voice.ts';
import type { BrandCopy, CopyBrief } from './text-model.ts';

/** The files a run makes, before they are stored. */
export type BlueprintFiles = {
  pdf: Uint8Array;
  tokens: string;
  kit: Uint8Array;
  cover: string;
};

export type BlueprintResult = {
  files: BlueprintFiles;
  blueprint: Omit<Blueprint, 'files'>;
  /** Who wrote the words: 'template' or 'hosted'. */
  writer: 'template' | 'hosted';
};

export type BlueprintOptions = {
  signal: AbortSignal;
  progress(percent: number): void;
  /** A pause between sections (BRAND_STEP_PAUSE_MS), abortable. */
  pause(): Promise<void>;
  /** The hosted model's better words, or null to keep the template's (its failure is its own). */
  improve?(brief: CopyBrief, signal: AbortSignal): Promise<BrandCopy | null>;
  /** Today, for the cover ("November 2026"). */
  now?: Date;
};

/** A file-name stem from the brand's name: "Acme & Co." → "acme-co". */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return stem || 'brand';
}

function stop(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new Error('cancelled');
}

/** Makes the whole blueprint. */
export async function makeBlueprint(
  input: BrandBlueprintInput,
  reading: LogoReading,
  options: BlueprintOptions,
): Promise<BlueprintResult> {
  const { signal } = options;
  const notices = new Set<BrandNotice>(reading.notices);
  const palette = buildPalette(reading.logo.colours, input.personality);
  const contrast = contrastMatrix(palette);
  const typography = chooseTypography(input.personality, input.industry);
  const rules = logoRules(reading.logo);
  options.progress(8);
  await options.pause();
  stop(signal);

  const words = {
    name: input.name,
    industry: input.industry,
    audience: input.audience,
    personality: input.personality,
  };
  let voice: Voice = templateVoice(words);
  let taglines = templateTaglines(words);
  let writer: 'template' | 'hosted' = 'template';
  if (options.improve) {
    const better = await options.improve({ ...words, draft: { voice, taglines } }, signal);
    if (better) {
      ({ voice, taglines } = better);
      writer = 'hosted';
    } else notices.add('voice_template');
  }
  options.progress(20);
  await options.pause();
  stop(signal);

  const tokenInput = { name: input.name, palette, typography, logo: rules };
  const tokens = designTokens(tokenInput);
  const css = cssVariables(tokenInput);
  const tailwind = tailwindTheme(tokenInput);
  const stem = fileStem(input.name);
  const now = options.now ?? new Date();
  const date = now.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const files = [
    { name: `${stem}-guidelines.pdf`, what: 'This guide, to share and print.' },
    {
      name: 'tokens.json',
      what: 'Design tokens in the W3C format (Figma Tokens, Style Dictionary, Penpot).',
    },
    { name: 'tokens.css', what: 'CSS custom properties: colours, fonts and the type scale.' },
    {
      name: 'tailwind-theme.css',
      what: 'A Tailwind CSS v4 @theme block (tailwind.config.js for v3).',
    },
    { name: `${stem}.ase`, what: 'Swatches for Illustrator, Photoshop and InDesign.' },
    { name: `${stem}.gpl`, what: 'A palette for GIMP, Inkscape and Krita.' },
  ];
  const guideline = await renderGuideline(
    {
      name: input.name,
      industry: input.industry,
      audience: input.audience,
      personality: input.personality,
      palette,
      contrast,
      typography,
      voice,
      taglines,
      rules,
      date,
      files,
      css,
    },
    reading.logo,
    {
      signal,
      pause: options.pause,
      progress: (done, total) => options.progress(20 + Math.round((done / total) * 65)),
    },
  );
  if (guideline.nameFallback) notices.add('name_fallback_font');
  stop(signal);

  const tokensJson = `${JSON.stringify(tokens, null, 2)}\n`;
  const encoder = new TextEncoder();
  const kit = zipSync(
    {
      [`${stem}-guidelines.pdf`]: [guideline.bytes, { level: 0 }],
      'tokens.json': encoder.encode(tokensJson),
      'tokens.css': encoder.encode(css),
      'tailwind-theme.css': encoder.encode(tailwind),
      'tailwind.config.js': encoder.encode(tailwindConfig(tokenInput)),
      [`${stem}.ase`]: encodeAse(input.name, palette),
      [`${stem}.gpl`]: encoder.encode(encodeGpl(input.name, palette)),
      'README.txt': encoder.encode(readme(input.name, files)),
    },
    { level: 6, mtime: now },
  );
  options.progress(90);
  const cover = await renderCover(input.name, reading.logo, palette, typography);
  options.progress(95);
  return {
    files: { pdf: guideline.bytes, tokens: tokensJson, kit, cover },
    writer,
    blueprint: {
      name: input.name,
      palette,
      contrast,
      typography,
      voice,
      taglines,
      writer,
      logo: { kind: reading.logo.kind, ...rules },
      css,
      tailwind,
      pages: [...GUIDELINE_PAGES],
      notices: [...notices],
    },
  };
}

function readme(name: string, files: { name: string; what: string }[]): string {
  return [
    `${name} brand kit`,
    '',
    ...files.map((file) => `${file.name}\n  ${file.what}`),
    'tailwind.config.js\n  The same theme for Tailwind CSS v3 (theme.extend).',
    '',
    `Made with Hive Studio Brand Blueprint. ${brandMessages.ready}`,
    '',
  ].join('\n');
}
