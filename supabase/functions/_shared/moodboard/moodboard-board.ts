// Making a board (the engine of `generate-moodboard`, see moodboard-job.ts): the free checks
// before the charge (style and variation, 'brand' with a palette, references, a provider), then
// one picture per planned tile through the generator's provider chain with a retry, real progress
// and a cancel between tiles, the part refund for tiles that failed twice, the palette from the
// pictures, the type pairing and the words.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type MoodboardFonts,
  type MoodboardRequest,
  type PaletteColour,
} from '../contracts/api/moodboard.ts';
import type { Engine } from '../contracts/api/photo-tools.ts';
import { findStyle } from '../contracts/domain/styles.ts';
import { moodboardMessages } from '../contracts/messages.ts';
import { mulberry32 } from '../contracts/domain/random.ts';
import { resolveVariant, variantValues } from '../generation/catalogue.ts';
import {
  chainFailure,
  linksFor,
  providersFromEnv,
  runChain,
  type Attempt,
  type Link,
} from '../generation/fallback-chain.ts';
import { readGenerationEnv } from '../generation/generation-env.ts';
import type { GenerationJob } from '../generation/jobs.ts';
import { generationMessages } from '../generation/messages.ts';
import { between } from '../jobs/job-pause.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { type JobFile } from '../jobs/job-storage.ts';
import type { JobRef } from '../jobs/job-types.ts';
import { createLogger, type FunctionLogger } from '../logger.ts';
import type { Canvas } from '../mockups/raster/canvas.ts';
import { decodePngCanvas } from '../mockups/raster/png.ts';
import type { ImageContentType } from '../providers/image-provider.ts';
import { createServiceClient, readSupabaseEnv } from '../supabase-clients.ts';
import { readMoodboardEnv } from './moodboard-env.ts';
import { boardPalette } from './palette.ts';
import {
  freshSeed,
  newImageCount,
  planOneTile,
  planTiles,
  uniqueWords,
  variantForFraming,
  type PlannedTile,
} from './plan.ts';
import { readReferences, type CheckedReference } from './references.ts';
import { typePairing } from './type-pairing.ts';
import { RESULT_URL_SECONDS, RESULTS_BUCKET } from '../contracts/domain/storage.ts';

type Body = MoodboardRequest;

/** The function's name (the ledger's description, ai logs). */
export const MOODBOARD_FUNCTION = 'generate-moodboard';

/** Progress marks: the tiles fill 3–88, the palette and type 88–92, storing the rest. */
const PROGRESS = { started: 3, tilesTo: 88, palette: 92 } as const;

/** Palette colours used when no picture could be read (hosted JPEG/WebP only): the direction's own. */
const DIRECTION_SWATCHES: Record<string, string[]> = {
  auto: ['#2f3e46', '#52796f', '#84a98c', '#cad2c5', '#e9c46a'],
  warm: ['#7f2f12', '#c8551b', '#e9a03b', '#f7e3b5', '#6b2d5c'],
  cool: ['#0f1e33', '#35597f', '#4cc3d9', '#d8e9f5', '#2a9d8f'],
  muted: ['#5c5346', '#8a7f6e', '#b5a88f', '#d9d0c1', '#6b705c'],
  vivid: ['#ff2a9d', '#00b4d8', '#faff00', '#7b2cbf', '#ff6b00'],
  brand: ['#1d1d1f', '#8a8a94', '#f5f5f7', '#3a6ee8', '#e76f51'],
};

/** What the checks before the charge learned, kept for the engine. */
export type Prepared = {
  seed: number;
  /** The run's variant: the chosen variation, or the style's first (a mixed board's default). */
  variant: string | undefined;
  /** The style's variants, for a mixed board's per-tile choice. */
  styleVariants: readonly string[];
  references: CheckedReference[];
  links: Link[];
};

/** One picture made for a tile. */
type MadeTile = {
  tile: PlannedTile;
  seed: number;
  bytes: Uint8Array;
  mime: ImageContentType;
  width: number;
  height: number;
  canvas: Canvas | null;
};

/** What the engine hands the store and the answer. */
export type MoodboardResult = {
  files: JobFile[];
  made: Omit<MadeTile, 'bytes' | 'canvas'>[];
  references: { path: string; url: string; width: number; height: number }[];
  palette: PaletteColour[];
  fonts: MoodboardFonts;
  words: string[];
  failedTiles: number;
  creditsReturned: number;
  engine: Engine;
};

