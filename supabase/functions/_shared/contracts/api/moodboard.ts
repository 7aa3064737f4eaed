// The wire contract of the Moodboard Generator (issue #19, function `generate-moodboard`): theme
// keywords, a style and a colour direction become a board's image tiles (hosted model when
// configured, the local renderer otherwise), a palette drawn from those images, a type pairing and
// the keywords as words: 35 credits a board ('moodboard-generation'). "Vary this tile" remakes one
// image tile at the generator's run cost ('text-to-image'). The images are stored in
// `photo-results` (signed URLs in the runner's `outputs`); the board itself (layout, notes, own
// images, locks) is the client's, saved as designs.moodboard_data (`moodboardDataSchema`). One
// copy, imported by the function (Deno) and the renderer (Vite).
import { z } from 'zod';
import { engineSchema } from './photo-tools.ts';

/** Boards come in three sizes (tiles on the board, images and the palette, type and word tiles). */
export const MOODBOARD_TILE_COUNTS = [6, 9, 12] as const;
export type MoodboardTileCount = (typeof MOODBOARD_TILE_COUNTS)[number];

/**
 * How many of a board's tiles are images; the rest are the palette, the type pairing, the words
 * and (on 12) a texture in the palette's colours. Reference images the user adds take image
 * slots first, so a run makes `images − references` new pictures (at least one).
 */
export const MOODBOARD_IMAGE_TILES: Record<MoodboardTileCount, number> = { 6: 4, 9: 6, 12: 8 };

export const MOODBOARD_LIMITS = {
  /** Spec-style keyword rules: at least one, at most 20, each short. */
  maxKeywords: 20,
  maxKeywordChars: 40,
  /** Reference images a run may start from (uploads, pastes or creations). */
  maxReferences: 4,
  referenceMaxBytes: 10 * 1024 * 1024,
  referenceMaxPixels: 4096 * 4096,
  /** A board's own additions. */
  maxTitleChars: 80,
  maxNoteChars: 280,
  maxTilesOnBoard: 40,
  /** PNG export: the longest side, up to 4K. */
  exportMaxSide: 3840,
  /** The palette holds 5–6 colours. */
  paletteMin: 5,
  paletteMax: 6,
} as const;

/** The colour direction a run is steered by ('brand' uses the palette sent with it). */
export const MOODBOARD_COLOR_DIRECTIONS = [
  'auto',
  'warm',
  'cool',
  'muted',
  'vivid',
  'brand',
] as const;
export type MoodboardColorDirection = (typeof MOODBOARD_COLOR_DIRECTIONS)[number];

export const MOODBOARD_COLOR_LABELS: Record<MoodboardColorDirection, string> = {
  auto: 'Auto',
  warm: 'Warm',
  cool: 'Cool',
  muted: 'Muted',
  vivid: 'Vivid',
  brand: 'My brand palette',
};

/** The board arrangements. */
export const MOODBOARD_LAYOUTS = ['grid', 'masonry', 'collage'] as const;
export type MoodboardLayout = (typeof MOODBOARD_LAYOUTS)[number];

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const keyword = z.string().trim().min(1).max(MOODBOARD_LIMITS.maxKeywordChars);

/**
 * A reference image: a file the browser uploaded to the user's own folder of `photo-results`
 * (`<user id>/moodboard-references/…`). The server checks the folder is the caller's, and the
 * file's type by content, size and pixel count, before any charge.
 */
export const moodboardReferenceSchema = z.object({ path: z.string().min(3).max(400) });

/** `generate-moodboard`, a whole board (35 credits). */
export const moodboardBoardRequestSchema = z.object({
  kind: z.literal('board').default('board'),
  keywords: z.array(keyword).min(1).max(MOODBOARD_LIMITS.maxKeywords),
  /** A style id of the style catalogue (contracts/domain/styles.ts). */
  style: z.string().min(1).max(60),
  /** One of the style's variants; its first by default. */
  variation: z.string().min(1).max(60).optional(),
  tiles: z.union([z.literal(6), z.literal(9), z.literal(12)]).default(9),
  colors: z.enum(MOODBOARD_COLOR_DIRECTIONS).default('auto'),
  /** The brand palette, required when colors is 'brand'. */
  palette: z.array(hexColour).min(2).max(8).optional(),
  references: z.array(moodboardReferenceSchema).max(MOODBOARD_LIMITS.maxReferences).default([]),
});

/** `generate-moodboard`, "vary this tile": one new image for one tile (the generator's run cost). */
export const moodboardTileRequestSchema = z.object({
  kind: z.literal('tile'),
  keywords: z.array(keyword).min(1).max(MOODBOARD_LIMITS.maxKeywords),
  style: z.string().min(1).max(60),
  variation: z.string().min(1).max(60).optional(),
  colors: z.enum(MOODBOARD_COLOR_DIRECTIONS).default('auto'),
  palette: z.array(hexColour).min(2).max(8).optional(),
  /** The tile's subject as the board planned it (kept so a variation stays on its subject). */
  subject: z.string().trim().min(1).max(200),
  /** Avoid repeating the tile's last picture. */
  previousSeed: z.number().int().nonnegative().optional(),
});

