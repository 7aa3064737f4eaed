import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SvgColor } from './svg-text';

/** How many swatches are listed (a traced photo may use many more colours). */
const MAX_SWATCHES = 32;

/**
 * The SVG's colours as swatches, most used first. Each is a native colour picker: choosing a new
 * colour replaces that colour everywhere in the SVG (on the text, in this page).
 */
export function ColorSwatches({
  colors,
  onSwap,
  onReset,
  edited,
}: {
  colors: readonly SvgColor[];
  onSwap: (from: string, to: string) => void;
  onReset: () => void;
  edited: boolean;
}) {
  if (colors.length === 0) return null;
  const shown = colors.slice(0, MAX_SWATCHES);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-muted-foreground mb-2 flex w-full items-center justify-between text-xs font-semibold tracking-widest uppercase">
        Colours
      </legend>
      <ul className="flex flex-wrap gap-2" data-testid="svg-colors">
        {shown.map((entry, index) => (
          // By position: a swatch keeps its place (and its open picker) while its colour changes.
          <li key={index} className="flex flex-col items-center gap-1">
            <input
              type="color"
              value={entry.color}
              aria-label={`Replace colour ${entry.color}`}
              title={`${entry.color} · used ${entry.uses}×`}
              onChange={(event) => onSwap(entry.color, event.target.value)}
              className="border-border-strong focus-visible:ring-ring size-9 cursor-pointer rounded-md border bg-transparent p-0.5 outline-none focus-visible:ring-2"
              data-color={entry.color}
            />
            <span className="text-muted-foreground font-mono text-[0.6875rem]">{entry.color}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs">
          {colors.length > MAX_SWATCHES
            ? `The ${MAX_SWATCHES} most used of ${colors.length} colours. `
            : ''}
          Pick a swatch to replace that colour everywhere.
        </p>
        {edited && (
          <Button variant="ghost" size="sm" onClick={onReset}>
            <RotateCcw aria-hidden /> Reset colours
          </Button>
        )}
      </div>
    </fieldset>
  );
}
