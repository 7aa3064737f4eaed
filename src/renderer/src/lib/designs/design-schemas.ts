// Designs, folders and collections as the client reads them (spec 3 "Design record",
// "Collection", "Folder"). Rows from the server and copies from browser storage are parsed
// here (zod at the trust boundary) into one Design shape, so screens never care where a
// design lives.
import { z } from 'zod';
import { SAVED_DESIGN_TYPES } from '@contracts/domain/design-types';
import type { SavedDesignType } from '@contracts/domain/design-types';

// Every design type the designs table accepts and their labels live in src/shared (one list for
// the client, the photo tools and the migration's check); re-exported for the screens.
export { DESIGN_TYPE_LABELS, SAVED_DESIGN_TYPES } from '@contracts/domain/design-types';
export type { SavedDesignType } from '@contracts/domain/design-types';

/** Default folder colour (spec 3). */
export const DEFAULT_FOLDER_COLOR = '#f59e0b';

/**
 * What a tool keeps to reopen a creation beyond its file (designs.details, at most 64 KB): each
 * tool parses its own part with its own schema.
 */
export const detailsSchema = z.record(z.string(), z.unknown()).nullable();
export type DesignDetails = Record<string, unknown>;

/** A row of public.designs. */
export const designRowSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  url: z.string().min(1),
  prompt: z.string().nullable(),
  type: z.enum(SAVED_DESIGN_TYPES),
  model: z.string(),
  name: z.string(),
  tags: z
    .array(z.string())
    .nullable()
    .transform((tags) => tags ?? []),
  folder_id: z.string().uuid().nullable(),
  is_private: z.boolean(),
  created_at: z.string(),
  details: detailsSchema.optional().transform((details) => details ?? null),
  /** A moodboard's board (contracts/api/moodboard `moodboardDataSchema`); null for other types. */
  moodboard_data: z
    .unknown()
    .optional()
    .transform((data) => data ?? null),
});
export type DesignRow = z.infer<typeof designRowSchema>;

/** The columns every design read selects. */
export const DESIGN_COLUMNS =
  'id, user_id, url, prompt, type, model, name, tags, folder_id, is_private, created_at, details, moodboard_data';

/** The local copy kept in browser storage when saving to the server fails (spec 3, 7). */
export const localDesignSchema = z.object({
  id: z.string().min(1),
  createdAt: z.string(),
  userId: z.string().min(1),
  name: z.string(),
  isPrivate: z.boolean().default(true),
  url: z.string().min(1),
  prompt: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
  model: z.string().default(''),
  type: z.enum(SAVED_DESIGN_TYPES).default('artwork'),
  folderId: z.string().nullable().default(null),
  details: detailsSchema.default(null),
  moodboardData: z.unknown().optional(),
});
export type LocalDesign = z.infer<typeof localDesignSchema>;

/** A design wherever it lives: on the server, or only in this browser until it syncs. */
export type Design = {
  id: string;
  userId: string;
  url: string;
  prompt: string | null;
  type: SavedDesignType;
  model: string;
  name: string;
  tags: string[];
  folderId: string | null;
  isPrivate: boolean;
  createdAt: string;
  /** What the tool keeps to reopen it (null for most types). */
  details: DesignDetails | null;
  /** A moodboard's board (designs.moodboard_data), read by the Moodboard Generator's schema. */
  moodboardData?: unknown;
  source: 'server' | 'local';
};

/** A server row as a Design. */
export function designFromRow(row: DesignRow): Design {
  return {
    id: row.id,
    userId: row.user_id,
    url: row.url,
    prompt: row.prompt,
    type: row.type,
    model: row.model,
    name: row.name,
    tags: row.tags,
    folderId: row.folder_id,
    isPrivate: row.is_private,
    createdAt: row.created_at,
    details: row.details,
    moodboardData: row.moodboard_data,
    source: 'server',
  };
}

/** A browser-storage copy as a Design. */
export function designFromLocal(local: LocalDesign): Design {
  return {
    id: local.id,
    userId: local.userId,
    url: local.url,
    prompt: local.prompt,
    type: local.type,
    model: local.model,
    name: local.name,
    tags: local.tags,
    folderId: local.folderId,
    isPrivate: local.isPrivate,
    createdAt: local.createdAt,
    details: local.details,
    moodboardData: local.moodboardData ?? null,
    source: 'local',
  };
}

/** What saving a new design sends (spec 7 "Insert into designs"). */
export type NewDesign = {
  url: string;
  prompt: string | null;
  type: SavedDesignType;
  model: string;
  name: string;
  tags: string[];
  /** What the tool keeps to reopen it; omitted by most tools. */
  details?: DesignDetails;
  /** A moodboard's board (designs.moodboard_data); only the Moodboard Generator sends it. */
  moodboard_data?: unknown;
};

/** Same url, prompt and type: the spec's duplicate-save rule (spec 5). */
export function isSameCreation(
  a: Pick<NewDesign, 'url' | 'prompt' | 'type'>,
  b: Pick<NewDesign, 'url' | 'prompt' | 'type'>,
): boolean {
  return a.url === b.url && (a.prompt ?? '') === (b.prompt ?? '') && a.type === b.type;
}

/** A row of public.design_folders. */
export const folderRowSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DesignFolder = z.infer<typeof folderRowSchema>;

/** A row of public.design_collections. */
export const collectionRowSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A row of public.collection_designs. */
export const collectionEntrySchema = z.object({
  collection_id: z.string().uuid(),
  design_id: z.string().uuid(),
});

/** A collection with the ids of its designs (spec 3 "Collection"). */
export type DesignCollection = z.infer<typeof collectionRowSchema> & { designs: string[] };
