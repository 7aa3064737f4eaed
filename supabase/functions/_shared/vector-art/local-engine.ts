// The local vector engine: each picture is composed by the scene composer (one group per
// subject), painted in its look, sanitised by the shared sanitiser and measured. Work happens
// in steps (composed, sanitised); between steps the engine yields, reports progress and stops
// when the job is cancelled.
import { between } from '../jobs/job-pause.ts';
import type { Drawn } from '../contracts/api/vector.ts';
import { composeScene } from '../scene/index.ts';
import { sanitizeSvg } from '../svg/sanitize-svg.ts';
import { svgStats } from '../svg/svg-stats.ts';
import type { LookName } from './look-types.ts';
import { paintScene } from './paint.ts';
import type { VectorPicture, VectorRun } from './vector-types.ts';

/** One picture to make. */
export type PictureSpec = {
  prompt: string;
  look: LookName;
  width: number;
  height: number;
  seed: number;
  /** Composition archetype 0–2 (a generator run's variants take one each). */
  layout?: number;
  palette?: string[];
  transparent: boolean;
  simplify: number;
  strokePx: number;
};

/** Composes and paints one picture (pure; not sanitised). */
export function composePicture(spec: PictureSpec): { svg: string; drawn: Drawn } {
  const scene = composeScene({
    prompt: spec.prompt,
    width: spec.width,
    height: spec.height,
    seed: spec.seed,
    // A chosen palette is the design's colours, not a tint (recolour.ts 'brand-palette').
    style: spec.palette ? 'brand-palette' : undefined,
    palette: spec.palette,
    transparent: spec.transparent,
    layout: spec.layout,
  });
  const svg = paintScene(scene, {
    look: spec.look,
    palette: spec.palette,
    transparent: spec.transparent,
    strokePx: spec.strokePx,
    simplify: spec.simplify,
    seed: spec.seed,
  });
  return {
    svg,
    drawn: { drawn: scene.subjects, not_drawn: scene.notDrawn, note: scene.note },
  };
}

/** Runs the pictures one by one with real progress (each composed, each sanitised). */
export async function runLocalPictures(
  specs: PictureSpec[],
  context: { progress(percent: number): void; signal: AbortSignal },
  pauseMs = 0,
): Promise<VectorRun> {
  const pictures: VectorPicture[] = [];
  // Two steps per picture; storing is the runner's last step (finish writes 100).
  const steps = specs.length * 2;
  let done = 0;
  const step = async () => {
    done += 1;
    context.progress(Math.round((done / steps) * 90));
    await between(context.signal, pauseMs);
  };
  for (const spec of specs) {
    await between(context.signal, 0);
    const { svg, drawn } = composePicture(spec);
    await step();
    const clean = sanitizeSvg(svg);
    pictures.push({
      svg: clean,
      width: spec.width,
      height: spec.height,
      drawn,
      stats: svgStats(clean),
    });
    await step();
  }
  return { pictures, engine: { kind: 'local', name: LOCAL_ENGINE_NAME } };
}

/** What the answer says ran (the client shows "On this computer"). */
export const LOCAL_ENGINE_NAME = 'Hive scene composer';
/** jobs.engine for a local run. */
export const LOCAL_ENGINE_ID = 'local-scene-composer';
