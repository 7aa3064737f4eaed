// Which saved creations are pictures, for the pickers that take one from My Creations (a photo
// tool, the editor, a board's references, a logo for a mock-up or an ad).
import { BRAND_DESIGN_TYPES, VECTOR_DESIGN_TYPES } from '@contracts/domain/design-types';
import type { Design } from './design-schemas';

/** Creations that are not single pictures (a video, a kit, a guideline, a board). */
export const NOT_PICTURES: ReadonlySet<string> = new Set([
  'video',
  'moodboard',
  ...BRAND_DESIGN_TYPES,
]);

/** The saved pictures among `designs` (no videos, kits or other documents), in their order. */
export function savedPictures(designs: readonly Design[]): Design[] {
  return designs.filter((design) => !NOT_PICTURES.has(design.type));
}

/** The creations that are logos: from the Logo Creator and the vector tools. */
const LOGO_TYPES: ReadonlySet<string> = new Set(['logo', ...VECTOR_DESIGN_TYPES]);

/** The saved pictures for picking a logo: logos first, then the other pictures, newest first in each. */
export function logosFirst(designs: readonly Design[]): Design[] {
  const rank = (design: Design) => (LOGO_TYPES.has(design.type) ? 0 : 1);
  return savedPictures(designs).sort(
    (a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt),
  );
}
