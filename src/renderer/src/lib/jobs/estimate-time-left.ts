// "About N s left" from nothing but the progress a job really reported and when it arrived: the
// rate over the recent samples, counted down between them. Pure, so it is tested on its own.

/** A progress value (0–100) seen at a time (ms, any clock that only moves forward). */
export type ProgressSample = { at: number; progress: number };

/** How many samples a follower keeps (the rate is read over the recent ones). */
export const MAX_PROGRESS_SAMPLES = 20;

/** Only this much of the recent past sets the rate, so a job that speeds up is believed soon. */
const RATE_WINDOW_MS = 15_000;

/** Below this much elapsed time (or progress gained) a rate is noise, and no estimate is given. */
const MIN_SPAN_MS = 1_000;
const MIN_GAIN = 1;

/** Beyond this an estimate says nothing useful. */
const MAX_ESTIMATE_SECONDS = 6 * 60 * 60;

/**
 * Adds a sample when the progress moved (a repeat of the same value keeps the first time it was
 * seen, so a stalled job's rate falls as time passes), keeping at most `max` samples.
 */
export function addProgressSample(
  samples: readonly ProgressSample[],
  sample: ProgressSample,
  max = MAX_PROGRESS_SAMPLES,
): ProgressSample[] {
  const last = samples.at(-1);
  if (last && sample.progress <= last.progress) return [...samples];
  return [...samples, sample].slice(-max);
}

/**
 * Seconds left, rounded up, or null when it cannot be known yet: fewer than two samples with
 * progress between them, less than a second of history, or a job at 100 % or with no progress.
 * The rate is taken over the samples of the last 15 s (at least the last two); time since the
 * last sample counts down, and a job slower than its rate is never said to be done (at least 1 s).
 */
export function estimateTimeLeft(samples: readonly ProgressSample[], now: number): number | null {
  const last = samples.at(-1);
  if (!last || last.progress <= 0 || last.progress >= 100) return null;
  const recent = samples.filter((sample) => last.at - sample.at <= RATE_WINDOW_MS);
  const first = recent.length >= 2 ? recent[0] : samples.at(-2);
  if (!first) return null;
  const span = last.at - first.at;
  const gain = last.progress - first.progress;
  if (span < MIN_SPAN_MS || gain < MIN_GAIN) return null;
  const perMs = gain / span;
  const remainingMs = (100 - last.progress) / perMs - Math.max(0, now - last.at);
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return seconds > MAX_ESTIMATE_SECONDS ? null : seconds;
}
