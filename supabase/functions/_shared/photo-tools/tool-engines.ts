// Which engine each capability uses: the user's own key for a hosted service (sent as a header),
// else a server secret, else Hive Local's local engine. Local calls follow the job's progress and
// stop on its cancel (context.call).
import type { EnhancementQuality, EnhancementType } from '../contracts/api/photo-tools.ts';
import {
  claidUpscaleImage,
  lamaInpaint,
  removeBgRemoveBackground,
  type EngineOutput,
} from './engines.ts';
import { runLocal } from './local-engine.ts';
import { PHOTOROOM_ENGINE, photoroomEditImage, type PhotoroomEdit } from './photoroom.ts';
import { photoMessages } from './messages.ts';
import { PhotoToolFailure } from './photo-failure.ts';
import type { ToolContext, ToolRun, ToolSetup } from './photo-handler.ts';

/** The header carrying the user's own remove.bg key. */
export const REMOVE_BG_KEY_HEADER = 'x-removebg-api-key';
/** The header carrying the user's own Claid key. */
export const CLAID_KEY_HEADER = 'x-claid-api-key';
/** The header carrying the user's own Photoroom key. */
export const PHOTOROOM_KEY_HEADER = 'x-photoroom-api-key';

function userKey(context: ToolSetup, header: string): string | undefined {
  const value = context.request.headers.get(header)?.trim();
  return value ? value : undefined;
}

/** The background remover's engine (jobs.engine): remove.bg with a key, else local ISNet. */
export function removeBackgroundEngine(setup: ToolSetup): string {
  return (userKey(setup, REMOVE_BG_KEY_HEADER) ?? setup.env.REMOVE_BG_API_KEY)
    ? 'remove.bg'
    : 'local:isnet';
}

/**
 * A free refusal when the run would need the local background remover and this installation has
 * none (a desktop release built --without-imgly); null when it can run.
 */
export function removeBackgroundUnavailable(setup: ToolSetup): PhotoToolFailure | null {
  if (removeBackgroundEngine(setup) !== 'local:isnet') return null;
  if (setup.env.PHOTO_LOCAL_BACKGROUND_REMOVAL === 'on') return null;
  return new PhotoToolFailure('engine_unavailable', photoMessages.localRemovalUnavailable, 503);
}

/** The enhancer's engine (jobs.engine): Claid with a key, else local ESRGAN of the quality's size. */
export function upscaleEngine(setup: ToolSetup, quality: EnhancementQuality): string {
  return (userKey(setup, CLAID_KEY_HEADER) ?? setup.env.CLAID_API_KEY)
    ? 'claid'
    : `local:esrgan-${ESRGAN_MODEL[quality]}`;
}

/** True when the background generator runs on Photoroom (the user's key or PHOTOROOM_API_KEY). */
export function usesPhotoroom(setup: ToolSetup): boolean {
  return (userKey(setup, PHOTOROOM_KEY_HEADER) ?? setup.env.PHOTOROOM_API_KEY) !== undefined;
}

/** The background generator's engine (jobs.engine): Photoroom with a key, else the cut-out + the local scene. */
export function backgroundGeneratorEngine(setup: ToolSetup): string {
  return usesPhotoroom(setup)
    ? PHOTOROOM_ENGINE
    : `${removeBackgroundEngine(setup)} + local:composite`;
}

/** The whole background generation in one Photoroom call (callers check `usesPhotoroom` first). */
export async function photoroomBackground(
  context: ToolContext,
  image: Uint8Array,
  edit: PhotoroomEdit,
): Promise<ToolRun> {
  const own = userKey(context, PHOTOROOM_KEY_HEADER);
  const key = own ?? context.env.PHOTOROOM_API_KEY ?? '';
  return {
    output: await photoroomEditImage(
      context.hosted(context.env.PHOTOROOM_API_URL, key),
      image,
      edit,
    ),
    apiKeyUsed: own !== undefined,
  };
}

/** The object remover's engine (jobs.engine): a LaMa-style server when set, else the local fill. */
export function inpaintEngine(setup: ToolSetup): string {
  return setup.env.LAMA_API_URL ? 'lama' : 'local:inpaint';
}

