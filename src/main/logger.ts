// Main-process logging: one JSON line per entry, appended to a file in the user-data folder
// (logs/main.log) and mirrored to stderr. Nothing here imports electron, so tests use it as is.
import { appendFile, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** Severity, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
/** The logger every main module takes. */
export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>;

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** Options for {@link createLogger}. */
export type LoggerOptions = {
  /** Append JSON lines here; the folder is created. */
  filePath?: string;
  /** At start, a log file larger than this becomes `<name>.old` (default 5 MB), so logs stay bounded. */
  maxBytes?: number;
  /** Lowest level written (default info). */
  level?: LogLevel;
  /** Where mirrored lines go (default stderr; null mirrors nothing); tests pass a collector. */
  write?: ((line: string) => void) | null;
};

/** A logger that appends JSON lines to `filePath` and mirrors them to stderr. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const minimum = ORDER[options.level ?? 'info'];
  const write =
    options.write === undefined ? (line: string) => void process.stderr.write(line) : options.write;
  if (options.filePath) {
    mkdirSync(dirname(options.filePath), { recursive: true });
    rotate(options.filePath, options.maxBytes ?? 5 * 1024 * 1024);
  }
  const log = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < minimum) return;
    const line = `${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`;
    write?.(line);
    // Fire-and-forget by design: a log write must never hold up or crash the app.
    if (options.filePath) appendFile(options.filePath, line, () => undefined);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

function rotate(path: string, maxBytes: number): void {
  try {
    if (statSync(path).size > maxBytes) renameSync(path, `${path}.old`);
  } catch {
    // No log yet, or it cannot be moved: keep appending.
  }
}

/** A logger that drops everything (tests that do not look at logs). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Message and stack of anything thrown, for a log field. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
