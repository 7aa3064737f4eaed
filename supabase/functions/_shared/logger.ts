// A tiny structured logger for edge functions: one JSON line per entry, so the edge runtime's
// log explorer and Hive Local's host both show searchable entries. Functions log through this
// only (house style: no bare console in our code).
import { getEnv } from './env.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** A scoped logger; `details` must never carry secrets or card data. */
export type FunctionLogger = Record<
  Level,
  (message: string, details?: Record<string, unknown>) => void
>;

function threshold(): number {
  const configured = (getEnv('FUNCTIONS_LOG_LEVEL') ?? 'info').toLowerCase();
  return configured in ORDER ? ORDER[configured as Level] : ORDER.info;
}

/** Creates a logger whose entries carry `scope` (usually the function's name). */
export function createLogger(scope: string): FunctionLogger {
  const write = (level: Level) => (message: string, details?: Record<string, unknown>) => {
    if (ORDER[level] < threshold()) return;
    const line = JSON.stringify({
      level,
      scope,
      message,
      ...details,
      time: new Date().toISOString(),
    });
    // Errors and warnings go to stderr; info and debug to stdout, as the edge runtime expects.
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    // eslint-disable-next-line no-console -- this file is the one sanctioned console writer
    else console.info(line);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
