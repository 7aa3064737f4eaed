// The three invoice templates as radio cards (classic, modern, minimal), each with what it looks like.
import { INVOICE_TEMPLATES, TEMPLATE_WORDS, type InvoiceTemplate } from '@contracts/api/invoices';

/** Picks the draft's template. */
export function TemplatePicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: InvoiceTemplate;
  onChange: (template: InvoiceTemplate) => void;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="text-foreground/90 mb-2 text-xs font-medium">Template</legend>
      <div className="grid grid-cols-3 gap-2">
        {INVOICE_TEMPLATES.map((template) => (
          <label
            key={template}
            className="border-border has-[:checked]:border-gold-400/70 has-[:checked]:bg-gold-400/10 has-[:focus-visible]:ring-ring cursor-pointer rounded-xl border p-2.5 text-sm has-[:focus-visible]:ring-2"
          >
            <input
              type="radio"
              name={name}
              value={template}
              checked={value === template}
              onChange={() => onChange(template)}
              className="sr-only"
            />
            <span className="text-foreground block font-medium">
              {TEMPLATE_WORDS[template].label}
            </span>
            <span className="text-muted-foreground block text-xs">
              {TEMPLATE_WORDS[template].description}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
