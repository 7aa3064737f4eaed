// Small labelled controls the invoice screens share: a select, a country picker, a text area, a
// text field with its error, a dialog's form with its failure and buttons, and the status badge.
// Each label names its control; an error describes it and marks it invalid for screen readers.
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import {
  COUNTRY_CODES,
  invoiceMessages,
  STATUS_LABELS,
  type DisplayStatus,
} from '@contracts/api/invoices';
import { CURRENCIES } from '@contracts/domain/money';
import { Badge } from '@/components/ui/badge';
import { inputClassName } from '@/components/ui/field';
import { isEmailAddress } from '@/lib/auth/identifier';
import { cn } from '@/lib/cn';

const labelClass = 'text-foreground/90 text-xs font-medium';
const compact = 'h-9 px-2.5 text-sm';

/** What every labelled control takes beside its element's own props. */
type FieldProps = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  hideLabel?: boolean;
};

/** The props that tie a control to its label, hint and error. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A label over its control (rendered by `children`), then the hint or the error below it. */
function Described({
  label,
  error,
  hint,
  className,
  hideLabel,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  // "Quantity, line 2": the part after the comma is for screen readers (the card says the line).
  const [shown, ...rest] = label.split(', line ');
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <label htmlFor={id} className={cn(labelClass, hideLabel && 'sr-only')}>
        {shown}
        {rest.length > 0 && <span className="sr-only">, line {rest.join(', line ')}</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="text-xs font-medium text-red-300"
          data-testid="field-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input. */
export function TextField({
  label,
  error,
  hint,
  className,
  hideLabel,
  ...props
}: Omit<ComponentProps<'input'>, 'id'> & FieldProps) {
  return (
    <Described {...{ label, error, hint, className, hideLabel }}>
      {(control) => <input className={cn(inputClassName, compact)} {...control} {...props} />}
    </Described>
  );
}

/** A labelled native select (keyboard and screen readers get the platform's own control). */
export function SelectField({
  label,
  error,
  hint,
  className,
  hideLabel,
  ...props
}: Omit<ComponentProps<'select'>, 'id'> & FieldProps) {
  return (
    <Described {...{ label, error, hint, className, hideLabel }}>
      {(control) => (
        <select
          className={cn(inputClassName, compact, 'cursor-pointer pr-7')}
          {...control}
          {...props}
        />
      )}
    </Described>
  );
}

/** One choice of a ChoiceField. */
export type Choice = { value: string; label: string };

/** A labelled select over `choices`, after an optional first choice `none` (value ''). */
export function ChoiceField({
  choices,
  none,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'children'> & {
  choices: readonly Choice[];
  none?: string;
}) {
  return (
    <SelectField {...props}>
      {none !== undefined && <option value="">{none}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

const COUNTRY_CHOICES: readonly Choice[] = COUNTRY_CODES.map((code) => ({
  value: code,
  label: countryName(code),
}));

/** A country picker ("Not set" first), in English names. */
export function CountryField({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange' | 'children' | 'label'> & {
  value: string | null;
  onChange: (country: string | null) => void;
}) {
  return (
    <ChoiceField
      label="Country"
      choices={COUNTRY_CHOICES}
      none="Not set"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      {...props}
    />
  );
}

/** The currencies we know, as "EUR · Euro" (or the code alone, `short`). */
export function currencyChoices(short = false): Choice[] {
  return CURRENCIES.map((currency) => ({
    value: currency.code,
    label: short ? currency.code : `${currency.code} · ${currency.name}`,
  }));
}

/** What is wrong with a typed e-mail address, or null (an empty one is for the caller to judge). */
export function emailProblem(text: string): string | null {
  return text.trim() === '' || isEmailAddress(text) ? null : invoiceMessages.invalidEmail;
}

/** A labelled text area. */
export function TextArea({
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & Omit<FieldProps, 'hint' | 'hideLabel'>) {
  return (
    <Described {...{ label, error, className }}>
      {(control) => (
        <textarea
          className={cn(inputClassName, 'h-auto min-h-16 resize-y py-2 text-sm')}
          {...control}
          {...props}
        />
      )}
    </Described>
  );
}

const STATUS_VARIANTS: Record<
  DisplayStatus,
  'secondary' | 'default' | 'warning' | 'success' | 'destructive'
> = {
  draft: 'secondary',
  issued: 'default',
  overdue: 'destructive',
  partly_paid: 'warning',
  paid: 'success',
  void: 'secondary',
};

/** An invoice's status as a chip. */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <Badge
      variant={STATUS_VARIANTS[status]}
      data-status={status}
      className={status === 'void' ? 'line-through' : undefined}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** The names of the countries, in English, for the pickers. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
