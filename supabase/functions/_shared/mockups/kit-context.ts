// What every template and scene of one kit shares: the prepared logo, the fonts, the brand's
// details (blank ones filled with believable samples, as a designer's mockup shows them), the
// palette taken from the logo, and the one rule for which logo version goes on a background.
import type { BrandDetails, LogoVariant } from '../contracts/api/logo-mockups.ts';
import { hex, mix, toHex, type Rgba } from './raster/canvas.ts';
import type { Fonts } from './raster/text.ts';
import { accentColor, brandColor, chooseVariant } from './logo/logo-colors.ts';
import type { PreparedLogo } from './logo/prepare-logo.ts';

/** The kit's colours. */
export type KitPalette = {
  brand: Rgba;
  /** The brand colour deepened (gradients, bands). */
  brandDeep: Rgba;
  accent: Rgba;
  /** Off-white paper and the ink text is printed in. */
  paper: Rgba;
  ink: Rgba;
  muted: Rgba;
};

/** A kit's shared inputs. */
export type KitContext = {
  logo: PreparedLogo;
  fonts: Fonts;
  /** The brand's details as they appear (blanks filled). */
  details: BrandDetails;
  palette: KitPalette;
  seed: number;
  /** The logo version to put on a background colour. */
  variantOn(background: Rgba): LogoVariant;
};

/** Letters and digits of the brand name, for sample addresses ("Acme & Co" → "acmeco"). */
export function brandSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return slug.length > 0 ? slug.slice(0, 24) : 'yourbrand';
}

/** The details with every blank filled by a sample. */
export function filledDetails(details: BrandDetails): BrandDetails {
  const slug = brandSlug(details.name);
  return {
    name: details.name,
    tagline: details.tagline,
    person: details.person || 'Alex Morgan',
    role: details.role || 'Founder',
    email: details.email || `hello@${slug}.com`,
    phone: details.phone || '+1 (555) 010-2030',
    website: details.website || `www.${slug}.com`,
    address: details.address || '12 Market Street, Springfield',
  };
}

/** The palette from a logo's ink. */
export function kitPalette(logo: PreparedLogo): KitPalette {
  const brand = brandColor(logo.ink);
  return {
    brand,
    brandDeep: mix(brand, [8, 10, 16, 1], 0.45),
    accent: accentColor(logo.ink, brand),
    paper: hex('#f7f5f0'),
    ink: hex('#1d222b'),
    muted: hex('#5d6471'),
  };
}

/** Builds a kit's context. */
export function kitContext(
  logo: PreparedLogo,
  fonts: Fonts,
  details: BrandDetails,
  seed: number,
): KitContext {
  // A kit asks about the same few backgrounds many times, and a photo-like logo has over a
  // thousand ink colours to weigh each time: each background is judged once.
  const variants = new Map<string, LogoVariant>();
  return {
    logo,
    fonts,
    details: filledDetails(details),
    palette: kitPalette(logo),
    seed,
    variantOn(background) {
      const key = background.join();
      let variant = variants.get(key);
      if (!variant) {
        variant = chooseVariant(logo.ink, background);
        variants.set(key, variant);
      }
      return variant;
    },
  };
}

/** `#rrggbb` of a palette colour. */
export function css(color: Rgba): string {
  return toHex(color);
}
