// The worker-thread side of the local photo engines. Each worker loads a model the first time
// a job needs it and keeps it for every later job (module-level caches in each engine), and
// answers with a PNG or a `{ code, message }` failure, never a thrown Error (which would lose
// its code crossing the thread). Engines are imported statically (tsx's loader does not
// resolve extensionless dynamic imports inside a worker), but each loads its model lazily:
// a worker that only removes backgrounds never starts TensorFlow.
import { adVideoInWorker } from './engines/ad-video';
import { loadBackgroundRemovalModel, removeBackgroundInWorker } from './engines/background-removal';
import { compositeInWorker } from './engines/composite';
import { inpaintInWorker, loadOpenCv } from './engines/inpaint';
import { motionVideoInWorker } from './engines/motion-video';
import { loadSamModels, samMaskInWorker } from './engines/sam-mask';
import { loadUpscaleModel, upscaleInWorker } from './engines/upscale';
import { vectorizeImage } from './engines/vectorize';
import { errorText, PhotoError, toPhotoFailure } from './photo-errors';
import { photoJobSchema, type PhotoJob, type PhotoJobResult } from './photo-jobs';

/**
 * Runs one job (piscina calls this for every task). A job may carry a MessagePort (`progress`,
 * beside its fields) on which the share done, 0–1, is posted as the engine makes it.
 */
export default async function runPhotoJob(
  job: PhotoJob & { progress?: MessagePort; cancel?: SharedArrayBuffer },
): Promise<PhotoJobResult> {
  const { progress: port, cancel, ...task } = job;
  const flag = cancel ? new Int32Array(cancel) : null;
  const isCancelled = () => flag !== null && Atomics.load(flag, 0) === 1;
  try {
    if (isCancelled()) return { ok: false, ...toPhotoFailure(new PhotoError('cancelled')) };
    // The cancel flag is read at every progress report: throwing there stops the engine.
    return await runTask(task as PhotoJob, (share) => {
      if (isCancelled()) throw new PhotoError('cancelled');
      port?.postMessage(share);
    });
  } finally {
    port?.close();
  }
}

async function runTask(job: PhotoJob, progress: (share: number) => void): Promise<PhotoJobResult> {
  try {
    const parsed = photoJobSchema.safeParse(job);
    if (!parsed.success)
      throw new PhotoError(
        'invalid_options',
        parsed.error.issues.map((issue) => issue.message).join('; '),
      );
    const task = parsed.data;
    switch (task.kind) {
      case 'remove-background':
        return done(await removeBackgroundInWorker(task.image, progress));
      case 'upscale':
        return done(await upscaleInWorker(task.image, task.options, progress));
      case 'inpaint':
        return done(await inpaintInWorker(task.image, task.mask, task.options, progress));
      case 'composite':
        return done(await compositeInWorker(task.subject, task.background, task.options, progress));
      case 'sam-mask':
        return done(await samMaskInWorker(task.image, task.clicks));
      case 'vectorize': {
        const { svg, report } = await vectorizeImage(task.image, task.options, {
          onProgress: progress,
        });
        return { ok: true, svg, ...report };
      }
      case 'motion-video': {
        const { mp4, poster, ...report } = await motionVideoInWorker(
          task.image,
          task.options,
          progress,
        );
        return {
          ok: true,
          mp4,
          poster: new Uint8Array(poster.buffer, poster.byteOffset, poster.byteLength),
          ...report,
        };
      }
      case 'ad-video': {
        const { mp4, poster, cutouts, ...report } = await adVideoInWorker(
          {
            ad: task.ad,
            products: task.products,
            logo: task.logo,
            audio: task.audio,
            seed: task.seed,
          },
          progress,
        );
        return { ok: true, mp4, poster: view(poster), cutouts: cutouts.map(view), ...report };
      }
      case 'warm-up':
        return {
          ok: true,
          png: new Uint8Array(),
          engine: 'warm-up',
          loadMs: await warmUp(task.engines),
          runMs: 0,
          width: 0,
          height: 0,
        };
    }
  } catch (error) {
    return { ok: false, ...toPhotoFailure(error) };
  }
}

/** A Buffer's bytes as a plain Uint8Array (what crosses back from the worker). */
function view(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

function done(
  result: { png: Buffer } & Omit<Extract<PhotoJobResult, { ok: true }>, 'ok' | 'png'>,
): PhotoJobResult {
  return {
    ...result,
    ok: true,
    png: new Uint8Array(result.png.buffer, result.png.byteOffset, result.png.byteLength),
  };
}

async function warmUp(
  engines: ('remove-background' | 'upscale' | 'inpaint' | 'sam-mask')[],
): Promise<number> {
  let total = 0;
  for (const engine of engines) {
    try {
      if (engine === 'remove-background') total += await loadBackgroundRemovalModel();
      if (engine === 'upscale') total += await loadUpscaleModel('slim', 2);
      if (engine === 'inpaint') total += await loadOpenCv();
      if (engine === 'sam-mask') total += await loadSamModels();
    } catch (error) {
      throw new PhotoError(
        'engine_failed',
        `Could not load the ${engine} model: ${errorText(error)}`,
        { cause: error },
      );
    }
  }
  return total;
}
