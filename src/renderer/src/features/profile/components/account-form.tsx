import { Coins, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useAuth, useAuthActions } from '@/lib/auth/auth-context';
import { useCreditBalance } from '@/lib/credit-balance';
import { fullName } from '@/lib/display-name';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * Full name, read-only e-mail, credit balance and Save Changes (spec 2.6). The name is saved as
 * user_metadata.name through Auth (spec 7 "PUT user"), so the navbar picks it up at once.
 */
export function AccountForm({ onSaved }: { onSaved?: () => void }) {
  const { user } = useAuth();
  const { updateUserInfo } = useAuthActions();
  const balance = useCreditBalance();
  const saved = fullName(user);
  const [name, setName] = useState(saved);
  const [saving, setSaving] = useState(false);
  const changed = name.trim() !== saved;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const outcome = await updateUserInfo({ name: name.trim() });
    setSaving(false);
    if (outcome.ok) {
      void notifySuccess(authMessages.profileUpdated);
      onSaved?.();
    } else {
      void notifyError(authMessages.profileUpdateFailed, { description: outcome.failure.message });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5">
      <Field
        label="Full name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Field
        label="E-mail"
        type="email"
        name="email"
        value={user?.email ?? ''}
        readOnly
        hint={authMessages.emailReadOnly}
      />
      <div className="grid gap-1.5">
        <p className="text-foreground/90 text-sm font-medium">Credit balance</p>
        <div className="border-border bg-surface flex h-11 items-center justify-between rounded-lg border px-3.5">
          <span className="text-gold-200 inline-flex items-center gap-2 font-semibold tabular-nums">
            <Coins className="text-gold-400 size-4" aria-hidden />
            <span data-testid="profile-credits">
              {balance === undefined ? '…' : balance.toLocaleString('en-US')}
            </span>{' '}
            credits
          </span>
          <Link
            to={paths.pricing}
            className="text-gold-300 text-xs font-medium underline-offset-4 hover:underline"
          >
            Buy credits
          </Link>
        </div>
      </div>
      <div>
        <Button type="submit" variant="primary" disabled={saving || !changed}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
