import { Loader2, MailCheck } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthOutcome } from '@/lib/auth/auth-errors';
import { useFormCall } from '../hooks/use-form-call';
import { FailureAlert, NoticeAlert } from './form-alert';
import { OutboxLink } from './outbox-link';

/** "Check your e-mail" after a link was sent: where it went, the local outbox, and a resend. */
export function CheckEmail({
  email,
  children,
  resend,
  resentMessage,
  footer,
}: {
  email: string;
  children: ReactNode;
  resend: () => Promise<AuthOutcome>;
  resentMessage: string;
  footer?: ReactNode;
}) {
  const call = useFormCall();
  const [resent, setResent] = useState(false);
  return (
    <div className="grid gap-4" data-testid="check-email">
      <div className="flex items-start gap-3">
        <span className="border-gold-400/30 bg-gold-400/10 flex size-10 shrink-0 items-center justify-center rounded-xl border">
          <MailCheck className="text-gold-300 size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-foreground text-base font-semibold">Check your e-mail</h2>
          <p className="text-muted-foreground mt-1 text-sm leading-relaxed">
            {children} <span className="text-foreground font-medium">{email}</span>
          </p>
        </div>
      </div>
      <OutboxLink />
      {call.failure && <FailureAlert failure={call.failure} />}
      {resent && <NoticeAlert>{resentMessage}</NoticeAlert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={call.pending}
          onClick={() => void call.run(resend).then((outcome) => setResent(outcome?.ok ?? false))}
        >
          {call.pending && <Loader2 className="animate-spin" aria-hidden />}
          Send it again
        </Button>
        {footer}
      </div>
    </div>
  );
}
