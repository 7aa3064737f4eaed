// The Storage steps of the jobs that write their own result files (video, ad video, recording):
// upload each file to the bucket, then sign their URLs. Failures read `storage: …`.
import type { SupabaseClient } from '@supabase/supabase-js';
import { RESULT_URL_SECONDS } from '../contracts/domain/storage.ts';

/** One bucket's Storage client (`service.storage.from(bucket)`). */
export type BucketClient = ReturnType<SupabaseClient['storage']['from']>;

/** One file a job writes. */
export type ResultFile = { path: string; bytes: Uint8Array; contentType: string };

/** Uploads the files in order, replacing any already there; throws at the first that fails. */
export async function uploadResultFiles(bucket: BucketClient, files: ResultFile[]): Promise<void> {
  for (const file of files) {
    const { error } = await bucket.upload(file.path, file.bytes, {
      contentType: file.contentType,
      upsert: true,
    });
    if (error) throw new Error(`storage: ${error.message}`);
  }
}

/** Signs `paths` for the results' lifetime; answers their URLs in the same order. */
export async function signResultUrls(bucket: BucketClient, paths: string[]): Promise<string[]> {
  const signed = await bucket.createSignedUrls(paths, RESULT_URL_SECONDS);
  if (signed.error || !signed.data)
    throw new Error(`storage: ${signed.error?.message ?? 'no signed URLs'}`);
  return paths.map((path) => {
    const url = signed.data.find((entry) => entry.path === path)?.signedUrl;
    if (!url) throw new Error(`storage: no signed URL for ${path}`);
    return url;
  });
}
