// The types a saved design (table designs, spec 3 "Design record") can have, and how My Creations
// names them. The spec's generator types (logo, cover, artwork, video) and moodboards, plus one
// type per photo tool, so an edited photo is never filed as "AI Art". The designs table's check
// constraint (supabase/migrations/…_design_types.sql) accepts exactly this list.

/** What the photo tools save: one type per tool, named after the work done. */
export const PHOTO_DESIGN_TYPES = [
  'background-removal',
  'object-removal',
  'enhanced-image',
  'background-generation',
] as const;
export type PhotoDesignType = (typeof PHOTO_DESIGN_TYPES)[number];

/** What the vector tools save: an SVG (the SVG Generator, a vectorized image) or an illustration. */
export const VECTOR_DESIGN_TYPES = ['vector', 'vector-illustration'] as const;
export type VectorDesignType = (typeof VECTOR_DESIGN_TYPES)[number];

/** What the brand tools save besides a logo: a mockup kit (ZIP) and a brand guideline (PDF). */
export const BRAND_DESIGN_TYPES = ['logo-kit', 'brand-blueprint'] as const;
export type BrandDesignType = (typeof BRAND_DESIGN_TYPES)[number];

/**
 * What the Hive Editor saves: a document listed in My Creations ('editor-design', details
 * `{ document_id }`, url a signed URL of its thumbnail) and an export saved as a new design.
 */
export const EDITOR_DESIGN_TYPES = ['editor-design', 'edited-image'] as const;
export type EditorDesignType = (typeof EDITOR_DESIGN_TYPES)[number];

/** Every design type the designs table accepts. */
export const SAVED_DESIGN_TYPES = [
  'logo',
  'cover',
  'artwork',
  'video',
  'moodboard',
  ...PHOTO_DESIGN_TYPES,
  ...VECTOR_DESIGN_TYPES,
  ...BRAND_DESIGN_TYPES,
  ...EDITOR_DESIGN_TYPES,
] as const;
export type SavedDesignType = (typeof SAVED_DESIGN_TYPES)[number];

/** Readable labels for the type filter, cards and the preview. */
export const DESIGN_TYPE_LABELS: Record<SavedDesignType, string> = {
  artwork: 'AI Art',
  logo: 'Logo',
  cover: 'Cover Art',
  video: 'Video',
  moodboard: 'Moodboard',
  'background-removal': 'Background removed',
  'object-removal': 'Object removed',
  'enhanced-image': 'Enhanced photo',
  'background-generation': 'New background',
  vector: 'Vector',
  'vector-illustration': 'Vector illustration',
  'logo-kit': 'Logo mockup kit',
  'brand-blueprint': 'Brand guideline',
  'editor-design': 'Hive Editor design',
  'edited-image': 'Edited design',
};

/** True for the types whose file is an SVG. */
export function isVectorDesignType(type: string): type is VectorDesignType {
  return (VECTOR_DESIGN_TYPES as readonly string[]).includes(type);
}

/** True for the types the photo tools save. */
export function isPhotoDesignType(type: string): type is PhotoDesignType {
  return (PHOTO_DESIGN_TYPES as readonly string[]).includes(type);
}
