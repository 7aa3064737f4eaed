// Hive Local's vectorizer (issue #15): an image becomes an SVG. sharp decodes it (and, for a
// palette, quantises it), vtracer (@neplex/vectorizer, a native addon whose async call runs off
// the event loop) traces it, and SVGO (multipass, viewBox kept) shrinks the result. Progress is
// reported at each stage really done; a cancel stops at the next stage. The addon is pinned to
// 0.0.5: 0.1.0 could also stop inside the trace, but it is published for Linux x64 only, so the
// desktop app on macOS and Windows would have no vectorizer (and `npm ci` refuses its lock).
import { vectorizeRaw, type Config } from '@neplex/vectorizer';
import sharp from 'sharp';
import type { CustomPlugin } from 'svgo';
import type { VectorizeOptions } from '../../../../supabase/functions/_shared/contracts/api/vector';
import { checkImage, openImage, asDecodeError } from '../image-input';
import { PhotoError } from '../photo-errors';
import { tracePlan } from './vectorize-presets';

/** The engine label (jobs.engine is the function's; this is what ran). */
export const VECTORIZE_ENGINE = 'local:vtracer';

/** A traced image: the SVG text and what ran. */
export type VectorResult = {
  svg: string;
  report: { engine: string; width: number; height: number; loadMs: number; runMs: number };
};

type Call = { signal?: AbortSignal; onProgress?: (share: number) => void };

function step(call: Call, share: number): void {
  if (call.signal?.aborted) throw new PhotoError('cancelled');
  call.onProgress?.(share);
}

async function pixels(
  image: Uint8Array,
  plan: ReturnType<typeof tracePlan>,
): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    let pipeline = openImage(image).toColourspace('srgb');
    if (plan.flatten) pipeline = pipeline.flatten({ background: '#ffffff' });
    if (plan.quantize !== null) {
      // libimagequant's palette: exactly the colour count asked for, dithering off (flat areas).
      const png = await pipeline
        .png({ palette: true, colours: plan.quantize, dither: 0, effort: 1 })
        .toBuffer();
      pipeline = sharp(png);
    }
    // The tracer takes RGBA (binary mode thresholds it itself).
    const { data, info } = await pipeline
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw asDecodeError(error);
  }
}

/** Sets a viewBox from width and height when the tracer wrote none (so the SVG scales). */
function viewBoxPlugin(width: number, height: number): CustomPlugin {
  return {
    name: 'hive-viewbox',
    fn: () => ({
      element: {
        enter(node, parent) {
          if (node.name === 'svg' && parent.type === 'root' && !node.attributes.viewBox)
            node.attributes.viewBox = `0 0 ${width} ${height}`;
        },
      },
    }),
  };
}

/**
 * Traced SVGs larger than this get one SVGO pass, not several: a noisy photo at full detail
 * traces to thousands of paths, and multipass over them held the worker for seconds (SVGO
 * cannot be stopped midway, so a cancel waits for it).
 */
export const MULTIPASS_MAX_CHARS = 256 * 1024;

/** SVGO over the traced SVG: multipass (one pass when large), viewBox kept, 2-decimal numbers. */
export async function optimizeSvg(svg: string, width: number, height: number): Promise<string> {
  // SVGO (≈ 25 MB once loaded) comes with the first trace, not with every photo worker.
  const { optimize } = await import('svgo');
  return optimize(svg, {
    multipass: svg.length <= MULTIPASS_MAX_CHARS,
    floatPrecision: 2,
    plugins: [
      viewBoxPlugin(width, height),
      // SVGO 4's default preset keeps the viewBox (removeViewBox is no longer in it).
      'preset-default',
    ],
  }).data;
}

/** Traces an image (PNG, JPEG or WebP, checked like every photo input) into an optimised SVG. */
export async function vectorizeImage(
  image: Uint8Array,
  options: VectorizeOptions,
  call: Call = {},
): Promise<VectorResult> {
  const started = performance.now();
  await checkImage(image);
  step(call, 0.05);
  const plan = tracePlan(options);
  const raw = await pixels(image, plan);
  step(call, 0.25);
  let traced: string;
  try {
    traced = await vectorizeRaw(
      raw.data,
      { width: raw.width, height: raw.height },
      plan.trace as unknown as Config,
    );
  } catch (error) {
    if (call.signal?.aborted) throw new PhotoError('cancelled');
    throw new PhotoError('engine_failed', undefined, { cause: error });
  }
  step(call, 0.75);
  const svg = await optimizeSvg(traced, raw.width, raw.height);
  step(call, 0.95);
  return {
    svg,
    report: {
      engine: VECTORIZE_ENGINE,
      width: raw.width,
      height: raw.height,
      loadMs: 0,
      runMs: performance.now() - started,
    },
  };
}
