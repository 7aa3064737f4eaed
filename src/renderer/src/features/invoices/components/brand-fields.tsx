// The brand part of the business details: the logo (picked from My Creations, or taken with the
// colour and font from the newest Brand Blueprint), the brand colour, the brand font and the
// default template. Reads the person's creations only while the dialog is open.
import { useQuery } from '@tanstack/react-query';
import { ImageOff, Palette } from 'lucide-react';
import { useState } from 'react';
import { INVOICE_FONTS, INVOICE_TEMPLATES, TEMPLATE_WORDS } from '@contracts/api/invoices';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import type { Design } from '@/lib/designs/design-schemas';
import { fetchServerDesigns } from '@/lib/designs/designs-api';
import type { SettingsInput } from '../api/invoice-api';
import {
  accentOfPicture,
  brandFromDesigns,
  LOGO_DESIGN_TYPES,
  logoDataUrl,
} from '../lib/brand-assets';
import { SelectField } from './form-parts';

/** The brand fields of the business details; `set` patches the dialog's fields. */
export function BrandFields({
  open,
  fields,
  set,
}: {
  open: boolean;
  fields: SettingsInput;
  set: (patch: Partial<SettingsInput>) => void;
}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const [brandNote, setBrandNote] = useState<string | null>(null);
  const designs = useQuery({
    queryKey: ['invoices', user?.id ?? '', 'brand-designs'],
    queryFn: () => fetchServerDesigns(supabase!, user!.id),
    enabled: open && !!supabase && !!user,
  });
  const logos = (designs.data ?? [])
    .filter((design) => LOGO_DESIGN_TYPES.has(design.type))
    .slice(0, 12);

  const applyBlueprint = async () => {
    const brand = brandFromDesigns(designs.data ?? []);
    const patch: Partial<SettingsInput> = {};
    if (brand.accent) patch.accent_color = brand.accent;
    if (brand.fontId) patch.font_family = brand.fontId;
    if (brand.logoUrl)
      patch.logo_data_url = await logoDataUrl(brand.logoUrl).catch(() => fields.logo_data_url);
    set(patch);
    setBrandNote(
      Object.keys(patch).length > 0
        ? 'Your brand’s colour, font and logo are applied. Save to keep them.'
        : 'No Brand Blueprint or logo found in My Creations yet.',
    );
  };

  const pickLogo = async (design: Design) => {
    try {
      const [logo, accent] = await Promise.all([
        logoDataUrl(design.url),
        accentOfPicture(design).catch(() => null),
      ]);
      set({ logo_data_url: logo, ...(accent && { accent_color: accent }) });
      setBrandNote(null);
    } catch {
      setBrandNote('That picture could not be used as a logo.');
    }
  };

  return (
    <fieldset className="border-border grid gap-3 rounded-xl border p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-foreground px-1 text-sm font-semibold">Brand</legend>
      <div className="flex items-center gap-3 sm:col-span-2">
        {fields.logo_data_url ? (
          <img
            src={fields.logo_data_url}
            alt="Your logo"
            className="h-12 max-w-40 rounded bg-white object-contain p-1"
          />
        ) : (
          <p className="text-muted-foreground text-sm">No logo yet.</p>
        )}
        {fields.logo_data_url && (
          <Button variant="ghost" size="sm" onClick={() => set({ logo_data_url: null })}>
            <ImageOff aria-hidden /> Remove logo
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          onClick={() => void applyBlueprint()}
          disabled={designs.isLoading}
        >
          <Palette aria-hidden /> Use my Brand Blueprint
        </Button>
      </div>
      {logos.length > 0 && (
        <div className="sm:col-span-2">
          <p className="text-foreground/90 mb-1 text-xs font-medium">Logo from My Creations</p>
          <ul className="flex flex-wrap gap-2" aria-label="Pictures from My Creations">
            {logos.map((design) => (
              <li key={design.id}>
                <button
                  type="button"
                  className="border-border hover:border-gold-400/60 focus-visible:ring-ring rounded-lg border bg-white p-1 outline-none focus-visible:ring-2"
                  onClick={() => void pickLogo(design)}
                  aria-label={`Use “${design.name}” as the logo`}
                >
                  <img src={design.url} alt="" className="size-12 object-contain" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {brandNote && (
        <p role="status" className="text-gold-200 text-xs sm:col-span-2">
          {brandNote}
        </p>
      )}
      <div className="grid gap-1">
        <label htmlFor="invoice-accent" className="text-foreground/90 text-xs font-medium">
          Brand colour
        </label>
        <input
          id="invoice-accent"
          type="color"
          value={fields.accent_color}
          onChange={(event) => set({ accent_color: event.target.value.toLowerCase() })}
          className="border-border h-9 w-full cursor-pointer rounded-lg border bg-transparent"
        />
      </div>
      <SelectField
        label="Brand font"
        value={fields.font_family}
        onChange={(event) => set({ font_family: event.target.value })}
      >
        {INVOICE_FONTS.map((font) => (
          <option key={font.id} value={font.id}>
            {font.family}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Default template"
        value={fields.default_template}
        onChange={(event) =>
          set({ default_template: event.target.value as SettingsInput['default_template'] })
        }
      >
        {INVOICE_TEMPLATES.map((template) => (
          <option key={template} value={template}>
            {TEMPLATE_WORDS[template].label}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
