// The database and Storage side of a generation, all through the service client: the
// ai_generations row (what My Creations, the history and the recent generations read; it names
// the job that charged for it) and the stored outputs in the private `generations` bucket,
// handed out as signed URLs an <img> tag can load. Charges and refunds are the job's
// (../jobs/job-records.ts), never the generation's.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { GeneratedImage } from '../providers/image-provider.ts';

/** The Storage bucket outputs live in; objects sit under `<user id>/<generation id>/`. */
export const GENERATIONS_BUCKET = 'generations';

/** The row as first written, before the job charges. */
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

/** Updates the generation row (status, provider, outputs, timings…). */
export async function updateGeneration(
  service: SupabaseClient,
  generationId: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const { error } = await service.from('ai_generations').update(changes).eq('id', generationId);
  if (error) throw new Error(`Updating the generation failed: ${error.message}`);
}

/**
 * Ties the generation to its job once the job has charged: records the job id, what the job
 * charged (0 for a free preview or an admin) and the start. Returns the credits charged.
 */
export async function linkGeneration(
  service: SupabaseClient,
  generationId: string,
  jobId: string,
  startedAt: Date,
): Promise<number> {
  const { data, error } = await service.from('jobs').select('cost').eq('id', jobId).single();
  if (error) throw new Error(`Reading the job failed: ${error.message}`);
  const cost = z.object({ cost: z.number().int() }).parse(data).cost;
  await updateGeneration(service, generationId, {
    job_id: jobId,
    cost,
    status: 'processing',
    started_at: startedAt.toISOString(),
  });
  return cost;
}

/**
 * Marks a generation that did not finish: 'refunded' when its job was charged (the job gives the
 * credits back, exactly once), else 'failed'; it keeps no pictures.
 */
export async function endGeneration(
  service: SupabaseClient,
  generationId: string,
  ending: { charged: number; reason: string; changes?: Record<string, unknown> },
): Promise<void> {
  await updateGeneration(service, generationId, {
    ...ending.changes,
    status: ending.charged > 0 ? 'refunded' : 'failed',
    output_urls: [],
    error: ending.reason.slice(0, 500),
    completed_at: new Date().toISOString(),
  });
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
  /** Called as each upload ends, with the share of the uploads done (0–1). */
  progress?: (fraction: number) => void,
): Promise<StoredImage[]> {
  const bucket = service.storage.from(GENERATIONS_BUCKET);
  const paths = images.map(
    (image, index) => `${userId}/${generationId}/${index + 1}.${EXTENSIONS[image.contentType]}`,
  );
  let done = 0;
  const uploads = await Promise.all(
    images.map(async (image, index) => {
      const { error } = await bucket.upload(paths[index]!, image.bytes, {
        contentType: image.contentType,
        upsert: true,
        cacheControl: '31536000',
      });
      done += 1;
      progress?.(done / images.length);
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

/** Removes a generation's stored images (a run cancelled after they were stored keeps none). */
export async function removeImages(
  service: SupabaseClient,
  userId: string,
  generationId: string,
): Promise<void> {
  const bucket = service.storage.from(GENERATIONS_BUCKET);
  const folder = `${userId}/${generationId}`;
  const { data } = await bucket.list(folder);
  const names = (data ?? []).map((entry) => `${folder}/${entry.name}`);
  if (names.length > 0) await bucket.remove(names);
}
