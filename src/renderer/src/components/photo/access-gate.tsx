import { Coins, Loader2, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { creditMessages, enhancementMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { authPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreditBalance } from '@/lib/credit-balance';

/** Which of the spec 2.8 states a photo tool is in before its studio shows. */
export type AccessState =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'need-credits'; required: number; available: number }
  | { kind: 'studio' };

/** Decides the state: loading, signed out, too few credits (admins are never charged), or the studio. */
export function decideAccess(input: {
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  balance: number | undefined;
  cost: number;
}): AccessState {
  if (input.isLoading) return { kind: 'loading' };
  if (!input.isAuthenticated) return { kind: 'signed-out' };
  if (input.balance === undefined) return { kind: 'loading' };
  if (!input.isAdmin && input.balance < input.cost) {
    return { kind: 'need-credits', required: input.cost, available: input.balance };
  }
  return { kind: 'studio' };
}

function GatePanel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="gate-title"
      className="rounded-card border-border bg-surface/85 shadow-panel mx-auto w-full max-w-lg border p-8 text-center"
    >
      <div className="border-gold-400/25 bg-gold-400/10 mx-auto mb-4 flex size-12 items-center justify-center rounded-xl border">
        {icon}
      </div>
      <h2 id="gate-title" className="text-foreground text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Shows the studio only to a signed-in user who can pay for one run; otherwise the loading,
 * 'Sign In Required' or 'Need More Credits' state (spec 2.8). Once the studio has shown it stays:
 * spending the last credits must not hide the result just paid for (the run button says why it
 * is off instead).
 */
export function AccessGate({ cost, children }: { cost: number; children: ReactNode }) {
  const auth = useAuth();
  const balance = useCreditBalance();
  const location = useLocation();
  const navigate = useNavigate();
  const [entered, setEntered] = useState(false);
  const state = decideAccess({ ...auth, balance, cost });

  if (state.kind === 'studio' && !entered) setEntered(true);
  if (entered && auth.isAuthenticated) return children;

  if (state.kind === 'loading') {
    return (
      <div
        role="status"
        className="text-muted-foreground flex items-center justify-center gap-3 py-24"
      >
        <Loader2 className="text-gold-400 size-6 animate-spin" aria-hidden />
        <span>Loading studio…</span>
      </div>
    );
  }
  if (state.kind === 'signed-out') {
    return (
      <GatePanel
        icon={<LockKeyhole className="text-gold-300 size-5" aria-hidden />}
        title={enhancementMessages.signInRequired}
      >
        <p className="text-muted-foreground mt-2 text-sm">
          Sign in to use this tool with your credits.
        </p>
        <Button asChild variant="primary" size="lg" className="mt-6">
          <Link to={authPath('signin', location.pathname)}>Sign In</Link>
        </Button>
      </GatePanel>
    );
  }
  if (state.kind === 'need-credits') {
    return (
      <GatePanel
        icon={<Coins className="text-gold-300 size-5" aria-hidden />}
        title={creditMessages.needMoreCredits}
      >
        <p className="text-muted-foreground mt-2 text-sm" data-testid="credit-requirement">
          {creditMessages.requiredAvailable(state.required, state.available)}
        </p>
        <Button
          variant="primary"
          size="lg"
          className="mt-6"
          onClick={() => {
            void navigate(paths.pricing);
            window.scrollTo({ top: 0, behavior: 'instant' });
          }}
        >
          {creditMessages.buyCredits}
        </Button>
      </GatePanel>
    );
  }
  return children;
}
