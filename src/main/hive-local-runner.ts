// What the Hive Local utility process does (its entries: hive-local-process.ts in the build,
// tests/desktop/hive-local-source-entry.ts from sources). It is a plain Node process, not the
// main process: it starts Hive Local with its data in the user-data folder, tells main the URL
// and anon key by message, and closes cleanly (checkpointing the database) on "stop".
import { join } from 'node:path';
import { z } from 'zod';
// The desktop build's one bridge to Hive Local: it runs in its own utility process, never in
// main, which is why the layer rule allows it here alone.
/* eslint-disable hive/boundaries */
import type { BackendModuleFactory } from '../backend/context';
import { defaultModules } from '../backend/default-modules';
import type { FunctionBundles } from '../backend/functions-host/function-bundles';
import { registerFunctionBundles } from '../backend/functions-host/function-bundles';
import { registerRenderWorker } from '../backend/local-images/render-pool';
import { registerPhotoWorker } from '../backend/local-photo/photo-pool';
import { createLocalCheckoutPagesModule } from '../backend/local-stripe/checkout-pages-module';
import { createLocalStripeModule } from '../backend/local-stripe/local-stripe-module';
import { startHiveLocal } from '../backend/server';
/* eslint-enable hive/boundaries */
import type { BackendMessage } from './backend-supervisor';

/** What the desktop build made of Hive Local's workers and edge functions (absolute paths). */
export type HiveLocalBuildOutputs = {
  photoWorker: string;
  renderWorker: string;
  functions: FunctionBundles;
};

/** The environment main hands the utility process (src/main/services.ts). */
export const hiveLocalEnvironmentSchema = z.object({
  HIVE_DATA_DIR: z.string().min(1),
  /** Folder holding config.toml, migrations/ and functions/ (the repo's supabase/ or the packaged copy). */
  HIVE_SUPABASE_DIR: z.string().min(1),
  HIVE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /**
   * `off` leaves out the local test checkout (the Stripe stand-in that grants credits for a test
   * card): a release's offline mode and the offline edition; `on` in development and tests.
   */
  HIVE_LOCAL_CHECKOUT: z.enum(['on', 'off']).default('on'),
  /**
   * `off` in a release built --without-imgly: the background remover then refuses local runs
   * before charging (the functions see PHOTO_LOCAL_BACKGROUND_REMOVAL=off).
   */
  HIVE_LOCAL_BACKGROUND_REMOVAL: z.enum(['on', 'off']).default('on'),
});
export type HiveLocalEnvironment = z.infer<typeof hiveLocalEnvironmentSchema>;

const testCheckout = new Set<BackendModuleFactory>([
  createLocalStripeModule,
  createLocalCheckoutPagesModule,
]);

/** The modules this process mounts: Hive Local's defaults, without the test checkout when off. */
export function hiveLocalModules(
  environment: HiveLocalEnvironment,
  functionsDir: string,
): BackendModuleFactory[] {
  const modules = defaultModules({ functionsDir });
  return environment.HIVE_LOCAL_CHECKOUT === 'on'
    ? modules
    : modules.filter((module) => !testCheckout.has(module));
}

function send(message: BackendMessage): void {
  process.parentPort.postMessage(message);
}

/** Registers the build's outputs (if any), starts Hive Local and serves main's messages. */
export async function runHiveLocalProcess(build: HiveLocalBuildOutputs | null): Promise<void> {
  try {
    if (build) {
      registerPhotoWorker(build.photoWorker);
      registerRenderWorker(build.renderWorker);
      registerFunctionBundles(build.functions);
    }
    const environment = hiveLocalEnvironmentSchema.parse(process.env);
    const supabase = environment.HIVE_SUPABASE_DIR;
    const functionsDir = join(supabase, 'functions');
    const hive = await startHiveLocal({
      port: environment.HIVE_PORT,
      dataDir: environment.HIVE_DATA_DIR,
      configPath: join(supabase, 'config.toml'),
      migrationsDir: join(supabase, 'migrations'),
      functionsDir,
      modules: hiveLocalModules(environment, functionsDir),
      settings: {
        functionSecrets: {
          PHOTO_LOCAL_BACKGROUND_REMOVAL: environment.HIVE_LOCAL_BACKGROUND_REMOVAL,
        },
      },
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
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}
