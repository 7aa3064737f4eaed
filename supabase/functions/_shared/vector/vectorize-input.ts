// The vectorize function's input (issue #15): the spec's multipart body (`image` file or
// `image.url`, options as fields) becomes the same JSON body our photo functions take
// (`{ image: <data URL>, preset?, colors?, detail?, smoothness?, speckle? }`, or `image.url`),
// parsed with zod. The image is then read (decoded, or downloaded through the SSRF guard) and
// checked before anything is charged: at most 10 MB, a PNG, JPEG or WebP by its bytes, at most
// 4096 × 4096 pixels from its header (never decoded here). SVG uploads are refused: one with
// script or outside links as unsafe (`svgIsUnsafe`), a clean one as not a raster image we trace
// (it is already a vector); neither is stored.
import { z } from 'zod';
import {
  VECTORIZE_MAX_BYTES,
  VECTORIZE_MAX_PIXELS,
  vectorizeOptionsSchema,
  vectorizeRequestSchema,
} from '../contracts/api/vector.ts';
import { vectorizationMessages, vectorToolMessages } from '../contracts/messages.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { readOutboundConfig } from '../outbound/outbound-config.ts';
import { OutboundError, safeFetch } from '../outbound/safe-fetch.ts';
import { decodeBase64, imageFacts, type ImageFacts } from '../photo-tools/image-check.ts';
import { svgIsUnsafe } from '../svg/sanitize-svg.ts';

/** The JSON body: the contract's request, with `image.url` as the other way to give the image. */
export const vectorizeBodySchema = vectorizeOptionsSchema
  .extend({
    image: vectorizeRequestSchema.shape.image.optional(),
    'image.url': z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
  })
  .refine((body) => (body.image === undefined) !== (body['image.url'] === undefined), {
    message: 'Give an image or an image.url',
    path: ['image'],
  });
export type VectorizeBody = z.output<typeof vectorizeBodySchema>;

/** A checked image. */
export type VectorizeImage = { bytes: Uint8Array; facts: ImageFacts };

const OPTION_NUMBERS = ['colors', 'detail', 'smoothness', 'speckle'] as const;

function toDataUrl(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return `data:application/octet-stream;base64,${btoa(binary)}`;
}

/**
 * The request with a multipart body rewritten as the JSON body (headers kept); any other request
 * as it is. A form that cannot be read becomes an empty body (the schema refuses it).
 */
export async function asJsonRequest(request: Request): Promise<Request> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return request;
  const body: Record<string, unknown> = {};
  try {
    const form = await request.formData();
    const image = form.get('image');
    if (image !== null && typeof image !== 'string')
      body.image = toDataUrl(new Uint8Array(await image.arrayBuffer()));
    const url = form.get('image.url');
    if (typeof url === 'string') body['image.url'] = url;
    const preset = form.get('preset');
    if (typeof preset === 'string') body.preset = preset;
    for (const name of OPTION_NUMBERS) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim() !== '') body[name] = Number(value);
    }
  } catch {
    // An unreadable form: the empty body is refused by the schema.
  }
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The refusal for a body the schema refuses. */
export function bodyRefusal(issues: z.core.$ZodIssue[]): JobFailure {
  const issue = issues[0];
  const field = String(issue?.path[0] ?? '');
  if (field === 'image' && issue?.code === 'too_big')
    return new JobFailure('file_too_large', vectorizationMessages.tooLarge, 413);
  if (field === 'image' || field === 'image.url')
    return new JobFailure('not_an_image', vectorToolMessages.notAnImage, 400);
  return new JobFailure('invalid_request', vectorizationMessages.badRequest, 400);
}

/** Downloads `image.url` through the SSRF guard (https, public addresses, 10 MB cap). */
async function download(url: string): Promise<Uint8Array> {
  const config = { ...readOutboundConfig(), maxBytes: VECTORIZE_MAX_BYTES };
  try {
    const answer = await safeFetch({ url, method: 'GET', headers: {} }, config);
    if (answer.status < 200 || answer.status >= 300)
      throw new JobFailure('image_url_failed', vectorToolMessages.notAnImage, 400);
    return answer.body;
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    if (error instanceof OutboundError && error.reason === 'response_too_large')
      throw new JobFailure('file_too_large', vectorizationMessages.tooLarge, 413);
    if (error instanceof OutboundError)
      throw new JobFailure('image_url_refused', vectorizationMessages.badRequest, 400);
    throw error;
  }
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^<(\?xml|svg|!doctype svg)/i.test(head) || /<svg[\s>]/i.test(head);
}

/** Checks image bytes; throws the refusal (no charge has been made yet). */
export function checkVectorizeImage(bytes: Uint8Array): VectorizeImage {
  if (bytes.length === 0) throw new JobFailure('not_an_image', vectorToolMessages.notAnImage, 400);
  if (bytes.length > VECTORIZE_MAX_BYTES)
    throw new JobFailure('file_too_large', vectorizationMessages.tooLarge, 413);
  const facts = imageFacts(bytes);
  if (facts) {
    if (facts.width * facts.height > VECTORIZE_MAX_PIXELS)
      throw new JobFailure('too_many_pixels', vectorToolMessages.tooManyPixels, 413);
    return { bytes, facts };
  }
  if (looksLikeSvg(bytes) && svgIsUnsafe(new TextDecoder().decode(bytes)))
    throw new JobFailure('unsafe_svg', vectorToolMessages.unsafeSvg, 400);
  throw new JobFailure('not_an_image', vectorToolMessages.notAnImage, 400);
}

/** Reads the body's image (decoding or downloading it) and checks it. */
export async function readVectorizeImage(body: VectorizeBody): Promise<VectorizeImage> {
  const url = body['image.url'];
  const bytes = url !== undefined ? await download(url) : decodeBase64(body.image ?? '');
  if (!bytes) throw new JobFailure('not_an_image', vectorToolMessages.notAnImage, 400);
  return checkVectorizeImage(bytes);
}
