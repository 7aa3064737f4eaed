import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { renderImage, runImages, type RunParams } from './render-image';
import { createRenderPool } from './render-pool';

const run: RunParams = {
  prompt: 'aurora over snowy peaks',
  style: 'fantasy',
  contrast: 'medium',
  seed: 77,
  width: 512,
  height: 512,
  count: 3,
};
const pool = createRenderPool({ size: 2 });

afterAll(async () => {
  await pool.close();
});

describe('render pool', () => {
  it('renders in worker threads exactly the bytes the renderer makes inline', async () => {
    const pooled = await pool.renderRun(run);
    const inline = await Promise.all(runImages(run).map((image) => renderImage(image)));
    expect(pooled.map((image) => image.png.equals(inline[pooled.indexOf(image)]!))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('keeps the event loop free while it renders', async () => {
    await pool.renderRun({ ...run, count: 1 });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await pool.renderRun({ ...run, width: 1024, height: 1024, seed: 5 });
    delay.disable();
    // Inline, a run of three 1024² pictures blocks the loop for about 170 ms (scene and texture code).
    expect(delay.max / 1e6).toBeLessThan(120);
  });

  it('refuses work after it is closed', async () => {
    const closing = createRenderPool({ size: 1 });
    await closing.close();
    await expect(closing.render(runImages(run)[0]!)).rejects.toThrow('closed');
  });
});
