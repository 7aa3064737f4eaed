import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useAuth, useAuthActions } from '@/lib/auth/auth-context';
import { authRedirectError } from '@/lib/auth/auth-urls';
import { isEmailAddress, normalizeCode } from '@/lib/auth/identifier';
import { notifySuccess } from '@/lib/notify';
import { useFormCall } from '../hooks/use-form-call';
import { authScreenMessages } from '../messages';
import { AuthLayout } from './auth-layout';
import { FailureAlert } from './form-alert';
import { EmailField, ReturnedLinkError, SubmitButton } from './form-parts';

/** The new-password form, for a session the recovery link (or code) opened. */
function NewPasswordForm() {
  const actions = useAuthActions();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const call = useFormCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) return call.refuse(authScreenMessages.passwordsDiffer);
    const outcome = await call.run(() => actions.updatePassword(password));
    if (outcome?.ok) {
      void notifySuccess(authScreenMessages.passwordUpdated);
      await navigate(paths.dashboard, { replace: true });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={authScreenMessages.passwordHint}
      />
      <Field
        label="Repeat the new password"
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      {call.failure && <FailureAlert failure={call.failure} />}
      <SubmitButton pending={call.pending}>Update password</SubmitButton>
    </form>
  );
}

/** Without a recovery session: the e-mail's code signs in for recovery instead of its link. */
function RecoveryCodeForm({ initialEmail }: { initialEmail: string }) {
  const actions = useAuthActions();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const call = useFormCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) return call.refuse(authScreenMessages.invalidEmail);
    const token = normalizeCode(code);
    if (!token) return call.refuse(authScreenMessages.missingCode);
    await call.run(() => actions.verifyRecoveryCode(address, token));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <EmailField value={email} onChange={setEmail} />
      <Field
        label="Code from the e-mail"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {call.failure && <FailureAlert failure={call.failure} />}
      <SubmitButton pending={call.pending}>Continue</SubmitButton>
      <p className="text-muted-foreground text-sm">
        No e-mail?{' '}
        <Link
          to={paths.forgotPassword}
          className="text-gold-300 underline-offset-4 hover:underline"
        >
          Ask for a new link
        </Link>
      </p>
    </form>
  );
}

/**
 * /reset-password: the recovery link signs the user in (a PASSWORD_RECOVERY event) and lands
 * here with the new-password form; success keeps them signed in. Without that session, the
 * code from the same e-mail gets there too.
 */
export function ResetPasswordScreen() {
  const { isAuthenticated } = useAuth();
  const { recoveringPassword } = useAuthActions();
  const location = useLocation();
  const [params] = useSearchParams();
  const ready = isAuthenticated || recoveringPassword;

  return (
    <AuthLayout
      title={ready ? 'Choose a new password' : 'Reset Password'}
      subtitle={
        ready
          ? 'You are signed in. Pick a password you have not used here before.'
          : 'Enter the code from your password-reset e-mail.'
      }
    >
      {!ready && <ReturnedLinkError message={authRedirectError(location)} />}
      {ready ? <NewPasswordForm /> : <RecoveryCodeForm initialEmail={params.get('email') ?? ''} />}
    </AuthLayout>
  );
}
