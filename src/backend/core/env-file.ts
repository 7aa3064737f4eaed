// Reads a dotenv-style file (supabase/functions/.env): KEY=VALUE lines, `#` comments, optional
// quotes. Enough for local secrets; the hosted side uses `supabase secrets set`.
import { existsSync, readFileSync } from 'node:fs';

/** The file's variables, or {} when it does not exist. */
export function readEnvFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const entries: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    const [, key, value] = match ?? [];
    if (!key || value === undefined) continue;
    const raw = value.trim();
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    entries[key] = quoted?.[2] ?? raw.replace(/\s+#.*$/, '');
  }
  return entries;
}
