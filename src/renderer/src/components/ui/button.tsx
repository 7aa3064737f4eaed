import { Slot } from 'radix-ui';
import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The spec's button variants and sizes (spec 9 "UI timing and sizes"). */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg text-sm font-medium whitespace-nowrap transition-all duration-200 outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*="size-"])]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-gold-300',
        primary: 'bg-gold-gradient text-primary-foreground shadow-gold hover:brightness-110',
        secondary:
          'border border-border bg-surface-raised text-foreground hover:border-border-strong hover:bg-surface-overlay',
        vibrant:
          'bg-[linear-gradient(120deg,#fcd66b,#f59e0b_40%,#f97316_75%,#e11d48)] text-primary-foreground shadow-[0_8px_32px_-8px_rgb(249_115_22/0.6)] hover:brightness-110',
        gold: 'bg-[linear-gradient(110deg,#c4870a,#fcd66b_35%,#f5b82e_50%,#fde68a_65%,#c4870a)] bg-[length:200%_100%] text-primary-foreground shadow-gold hover:animate-shimmer',
        outline:
          'border border-gold-400/40 bg-transparent text-gold-200 hover:border-gold-400/70 hover:bg-gold-400/10',
        ghost: 'text-foreground/85 hover:bg-white/6 hover:text-foreground',
        link: 'h-auto px-0 text-gold-300 underline-offset-4 hover:underline',
        success: 'bg-emerald-500 text-emerald-950 hover:bg-emerald-400',
        warning: 'bg-amber-400 text-amber-950 hover:bg-amber-300',
        destructive: 'bg-destructive-strong text-white hover:bg-red-500',
        clean: 'border border-white/10 bg-white/5 text-foreground backdrop-blur hover:bg-white/10',
        minimal: 'text-muted-foreground hover:text-foreground',
        brand:
          'border border-gold-400/50 bg-surface text-gold-300 shadow-gold hover:bg-gold-400/10 hover:text-gold-200',
      },
      size: {
        default: 'h-10 px-4',
        sm: 'h-8 rounded-md px-3 text-xs',
        lg: 'h-11 px-6 text-[0.9375rem]',
        xl: 'h-13 rounded-xl px-8 text-base',
        icon: 'size-10',
        'icon-sm': 'size-8 rounded-md',
        'icon-lg': 'size-12 rounded-xl',
        auto: 'h-auto px-3 py-2',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** Button props: any variant and size; `asChild` renders the child (e.g. a Link) with button styles. */
export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** The one button of the app. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
