// What happens to a result: saved to the user's disk through the Platform seam, or kept in
// My Creations (table designs).
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { PhotoToolResponse } from '@shared/api/photo-tools';
import type { Platform } from '@/platform/platform';

/** Fetches a result and saves it under `fileName`; false when the user cancelled the save dialog. */
export async function downloadResult(platform: Platform, url: string, fileName: string): Promise<boolean> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  const outcome = await platform.saveFile(blob, fileName);
  if (!outcome.saved && outcome.reason === 'failed') throw new Error('Saving the file failed');
  return outcome.saved;
}

/** A file name safe on every system: letters, digits and dashes, with the extension kept. */
export function resultFileName(original: string, suffix: string, extension = 'png'): string {
  const stem = original.replace(/\.[^.]*$/, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, '');
  return `${stem || 'image'}-${suffix}.${extension}`;
}

/** Tags for a saved result: the tool, where it ran, and the engine. */
export function resultTags(tool: string, result: PhotoToolResponse): string[] {
  return [tool, result.engine.kind, result.engine.name].slice(0, 5);
}

const insertedDesign = z.object({ id: z.union([z.string(), z.number()]) });

/**
 * Saves a result to My Creations (spec 7 "Insert into designs": url, prompt, type, model, name,
 * tags; selects id). Photo results are artwork with no prompt; the model is the engine that ran.
 */
export async function saveResultToCreations(
  supabase: SupabaseClient,
  input: { userId: string; url: string; name: string; tags: string[]; model: string },
): Promise<string> {
  const { data, error } = await supabase
    .from('designs')
    .insert({
      user_id: input.userId,
      url: input.url,
      prompt: null,
      type: 'artwork',
      model: input.model,
      name: input.name,
      tags: input.tags,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return String(insertedDesign.parse(data).id);
}