export const moodboardRequestSchema = z.union([
  moodboardTileRequestSchema,
  moodboardBoardRequestSchema,
]);
export type MoodboardRequest = z.output<typeof moodboardRequestSchema>;
export type MoodboardBoardRequest = z.output<typeof moodboardBoardRequestSchema>;
export type MoodboardTileRequest = z.output<typeof moodboardTileRequestSchema>;

/** One image the run made (or a reference it used), in the order of `outputs`. */
export const moodboardImageSchema = z.object({
  /** The image's stable id on the board. */
  id: z.string().min(1),
  /** A signed URL to show it. */
  url: z.string().min(1),
  /** Its Storage path in `photo-results`, so a saved board can be signed again. */
  path: z.string().min(1),
  /** What the tile shows, in the user's words (a keyword and an angle). */
  subject: z.string(),
  seed: z.number().int().nonnegative().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  source: z.enum(['generated', 'reference', 'own']),
});
export type MoodboardImage = z.infer<typeof moodboardImageSchema>;

/** One palette colour and the share of the board's images it covers (0–1). */
export const paletteColourSchema = z.object({
  hex: hexColour,
  share: z.number().min(0).max(1),
  name: z.string().optional(),
});
export type PaletteColour = z.infer<typeof paletteColourSchema>;

/** A font as the board uses it: a family of the shipped catalogue and its weight. */
export const moodboardFontSchema = z.object({
  family: z.string().min(1),
  weight: z.number().int().min(100).max(900),
});

export const moodboardFontsSchema = z.object({
  heading: moodboardFontSchema,
  body: moodboardFontSchema,
  /** Why the pair suits the theme, in one sentence. */
  why: z.string().optional(),
});
export type MoodboardFonts = z.infer<typeof moodboardFontsSchema>;

/** `generate-moodboard` success fields beside the runner's own (outputs hold the image files). */
export const moodboardBoardAnswerSchema = z.object({
  images: z.array(moodboardImageSchema),
  palette: z.array(paletteColourSchema).min(1).max(MOODBOARD_LIMITS.paletteMax),
  fonts: moodboardFontsSchema,
  /** The word tile's words (the keywords as set, de-duplicated). */
  words: z.array(z.string()),
  /** Image tiles that could not be made even after a retry (each refunded pro rata). */
  failed_tiles: z.number().int().nonnegative().default(0),
  /**
   * The credits those failed tiles returned (floor(charged × failed / planned), its own ledger
   * line); `credits_used` and `credits_remaining` are as charged, before this return.
   */
  credits_returned: z.number().int().nonnegative().default(0),
  engine: z.union([z.string(), engineSchema]),
});
export type MoodboardBoardAnswer = z.infer<typeof moodboardBoardAnswerSchema>;

/** A tile's place on the board, in board units (the board is 1000 units wide). */
export const tileRectSchema = z.object({
  x: z.number().min(0),
  y: z.number().min(0),
  w: z.number().positive(),
  h: z.number().positive(),
});
export type TileRect = z.infer<typeof tileRectSchema>;

/** A tile on the board. */
export const boardTileSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['image', 'palette', 'type', 'words', 'texture', 'note']),
  /** For image tiles: the image's id in `images`. */
  imageId: z.string().optional(),
  /** For note tiles: the text. */
  text: z.string().max(MOODBOARD_LIMITS.maxNoteChars).optional(),
  rect: tileRectSchema,
  locked: z.boolean().default(false),
});
export type BoardTile = z.infer<typeof boardTileSchema>;

/**
 * designs.moodboard_data for a saved board (spec 3: style, variation, keywords, images; plus the
 * palette, fonts and layout so it reopens exactly as left). Held to 256 KB by the database.
 */
export const moodboardDataSchema = z.object({
  version: z.literal(1),
  title: z.string().max(MOODBOARD_LIMITS.maxTitleChars),
  style: z.string(),
  variation: z.string().optional(),
  keywords: z.array(z.string()),
  colors: z.enum(MOODBOARD_COLOR_DIRECTIONS),
  images: z.array(moodboardImageSchema),
  palette: z.array(paletteColourSchema),
  fonts: moodboardFontsSchema,
  words: z.array(z.string()),
  layout: z.object({
    kind: z.enum(MOODBOARD_LAYOUTS),
    /** The board's height in board units (its width is 1000). */
    height: z.number().positive(),
    tiles: z.array(boardTileSchema).max(MOODBOARD_LIMITS.maxTilesOnBoard),
  }),
});
export type MoodboardData = z.infer<typeof moodboardDataSchema>;
