import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuthActions } from '@/lib/auth/auth-context';
import { isEmailAddress } from '@/lib/auth/identifier';
import { useFormCall } from '../hooks/use-form-call';
import { authScreenMessages } from '../messages';
import { CheckEmail } from './check-email';
import { FailureAlert } from './form-alert';
import { EmailField, SubmitButton } from './form-parts';

/**
 * Sign-up (spec 7: e-mail, password, data.name, redirect to the site). With confirmations on,
 * it ends on "check your e-mail"; the link returns to the site root signed in.
 */
export function SignUpForm({ onSignInInstead }: { onSignInInstead: () => void }) {
  const actions = useAuthActions();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const call = useFormCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!name.trim() || !address || !password) return call.refuse(authScreenMessages.missingSignUp);
    if (!isEmailAddress(address)) return call.refuse(authScreenMessages.invalidEmail);
    const outcome = await call.run(() =>
      actions.signUp({ name: name.trim(), email: address, password }),
    );
    if (outcome?.ok && outcome.value.needsConfirmation) setConfirming(address);
  }

  if (confirming) {
    return (
      <CheckEmail
        email={confirming}
        resend={() => actions.resendConfirmation(confirming)}
        resentMessage={authScreenMessages.confirmationSent(confirming)}
        footer={
          <Button variant="link" className="h-auto p-0" onClick={onSignInInstead}>
            Back to sign in
          </Button>
        }
      >
        Follow the link we sent to confirm your address — it brings you back signed in, with your
        free credits waiting. It went to
      </CheckEmail>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field
        label="Full name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <EmailField value={email} onChange={setEmail} />
      <Field
        label="Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={authScreenMessages.passwordHint}
      />
      {call.failure && (
        <FailureAlert failure={call.failure}>
          {call.failure.kind === 'user-exists' && (
            <Button variant="outline" size="sm" onClick={onSignInInstead}>
              Sign in instead
            </Button>
          )}
        </FailureAlert>
      )}
      <SubmitButton pending={call.pending}>Create account</SubmitButton>
    </form>
  );
}
