// `npm run backend -- --port 54321 --data-dir .hive-data [--static dist-web] [--migrations-dir dir] [--memory]`:
// Hive Local alone.
// Prints "Hive Local ready at http://127.0.0.1:<port>" and the outbox link (with this launch's
// key; HIVE_LOCAL_KEY fixes it) once it serves requests, and shuts down
// cleanly (checkpointing the database) on SIGINT/SIGTERM.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { outboxLink, startHiveLocal } from './server';

const argumentsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(54321),
  'data-dir': z.string().min(1).default('.hive-data'),
  static: z.string().min(1).optional(),
  'migrations-dir': z.string().min(1).optional(),
  memory: z.boolean().default(false),
});

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    static: { type: 'string' },
    'migrations-dir': { type: 'string' },
    memory: { type: 'boolean' },
  },
});
const parsed = argumentsSchema.safeParse(values);
if (!parsed.success) {
  console.error(
    `Invalid arguments: ${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
  process.exit(2);
}
const options = parsed.data;

try {
  const hive = await startHiveLocal({
    port: options.port,
    dataDir: options.memory ? null : options['data-dir'],
    staticDir: options.static,
    migrationsDir: options['migrations-dir'],
    // Serving the web build, the site is this origin; otherwise config.toml's site_url stands.
    settings:
      options.static && options.port !== 0 ? { siteUrl: `http://127.0.0.1:${options.port}` } : {},
  });
  process.stdout.write(`Hive Local ready at ${hive.url}\nMail outbox: ${outboxLink(hive)}\n`);
  const stop = (signal: string) => {
    console.warn(`${signal}: stopping Hive Local…`);
    hive.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Hive Local did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  console.error(
    `Hive Local could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
