import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AuthFailure } from '@/lib/auth/auth-errors';
import { cn } from '@/lib/cn';

/** A failure under a form: its message, the reasons to fix (weak passwords), and an action. */
export function FailureAlert({
  failure,
  children,
}: {
  failure: AuthFailure;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      data-kind={failure.kind}
      className="rounded-lg border border-red-400/30 bg-red-500/10 px-3.5 py-3 text-sm text-red-100"
    >
      <p className="flex gap-2">
        <AlertCircle className="mt-0.5 size-4 shrink-0 text-red-300" aria-hidden />
        <span>{failure.message}</span>
      </p>
      {failure.reasons && failure.reasons.length > 0 && (
        <ul className="mt-2 ml-6 list-disc space-y-0.5 text-red-100/90">
          {failure.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {children && <div className="mt-2.5 ml-6">{children}</div>}
    </div>
  );
}

/** A confirmation under a form (a code or link was sent). */
export function NoticeAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'rounded-lg border border-emerald-400/25 bg-emerald-500/10 px-3.5 py-3 text-sm text-emerald-100',
        className,
      )}
    >
      <p className="flex gap-2">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-300" aria-hidden />
        <span>{children}</span>
      </p>
    </div>
  );
}
