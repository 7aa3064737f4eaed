import { useId } from 'react';
import { cn } from '@/lib/cn';

/** One option of a vector tool's choice. */
export type VectorOption<Value extends string> = {
  value: Value;
  label: string;
  description?: string;
};

/**
 * A labelled group of native radio buttons drawn as chips (or tiles with a line each): arrow keys
 * move between options, and screen readers say "radio, n of m".
 */
export function VectorChoice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  tiles = false,
  inline = false,
  disabled = false,
}: {
  legend: string;
  name: string;
  value: Value;
  options: readonly VectorOption<Value>[];
  onChange: (value: Value) => void;
  tiles?: boolean;
  /** The legend beside the chips, on one line (a small control like the zoom). */
  inline?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className={cn('min-w-0', inline && 'flex items-center gap-2')}
      disabled={disabled}
      data-testid={`choice-${name}`}
    >
      <legend
        className={cn(
          'text-muted-foreground text-xs font-semibold tracking-widest uppercase',
          inline ? 'float-left mr-2' : 'mb-2',
        )}
      >
        {legend}
      </legend>
      <div
        className={cn(tiles ? 'grid grid-cols-2 gap-2 sm:grid-cols-3' : 'flex flex-wrap gap-1.5')}
      >
        {options.map((option) => {
          const checked = option.value === value;
          const inputId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={cn(
                'relative flex cursor-pointer rounded-xl border text-sm transition-colors',
                'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-background has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2',
                tiles ? 'flex-col items-start gap-0.5 p-3' : 'items-center px-3 py-1.5',
                checked
                  ? 'border-gold-400/70 bg-gold-400/12 text-gold-100'
                  : 'border-border bg-surface-raised text-foreground/85 hover:border-border-strong hover:text-foreground',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${id}-${name}`}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span className="font-medium">{option.label}</span>
              {tiles && option.description && (
                <span className="text-muted-foreground text-xs">{option.description}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
