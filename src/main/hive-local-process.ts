// Entry of the utility process that runs Hive Local (built to out/main/hive-local.js and
// started by backend-supervisor.ts through utilityProcess.fork). It is a plain Node process,
// not the main process: it starts Hive Local with its data in the user-data folder, tells main
// the URL and anon key by message, and closes cleanly (checkpointing the database) on "stop".
import { join } from 'node:path';
import { z } from 'zod';
// This file is the one bridge from the desktop build to Hive Local: it runs in its own
// utility process, never in main, which is why the layer rule allows it here alone.
// eslint-disable-next-line hive/boundaries
import { startHiveLocal } from '../backend/server';
import type { BackendMessage } from './backend-supervisor';

const environmentSchema = z.object({
  HIVE_DATA_DIR: z.string().min(1),
  /** Folder holding config.toml, migrations/ and functions/ (the repo's supabase/ or the packaged copy). */
  HIVE_SUPABASE_DIR: z.string().min(1),
  HIVE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
});

function send(message: BackendMessage): void {
  process.parentPort.postMessage(message);
}

async function run(): Promise<void> {
  const environment = environmentSchema.parse(process.env);
  const supabase = environment.HIVE_SUPABASE_DIR;
  const hive = await startHiveLocal({
    port: environment.HIVE_PORT,
    dataDir: environment.HIVE_DATA_DIR,
    configPath: join(supabase, 'config.toml'),
    migrationsDir: join(supabase, 'migrations'),
    functionsDir: join(supabase, 'functions'),
  });
  process.parentPort.on('message', (event: { data: unknown }) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== 'stop') return;
    hive.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  send({ type: 'ready', url: hive.url, anonKey: hive.anonKey });
}

run().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
