import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobRunMessages } from '@contracts/messages';
import { describeCancel } from './cancel-job';
import { applyJobRow, initialJobState } from './follow-job';
import { isJobEnded, isNewerJobRow, parseJobRow } from './job-row';
import type { JobRow } from './job-row';

const JOB_ID = '7c0b8f0e-8f7a-4a53-9d0e-0c6d1e0b7a11';

/** A row as REST returns it (Realtime sends the same columns). */
function row(patch: Partial<Record<keyof JobRow, unknown>> = {}): Record<string, unknown> {
  return {
    id: JOB_ID,
    user_id: '0b6f3c1e-2d4a-4c8e-9f1a-3b5d7e9f1a2c',
    tool: 'image-enhancer',
    status: 'running',
    progress: 40,
    cost: 10,
    engine: 'local-upscaler',
    params: { factor: 4 },
    seed: null,
    outputs: [],
    error_code: null,
    refunded: false,
    created_at: '2026-11-25T10:00:00.000000+00:00',
    started_at: '2026-11-25T10:00:00.100000+00:00',
    finished_at: null,
    updated_at: '2026-11-25T10:00:01.000000+00:00',
    ...patch,
  };
}

const parsed = (patch: Partial<Record<keyof JobRow, unknown>> = {}) => parseJobRow(row(patch))!;

afterEach(() => vi.restoreAllMocks());

describe('parseJobRow', () => {
  it('reads a row with its outputs, dropping columns the client does not use', () => {
    const output = { url: 'http://127.0.0.1/o.png', mime: 'image/png', width: 8, height: 8 };
    const job = parseJobRow(row({ status: 'succeeded', progress: 100, outputs: [output] }));
    expect(job).toMatchObject({ id: JOB_ID, status: 'succeeded', outputs: [output] });
    expect(job).not.toHaveProperty('seed');
  });

  it('refuses what is not a job row', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseJobRow(row({ status: 'paused' }))).toBeNull();
    expect(parseJobRow(row({ progress: 101 }))).toBeNull();
    expect(parseJobRow(row({ outputs: [{ url: 'x' }] }))).toBeNull();
    expect(parseJobRow(null)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('knows which statuses are final', () => {
    expect(['queued', 'running'].map((s) => isJobEnded(s as never))).toEqual([false, false]);
    expect(['succeeded', 'failed', 'cancelled'].every((s) => isJobEnded(s as never))).toBe(true);
  });
});

describe('following rows', () => {
  it('ignores a row older than the one it has, or one that moves the status back', () => {
    const running = parsed();
    expect(isNewerJobRow(null, running)).toBe(true);
    expect(isNewerJobRow(running, parsed({ updated_at: '2026-11-25T10:00:00.5+00:00' }))).toBe(
      false,
    );
    const cancelled = parsed({ status: 'cancelled', updated_at: '2026-11-25T10:00:02+00:00' });
    expect(isNewerJobRow(cancelled, parsed({ updated_at: '2026-11-25T10:00:03+00:00' }))).toBe(
      false,
    );
    // The same ended row again, now with its refund flag, is news.
    expect(isNewerJobRow(cancelled, { ...cancelled, refunded: true })).toBe(true);
  });

  it('keeps progress monotone, samples it while running, and ends at 100 on success', () => {
    let state = applyJobRow(initialJobState(JOB_ID), parsed({ progress: 40 }), 1000);
    expect(state).toMatchObject({ progress: 40, status: 'running', ended: false });
    state = applyJobRow(
      state,
      parsed({ progress: 30, updated_at: '2026-11-25T10:00:02+00:00' }),
      2000,
    );
    expect(state.progress).toBe(40);
    state = applyJobRow(
      state,
      parsed({ progress: 60, updated_at: '2026-11-25T10:00:03+00:00' }),
      3000,
    );
    expect(state.samples).toEqual([
      { at: 1000, progress: 40 },
      { at: 3000, progress: 60 },
    ]);
    state = applyJobRow(
      state,
      parsed({ status: 'succeeded', progress: 90, updated_at: '2026-11-25T10:00:04+00:00' }),
      4000,
    );
    expect(state).toMatchObject({ progress: 100, status: 'succeeded', ended: true });
    // Another job's row changes nothing.
    const other = applyJobRow(
      state,
      { ...parsed(), id: '11111111-1111-4111-8111-111111111111' },
      0,
    );
    expect(other).toBe(state);
  });
});

describe('describeCancel', () => {
  const cancelledJob = (patch: Partial<Record<keyof JobRow, unknown>> = {}) =>
    parsed({ status: 'cancelled', ...patch });

  it('says how many credits came back, from the cancel’s answer or the refunded job', () => {
    expect(
      describeCancel({ kind: 'cancelled', refunded: true, creditsReturned: 10 }, cancelledJob()),
    ).toEqual({ title: 'Cancelled — 10 credits returned', reason: null });
    expect(describeCancel(null, cancelledJob({ refunded: true, cost: 5 }))).toEqual({
      title: 'Cancelled — 5 credits returned',
      reason: null,
    });
  });

  it('says Cancelled and why when nothing came back', () => {
    expect(
      describeCancel(
        { kind: 'cancelled', refunded: false, creditsReturned: 0 },
        cancelledJob({ cost: 0 }),
      ),
    ).toEqual({ title: jobRunMessages.cancelled, reason: jobRunMessages.nothingCharged });
    expect(describeCancel({ kind: 'finished' }, null)).toEqual({
      title: 'Cancelled',
      reason: jobRunMessages.alreadyFinished,
    });
    expect(describeCancel(null, null)).toEqual({
      title: 'Cancelled',
      reason: jobRunMessages.cancelUnconfirmed,
    });
  });
});
