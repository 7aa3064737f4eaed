// The jobs each generation function runs, built from its validated body. The client never
// chooses a cost: the cost key follows from style and type (spec 9) on the server.
import { generatorRunCostKey } from './catalogue.ts';
import type { AiGenerateRequest, AlternateRequest, GenerateImageRequest } from './contract.ts';
import { checkStyle, generationError } from './generation-handler.ts';
import type { GenerationJob } from './pipeline.ts';
import type { PremiumKey } from './model-selection.ts';

/**
 * The job of `generate-image` and of the premium functions. The 4k-ultra, 8k-ultra and
 * photon-flash functions are those styles whatever the body says; flux-kontext-max is a model,
 * not a style, so its runs keep the body's style (and that style's cost).
 */
export function imageJob(
  tool: string,
  body: GenerateImageRequest,
  premium?: PremiumKey,
): GenerationJob | Response {
  const style = premium && premium !== 'flux-kontext-max' ? premium : body.style;
  const checked = checkStyle(
    style,
    premium && premium !== 'flux-kontext-max' ? undefined : body.variant,
  );
  if (!checked.ok) return checked.response;
  return {
    tool,
    taskType: 'text-to-image',
    costKey: generatorRunCostKey(style, body.type),
    prompt: body.prompt,
    type: body.type,
    style,
    variant: checked.variant,
    aspectRatio: body.aspectRatio,
    numImages: body.numImages,
    contrast: body.contrast,
    generationMode: body.generationMode,
    promptEnhance: body.promptEnhance,
    seed: body.seed,
    premium,
  };
}

/** The alternate function's job: its own chain (alternate → third fallback), explicit size. */
export function alternateJob(tool: string, body: AlternateRequest): GenerationJob {
  const [width = 1024, height = 1024] = body.size.split('x').map(Number);
  // Hive Local's renderer has no natural/vivid: natural reads as realistic, vivid as digital art.
  const style = body.style === 'natural' ? 'realistic' : 'digital-art';
  return {
    tool,
    taskType: 'text-to-image',
    costKey: generatorRunCostKey(style, 'ai-art'),
    prompt: body.prompt,
    type: 'ai-art',
    style,
    variant: undefined,
    aspectRatio: width === height ? '1:1' : width > height ? '16:9' : '9:16',
    numImages: body.numImages,
    contrast: 'medium',
    generationMode: 'quality',
    promptEnhance: false,
    seed: body.seed,
    startAt: 'alternate',
    size: { width, height },
    tone: body.style,
  };
}

/** The credit hook's cost key for a text-to-image task (spec 9: 10, 15 at 4K, 20 at 8K). */
export function aiTaskCostKey(quality: AiGenerateRequest['quality']): string {
  if (quality === '4k') return 'text-to-image-4k';
  if (quality === '8k') return 'text-to-image-8k';
  return 'text-to-image';
}

/** `ai-generate`'s job: one image; video tasks are refused before anything is charged. */
export function aiGenerateJob(tool: string, body: AiGenerateRequest): GenerationJob | Response {
  if (body.task_type !== 'text-to-image') {
    return generationError(
      422,
      'unsupported_task',
      `Task type ${body.task_type} is not available yet; nothing was charged.`,
    );
  }
  const style =
    body.quality === '4k' ? '4k-ultra' : body.quality === '8k' ? '8k-ultra' : 'realistic';
  return {
    tool,
    taskType: body.task_type,
    costKey: aiTaskCostKey(body.quality),
    prompt: body.prompt,
    type: 'ai-art',
    style,
    variant: undefined,
    aspectRatio: '1:1',
    numImages: 1,
    contrast: 'medium',
    generationMode: body.quality === 'standard' ? 'quality' : 'ultra',
    promptEnhance: true,
    seed: undefined,
    ...(style !== 'realistic' && { premium: style as PremiumKey }),
  };
}
