// A deadline for an outbound call, joined with the job's cancel. Not AbortSignal.any over
// AbortSignal.timeout: on Node 20 the composite holds its sources weakly, so a timeout signal
// nothing else references can be garbage-collected and the deadline never fires (a hung
// provider then held its job forever). Here the timer itself holds the controller.

/** A call's signal, and whether it was the deadline (not a cancel) that stopped it. */
export type Deadline = { signal: AbortSignal; expired(): boolean };

/**
 * A signal that aborts after `timeoutMs` with a `TimeoutError` (as AbortSignal.timeout does), or
 * when `cancel` aborts, with its reason.
 */
export function withDeadline(timeoutMs: number, cancel?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, timeoutMs);
  // Node: a pending deadline must not keep a process alive (Deno's timers return a number).
  (timer as { unref?: () => void }).unref?.();
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  if (cancel?.aborted) controller.abort(cancel.reason);
  else
    cancel?.addEventListener('abort', () => controller.abort(cancel.reason), {
      once: true,
    });
  return { signal: controller.signal, expired: () => expired };
}
