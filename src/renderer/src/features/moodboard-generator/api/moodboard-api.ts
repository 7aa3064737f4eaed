// The Moodboard Generator's calls: a run's body and answer, "Vary this tile", reference and own
// images uploaded to the user's own folder of `photo-results` (sent as `{ path }`), a board as My
// Creations keeps it (type 'moodboard', designs.moodboard_data), reopening one (its images signed
// afresh from their paths), the share switch (designs.is_private) and the shared board read by
// signed-out visitors through the `shared-moodboard` function.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  moodboardBoardAnswerSchema,
  moodboardDataSchema,
  moodboardImageSchema,
} from '@contracts/api/moodboard';
import type {
  MoodboardBoardRequest,
  MoodboardColorDirection,
  MoodboardData,
  MoodboardImage,
  MoodboardTileCount,
  MoodboardTileRequest,
} from '@contracts/api/moodboard';
import type { Design, NewDesign } from '@/lib/designs/design-schemas';
import { invokeFunction } from '@/lib/functions';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { sharedMoodboardPath } from '@/config/paths';
import type { Board } from '../board-model';
import { boardData } from '../board-model';
import { SERVICE_FUNCTIONS } from '@/lib/function-names';
import { RESULTS_BUCKET } from '@contracts/domain/storage';

export const REFERENCE_FOLDER = 'moodboard-references';

/** A saved board's picture in My Creations is signed for ten years, so the list keeps showing it. */
const SAVED_PREVIEW_SECONDS = 10 * 365 * 24 * 3600;
/** Reopened boards' images are signed for a day (signed again at the next reopening). */
const REOPEN_SECONDS = 24 * 3600;

const runnerFields = {
  status: z.literal('success'),
  job_id: z.string(),
  outputs: z.array(z.unknown()),
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
};

/** `generate-moodboard` answer for a whole board. */
export const boardAnswerSchema = moodboardBoardAnswerSchema.extend({
  ...runnerFields,
  /** The credits given back for tiles that could not be made (pro rata). */
  credits_returned: z.number().int().nonnegative().default(0),
});
export type BoardAnswer = z.infer<typeof boardAnswerSchema>;

/** `generate-moodboard` answer for "Vary this tile": the new image first in `images`. */
export const tileAnswerSchema = z
  .object({ ...runnerFields, images: z.array(moodboardImageSchema).min(1) })
  .passthrough();
export type TileAnswer = z.infer<typeof tileAnswerSchema>;

/** What the form holds for a run. */
export type RunInputs = {
  keywords: string[];
  style: string;
  variation?: string;
  tiles: MoodboardTileCount;
  colors: MoodboardColorDirection;
  palette: string[];
  references: { path: string }[];
};

/** The body of a board run. */
export function boardRequest(inputs: RunInputs): MoodboardBoardRequest {
  return {
    kind: 'board',
    keywords: inputs.keywords,
    style: inputs.style,
    ...(inputs.variation !== undefined && { variation: inputs.variation }),
    tiles: inputs.tiles,
    colors: inputs.colors,
    ...(inputs.colors === 'brand' && { palette: inputs.palette }),
    references: inputs.references,
  };
}

/** The body of "Vary this tile": the board's own terms, the tile's subject and last seed. */
export function tileRequest(
  board: Pick<Board, 'keywords' | 'style' | 'variation' | 'colors' | 'palette'>,
  image: Pick<MoodboardImage, 'subject' | 'seed'>,
): MoodboardTileRequest {
  return {
    kind: 'tile',
    keywords: board.keywords.slice(0, 20),
    style: board.style,
    ...(board.variation !== undefined && { variation: board.variation }),
    colors: board.colors,
    ...(board.colors === 'brand' && {
      palette: board.palette.slice(0, 8).map((colour) => colour.hex),
    }),
    subject: (image.subject.trim() || board.keywords[0] || 'moodboard').slice(0, 200),
    ...(image.seed !== undefined && { previousSeed: image.seed }),
  };
}

const EXTENSIONS: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const MIME: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Uploads a checked picture to `<user id>/moodboard-references/<uuid>.<ext>` and returns it as a
 * board image (signed for a day to show it).
 */
