// A scene is drawn in passes of up to a few hundred milliseconds each; between them the engine
// hands the event loop back (Hive Local serves REST, Realtime and the job's own progress and
// cancel from the same process as the functions), then carries on.

/** Lets pending work run before the next pass. */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