/** Background removal: remove.bg with a key, else local ISNet. */
export async function removeBackground(context: ToolContext, image: Uint8Array): Promise<ToolRun> {
  const own = userKey(context, REMOVE_BG_KEY_HEADER);
  const key = own ?? context.env.REMOVE_BG_API_KEY;
  if (key)
    return {
      output: await removeBgRemoveBackground(
        context.hosted(context.env.REMOVE_BG_API_URL, key),
        image,
      ),
      apiKeyUsed: own !== undefined,
    };
  return {
    output: await runLocal(context.local, 'remove-background', { image }, {}, context.call),
    apiKeyUsed: false,
  };
}

/** The factor the local engine applies for a requested increase (its models are ×2 and ×4; ×8 is ×4 then Lanczos ×2). */
export function localFactor(desiredIncrease: number): 2 | 4 | 8 {
  if (desiredIncrease <= 2) return 2;
  if (desiredIncrease <= 4) return 4;
  return 8;
}

/** The local ESRGAN model for each quality choice. */
export const ESRGAN_MODEL: Record<EnhancementQuality, 'slim' | 'medium' | 'thick'> = {
  fast: 'slim',
  high: 'medium',
  best: 'thick',
};

/** Upscaling: Claid with a key (any factor), else local ESRGAN (slim/medium/thick by quality) at ×2/×4/×8. */
export async function upscale(
  context: ToolContext,
  image: Uint8Array,
  input: { desiredIncrease: number; enhancementType: EnhancementType; quality: EnhancementQuality },
): Promise<ToolRun> {
  const own = userKey(context, CLAID_KEY_HEADER);
  const key = own ?? context.env.CLAID_API_KEY;
  if (key) {
    const output = await claidUpscaleImage(
      context.hosted(context.env.CLAID_API_URL, key),
      image,
      input.desiredIncrease,
      input.enhancementType,
    );
    return { output, apiKeyUsed: own !== undefined, desiredIncrease: input.desiredIncrease };
  }
  const factor = localFactor(input.desiredIncrease);
  const fields = {
    factor: String(factor),
    model: ESRGAN_MODEL[input.quality],
    type: input.enhancementType,
  };
  return {
    output: await runLocal(context.local, 'upscale', { image }, fields, context.call),
    apiKeyUsed: false,
    desiredIncrease: factor,
  };
}

/**
 * Object removal: a LaMa-style server when configured, else the local fill (PatchMatch for a
 * medium object, OpenCV's Telea for thin marks; the engine that ran is in the report).
 */
export async function inpaint(
  context: ToolContext,
  image: Uint8Array,
  mask: Uint8Array,
): Promise<ToolRun> {
  if (context.env.LAMA_API_URL) {
    return {
      output: await lamaInpaint(
        context.hosted(context.env.LAMA_API_URL, context.env.LAMA_API_KEY ?? ''),
        image,
        mask,
      ),
      apiKeyUsed: false,
    };
  }
  return {
    output: await runLocal(context.local, 'inpaint', { image, mask }, {}, context.call),
    apiKeyUsed: false,
  };
}

/** Where the subject goes and how large the result is (the generator's body fields). */
export type CompositeLayout = {
  placement: 'center' | 'left' | 'right';
  scale: number;
  margin: number;
  size: 'auto' | 'square' | 'portrait' | 'landscape' | 'marketplace';
};

/**
 * Places a cut-out on a background picture or colour, or — with a `prompt` and no picture — on
 * a scene the local compositor draws for the prompt (surface, horizon, light), with a contact
 * shadow and the subject relit to fit it.
 */
export function composite(
  context: ToolContext,
  subject: EngineOutput,
  background: Uint8Array | string,
  shadow: boolean,
  layout?: CompositeLayout & { prompt?: string },
): Promise<EngineOutput> {
  const files: Record<string, Uint8Array> =
    typeof background === 'string'
      ? { subject: subject.bytes }
      : { subject: subject.bytes, background };
  const fields: Record<string, string> = {
    shadow: String(shadow),
    ...(typeof background === 'string' ? { color: background } : {}),
    ...(layout
      ? {
          align: layout.placement,
          scale: String(layout.scale),
          margin: String(layout.margin),
          size: layout.size,
          ...(layout.prompt ? { prompt: layout.prompt } : {}),
        }
      : {}),
  };
  return runLocal(context.local, 'composite', files, fields, { signal: context.call.signal });
}
