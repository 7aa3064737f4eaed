import { CheckCircle2, Clock, Loader2, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { frontDoorMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { contactFormSchema, useSubmitContact } from '../api/submit-contact';
import type { ContactForm } from '../api/submit-contact';
import { PageShell } from './page-shell';

type FieldErrors = Partial<Record<keyof ContactForm, string>>;

const inputClass =
  'w-full rounded-lg border border-border bg-background/60 px-3.5 py-2.5 text-foreground outline-none placeholder:text-subtle-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-red-400/70';

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-foreground text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** /contact (spec 2.1): a form whose messages are stored in contact_messages, with a confirmation. */
export function ContactPage() {
  const { user } = useAuth();
  const id = useId();
  const [form, setForm] = useState<ContactForm>({
    name: '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useSubmitContact();

  const set = (field: keyof ContactForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse(form);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ContactForm;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    submission.mutate(parsed.data);
  };

  const fieldProps = (field: keyof ContactForm) => ({
    id: `${id}-${field}`,
    value: form[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  return (
    <PageShell
      eyebrow="Contact"
      title="Contact Us"
      intro="Questions about credits, tools or your account? Send us a message — we read every one."
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        {submission.isSuccess ? (
          <div role="status" className="rounded-card border-gold-400/40 bg-gold-400/8 border p-8">
            <CheckCircle2 className="text-gold-300 size-8" aria-hidden />
            <h2 className="text-foreground mt-4 text-xl font-semibold">Message sent</h2>
            <p className="text-muted-foreground mt-2">{frontDoorMessages.contactSent}</p>
            <Button
              variant="secondary"
              className="mt-6"
              onClick={() => {
                submission.reset();
                setForm((current) => ({ ...current, subject: '', message: '' }));
              }}
            >
              Send another message
            </Button>
          </div>
        ) : (
          <form
            onSubmit={submit}
            noValidate
            className="rounded-card border-border bg-surface/70 flex flex-col gap-5 border p-6 sm:p-8"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id={`${id}-name`} label="Name" error={errors.name}>
                <input
                  {...fieldProps('name')}
                  autoComplete="name"
                  maxLength={100}
                  className={inputClass}
                />
              </Field>
              <Field id={`${id}-email`} label="E-mail" error={errors.email}>
                <input
                  {...fieldProps('email')}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  className={inputClass}
                />
              </Field>
            </div>
            <Field id={`${id}-subject`} label="Subject (optional)" error={errors.subject}>
              <input {...fieldProps('subject')} maxLength={150} className={inputClass} />
            </Field>
            <Field id={`${id}-message`} label="Message" error={errors.message}>
              <textarea
                {...fieldProps('message')}
                rows={6}
                maxLength={5000}
                className={cn(inputClass, 'resize-y')}
              />
            </Field>
            {submission.error && (
              <p role="alert" className="text-destructive text-sm">
                {submission.error.message}
              </p>
            )}
            <Button
              type="submit"
              variant="primary"
              size="lg"
              className="self-start"
              disabled={submission.isPending}
            >
              {submission.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Send message
            </Button>
          </form>
        )}
        <aside className="flex flex-col gap-4">
          <div className="rounded-card border-border bg-surface/70 border p-5">
            <Mail className="text-gold-400 size-5" aria-hidden />
            <h2 className="text-foreground mt-3 font-semibold">24/7 email support</h2>
            <p className="text-muted-foreground mt-1 text-sm">Every message reaches a person.</p>
          </div>
          <div className="rounded-card border-border bg-surface/70 border p-5">
            <Clock className="text-gold-400 size-5" aria-hidden />
            <h2 className="text-foreground mt-3 font-semibold">Under 4 hours</h2>
            <p className="text-muted-foreground mt-1 text-sm">
              Response time for Pro and Enterprise.
            </p>
          </div>
        </aside>
      </div>
    </PageShell>
  );
}
