import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authPath, paths } from '@/config/paths';
import { useAuthActions } from '@/lib/auth/auth-context';
import { isEmailAddress } from '@/lib/auth/identifier';
import { useFormCall } from '../hooks/use-form-call';
import { authScreenMessages } from '../messages';
import { AuthLayout } from './auth-layout';
import { CheckEmail } from './check-email';
import { FailureAlert } from './form-alert';
import { EmailField, SubmitButton } from './form-parts';

function BackToSignIn() {
  return (
    <Link
      to={authPath('signin')}
      className="text-gold-300 inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back to sign in
    </Link>
  );
}

/** /forgot-password: asks for the recovery e-mail, whose link (or code) leads to /reset-password. */
export function ForgotPasswordScreen() {
  const actions = useAuthActions();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const call = useFormCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) return call.refuse(authScreenMessages.invalidEmail);
    const outcome = await call.run(() => actions.requestPasswordReset(address));
    if (outcome?.ok) setSentTo(address);
  }

  return (
    <AuthLayout title="Forgot Password" subtitle="We will e-mail you a link to choose a new one.">
      {sentTo ? (
        <CheckEmail
          email={sentTo}
          resend={() => actions.requestPasswordReset(sentTo)}
          resentMessage={authScreenMessages.resetSent(sentTo)}
          footer={
            <Link
              to={`${paths.resetPassword}?${new URLSearchParams({ email: sentTo }).toString()}`}
              className="text-gold-300 text-sm font-medium underline-offset-4 hover:underline"
            >
              I have a code
            </Link>
          }
        >
          If an account exists for this address, we sent it a link to choose a new password (the
          e-mail also has a code you can enter instead). It went to
        </CheckEmail>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <EmailField value={email} onChange={setEmail} />
          {call.failure && <FailureAlert failure={call.failure} />}
          <SubmitButton pending={call.pending}>Send reset link</SubmitButton>
        </form>
      )}
      <div className="mt-6">
        <BackToSignIn />
      </div>
    </AuthLayout>
  );
}
