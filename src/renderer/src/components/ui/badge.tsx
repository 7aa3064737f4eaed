import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Badge styles: New, Pro, status and neutral chips. */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[0.6875rem] leading-4 font-semibold tracking-wide whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-gold-400/40 bg-gold-400/12 text-gold-200',
        new: 'border-transparent bg-gold-gradient text-primary-foreground uppercase',
        pro: 'border-gold-300/60 bg-transparent text-gold-300 uppercase',
        secondary: 'border-border bg-surface-raised text-muted-foreground',
        success: 'border-emerald-400/30 bg-emerald-400/10 text-emerald-300',
        warning: 'border-amber-400/30 bg-amber-400/10 text-amber-300',
        destructive: 'border-red-400/30 bg-red-400/10 text-red-300',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** A small label. */
export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