function refuse(code: string, message: string, status = 400): never {
  throw new JobFailure(code, message, status);
}

/** A seed in the contract's range, drawn with Web Crypto. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 31;
}

/** The generator's job for one picture of the board (the chain reads its style, size and seed). */
function pictureJob(input: Body, variant: string | undefined, tile: PlannedTile, seed: number) {
  const job: GenerationJob = {
    tool: MOODBOARD_FUNCTION,
    taskType: 'text-to-image',
    costKey: input.kind === 'tile' ? 'text-to-image' : 'moodboard-generation',
    prompt: tile.prompt,
    type: 'ai-art',
    style: input.style,
    variant,
    aspectRatio: tile.aspectRatio,
    numImages: 1,
    contrast: 'medium',
    // Board tiles are small on the board: the renderer's fast size (768 px on the long side).
    generationMode: 'fast',
    promptEnhance: false,
    seed,
  };
  return job;
}

/** The checks before any charge; refuses by throwing a JobFailure. */
export async function prepareMoodboard(
  input: Body,
  context: { userId: string; service: SupabaseClient },
): Promise<Prepared> {
  const variants = variantValues(input.style);
  if (!variants) refuse('invalid_style', `Invalid request: style: unknown style '${input.style}'`);
  if (input.variation !== undefined && !variants.includes(input.variation))
    refuse(
      'invalid_variant',
      `Invalid request: variation: '${input.style}' has the variations ${variants.join(', ')}`,
    );
  if (input.colors === 'brand' && (input.palette?.length ?? 0) === 0)
    refuse('brand_palette_needed', moodboardMessages.brandPaletteNeeded);
  if (uniqueWords(input.keywords).length === 0) refuse('no_keywords', moodboardMessages.noKeywords);
  const references = input.kind === 'board' ? await readReferences(input.references, context) : [];
  const env = readGenerationEnv();
  const providers = providersFromEnv(env, readSupabaseEnv());
  const variant = resolveVariant(input.style, input.variation);
  // A premium style's look, but the board's pictures go to the standard services (the premium
  // models are priced per picture on their own functions).
  const routeStyle = findStyle(input.style)?.premium ? 'realistic' : input.style;
  const probe = pictureJob(
    { ...input, style: routeStyle },
    variant,
    { subject: '', prompt: '', aspectRatio: '1:1', seed: 0 },
    0,
  );
  const links = linksFor(probe, env, providers);
  if (links.length === 0) refuse('providers_unavailable', generationMessages.allUnavailable, 503);
  return { seed: randomSeed(), variant, styleVariants: variants, references, links };
}

/** Makes one tile's picture: its seed, then once more with a new one; null when both fail. */
async function makeTile(
  input: Body,
  ready: Prepared,
  tile: PlannedTile,
  context: { signal: AbortSignal; log: FunctionLogger; attempts: Attempt[] },
): Promise<MadeTile | null> {
  const retrySeed = freshSeed(mulberry32(tile.seed ^ 0x5bd1e995), tile.seed);
  for (const seed of [tile.seed, retrySeed]) {
    context.signal.throwIfAborted();
    const produced = await runChain(
      pictureJob(
        input,
        variantForFraming(tile.framing, ready.styleVariants, input.variation) ?? ready.variant,
        tile,
        seed,
      ),
      seed,
      ready.links,
      {
        signal: context.signal,
        log: context.log,
        attempts: context.attempts,
        progress: () => undefined,
      },
    );
    const image = produced?.result.images[0];
    if (!image) continue;
    let canvas: Canvas | null = null;
    if (image.contentType === 'image/png') {
      try {
        canvas = decodePngCanvas(image.bytes);
      } catch {
        canvas = null;
      }
    }
    return {
      tile,
      seed,
      bytes: image.bytes,
      mime: image.contentType,
      width: image.width || canvas?.width || 1,
      height: image.height || canvas?.height || 1,
      canvas,
    };
  }
  context.log.warn('a moodboard tile failed twice', { subject: tile.subject });
  return null;
}

