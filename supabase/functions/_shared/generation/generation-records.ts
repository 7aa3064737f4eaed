// The database and Storage side of a generation, all through the service client: the
// ai_generations row, the server-side charge (charge_credits), the one refund
// (refund_generation, idempotent per generation) and the stored outputs in the private
// `generations` bucket, handed out as signed URLs an <img> tag can load.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { GeneratedImage } from '../providers/image-provider.ts';

/** The Storage bucket outputs live in; objects sit under `<user id>/<generation id>/`. */
export const GENERATIONS_BUCKET = 'generations';

/** The row as first written, before anything is charged. */
export type NewGeneration = {
  userId: string;
  taskType: string;
  tool: string;
  style: string;
  prompt: string;
  params: Record<string, unknown>;
};

/** Inserts the pending generation and returns its id. */
export async function insertGeneration(
  service: SupabaseClient,
  row: NewGeneration,
): Promise<string> {
  const { data, error } = await service
    .from('ai_generations')
    .insert({
      user_id: row.userId,
      task_type: row.taskType,
      tool: row.tool,
      style: row.style,
      prompt: row.prompt,
      params: row.params,
      status: 'pending',
    })
    .select('id')
    .single();
  if (error) throw new Error(`Recording the generation failed: ${error.message}`);
  return z.object({ id: z.string() }).parse(data).id;
}

/** The result of a charge: the balance after it and what was taken (0 for admins). */
export type Charge =
  | { ok: true; balance: number; charged: number }
  | { ok: false; insufficient: { required: number; available: number } | null; message: string };

const chargeRowSchema = z.object({ balance: z.number().int(), charged: z.number().int() });

/** Charges the server-side cost of `costKey` for the generation (public.charge_credits). */
export async function chargeGeneration(
  service: SupabaseClient,
  userId: string,
  costKey: string,
  generationId: string,
  description: string,
): Promise<Charge> {
  const { data, error } = await service.rpc('charge_credits', {
    p_user_id: userId,
    p_cost_key: costKey,
    p_generation_id: generationId,
    p_description: description,
  });
  if (error) {
    const match = /Insufficient credits\. Required: (\d+), Available: (\d+)/.exec(error.message);
    return {
      ok: false,
      insufficient: match ? { required: Number(match[1]), available: Number(match[2]) } : null,
      message: error.message,
    };
  }
  const row = chargeRowSchema.parse(Array.isArray(data) ? data[0] : data);
  return { ok: true, ...row };
}

/**
 * The "charge" of a run only the local preview can serve: nothing is taken and nothing is written
 * to the ledger (a preview is free, architecture "Providers"); the answer still carries the balance.
 */
export async function freePreviewCharge(service: SupabaseClient, userId: string): Promise<Charge> {
  const { data, error } = await service.rpc('ensure_user_credits', { p_user_id: userId });
  if (error) return { ok: false, insufficient: null, message: error.message };
  return { ok: true, balance: z.number().int().parse(data), charged: 0 };
}

/** Updates the generation row (status, provider, outputs, timings…). */
export async function updateGeneration(
  service: SupabaseClient,
  generationId: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const { error } = await service.from('ai_generations').update(changes).eq('id', generationId);
  if (error) throw new Error(`Updating the generation failed: ${error.message}`);
}

/** Gives back what the generation was charged, at most once; marks it refunded (or failed). */
export async function refundGeneration(
  service: SupabaseClient,
  generationId: string,
  reason: string,
): Promise<number> {
  const { data, error } = await service.rpc('refund_generation', {
    p_generation_id: generationId,
    p_reason: reason,
  });
  if (error) throw new Error(`Refunding the generation failed: ${error.message}`);
  return z.number().int().parse(data);
}

const EXTENSIONS: Record<GeneratedImage['contentType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** A stored output: its object path and a signed URL to it. */
export type StoredImage = { path: string; url: string; bytes: number };

/** Stores the images under `<user>/<generation>/` and signs a URL for each. */
export async function storeImages(
  service: SupabaseClient,
  userId: string,
  generationId: string,
  images: GeneratedImage[],
  urlTtlSeconds: number,
): Promise<StoredImage[]> {
  const bucket = service.storage.from(GENERATIONS_BUCKET);
  const paths = images.map(
    (image, index) => `${userId}/${generationId}/${index + 1}.${EXTENSIONS[image.contentType]}`,
  );
  const uploads = await Promise.all(
    images.map(async (image, index) => {
      const { error } = await bucket.upload(paths[index]!, image.bytes, {
        contentType: image.contentType,
        upsert: true,
        cacheControl: '31536000',
      });
      return error ? `Storing image ${index + 1} failed: ${error.message}` : null;
    }),
  );
  const failed = uploads.find((message) => message !== null);
  if (failed) {
    // A refunded generation keeps no pictures: remove the ones that did arrive.
    const stored = paths.filter((_, index) => uploads[index] === null);
    if (stored.length > 0) await bucket.remove(stored);
    throw new Error(failed);
  }
  const { data, error } = await bucket.createSignedUrls(paths, urlTtlSeconds);
  if (error) throw new Error(`Signing the image URLs failed: ${error.message}`);
  return paths.map((path, index) => {
    const url = data.find((entry) => entry.path === path)?.signedUrl;
    if (!url) throw new Error(`No signed URL for ${path}`);
    return { path, url, bytes: images[index]!.bytes.length };
  });
}
