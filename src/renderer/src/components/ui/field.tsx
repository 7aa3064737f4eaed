import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The app's text input look. */
export const inputClassName =
  'border-border bg-surface-raised text-foreground placeholder:text-subtle-foreground h-11 w-full rounded-lg border px-3.5 text-[0.9375rem] transition-colors outline-none hover:border-border-strong focus-visible:border-gold-400/70 focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface read-only:text-muted-foreground aria-invalid:border-red-400/70';

/** A styled text input. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClassName, className)} {...props} />;
}

/**
 * A labelled input with an optional hint and error, wired for screen readers (the label names
 * the input; hint and error describe it; an error marks it invalid).
 */
export function Field({
  label,
  hint,
  error,
  action,
  className,
  ...inputProps
}: Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Something beside the label, e.g. a "Forgot password?" link. */
  action?: ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-foreground/90 text-sm font-medium">
          {label}
        </label>
        {action}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs leading-relaxed">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