/** Makes the tiles, `concurrency` at a time, with progress per finished tile and a cancel between. */
async function makeTiles(
  input: Body,
  ready: Prepared,
  plan: PlannedTile[],
  context: {
    signal: AbortSignal;
    progress(percent: number): void;
    log: FunctionLogger;
    attempts: Attempt[];
  },
): Promise<(MadeTile | null)[]> {
  const { MOODBOARD_STEP_PAUSE_MS: pauseMs, MOODBOARD_TILE_CONCURRENCY: concurrency } =
    readMoodboardEnv();
  const made: (MadeTile | null)[] = plan.map(() => null);
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < plan.length) {
      const index = next;
      next += 1;
      made[index] = await makeTile(input, ready, plan[index]!, context);
      finished += 1;
      const share = finished / plan.length;
      context.progress(PROGRESS.started + (PROGRESS.tilesTo - PROGRESS.started) * share);
      await between(context.signal, pauseMs);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, plan.length) }, worker));
  return made;
}

/** Returns the failed tiles' share of the charge (its own ledger line); the credits returned. */
async function refundFailedTiles(
  service: SupabaseClient,
  jobId: string,
  failed: number,
  planned: number,
): Promise<number> {
  const { data, error } = await service.rpc('refund_job_part', {
    p_job: jobId,
    p_failed: failed,
    p_planned: planned,
    p_items: 'tiles',
  });
  if (error) throw new Error(`Returning the failed tiles' credits failed: ${error.message}`);
  const row = (Array.isArray(data) ? data[0] : data) as { credits_returned?: unknown } | null;
  return typeof row?.credits_returned === 'number' ? row.credits_returned : 0;
}

async function signReferences(
  service: SupabaseClient,
  references: readonly CheckedReference[],
): Promise<MoodboardResult['references']> {
  if (references.length === 0) return [];
  const paths = references.map((reference) => reference.path);
  const { data, error } = await service.storage
    .from(RESULTS_BUCKET)
    .createSignedUrls(paths, RESULT_URL_SECONDS);
  if (error) throw new Error(`Signing the reference URLs failed: ${error.message}`);
  return references.map((reference) => {
    const url = data.find((entry) => entry.path === reference.path)?.signedUrl;
    if (!url) throw new Error(`No signed URL for ${reference.path}`);
    return { path: reference.path, url, width: reference.width, height: reference.height };
  });
}

/** The engine: the planned pictures, the palette, the type pairing and the words. */
export async function makeBoard(
  input: Body,
  ready: Prepared,
  context: { progress(percent: number): void; signal: AbortSignal; job: JobRef },
): Promise<MoodboardResult> {
  const log = createLogger(MOODBOARD_FUNCTION);
  const service = createServiceClient(readSupabaseEnv());
  context.progress(PROGRESS.started);
  const plan =
    input.kind === 'tile'
      ? [planOneTile(input, freshSeed(mulberry32(ready.seed), input.previousSeed))]
      : planTiles(input, newImageCount(input.tiles, ready.references.length), ready.seed);
  const attempts: Attempt[] = [];
  const results = await makeTiles(input, ready, plan, { ...context, log, attempts });
  const made = results.filter((tile): tile is MadeTile => tile !== null);
  if (made.length === 0) {
    const failure = chainFailure(attempts);
    throw new JobFailure(failure.code, moodboardMessages.failed, failure.status);
  }
  const failedTiles = plan.length - made.length;
  const creditsReturned =
    failedTiles > 0
      ? await refundFailedTiles(service, context.job.id, failedTiles, plan.length)
      : 0;
  const canvases = [
    ...ready.references.map((reference) => reference.canvas),
    ...made.map((tile) => tile.canvas),
  ].filter((canvas): canvas is Canvas => canvas !== null);
  const palette = boardPalette(canvases, {
    brand: input.colors === 'brand' ? input.palette : undefined,
    fallback: DIRECTION_SWATCHES[input.colors],
  });
  const words = uniqueWords(input.keywords);
  const fonts = typePairing(input.style, words);
  context.progress(PROGRESS.palette);
  const references = await signReferences(service, ready.references);
  const provider = ready.links[0]!.route.provider;
  const used = attempts.findLast((attempt) => attempt.outcome === 'ok')?.provider ?? provider;
  return {
    files: made.map((tile) => ({
      bytes: tile.bytes,
      mime: tile.mime,
      width: tile.width,
      height: tile.height,
    })),
    made: made.map(({ bytes: _bytes, canvas: _canvas, ...tile }) => tile),
    references,
    palette,
    fonts,
    words,
    failedTiles,
    creditsReturned,
    engine:
      used === 'local'
        ? { kind: 'local', name: 'Hive image renderer' }
        : { kind: 'hosted', name: used },
  };
}
