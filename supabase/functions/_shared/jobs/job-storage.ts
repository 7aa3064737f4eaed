// A store for engines that make files: each file goes to a private Storage bucket under
// `<user id>/<job id>/<n>.<ext>` and is handed out as a signed URL; a job cancelled before it
// could finish keeps nothing.
import { RESULT_URL_SECONDS } from '../contracts/domain/storage.ts';
import type { JobOutput, JobStore, StoreContext } from './job-types.ts';

/** One file an engine made. */
export type JobFile = Omit<JobOutput, 'url'> & { bytes: Uint8Array };

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'application/json': 'json',
  'application/zip': 'zip',
  'image/x-icon': 'ico',
};

function folder(context: StoreContext): string {
  return `${context.job.userId}/${context.job.id}`;
}

/** Stores an engine's files in `bucket`; URLs are signed for `signedUrlSeconds` (a week by default). */
export function bucketStore(
  bucket: string,
  signedUrlSeconds = RESULT_URL_SECONDS,
): JobStore<JobFile[]> {
  return {
    async save(files, context) {
      const storage = context.service.storage.from(bucket);
      const paths = files.map(
        (file, index) => `${folder(context)}/${index + 1}.${EXTENSIONS[file.mime] ?? 'bin'}`,
      );
      const uploads = await Promise.all(
        files.map(async (file, index) => {
          const { error } = await storage.upload(paths[index]!, file.bytes, {
            contentType: file.mime,
            upsert: true,
            cacheControl: '31536000',
          });
          return error ? `Storing output ${index + 1} failed: ${error.message}` : null;
        }),
      );
      const failed = uploads.find((message) => message !== null);
      if (failed) {
        const stored = paths.filter((_, index) => uploads[index] === null);
        if (stored.length > 0) await storage.remove(stored);
        throw new Error(failed);
      }
      if (paths.length === 0) return [];
      const { data, error } = await storage.createSignedUrls(paths, signedUrlSeconds);
      if (error) throw new Error(`Signing the output URLs failed: ${error.message}`);
      return files.map(({ bytes: _bytes, ...facts }, index) => {
        const url = data.find((entry) => entry.path === paths[index])?.signedUrl;
        if (!url) throw new Error(`No signed URL for ${paths[index]}`);
        return { ...facts, url };
      });
    },
    async discard(context) {
      const storage = context.service.storage.from(bucket);
      const { data } = await storage.list(folder(context));
      const names = (data ?? []).map((entry) => `${folder(context)}/${entry.name}`);
      if (names.length > 0) await storage.remove(names);
    },
  };
}
