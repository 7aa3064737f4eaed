// Main-process logging: one JSON line per entry, written through electron-log's file transport
// (electron-log/node: no electron import, so tests use it as is) to a rotating file in the
// user-data folder (logs/main.log; over the size limit it becomes main.old.log and a new file
// starts), and mirrored to stderr. Every line passes the redactor first (redact.ts): the log
// files are what a user sends us, so they hold no secrets. Hive Local's output goes to its own
// file through `createLineLog` (logs/hive-local.log).
import { mkdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import electronLog from 'electron-log/node';
import { createRedactor, type Redactor } from './redact';

/** Severity, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
/** The logger every main module takes. */
export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>;

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };
/** A log file over this many bytes is rotated (electron-log keeps one `.old.log`). */
export const DEFAULT_MAX_LOG_BYTES = 5 * 1024 * 1024;

/** Options for {@link createLogger}. */
export type LoggerOptions = {
  /** Write JSON lines here (rotated); the folder is created. */
  filePath?: string;
  /** Over this size the file becomes `<name>.old.log` and a new one starts (default 5 MB). */
  maxBytes?: number;
  /** Lowest level written (default info). */
  level?: LogLevel;
  /** Where mirrored lines go (default stderr; null mirrors nothing); tests pass a collector. */
  write?: ((line: string) => void) | null;
  /** Shared with the other logs of this launch (it learns this launch's secrets). */
  redactor?: Redactor;
};

let files = 0;

/** A rotating file written line by line through electron-log (sync writes, size-based rotation). */
function rotatingFile(filePath: string, maxBytes: number): (line: string) => void {
  mkdirSync(dirname(filePath), { recursive: true });
  files += 1;
  const file = electronLog.create({ logId: `hive-${basename(filePath)}-${files}` });
  file.transports.console.level = false;
  file.transports.file.level = 'silly';
  file.transports.file.format = '{text}';
  file.transports.file.maxSize = maxBytes;
  file.transports.file.resolvePathFn = () => filePath;
  return (line) => file.info(line);
}

/** A logger that writes redacted JSON lines to `filePath` and mirrors them to stderr. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const minimum = ORDER[options.level ?? 'info'];
  const redactor = options.redactor ?? createRedactor();
  const write =
    options.write === undefined ? (line: string) => void process.stderr.write(line) : options.write;
  const toFile = options.filePath
    ? rotatingFile(options.filePath, options.maxBytes ?? DEFAULT_MAX_LOG_BYTES)
    : null;
  const log = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < minimum) return;
    const entry = redactor.fields({ message, ...fields });
    const line = JSON.stringify({ time: new Date().toISOString(), level, ...entry });
    write?.(`${line}\n`);
    // A log write must never crash the app.
    try {
      toFile?.(line);
    } catch {
      // The disk is full or the folder went away: keep running.
    }
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/**
 * A log of another process's output (Hive Local's stdout and stderr): text in chunks becomes
 * redacted lines in a rotating file, each prefixed with the stream it came from.
 */
export function createLineLog(options: {
  filePath: string;
  maxBytes?: number;
  redactor: Redactor;
}): { write(stream: 'stdout' | 'stderr', chunk: Buffer | string): void; flush(): void } {
  const toFile = rotatingFile(options.filePath, options.maxBytes ?? DEFAULT_MAX_LOG_BYTES);
  const pending: Record<'stdout' | 'stderr', string> = { stdout: '', stderr: '' };
  const emit = (stream: 'stdout' | 'stderr', line: string) => {
    if (line.trim() === '') return;
    try {
      toFile(`${new Date().toISOString()} ${stream} ${options.redactor.text(line)}`);
    } catch {
      // as above
    }
  };
  return {
    write(stream, chunk) {
      const lines = (pending[stream] + chunk.toString()).split(/\r?\n/);
      pending[stream] = lines.pop() ?? '';
      for (const line of lines) emit(stream, line);
    },
    flush() {
      for (const stream of ['stdout', 'stderr'] as const) {
        emit(stream, pending[stream]);
        pending[stream] = '';
      }
    },
  };
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
