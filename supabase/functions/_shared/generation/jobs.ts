// The run each generation function asks for, built from its validated body (the charged job
// itself is generation-job.ts). The client never chooses a cost: the cost key follows from style
// and type (spec 9) on the server.
import { generatorRunCostKey } from '../contracts/domain/credits.ts';
import type {
  AiGenerateRequest,
  AlternateRequest,
  AspectRatio,
  GenerateImageBody,
  GenerationMode,
  GenerationType,
} from '../contracts/api/generate-image.ts';
import { checkStyle, generationError } from './generation-handler.ts';
import type { PremiumKey } from './model-selection.ts';

/** One run, as the thin functions describe it (already validated). */
export type GenerationJob = {
  /** The function's name, stored as ai_generations.tool. */
  tool: string;
  /** ai_generations.task_type, e.g. 'text-to-image'. */
  taskType: string;
  /** The credit_costs key the server charges. */
  costKey: string;
  prompt: string;
  type: GenerationType;
  style: string;
  variant: string | undefined;
  aspectRatio: AspectRatio;
  numImages: number;
  contrast: 'low' | 'medium' | 'high';
  generationMode: GenerationMode;
  promptEnhance: boolean;
  seed: number | undefined;
  premium?: PremiumKey;
  /** The alternate function starts its chain at the alternate service. */
  startAt?: 'primary' | 'alternate';
  size?: { width: number; height: number };
  tone?: 'natural' | 'vivid';
};

/** What ai_generations.params keeps: every input needed to make the run again, seed included. */
export function runParams(job: GenerationJob, seed: number): Record<string, unknown> {
  return {
    type: job.type,
    style: job.style,
    variant: job.variant ?? null,
    aspectRatio: job.aspectRatio,
    numImages: job.numImages,
    contrast: job.contrast,
    generationMode: job.generationMode,
    promptEnhance: job.promptEnhance,
    seed,
    cost_key: job.costKey,
    ...(job.premium && { premium: job.premium }),
    ...(job.size && { size: `${job.size.width}x${job.size.height}` }),
    ...(job.tone && { tone: job.tone }),
  };
}

/**
 * The job of `generate-image` and of the premium functions. The 4k-ultra, 8k-ultra and
 * photon-flash functions are those styles whatever the body says; flux-kontext-max is a model,
 * not a style, so its runs keep the body's style (and that style's cost).
 */
export function imageJob(
  tool: string,
  body: GenerateImageBody,
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
