import { AlertCircle, Loader2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The checkerboard behind transparent results. */
export const CHECKERBOARD =
  'bg-[conic-gradient(#1a170f_25%,#221e14_0_50%,#1a170f_0_75%,#221e14_0)] bg-[length:20px_20px]';

/** The preview before any photo: what will appear here. */
export function PreviewEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="border-border-strong flex min-h-72 flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <div className="border-gold-400/25 bg-gold-400/10 flex size-14 items-center justify-center rounded-2xl border">
        <Icon className="text-gold-300 size-6" aria-hidden />
      </div>
      <p className="text-foreground text-lg font-semibold">{title}</p>
      <p className="text-muted-foreground max-w-xs text-sm">{children}</p>
    </div>
  );
}

/** A labelled image frame on the checkerboard, with an optional busy overlay. */
export function PreviewFrame({
  label,
  busyLabel,
  children,
  className,
}: {
  label?: string;
  busyLabel?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure className={cn('flex flex-col gap-2', className)}>
      {label && (
        <figcaption className="text-muted-foreground text-xs font-semibold tracking-[0.16em] uppercase">
          {label}
        </figcaption>
      )}
      <div className={cn('border-border relative overflow-hidden rounded-xl border', CHECKERBOARD)}>
        {children}
        {busyLabel && (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/70 backdrop-blur-sm"
          >
            <Loader2 className="text-gold-300 size-8 animate-spin" aria-hidden />
            <p className="text-gold-200 font-semibold">{busyLabel}</p>
          </div>
        )}
      </div>
    </figure>
  );
}

/** A failed run, said plainly, with whether the credits came back. */
export function RunError({ message, refunded }: { message: string; refunded?: boolean }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-400/30 bg-red-400/10 p-3 text-sm text-red-200"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {message}
        {refunded ? ' Your credits were refunded.' : ''}
      </span>
    </p>
  );
}
