import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuthActions } from '@/lib/auth/auth-context';
import { identifierLabel, normalizeCode, parseIdentifier } from '@/lib/auth/identifier';
import type { Identifier } from '@/lib/auth/identifier';
import { useFormCall } from '../hooks/use-form-call';
import { authScreenMessages } from '../messages';
import { FailureAlert, NoticeAlert } from './form-alert';
import { SubmitButton } from './form-parts';
import { OutboxLink } from './outbox-link';

/**
 * Sign-in with a one-time code (spec 5, 7): an e-mail address gets its code by e-mail, anything
 * else is a phone number and gets a text; the code is then verified as type email or sms.
 */
export function OneTimeCodeSignIn() {
  const actions = useAuthActions();
  const [input, setInput] = useState('');
  const [sentTo, setSentTo] = useState<Identifier | null>(null);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const send = useFormCall();
  const verify = useFormCall();

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const identifier = parseIdentifier(input);
    if (!identifier) return send.refuse(authScreenMessages.invalidIdentifier);
    const outcome = await send.run(() => actions.requestOneTimeCode(identifier));
    if (outcome?.ok) setSentTo(identifier);
  }

  async function resendCode() {
    if (!sentTo) return;
    setResent(false);
    verify.clear();
    const outcome = await send.run(() => actions.requestOneTimeCode(sentTo));
    if (outcome?.ok) setResent(true);
  }

  async function verifyCode(event: FormEvent) {
    event.preventDefault();
    const token = normalizeCode(code);
    if (!sentTo) return;
    if (!token) return verify.refuse(authScreenMessages.missingCode);
    await verify.run(() => actions.verifyOneTimeCode(sentTo, token));
  }

  if (!sentTo) {
    return (
      <form onSubmit={(event) => void requestCode(event)} noValidate className="grid gap-4">
        <Field
          label="E-mail or phone number"
          name="identifier"
          autoComplete="username"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          hint="We send a 6-digit code. Phone numbers need their country code, e.g. +1 555 010 0000."
        />
        {send.failure && <FailureAlert failure={send.failure} />}
        <SubmitButton pending={send.pending}>Send code</SubmitButton>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void verifyCode(event)} noValidate className="grid gap-4">
      <NoticeAlert>
        {resent
          ? authScreenMessages.codeResent
          : authScreenMessages.codeSentTo(identifierLabel(sentTo))}
      </NoticeAlert>
      <OutboxLink />
      <Field
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="[&_input]:tracking-[0.3em]"
      />
      {verify.failure && <FailureAlert failure={verify.failure} />}
      {send.failure && <FailureAlert failure={send.failure} />}
      <SubmitButton pending={verify.pending}>Verify and sign in</SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="link"
          className="h-auto p-0"
          disabled={send.pending}
          onClick={() => void resendCode()}
        >
          Send a new code
        </Button>
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setSentTo(null);
            setCode('');
            setResent(false);
            verify.clear();
            send.clear();
          }}
        >
          Use a different e-mail or phone
        </Button>
      </div>
    </form>
  );
}
