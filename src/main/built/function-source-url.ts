// Bundled into each edge function of the built app (scripts/desktop-build/edge-functions-plugin.ts)
// in place of `import.meta.url`: a function that reads a file beside its source (the fonts in
// _shared/fonts/files) finds it in the supabase folder the app ships and hands Hive Local as
// HIVE_SUPABASE_DIR (src/main/hive-local-runner.ts), not beside the bundle.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The file URL of `relative` (a path below supabase/functions) in the shipped supabase folder. */
export function functionSourceUrl(relative: string): string {
  const supabaseDir = process.env.HIVE_SUPABASE_DIR;
  if (!supabaseDir)
    throw new Error('HIVE_SUPABASE_DIR is not set: bundled edge functions run only in Hive Local');
  return pathToFileURL(join(supabaseDir, 'functions', relative)).href;
}