export async function uploadBoardImage(
  supabase: SupabaseClient,
  userId: string,
  photo: CheckedPhoto,
  source: 'reference' | 'own',
): Promise<MoodboardImage> {
  const id = crypto.randomUUID();
  const path = `${userId}/${REFERENCE_FOLDER}/${id}.${EXTENSIONS[photo.format] ?? 'png'}`;
  const storage = supabase.storage.from(RESULTS_BUCKET);
  const { error } = await storage.upload(path, photo.file, {
    contentType: MIME[photo.format] ?? photo.file.type,
    upsert: false,
  });
  if (error) throw error;
  const signed = await storage.createSignedUrl(path, REOPEN_SECONDS);
  if (signed.error || !signed.data) throw signed.error ?? new Error('No signed URL');
  return {
    id,
    url: signed.data.signedUrl,
    path,
    subject: photo.file.name.replace(/\.[a-z0-9]+$/i, '').slice(0, 80) || 'Your image',
    width: photo.width,
    height: photo.height,
    source,
  };
}

/** Signs a board's images afresh from their paths (the owner's own folder). */
export async function signBoardImages(
  supabase: SupabaseClient,
  images: readonly MoodboardImage[],
  seconds = REOPEN_SECONDS,
): Promise<MoodboardImage[]> {
  if (images.length === 0) return [];
  const { data, error } = await supabase.storage.from(RESULTS_BUCKET).createSignedUrls(
    images.map((image) => image.path),
    seconds,
  );
  if (error) throw error;
  const urls = new Map(
    data.flatMap((entry) => (entry.signedUrl && entry.path ? [[entry.path, entry.signedUrl]] : [])),
  );
  return images.map((image) => ({ ...image, url: urls.get(image.path) ?? image.url }));
}

/** A board as My Creations keeps it: the first picture as its image, the board in moodboard_data. */
export async function boardDesign(supabase: SupabaseClient, board: Board): Promise<NewDesign> {
  const data = boardData(board);
  const first = board.images[0];
  let url = first?.url ?? '';
  if (first) {
    const signed = await supabase.storage
      .from(RESULTS_BUCKET)
      .createSignedUrl(first.path, SAVED_PREVIEW_SECONDS);
    if (signed.data) url = signed.data.signedUrl;
  }
  return {
    url,
    prompt: board.keywords.join(', ').slice(0, 1000),
    type: 'moodboard',
    model: 'Moodboard Generator',
    name: board.title.slice(0, 100),
    tags: ['moodboard', ...board.keywords.slice(0, 10)],
    moodboard_data: data,
  };
}

/** The board a design keeps, its images signed afresh; null when it is not a board. */
export async function reopenBoard(
  supabase: SupabaseClient,
  design: Pick<Design, 'type' | 'moodboardData'>,
): Promise<MoodboardData | null> {
  if (design.type !== 'moodboard') return null;
  const parsed = moodboardDataSchema.safeParse(design.moodboardData);
  if (!parsed.success) return null;
  return { ...parsed.data, images: await signBoardImages(supabase, parsed.data.images) };
}

/** Turns a saved board's share link on (public) or off (private again). */
export async function setBoardShared(
  supabase: SupabaseClient,
  designId: string,
  shared: boolean,
): Promise<void> {
  const { error } = await supabase
    .from('designs')
    .update({ is_private: !shared })
    .eq('id', designId);
  if (error) throw error;
}

/** The address of a shared board. */
export function shareUrl(origin: string, designId: string): string {
  return `${origin}${sharedMoodboardPath(designId)}`;
}

/** `shared-moodboard` answer: the board (its images signed) and its name. */
export const sharedBoardSchema = z.object({
  name: z.string().optional(),
  moodboard_data: moodboardDataSchema,
});

/** A shared board for anyone with its link (signed-out visitors too). */
export async function fetchSharedBoard(
  supabase: SupabaseClient,
  id: string,
  signal?: AbortSignal,
): Promise<z.infer<typeof sharedBoardSchema>> {
  return invokeFunction(supabase, SERVICE_FUNCTIONS.sharedMoodboard, { id }, sharedBoardSchema, {
    ...(signal && { signal }),
  });
}
