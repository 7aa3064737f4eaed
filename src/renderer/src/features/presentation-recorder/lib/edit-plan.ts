// The recorder's edit: trim the start and end of a recording and cut sections out of the middle.
// Pure arithmetic on seconds of the source, shared by the editor (the preview's playhead), the
// exporter (which frames to keep and where they land) and the poster picker.

/** What of the source to keep: [start, end] minus the cuts, all in seconds of the source. */
export type EditPlan = { start: number; end: number; cuts: { from: number; to: number }[] };

type Range = { from: number; to: number };

/** The shortest recording an edit may leave (or the whole recording when it is shorter). */
const MIN_KEPT_SECONDS = 0.5;
/** Cuts shorter than this (a millisecond) are slips of the handle, not cuts. */
const MIN_CUT_SECONDS = 0.001;

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The cuts clamped to [start, end], empty ones dropped, sorted and overlapping ones merged. */
function tidyCuts(start: number, end: number, cuts: readonly Range[]): Range[] {
  const inside = cuts
    .map((cut) => {
      const a = clamp(finiteOr(cut.from, start), start, end);
      const b = clamp(finiteOr(cut.to, start), start, end);
      return { from: Math.min(a, b), to: Math.max(a, b) };
    })
    .filter((cut) => cut.to - cut.from >= MIN_CUT_SECONDS)
    .sort((a, b) => a.from - b.from);
  const merged: Range[] = [];
  for (const cut of inside) {
    const last = merged.at(-1);
    if (last && cut.from <= last.to) last.to = Math.max(last.to, cut.to);
    else merged.push({ ...cut });
  }
  return merged;
}

/**
 * The plan made valid for a recording of `duration` seconds: start and end inside the recording
 * (swapped when reversed), cuts inside [start, end], sorted and merged, and at least 0.5 s kept
 * (the whole recording when it is shorter): a too-short trim grows at its end, too-wide cuts
 * shrink from the last one back.
 */
export function normalisePlan(plan: EditPlan, duration: number): EditPlan {
  const length = Math.max(0, finiteOr(duration, 0));
  const minKept = Math.min(MIN_KEPT_SECONDS, length);
  const a = clamp(finiteOr(plan.start, 0), 0, length);
  const b = clamp(finiteOr(plan.end, length), 0, length);
  let start = Math.min(a, b);
  let end = Math.max(a, b);
  if (end - start < minKept) {
    end = Math.min(length, start + minKept);
    start = Math.max(0, end - minKept);
  }
  const cuts = tidyCuts(start, end, plan.cuts);
  let kept = end - start - cuts.reduce((sum, cut) => sum + cut.to - cut.from, 0);
  for (let last = cuts.at(-1); kept < minKept - 1e-9 && last; last = cuts.at(-1)) {
    const give = Math.min(minKept - kept, last.to - last.from);
    last.to -= give;
    kept += give;
    if (last.to - last.from < MIN_CUT_SECONDS) {
      kept += last.to - last.from;
      cuts.pop();
    }
  }
  return { start, end, cuts };
}

/** The parts of the source the output is made of, in order (a plan need not be normalised). */
export function keptRanges(plan: EditPlan): { from: number; to: number }[] {
  const start = finiteOr(plan.start, 0);
  const end = Math.max(start, finiteOr(plan.end, start));
  const ranges: Range[] = [];
  let from = start;
  for (const cut of tidyCuts(start, end, plan.cuts)) {
    if (cut.from > from) ranges.push({ from, to: cut.from });
    from = cut.to;
  }
  if (end > from) ranges.push({ from, to: end });
  return ranges;
}

/** The output's length in seconds. */
export function keptDuration(plan: EditPlan): number {
  return keptRanges(plan).reduce((sum, range) => sum + range.to - range.from, 0);
}

/**
 * Where a moment of the output comes from in the source. Clamped to the output: before 0 is the
 * plan's start, past the end is its end; a moment on a join is the first one after the cut.
 */
export function sourceTime(plan: EditPlan, outputSeconds: number): number {
  const ranges = keptRanges(plan);
  let left = Math.max(0, finiteOr(outputSeconds, 0));
  for (const range of ranges) {
    const length = range.to - range.from;
    if (left < length) return range.from + left;
    left -= length;
  }
  return ranges.at(-1)?.to ?? finiteOr(plan.start, 0);
}

/**
 * Where a moment of the source lands in the output, or null when it is not in the output (inside
 * a cut, or trimmed off before the start or after the end). The edges of a cut are kept: both map
 * to the join.
 */
export function outputTime(plan: EditPlan, sourceSeconds: number): number | null {
  if (!Number.isFinite(sourceSeconds)) return null;
  let offset = 0;
  for (const range of keptRanges(plan)) {
    if (sourceSeconds < range.from) return null;
    if (sourceSeconds <= range.to) return offset + sourceSeconds - range.from;
    offset += range.to - range.from;
  }
  return null;
}
