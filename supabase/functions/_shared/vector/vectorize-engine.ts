// The vectorize job's engine (issue #15): the hosted service when its secrets are set, else Hive
// Local's local tracer (vtracer + SVGO) called like the photo tools call theirs; then every SVG,
// whichever engine made it, is sanitised (`sanitizeSvg`) and measured (`svgStats`) before it is
// stored. Progress: the engine's own (local stages / hosted answer), sanitised at 97 %.
import type { Engine } from '../contracts/api/photo-tools.ts';
import type { SvgStats, VectorizeOptions } from '../contracts/api/vector.ts';
import { vectorizationMessages, vectorToolMessages } from '../contracts/messages.ts';
import { JobFailure } from '../jobs/job-response.ts';
import type { EngineContext } from '../jobs/job-types.ts';
import type { JobFile } from '../jobs/job-storage.ts';
import { runLocal, type LocalEngineConfig } from '../photo-tools/local-engine.ts';
import { PhotoToolFailure } from '../photo-tools/photo-failure.ts';
import { sanitizeSvg, SvgRefused } from '../svg/sanitize-svg.ts';
import { svgStats } from '../svg/svg-stats.ts';
import type { VectorizeImage } from './vectorize-input.ts';
import { VECTORIZER_NAME, vectorizeHosted, type VectorizerConfig } from './vectorizer-ai.ts';

/** What a run made: the sanitised SVG as a file, its stats and the engine that ran. */
export type VectorizeResult = { file: JobFile; stats: SvgStats; engine: Engine };

/** Where the engines are: the hosted service's config (null = local) and Hive Local's. */
export type VectorizeEngines = { hosted: VectorizerConfig | null; local: LocalEngineConfig };

/** jobs.engine for a run. */
export function vectorizeEngineId(engines: VectorizeEngines): string {
  return engines.hosted ? VECTORIZER_NAME : 'local:vtracer';
}

// Hive Local's input codes in the vectorizer's words.
const localRefusals: Record<string, [string, number]> = {
  file_too_large: [vectorizationMessages.tooLarge, 413],
  too_many_pixels: [vectorToolMessages.tooManyPixels, 413],
  unsupported_type: [vectorToolMessages.notAnImage, 400],
  svg_not_allowed: [vectorToolMessages.notAnImage, 400],
  corrupt_image: [vectorToolMessages.notAnImage, 400],
  empty_file: [vectorToolMessages.notAnImage, 400],
};

function asJobFailure(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return new JobFailure('cancelled', 'Cancelled', 409);
  if (error instanceof JobFailure) return error;
  if (error instanceof PhotoToolFailure) {
    const refusal = localRefusals[error.code];
    if (refusal) return new JobFailure(error.code, refusal[0], refusal[1]);
    return new JobFailure(
      error.code,
      vectorToolMessages.failed,
      error.status >= 500 ? error.status : 500,
    );
  }
  return error;
}

async function trace(
  engines: VectorizeEngines,
  image: VectorizeImage,
  options: VectorizeOptions,
  job: EngineContext,
): Promise<{ svg: string; engine: Engine }> {
  const progress = (share: number) => job.progress(share * 95);
  if (engines.hosted) {
    const svg = await vectorizeHosted(engines.hosted, { bytes: image.bytes }, options, {
      signal: job.signal,
      progress,
    });
    return { svg, engine: { kind: 'hosted', name: VECTORIZER_NAME } };
  }
  const fields: Record<string, string> = { preset: options.preset };
  for (const name of ['colors', 'detail', 'smoothness', 'speckle'] as const) {
    const value = options[name];
    if (value !== undefined) fields[name] = String(value);
  }
  const output = await runLocal(engines.local, 'vectorize', { image: image.bytes }, fields, {
    signal: job.signal,
    progress,
  });
  if (output.mime !== 'image/svg+xml') throw new Error('the local engine did not answer an SVG');
  return { svg: new TextDecoder().decode(output.bytes), engine: output.engine };
}

/** Traces, sanitises and measures one image. */
export async function runVectorize(
  engines: VectorizeEngines,
  image: VectorizeImage,
  options: VectorizeOptions,
  job: EngineContext,
): Promise<VectorizeResult> {
  job.progress(2);
  let traced: { svg: string; engine: Engine };
  try {
    traced = await trace(engines, image, options, job);
  } catch (error) {
    throw asJobFailure(error, job.signal);
  }
  if (job.signal.aborted) throw new JobFailure('cancelled', 'Cancelled', 409);
  let svg: string;
  try {
    svg = sanitizeSvg(traced.svg);
  } catch (error) {
    if (error instanceof SvgRefused)
      throw new JobFailure('bad_svg', vectorizationMessages.emptyResponse, 502);
    throw error;
  }
  const stats = svgStats(svg);
  job.progress(97);
  return {
    file: {
      bytes: new TextEncoder().encode(svg),
      mime: 'image/svg+xml',
      width: image.facts.width,
      height: image.facts.height,
    },
    stats,
    engine: traced.engine,
  };
}
