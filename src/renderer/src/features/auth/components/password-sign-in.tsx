import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useAuthActions } from '@/lib/auth/auth-context';
import { isEmailAddress } from '@/lib/auth/identifier';
import { useFormCall } from '../hooks/use-form-call';
import { authScreenMessages } from '../messages';
import { FailureAlert, NoticeAlert } from './form-alert';
import { EmailField, SubmitButton } from './form-parts';
import { OutboxLink } from './outbox-link';

/** E-mail and password sign-in; an unconfirmed address can ask for its link again. */
export function PasswordSignIn() {
  const actions = useAuthActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [resentTo, setResentTo] = useState<string | null>(null);
  const signIn = useFormCall();
  const resend = useFormCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResentTo(null);
    const address = email.trim();
    if (!address || !password) return signIn.refuse(authScreenMessages.missingCredentials);
    if (!isEmailAddress(address)) return signIn.refuse(authScreenMessages.invalidEmail);
    await signIn.run(() => actions.signInWithPassword({ email: address, password }));
    // Success needs nothing here: the auth screen moves on once the session arrives.
  }

  async function resendConfirmation() {
    const address = email.trim();
    const outcome = await resend.run(() => actions.resendConfirmation(address));
    if (outcome?.ok) setResentTo(address);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <EmailField value={email} onChange={setEmail} />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        action={
          <Link
            to={paths.forgotPassword}
            className="text-gold-300 text-xs font-medium underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      />
      {signIn.failure && (
        <FailureAlert failure={signIn.failure}>
          {signIn.failure.kind === 'email-not-confirmed' && !resentTo && (
            <Button
              variant="outline"
              size="sm"
              disabled={resend.pending}
              onClick={() => void resendConfirmation()}
            >
              {resend.pending && <Loader2 className="animate-spin" aria-hidden />}
              Resend confirmation e-mail
            </Button>
          )}
        </FailureAlert>
      )}
      {resend.failure && <FailureAlert failure={resend.failure} />}
      {resentTo && (
        <>
          <NoticeAlert>{authScreenMessages.confirmationSent(resentTo)}</NoticeAlert>
          <OutboxLink />
        </>
      )}
      <SubmitButton pending={signIn.pending}>Sign In</SubmitButton>
    </form>
  );
}
