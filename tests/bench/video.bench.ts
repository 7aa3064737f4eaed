// The local motion engine (issue #17): a 5 s 720p30 clip end to end through the real worker pool
// (layers, 150 frames drawn and encoded to H.264/MP4, poster), text-to-video and image-to-video,
// each cold (a new worker: the encoder's WASM and, for a photo, the cut-out model loaded) and warm
// (median of 2); peak RSS of the process (workers included) and the clip's bytes per second. Then,
// in this thread, the two halves of a frame's cost apart: drawing (frames per second of the
// renderer) and encoding (frames per second of the H.264 encoder at the engine's settings).
// Target (the brief): each clip ≤ 10 s end to end on 2 cores.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadH264Encoder, openH264Writer } from '../../src/backend/local-photo/engines/h264-encode';
import {
  MOTION_QP,
  MOTION_SPEED,
  prepareMotion,
} from '../../src/backend/local-photo/engines/motion-video';
import { createPhotoEngines } from '../../src/backend/local-photo/photo-engines';
import type { MotionVideoInput } from '../../src/backend/local-photo/photo-jobs';
import { median, round } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'video';
const PHOTOS = resolve(import.meta.dirname, '../fixtures/photos');
const TARGET_SECONDS = 10;

/** Runs `work` while sampling the process RSS (worker threads included) every 50 ms. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const value = await work();
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20),
    };
  } finally {
    clearInterval(timer);
  }
}

const CLIPS: { label: string; image?: Uint8Array; options: MotionVideoInput }[] = [
  {
    label: 'text-to-video',
    options: {
      task: 'text-to-video',
      prompt: 'a snowy village with a cabin and pine trees at night',
      seconds: 5,
      width: 1280,
      height: 720,
      motion: 'push-in',
      seed: 7,
    },
  },
  {
    label: 'image-to-video',
    // CC0: scikit-image's espresso cup (tests/fixtures/photos/README.md).
    image: readFileSync(resolve(PHOTOS, 'coffee-cup.jpg')),
    options: {
      task: 'image-to-video',
      prompt: '',
      seconds: 5,
      width: 1280,
      height: 720,
      motion: 'pan-left',
      seed: 7,
    },
  },
];

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const add = (
    name: string,
    value: number,
    unit: string,
    target?: { text: string; met: boolean },
  ) => {
    results.push({
      suite: SUITE,
      name,
      value,
      unit,
      ...(target ? { target: target.text, met: target.met } : {}),
    });
  };

  for (const clip of CLIPS) {
    // A pool per clip, so each cold run starts a new worker.
    const engines = createPhotoEngines({ threads: 1 });
    try {
      const once = () =>
        measured(async () => {
          const result = await engines.pool.run({
            kind: 'motion-video',
            image: clip.image,
            options: clip.options,
          });
          if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
          if (!('mp4' in result)) throw new Error('no video');
          return result;
        });
      const cold = await once();
      const warm = [await once(), await once()];
      const seconds = median(warm.map((run) => run.seconds));
      const name = `${clip.label} 5 s 720p30`;
      add(`${name}, cold (new worker, models loaded)`, round(cold.seconds), 's', {
        text: `≤ ${TARGET_SECONDS} s`,
        met: cold.seconds <= TARGET_SECONDS,
      });
      add(`${name}, warm (median of 2)`, round(seconds), 's', {
        text: `≤ ${TARGET_SECONDS} s`,
        met: seconds <= TARGET_SECONDS,
      });
      add(`${name}, model/encoder loading in the cold run`, round(cold.value.loadMs / 1000), 's');
      add(`${name}, peak RSS`, Math.max(cold.peakMb, ...warm.map((run) => run.peakMb)), 'MB');
      add(
        `${name}, output`,
        round(cold.value.mp4.byteLength / 1024 / cold.value.durationSeconds, 1),
        'KB/s',
      );
      add(`${name}, frames`, cold.value.frames, 'frames');
    } finally {
      await engines.close();
    }
  }

  // The halves of a frame, in this thread: drawing the text clip's layers, then encoding them.
  const plan = await prepareMotion(undefined, CLIPS[0]!.options);
  const frame = new Uint8Array(plan.width * plan.height * 4);
  let drawing = 0;
  let encoding = 0;
  await loadH264Encoder();
  const writer = await openH264Writer({
    width: plan.width,
    height: plan.height,
    fps: plan.fps,
    qp: MOTION_QP,
    speed: MOTION_SPEED,
    gop: plan.fps,
  });
  for (let index = 0; index < plan.frames; index += 1) {
    let started = performance.now();
    plan.render(index, frame);
    drawing += performance.now() - started;
    started = performance.now();
    writer.add(frame);
    encoding += performance.now() - started;
  }
  const started = performance.now();
  writer.finish();
  encoding += performance.now() - started;
  add('renderer, 720p text-to-video layers', round(plan.frames / (drawing / 1000), 1), 'frames/s');
  add(
    `H.264 encoder, 720p (QP ${MOTION_QP}, speed ${MOTION_SPEED})`,
    round(plan.frames / (encoding / 1000), 1),
    'frames/s',
  );
  return results;
}
