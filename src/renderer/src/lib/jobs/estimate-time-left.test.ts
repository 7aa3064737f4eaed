import { describe, expect, it } from 'vitest';
import { addProgressSample, estimateTimeLeft } from './estimate-time-left';

describe('estimateTimeLeft', () => {
  it('gives no estimate before there is a rate to go on', () => {
    expect(estimateTimeLeft([], 0)).toBeNull();
    expect(estimateTimeLeft([{ at: 0, progress: 10 }], 500)).toBeNull();
    // Less than a second of history is noise.
    const quick = [
      { at: 0, progress: 10 },
      { at: 500, progress: 20 },
    ];
    expect(estimateTimeLeft(quick, 500)).toBeNull();
    // Nothing to count at 0 % or at 100 %.
    expect(
      estimateTimeLeft(
        [
          { at: 0, progress: 50 },
          { at: 5000, progress: 100 },
        ],
        5000,
      ),
    ).toBeNull();
  });

  it('extrapolates the rate of the progress really reported', () => {
    // 10 % a second, at 40 %: 6 s to go.
    const samples = [
      { at: 0, progress: 20 },
      { at: 1000, progress: 30 },
      { at: 2000, progress: 40 },
    ];
    expect(estimateTimeLeft(samples, 2000)).toBe(6);
  });

  it('counts down between samples and never says done while the job runs', () => {
    const samples = [
      { at: 0, progress: 20 },
      { at: 2000, progress: 40 },
    ];
    expect(estimateTimeLeft(samples, 4000)).toBe(4);
    expect(estimateTimeLeft(samples, 60_000)).toBe(1);
  });

  it('reads the rate over the last 15 s only, so a job that speeds up is believed', () => {
    const samples = [
      { at: 0, progress: 1 },
      { at: 60_000, progress: 10 },
      { at: 61_000, progress: 20 },
      { at: 62_000, progress: 30 },
    ];
    // 10 % a second lately (not 0.5 % a second overall): 7 s for the last 70 %.
    expect(estimateTimeLeft(samples, 62_000)).toBe(7);
  });

  it('uses the last two samples when they are further apart than the window', () => {
    const samples = [
      { at: 0, progress: 10 },
      { at: 20_000, progress: 20 },
    ];
    // 0.5 % a second, 80 % to go.
    expect(estimateTimeLeft(samples, 20_000)).toBe(160);
  });

  it('gives up on estimates of more than six hours', () => {
    const samples = [
      { at: 0, progress: 1 },
      { at: 2_000_000, progress: 2 },
    ];
    expect(estimateTimeLeft(samples, 2_000_000)).toBeNull();
  });
});

describe('addProgressSample', () => {
  it('keeps only rising progress, and at most the last few samples', () => {
    let samples = addProgressSample([], { at: 0, progress: 10 });
    samples = addProgressSample(samples, { at: 100, progress: 10 });
    samples = addProgressSample(samples, { at: 200, progress: 5 });
    expect(samples).toEqual([{ at: 0, progress: 10 }]);
    for (let step = 1; step <= 30; step += 1)
      samples = addProgressSample(samples, { at: step * 100, progress: 10 + step }, 20);
    expect(samples).toHaveLength(20);
    expect(samples.at(-1)).toEqual({ at: 3000, progress: 40 });
  });
});
