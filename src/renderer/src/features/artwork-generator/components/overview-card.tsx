import { findStyle, findVariant } from '@contracts/domain/styles';
import { isUltraStyle, resolutionLabel, resultCardLabel } from '@contracts/domain/generation';
import { useAtomValue } from '@/lib/state';
import { choiceAtom, settingsAtom } from '../stores/generator-atoms';
import { GENERATION_TYPE_LABELS } from './type-picker';

/** Image type labels (spec 2.7): the standard set; the 4K and 8K sets are prefixed. */
export function imageTypeLabels(style: string): string[] {
  return [0, 1, 2].map((index) => resultCardLabel(style, index));
}

/** Quality label for a style. */
export function qualityLabel(style: string): string {
  if (style === '4k-ultra') return '4K Ultra';
  if (style === '8k-ultra') return '8K Ultra';
  return 'Standard';
}

/** Generation Overview (spec 2.7): type, resolution, quality and style at a glance. */
export function OverviewCard() {
  const choice = useAtomValue(choiceAtom);
  const settings = useAtomValue(settingsAtom);
  const style = findStyle(choice.style);
  const variant = style ? findVariant(style, choice.variant) : undefined;
  const rows: [string, string][] = [
    ['Type', GENERATION_TYPE_LABELS[choice.type]],
    ['Resolution', resolutionLabel()],
    ['Aspect ratio', settings.aspectRatio],
    ['Quality', `${qualityLabel(choice.style)} · ${settings.generationMode}`],
    [
      'Style',
      style
        ? style.variants.length > 1 && variant
          ? `${style.label} · ${variant.label}`
          : style.label
        : choice.style,
    ],
    ['Image types', imageTypeLabels(choice.style).join(', ')],
  ];
  return (
    <section
      aria-labelledby="overview-title"
      className="rounded-card border-border bg-surface/80 border p-5"
    >
      <h2 id="overview-title" className="text-foreground text-sm font-semibold">
        Generation Overview
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-subtle-foreground text-[0.6875rem] font-semibold tracking-widest uppercase">
              {term}
            </dt>
            <dd className="text-foreground truncate" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {isUltraStyle(choice.style) && (
        <p className="text-gold-300 mt-3 text-xs">
          Ultra settings: cinematic, 3 images, your ratio, contrast and mode.
        </p>
      )}
    </section>
  );
}
