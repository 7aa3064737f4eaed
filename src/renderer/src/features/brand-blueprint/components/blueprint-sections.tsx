import type { ReactNode } from 'react';
import type { Blueprint, BrandColor } from '@contracts/api/brand';
import { CopyButton } from './copy-button';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="border-border flex flex-col gap-3 border-t pt-5">
      <h3 id={id} className="text-muted-foreground text-xs font-semibold tracking-widest uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Ink or white on a swatch, whichever the server's contrast matrix rates higher. */
function labelColour(colour: BrandColor, blueprint: Blueprint): string {
  const on = (text: string) =>
    blueprint.contrast.find((pair) => pair.text === text && pair.background === colour.id)?.ratio ??
    0;
  const ink = blueprint.palette.find((entry) => entry.id === 'neutral-900');
  if (colour.id === 'white') return ink?.hex ?? '#111111';
  return on('white') >= (ink ? on(ink.id) : 0) ? '#ffffff' : (ink?.hex ?? '#111111');
}

function Swatch({ colour, blueprint }: { colour: BrandColor; blueprint: Blueprint }) {
  const rows: [string, string][] = [
    ['HEX', colour.hex.toUpperCase()],
    ['RGB', colour.rgb.join(' ')],
    ['CMYK', colour.cmyk.join(' ')],
    [
      'OKLCH',
      `${(colour.oklch[0] * 100).toFixed(1)}% ${colour.oklch[1].toFixed(3)} ${colour.oklch[2].toFixed(1)}`,
    ],
  ];
  return (
    <li
      className="border-border bg-surface-raised overflow-hidden rounded-xl border"
      data-testid="swatch"
    >
      <div
        className="flex h-20 flex-col justify-between p-2.5"
        style={{ backgroundColor: colour.hex, color: labelColour(colour, blueprint) }}
      >
        <span className="text-sm font-semibold">{colour.name}</span>
        <span className="text-[0.6875rem] capitalize opacity-90">{colour.role}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 p-2.5 text-[0.6875rem]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground font-semibold">{label}</dt>
            <dd className="text-foreground font-mono">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function Code({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <span className="text-foreground text-sm font-medium">{title}</span>
        <CopyButton text={text} label={`Copy the ${title}`} />
      </div>
      <pre
        // Scrollable: it takes focus so the keyboard can scroll it (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={title}
        className="border-border bg-background text-foreground focus-visible:ring-ring max-h-48 overflow-auto rounded-lg border p-3 font-mono text-[0.6875rem] leading-relaxed outline-none focus-visible:ring-2"
      >
        {text}
      </pre>
    </div>
  );
}

/** What the guideline holds: palette, contrast, type, voice, taglines and the code snippets. */
export function BlueprintSections({ blueprint }: { blueprint: Blueprint }) {
  const passing = blueprint.contrast.filter((pair) => pair.aa).length;
  const named = (id: string) => blueprint.palette.find((colour) => colour.id === id)?.name ?? id;
  const best = [...blueprint.contrast]
    .filter((pair) => pair.aa)
    .sort((a, b) => b.ratio - a.ratio)
    .filter(
      (pair, index, list) =>
        list.findIndex((other) => other.background === pair.background) === index,
    )
    .slice(0, 4);
  const { typography, voice } = blueprint;
  return (
    <div className="flex flex-col gap-5">
      <Section title="Palette" id="blueprint-palette">
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
          aria-label="Brand colours"
        >
          {blueprint.palette.map((colour) => (
            <Swatch key={colour.id} colour={colour} blueprint={blueprint} />
          ))}
        </ul>
        <p className="text-muted-foreground text-sm" data-testid="contrast-summary">
          {passing} of {blueprint.contrast.length} text and background pairs pass WCAG AA for body
          text. Best pairs:{' '}
          {best
            .map(
              (pair) =>
                `${named(pair.text)} on ${named(pair.background)} (${pair.ratio.toFixed(2)}:1)`,
            )
            .join(', ')}
          .
        </p>
      </Section>
      <Section title="Typography" id="blueprint-type">
        <p className="text-foreground text-sm">
          <strong>{typography.heading.family}</strong> for headings,{' '}
          <strong>{typography.body.family}</strong> for text · {typography.ratioName}
        </p>
        <p className="text-muted-foreground text-sm">{typography.rationale}</p>
        <p className="text-muted-foreground text-xs">
          {typography.scale.map((step) => `${step.label} ${step.size}px`).join(' · ')}
        </p>
      </Section>
      <Section title="Voice and tone" id="blueprint-voice">
        <p className="text-foreground text-sm leading-relaxed">{voice.summary}</p>
        <ul className="grid gap-3 sm:grid-cols-3" aria-label="Voice traits">
          {voice.traits.map((trait) => (
            <li key={trait.title} className="border-border rounded-lg border p-3">
              <p className="text-foreground text-sm font-semibold">{trait.title}</p>
              <p className="text-muted-foreground mt-1 text-xs">{trait.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Tagline ideas" id="blueprint-taglines">
        <ol className="text-foreground list-decimal space-y-1 pl-5 text-sm" data-testid="taglines">
          {blueprint.taglines.map((tagline) => (
            <li key={tagline}>{tagline}</li>
          ))}
        </ol>
      </Section>
      <Section title="For developers" id="blueprint-code">
        <Code title="CSS custom properties" text={blueprint.css} />
        <Code title="Tailwind theme" text={blueprint.tailwind} />
      </Section>
    </div>
  );
}
