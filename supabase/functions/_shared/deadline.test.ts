import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withDeadline', () => {
  it('aborts with a TimeoutError when the time is up, even with nothing else holding it', async () => {
    const cancel = new AbortController();
    const { signal, expired } = withDeadline(50, cancel.signal);
    // The case AbortSignal.any(AbortSignal.timeout) lost on Node 20: garbage collection between.
    (globalThis as { gc?: () => void }).gc?.();
    await wait(150);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
    expect(expired()).toBe(true);
  });

  it('aborts with the cancel’s reason when the job is cancelled first', () => {
    const cancel = new AbortController();
    const deadline = withDeadline(10_000, cancel.signal);
    cancel.abort(new Error('cancelled by the owner'));
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as Error).message).toBe('cancelled by the owner');
    expect(deadline.expired()).toBe(false);
  });

  it('starts aborted for a job already cancelled, and works without a cancel signal', async () => {
    expect(withDeadline(10_000, AbortSignal.abort('gone')).signal.reason).toBe('gone');
    const alone = withDeadline(20);
    await wait(80);
    expect(alone.signal.aborted).toBe(true);
    expect(alone.expired()).toBe(true);
  });
});
