// The one logger Hive Local writes through (lint forbids console): one JSON-ish line per event
// on stderr, so the CLI's stdout stays clean for the "ready" line and scripts.
import type { Logger } from '../context';

export type LogLevel = 'info' | 'warn' | 'error' | 'silent';

/** A Logger writing `level message {details}` lines to stderr, filtered by level. */
export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const rank = { info: 0, warn: 1, error: 2, silent: 3 } as const;
  const emit = (
    at: 'info' | 'warn' | 'error',
    message: string,
    details?: Record<string, unknown>,
  ) => {
    if (rank[at] < rank[level]) return;
    const suffix = details ? ` ${JSON.stringify(details)}` : '';
    write(`[hive-local] ${at} ${message}${suffix}\n`);
  };
  return {
    info: (message, details) => emit('info', message, details),
    warn: (message, details) => emit('warn', message, details),
    error: (message, details) => emit('error', message, details),
  };
}
