// Where a kit is kept: the private photo-results bucket, under `<user id>/<job id>/`, each stored
// file named after its path in the ZIP (`social/x-header-1500x500.png` →
// `social-x-header-1500x500.png`), handed out as signed URLs. A kit cancelled before it could
// finish keeps nothing.
import { bucketStore } from '../jobs/job-storage.ts';
import type { JobOutput, JobStore, StoreContext } from '../jobs/job-types.ts';
import type { KitFile, KitResult } from './kit.ts';
import { RESULT_URL_SECONDS, RESULTS_BUCKET } from '../contracts/domain/storage.ts';

function folder(context: StoreContext): string {
  return `${context.job.userId}/${context.job.id}`;
}

/** The Storage path of a kit file. */
export function storedPath(context: StoreContext, file: Pick<KitFile, 'name'>): string {
  return `${folder(context)}/${file.name.replaceAll('/', '-')}`;
}

/** The files a kit stores on their own: the preview, each item's stored files, the ZIP. */
export function storedFiles(kit: KitResult): KitFile[] {
  return [
    kit.preview,
    ...kit.items.flatMap((item) => [...item.files.filter((file) => file.store), item.thumb]),
    kit.zip,
  ];
}

/**
 * A Storage call tried up to three times. Right after a long render a pooled connection may
 * have been closed by the server while the engine held the event loop ("fetch failed"); the
 * next attempt opens a fresh one.
 */
async function retried<Result extends { error: unknown }>(
  call: () => Promise<Result>,
): Promise<Result> {
  let result = await call();
  for (let attempt = 1; attempt < 3 && result.error; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    result = await call();
  }
  return result;
}

/** Runs `work` on every item, at most `size` at a time, keeping the order of the results. */
async function inBatches<Item, Result>(
  items: readonly Item[],
  size: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(
      ...(await Promise.all(
        items.slice(start, start + size).map((item, offset) => work(item, start + offset)),
      )),
    );
  return results;
}

/** Stores a kit; `jobs.outputs` lists the preview, each item's main picture, then the ZIP. */
export function kitStore(): JobStore<KitResult> {
  return {
    async save(kit, context) {
      const storage = context.service.storage.from(RESULTS_BUCKET);
      const files = storedFiles(kit);
      const paths = files.map((file) => storedPath(context, file));
      const failures = await inBatches(files, 6, async (file, index) => {
        const { error } = await retried(() =>
          storage.upload(paths[index]!, file.bytes, {
            contentType: file.mime,
            upsert: true,
            cacheControl: '31536000',
          }),
        );
        return error ? `Storing ${file.name} failed: ${error.message}` : null;
      });
      const failed = failures.find((message) => message !== null);
      if (failed) {
        await storage.remove(paths.filter((_, index) => failures[index] === null));
        throw new Error(failed);
      }
      const { data, error } = await retried(() =>
        storage.createSignedUrls(paths, RESULT_URL_SECONDS),
      );
      if (error) throw new Error(`Signing the kit's URLs failed: ${error.message}`);
      const stored = new Map<string, { path: string; url: string }>();
      files.forEach((file, index) => {
        const url = data.find((entry) => entry.path === paths[index])?.signedUrl;
        if (!url) throw new Error(`No signed URL for ${paths[index]}`);
        stored.set(file.name, { path: paths[index]!, url });
      });
      kit.stored = stored;
      const output = (file: KitFile): JobOutput => ({
        url: stored.get(file.name)!.url,
        mime: file.mime,
        width: file.width ?? 0,
        height: file.height ?? 0,
      });
      return [
        output(kit.preview),
        ...kit.items.map((item) => output(item.files[0]!)),
        output(kit.zip),
      ];
    },
    // The same folder as every tool's files (a kit stores about 55, within one listing).
    discard: bucketStore(RESULTS_BUCKET).discard,
  };
}
