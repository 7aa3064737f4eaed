// The form of an invoice dialog (a client, the business details, a payment, an e-mail): its
// fields, what went wrong with the write, and Cancel beside the submit button.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

/**
 * A dialog's form: its fields, what went wrong (announced), then Cancel beside the submit button,
 * which reads `busyLabel` while the write runs. `columns` lays the fields out in two columns on
 * wider screens (the failure and the buttons span both).
 */
export function DialogForm({
  columns = false,
  failure,
  onSubmit,
  onCancel,
  submit,
  children,
}: {
  columns?: boolean;
  failure: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  submit: { label: ReactNode; busyLabel: string; busy: boolean; disabled?: boolean };
  children: ReactNode;
}) {
  const span = columns ? 'sm:col-span-2' : undefined;
  return (
    <form
      className={cn('grid gap-3', columns && 'sm:grid-cols-2')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormFailure failure={failure} className={span} />
      <DialogFooter className={span}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={submit.busy || submit.disabled}>
          {submit.busy ? submit.busyLabel : submit.label}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** What went wrong with a dialog's write, announced to screen readers. */
export function FormFailure({
  failure,
  className,
}: {
  failure: string | null;
  className?: string;
}) {
  if (!failure) return null;
  return (
    <p role="alert" className={cn('text-sm text-red-300', className)}>
      {failure}
    </p>
  );
}
