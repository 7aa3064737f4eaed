// The guideline as code: design tokens in the W3C Design Tokens Community Group format (2025.10:
// colours as `{ colorSpace, components, hex }`, dimensions as `{ value, unit }`, typography as a
// composite of references), the same values as CSS custom properties, and a Tailwind theme (v4's
// `@theme` block, and a v3 `theme.extend` for older projects).
import type { BrandColor, Typography } from '../contracts/api/brand.ts';
import { oklchCss } from './brand-colour.ts';

export type TokenInput = {
  name: string;
  palette: readonly BrandColor[];
  typography: Typography;
  logo: { clearSpace: number; minWidthPx: number; minWidthMm: number };
};

const round = (value: number, places = 4) => Number(value.toFixed(places));

/** Where a colour sits in the token tree: color.brand.primary, color.neutral.900, color.accent. */
function colourPath(colour: BrandColor): [string, string] {
  if (colour.role === 'neutral') return ['neutral', colour.id.replace(/^neutral-/, '')];
  if (colour.role === 'accent') return ['accent', 'default'];
  return ['brand', colour.id];
}

/** The DTCG token file as an object (JSON.stringify it to store). */
export function designTokens(input: TokenInput): Record<string, unknown> {
  const colour: Record<string, Record<string, unknown>> = {};
  for (const entry of input.palette) {
    const [group, key] = colourPath(entry);
    colour[group] ??= {};
    colour[group][key] = {
      $type: 'color',
      $value: {
        colorSpace: 'srgb',
        components: entry.rgb.map((channel) => round(channel / 255)),
        hex: entry.hex,
      },
      $description: entry.name,
      $extensions: {
        'studio.hive.brand': { oklch: entry.oklch, cmyk: entry.cmyk, role: entry.role },
      },
    };
  }
  const { heading, body, bodyStrong, scale } = input.typography;
  const typography: Record<string, unknown> = {};
  for (const step of scale)
    typography[step.token] = {
      $type: 'typography',
      $description: step.label,
      $value: {
        fontFamily: `{font.family.${step.font}}`,
        fontSize: { value: step.size, unit: 'px' },
        fontWeight: step.weight,
        letterSpacing: { value: step.letterSpacing, unit: 'em' },
        lineHeight: step.lineHeight,
      },
    };
  return {
    $description: `${input.name} brand tokens (Hive Studio Brand Blueprint)`,
    color: colour,
    font: {
      family: {
        heading: { $type: 'fontFamily', $value: heading.stack },
        body: { $type: 'fontFamily', $value: body.stack },
      },
      weight: {
        heading: { $type: 'fontWeight', $value: heading.weight },
        body: { $type: 'fontWeight', $value: body.weight },
        strong: { $type: 'fontWeight', $value: bodyStrong.weight },
      },
    },
    typography,
    logo: {
      'clear-space': {
        $type: 'number',
        $value: input.logo.clearSpace,
        $description: 'Clear space on every side, as a share of the logo’s height',
      },
      'min-width': {
        $type: 'dimension',
        $value: { value: input.logo.minWidthPx, unit: 'px' },
        $description: `Smallest width on screen (${input.logo.minWidthMm} mm in print)`,
      },
    },
  };
}

/** A CSS custom property name for a colour: --color-primary, --color-neutral-900, --color-accent. */
export function cssColourName(colour: BrandColor): string {
  return `--color-${colour.id}`;
}

const family = (stack: readonly string[]) =>
  stack.map((name) => (/^[a-z-]+$/.test(name) ? name : `"${name}"`)).join(', ');

/** The tokens as CSS custom properties on :root. */
export function cssVariables(input: TokenInput): string {
  const lines = [`/* ${input.name} brand tokens (Hive Studio Brand Blueprint) */`, ':root {'];
  for (const colour of input.palette)
    lines.push(
      `  ${cssColourName(colour)}: ${colour.hex}; /* ${colour.name} · ${oklchCss(colour.oklch)} */`,
    );
  const { heading, body, scale } = input.typography;
  lines.push(`  --font-heading: ${family(heading.stack)};`);
  lines.push(`  --font-body: ${family(body.stack)};`);
  lines.push(`  --font-weight-heading: ${heading.weight};`);
  for (const step of scale) {
    lines.push(`  --text-${step.token}: ${round(step.size / 16, 4)}rem; /* ${step.size}px */`);
    lines.push(`  --leading-${step.token}: ${step.lineHeight};`);
  }
  lines.push(`  --logo-min-width: ${input.logo.minWidthPx}px;`);
  lines.push('}', '');
  return lines.join('\n');
}

/** Tailwind CSS v4: a `@theme` block (colours become bg-primary, text-neutral-900, font-heading…). */
export function tailwindTheme(input: TokenInput): string {
  const lines = [
    `/* ${input.name}: paste into your main CSS file after @import "tailwindcss"; */`,
    '@theme {',
  ];
  for (const colour of input.palette) lines.push(`  ${cssColourName(colour)}: ${colour.hex};`);
  lines.push(`  --font-heading: ${family(input.typography.heading.stack)};`);
  lines.push(`  --font-body: ${family(input.typography.body.stack)};`);
  for (const step of input.typography.scale) {
    lines.push(`  --text-${step.token}: ${round(step.size / 16, 4)}rem;`);
    lines.push(`  --text-${step.token}--line-height: ${step.lineHeight};`);
  }
  lines.push('}', '');
  return lines.join('\n');
}

/** Tailwind CSS v3: `theme.extend` for tailwind.config.js. */
export function tailwindConfig(input: TokenInput): string {
  const colors: Record<string, string> = {};
  for (const colour of input.palette) colors[colour.id] = colour.hex;
  const fontSize: Record<string, [string, { lineHeight: string }]> = {};
  for (const step of input.typography.scale)
    fontSize[step.token] = [
      `${round(step.size / 16, 4)}rem`,
      { lineHeight: String(step.lineHeight) },
    ];
  const extend = {
    colors,
    fontFamily: { heading: input.typography.heading.stack, body: input.typography.body.stack },
    fontSize,
  };
  return [
    `// ${input.name} brand theme for Tailwind CSS v3 (Hive Studio Brand Blueprint)`,
    `/** @type {import('tailwindcss').Config} */`,
    `export default {`,
    `  theme: {`,
    `    extend: ${JSON.stringify(extend, null, 2).replace(/\n/g, '\n    ')},`,
    `  },`,
    `};`,
    '',
  ].join('\n');
}
