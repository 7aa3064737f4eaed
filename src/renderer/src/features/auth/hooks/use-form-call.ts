import { useState } from 'react';
import type { AuthFailure, AuthOutcome } from '@/lib/auth/auth-errors';

/** A form's call to Auth: whether it is running, and the failure to show (cleared on retry). */
export function useFormCall() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  /** Runs `call` unless one is running; resolves to its outcome (null when skipped). */
  async function run<T>(call: () => Promise<AuthOutcome<T>>): Promise<AuthOutcome<T> | null> {
    if (pending) return null;
    setPending(true);
    setFailure(null);
    try {
      const outcome = await call();
      if (!outcome.ok) setFailure(outcome.failure);
      return outcome;
    } finally {
      setPending(false);
    }
  }

  /** Shows a failure found before calling (an empty or malformed field). */
  function refuse(message: string) {
    setFailure({ kind: 'invalid-input', message });
  }

  return { pending, failure, run, refuse, clear: () => setFailure(null) };
}
