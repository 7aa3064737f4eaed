import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One option of a choice group. */
export type Choice<Value extends string> = {
  value: Value;
  label: string;
  description?: string;
  icon?: ReactNode;
  badge?: ReactNode;
};

/**
 * A labelled group of native radio buttons styled as tiles or chips: arrow keys move between
 * options and screen readers announce "radio, n of m" without extra work.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  layout = 'chips',
  className,
  hideLegend = false,
}: {
  legend: string;
  name: string;
  value: Value;
  options: readonly Choice<Value>[];
  onChange: (value: Value) => void;
  layout?: 'chips' | 'tiles';
  className?: string;
  hideLegend?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend
        className={cn(
          'text-muted-foreground mb-2 text-xs font-semibold tracking-widest uppercase',
          hideLegend && 'sr-only',
        )}
      >
        {legend}
      </legend>
      <div
        className={cn(
          layout === 'tiles' ? 'grid grid-cols-2 gap-2 sm:grid-cols-3' : 'flex flex-wrap gap-2',
        )}
      >
        {options.map((option) => {
          const checked = option.value === value;
          const inputId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={cn(
                'relative flex cursor-pointer items-center gap-2 rounded-xl border text-sm transition-colors',
                'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-background has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2',
                layout === 'tiles' ? 'flex-col items-start p-3' : 'px-3 py-1.5',
                checked
                  ? 'border-gold-400/70 bg-gold-400/12 text-gold-100'
                  : 'border-border bg-surface-raised text-foreground/85 hover:border-border-strong hover:text-foreground',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span className="flex w-full items-center gap-2">
                {option.icon}
                <span className="font-medium">{option.label}</span>
                {option.badge}
              </span>
              {option.description && layout === 'tiles' && (
                <span className="text-muted-foreground text-xs leading-snug">
                  {option.description}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
