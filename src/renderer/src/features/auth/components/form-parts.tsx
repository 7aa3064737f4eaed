import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { authScreenMessages } from '../messages';
import { FailureAlert } from './form-alert';

/** The e-mail field of the auth forms. */
export function EmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A form's submit button, disabled with a spinner while its call runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" disabled={pending}>
      {pending && <Loader2 className="animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}

/** The error an auth redirect brought back, e.g. an expired or already used e-mail link. */
export function ReturnedLinkError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="mb-5">
      <FailureAlert
        failure={{ kind: 'link-expired', message: `${authScreenMessages.linkProblem} ${message}` }}
      />
    </div>
  );
}
