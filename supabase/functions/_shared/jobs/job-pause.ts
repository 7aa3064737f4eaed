// A pause between the steps of a local engine's work (a picture, a logo, a mockup): it gives the
// job runner's cancel a chance to land, waits `pauseMs` (0 in production; tests of cancel slow a
// run down with it) and throws once the job is cancelled, so the engine stops at that step.

/** Waits `pauseMs` or until the job is cancelled; throws if it was. */
export async function between(signal: AbortSignal, pauseMs: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, pauseMs);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
  if (signal.aborted) throw new Error('cancelled');
}
