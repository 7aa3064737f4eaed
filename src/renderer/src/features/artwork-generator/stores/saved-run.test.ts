import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSavedRun,
  imagesOfJob,
  PAGE_LOAD_ID,
  readSavedRun,
  saveRun,
  shouldReattach,
} from './saved-run';

const run = {
  jobId: '7c0b8f0e-8f7a-4a53-9d0e-0c6d1e0b7a11',
  prompt: 'A lighthouse in a storm',
  type: 'ai-art' as const,
  style: 'watercolor',
};

/** A sessionStorage for the page (the tests run without a browser). */
function fakeSessionStorage(): Map<string, string> {
  const entries = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => entries.set(key, value),
      removeItem: (key: string) => entries.delete(key),
    },
  });
  return entries;
}

afterEach(() => vi.unstubAllGlobals());

describe('the saved run', () => {
  it('keeps the run for the tab, with the page load that started it, until forgotten', () => {
    const entries = fakeSessionStorage();
    expect(readSavedRun()).toBeNull();
    saveRun(run);
    expect(readSavedRun()).toEqual({ ...run, loadId: PAGE_LOAD_ID });
    forgetSavedRun();
    expect(readSavedRun()).toBeNull();
    entries.set('hive:artwork-generator:run', '{"jobId":"not a uuid"}');
    expect(readSavedRun()).toBeNull();
    entries.set('hive:artwork-generator:run', 'not json');
    expect(readSavedRun()).toBeNull();
  });

  it('does nothing without sessionStorage', () => {
    expect(readSavedRun()).toBeNull();
    expect(() => saveRun(run)).not.toThrow();
  });

  it('re-attaches to a running job always, to an ended one only after a reload', () => {
    const saved = { ...run, loadId: 'load-1' };
    expect(shouldReattach(saved, false, 'load-1')).toBe(true);
    expect(shouldReattach(saved, true, 'load-1')).toBe(false);
    expect(shouldReattach(saved, true, 'load-2')).toBe(true);
  });

  it('shows a finished run’s images from its job’s outputs', () => {
    const outputs = [1, 2, 3].map((n) => ({
      url: `http://127.0.0.1/o${n}.png`,
      mime: 'image/png',
      width: 8,
      height: 8,
    }));
    expect(imagesOfJob({ outputs, engine: 'local' }, { ...run, loadId: 'x' })).toEqual(
      outputs.map((output) => ({
        url: output.url,
        label: 'Watercolor',
        prompt: run.prompt,
        type: 'ai-art',
        style: 'watercolor',
        provider: 'local',
      })),
    );
  });
});
