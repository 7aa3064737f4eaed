// Photoroom's Image Editing API (v2) as the background generator's hosted engine: one call cuts
// the subject out, draws a background for the prompt (or lays a colour), adds a soft shadow and
// places the subject at the chosen size, so nothing else runs. Its documented contract
// (docs.photoroom.com, "Image Editing API"): POST /v2/edit with `x-api-key`, a multipart form of
// `imageFile` and dotted options; the answer's body is the image, an error is JSON (`detail`).
import {
  BACKGROUND_OUTPUT_SIZES,
  type GenerateBackgroundRequest,
} from '../contracts/api/photo-tools.ts';
import {
  blob,
  defaultFetch,
  hostedImage,
  joinUrl,
  type EngineOutput,
  type HostedConfig,
} from './engines.ts';
import { providerFailure, providerFetch, rateLimited, withRetries } from './provider-call.ts';

/** The engine id (jobs.engine and the answer's engine name), as 'remove.bg' and 'claid' are. */
export const PHOTOROOM_ENGINE = 'photoroom';

/** What the generator asks for: its request body after defaults, without the photo. With neither
 * colour nor prompt the subject goes on white (as locally). */
export type PhotoroomEdit = Omit<GenerateBackgroundRequest, 'image'>;

/** Photoroom's padding accepts a ratio up to 0.49. */
const MAX_PADDING = 0.49;

/**
 * The padding that keeps the subject to `scale` of the picture and at least `margin` from its
 * edges: Photoroom fits the subject's box inside the picture less the padding on every side, so
 * a subject filling 80 % leaves 10 % each side.
 */
export function photoroomPadding(scale: number, margin: number): number {
  const padding = Math.max(margin, (1 - scale) / 2);
  return Math.round(Math.min(MAX_PADDING, Math.max(0, padding)) * 1000) / 1000;
}

/** The form's options (everything but the image) for an edit. */
export function photoroomFields(edit: PhotoroomEdit): Record<string, string> {
  const background: Record<string, string> = edit.color
    ? { 'background.color': edit.color.replace('#', '').toUpperCase() }
    : edit.prompt
      ? { 'background.prompt': edit.prompt }
      : { 'background.color': 'FFFFFF' };
  const size =
    edit.size === 'auto'
      ? 'originalImage'
      : `${BACKGROUND_OUTPUT_SIZES[edit.size].width}x${BACKGROUND_OUTPUT_SIZES[edit.size].height}`;
  return {
    ...background,
    ...(edit.shadow ? { 'shadow.mode': 'ai.soft' } : {}),
    outputSize: size,
    padding: String(photoroomPadding(edit.scale, edit.margin)),
    horizontalAlignment: edit.placement,
    referenceBox: 'subjectBox',
    'export.format': 'png',
  };
}

/**
 * Photoroom: POST /v2/edit; a 429 (rate limited) is retried with the same back-off as a 5xx.
 * Progress: 0.1 when the photo is sent, 0.9 when the picture is back.
 */
export async function photoroomEditImage(
  config: HostedConfig,
  image: Uint8Array,
  edit: PhotoroomEdit,
): Promise<EngineOutput> {
  const fetchImpl = config.fetch ?? defaultFetch;
  const fields = photoroomFields(edit);
  try {
    config.progress?.(0.1);
    const output = await withRetries(
      config.policy,
      async (signal): Promise<EngineOutput> => {
        const form = new FormData();
        form.append('imageFile', blob(image), 'image');
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        const response = await providerFetch(fetchImpl, joinUrl(config.baseUrl, '/v2/edit'), {
          method: 'POST',
          headers: { 'x-api-key': config.apiKey, Accept: 'image/png, image/jpeg, image/webp' },
          body: form,
          signal,
        });
        return hostedImage(response, signal, PHOTOROOM_ENGINE);
      },
      rateLimited,
    );
    config.progress?.(0.9);
    return output;
  } catch (error) {
    throw providerFailure(PHOTOROOM_ENGINE, error);
  }
}
