import type { BrandDetailsInput } from '@contracts/api/logo-mockups';
import { Field } from '@/components/ui/field';

/** A brand's details as the form holds them. */
export type BrandForm = Required<{ [Key in keyof BrandDetailsInput]: string }>;

export const EMPTY_BRAND: BrandForm = {
  name: '',
  tagline: '',
  person: '',
  role: '',
  email: '',
  phone: '',
  website: '',
  address: '',
};

const FIELDS: {
  key: Exclude<keyof BrandForm, 'name' | 'tagline'>;
  label: string;
  placeholder: string;
  type?: string;
  max: number;
}[] = [
  { key: 'person', label: 'Name on the card', placeholder: 'Alex Morgan', max: 60 },
  { key: 'role', label: 'Job title', placeholder: 'Founder', max: 60 },
  { key: 'email', label: 'Email', placeholder: 'hello@yourbrand.com', type: 'email', max: 80 },
  { key: 'phone', label: 'Phone', placeholder: '+1 (555) 010-2030', type: 'tel', max: 40 },
  { key: 'website', label: 'Website', placeholder: 'www.yourbrand.com', max: 80 },
  { key: 'address', label: 'Address', placeholder: '12 Market Street, Springfield', max: 120 },
];

/** The brand's name (required), tagline and the stationery's details (blank ones get samples). */
export function BrandFields({
  value,
  onChange,
  disabled,
}: {
  value: BrandForm;
  onChange: (next: BrandForm) => void;
  disabled: boolean;
}) {
  const set = (key: keyof BrandForm) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <div className="flex flex-col gap-4">
      <Field
        label="Brand name"
        value={value.name}
        onChange={set('name')}
        maxLength={60}
        required
        disabled={disabled}
        autoComplete="organization"
      />
      <Field
        label="Tagline (optional)"
        value={value.tagline}
        onChange={set('tagline')}
        maxLength={90}
        disabled={disabled}
        hint="Shown on the banners and the Instagram post."
      />
      <fieldset className="flex flex-col gap-3" disabled={disabled}>
        <legend className="text-foreground/90 mb-1 text-sm font-medium">
          Stationery details (optional)
        </legend>
        <p className="text-muted-foreground text-xs">
          Left blank, a sample fills in, as on a designer’s mockup.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <Field
              key={field.key}
              label={field.label}
              placeholder={field.placeholder}
              type={field.type ?? 'text'}
              value={value[field.key]}
              onChange={set(field.key)}
              maxLength={field.max}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
