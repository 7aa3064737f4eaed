// The background remover's session in one worker: loaded on demand, kept while it is used, and
// released after IDLE_RELEASE_MS without a run so its memory goes back to the system.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundRemovalModelLoaded,
  IDLE_RELEASE_MS,
  loadBackgroundRemovalModel,
  releaseBackgroundRemovalModel,
  segmentSubject,
} from './background-removal';

/** A small photo: a light square on a dark ground (the model sees it at 1024² anyway). */
function squarePhoto(): { data: Buffer; width: number; height: number; channels: 3 } {
  const width = 96;
  const height = 64;
  const data = Buffer.alloc(width * height * 3, 30);
  for (let y = 16; y < 48; y += 1)
    for (let x = 32; x < 64; x += 1) data.fill(220, 3 * (y * width + x), 3 * (y * width + x) + 3);
  return { data, width, height, channels: 3 };
}

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await releaseBackgroundRemovalModel();
});

describe('the background remover’s session', () => {
  it('is released after a minute without a run, and the next run loads it again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = await segmentSubject(squarePhoto());
    expect(first.length).toBe(96 * 64);
    expect(backgroundRemovalModelLoaded()).toBe(true);
    vi.advanceTimersByTime(IDLE_RELEASE_MS - 1);
    expect(backgroundRemovalModelLoaded()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(backgroundRemovalModelLoaded()).toBe(false);
    // Loaded again on demand, and the matte is the same as before the release.
    const again = await segmentSubject(squarePhoto());
    expect(backgroundRemovalModelLoaded()).toBe(true);
    expect(again.equals(first)).toBe(true);
  }, 60_000);

  it('is not released under a run in flight, and the clock restarts when the run ends', async () => {
    await loadBackgroundRemovalModel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const run = segmentSubject(squarePhoto());
    // Asked to go while the model runs: it stays.
    await releaseBackgroundRemovalModel();
    vi.advanceTimersByTime(IDLE_RELEASE_MS);
    expect(backgroundRemovalModelLoaded()).toBe(true);
    await run;
    vi.advanceTimersByTime(IDLE_RELEASE_MS - 1);
    expect(backgroundRemovalModelLoaded()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(backgroundRemovalModelLoaded()).toBe(false);
  }, 60_000);
});
