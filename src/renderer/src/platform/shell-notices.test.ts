import { describe, expect, it } from 'vitest';
import type { UpdateState } from '@shared/ipc/contract';
import {
  backendNotice,
  backendNoticeText,
  initialUpdatePrompt,
  reduceUpdatePrompt,
  updatePromptText,
  visibleUpdatePrompt,
} from './shell-notices';
import type { UpdatePromptEvent, UpdatePromptState } from './shell-notices';

function run(...events: (UpdateState | 'dismiss')[]): UpdatePromptState {
  return events
    .map((event): UpdatePromptEvent =>
      event === 'dismiss' ? { type: 'dismiss' } : { type: 'state', state: event },
    )
    .reduce(reduceUpdatePrompt, initialUpdatePrompt);
}

describe('update prompt', () => {
  it('shows nothing while checking, up to date, disabled (development) or after a failed check', () => {
    for (const state of [
      { state: 'idle', channel: 'stable' },
      { state: 'checking' },
      { state: 'not-available', version: '0.1.0' },
      { state: 'disabled', reason: 'development build' },
      { state: 'error', message: 'offline' },
    ] as UpdateState[]) {
      expect(visibleUpdatePrompt(run({ state: 'checking' }, state))).toBeNull();
    }
  });

  it('offers the download, shows its progress with the version, then restart to update', () => {
    const available = run({ state: 'available', version: '0.2.0' });
    expect(visibleUpdatePrompt(available)).toEqual({ kind: 'available', version: '0.2.0' });
    expect(updatePromptText({ kind: 'available', version: '0.2.0' })).toEqual({
      message: 'Hive Studio 0.2.0 is available.',
      action: 'Download update',
    });

    const downloading = reduceUpdatePrompt(available, {
      type: 'state',
      state: { state: 'downloading', percent: 41.6, bytesPerSecond: 1e6 },
    });
    expect(visibleUpdatePrompt(downloading)).toEqual({
      kind: 'downloading',
      version: '0.2.0',
      percent: 42,
    });
    expect(updatePromptText({ kind: 'downloading', version: '0.2.0', percent: 42 })).toEqual({
      message: 'Downloading the update… 42%',
      action: null,
    });

    const ready = reduceUpdatePrompt(downloading, {
      type: 'state',
      state: { state: 'downloaded', version: '0.2.0' },
    });
    expect(visibleUpdatePrompt(ready)).toEqual({ kind: 'ready', version: '0.2.0' });
    expect(updatePromptText({ kind: 'ready', version: '0.2.0' }).action).toBe('Restart to update');
  });

  it('keeps progress within 0–100', () => {
    expect(
      visibleUpdatePrompt(run({ state: 'downloading', percent: 140, bytesPerSecond: 0 })),
    ).toMatchObject({ percent: 100 });
    expect(
      visibleUpdatePrompt(run({ state: 'downloading', percent: Number.NaN, bytesPerSecond: 0 })),
    ).toMatchObject({ percent: 0, version: null });
  });

  it('stays dismissed through the download’s progress, and comes back once the update is ready', () => {
    const dismissed = run(
      { state: 'available', version: '0.2.0' },
      { state: 'downloading', percent: 10, bytesPerSecond: 1 },
      'dismiss',
      { state: 'downloading', percent: 60, bytesPerSecond: 1 },
    );
    expect(visibleUpdatePrompt(dismissed)).toBeNull();
    expect(
      visibleUpdatePrompt(
        reduceUpdatePrompt(dismissed, {
          type: 'state',
          state: { state: 'downloaded', version: '0.2.0' },
        }),
      ),
    ).toEqual({
      kind: 'ready',
      version: '0.2.0',
    });
  });

  it('stays dismissed for the same version after a re-check, and shows a newer one', () => {
    const dismissed = run(
      { state: 'available', version: '0.2.0' },
      'dismiss',
      { state: 'checking' },
      { state: 'available', version: '0.2.0' },
    );
    expect(visibleUpdatePrompt(dismissed)).toBeNull();
    expect(
      visibleUpdatePrompt(
        reduceUpdatePrompt(dismissed, {
          type: 'state',
          state: { state: 'available', version: '0.3.0' },
        }),
      ),
    ).toEqual({
      kind: 'available',
      version: '0.3.0',
    });
  });

  it('says so when a download fails', () => {
    const failed = run(
      { state: 'available', version: '0.2.0' },
      { state: 'downloading', percent: 5, bytesPerSecond: 1 },
      { state: 'error', message: 'ECONNRESET' },
    );
    expect(visibleUpdatePrompt(failed)).toEqual({ kind: 'failed' });
    expect(visibleUpdatePrompt(reduceUpdatePrompt(failed, { type: 'dismiss' }))).toBeNull();
  });
});

describe('Hive Local notice', () => {
  it('shows a restart after a crash, then that it is back, and nothing on a normal start', () => {
    expect(backendNotice(null, { state: 'starting' })).toBeNull();
    expect(backendNotice(null, { state: 'ready', url: 'http://127.0.0.1:54321' })).toBeNull();
    const restarting = backendNotice(null, {
      state: 'restarting',
      attempt: 2,
      retryInMs: 2000,
      reason: 'exited with code 9',
    });
    expect(restarting).toEqual({ kind: 'restarting', attempt: 2, retryInSeconds: 2 });
    expect(backendNoticeText(restarting!)).toBe(
      'Hive Local stopped unexpectedly and is restarting (attempt 2)…',
    );
    expect(backendNotice(restarting, { state: 'starting' })).toBe(restarting);
    const back = backendNotice(restarting, { state: 'ready', url: 'http://127.0.0.1:54321' });
    expect(back).toEqual({ kind: 'back' });
    expect(backendNoticeText(back!)).toBe('Hive Local is back. You can carry on.');
    expect(backendNotice(back, { state: 'stopped' })).toBeNull();
  });
});
