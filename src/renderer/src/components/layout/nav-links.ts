import { paths } from '@/config/paths';

/** A navbar entry. `pricing` follows the Pricing click rule instead of plain navigation. */
export type NavLinkEntry = { label: string; to: string; kind?: 'pricing' };

/** Desktop navbar links (spec 2.2), in order. The AI tools menu sits after Home. */
export const navLinks: readonly NavLinkEntry[] = [
  { label: 'Home', to: paths.home },
  { label: 'Pricing', to: paths.pricing, kind: 'pricing' },
  { label: 'My Creations', to: paths.myDesigns },
  { label: 'Contact Us', to: paths.contact },
];
