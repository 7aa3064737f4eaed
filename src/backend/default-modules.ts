// The modules a full Hive Local mounts (npm start, the CLI, the desktop app, e2e). Tests of the
// core pass `modules: []`; each module's own tests mount just that module.
import type { BackendModuleFactory } from './context';
import { createFunctionsModule } from './functions-host/functions-module';
import { createRealtimeModule } from './realtime/realtime-module';
import { createStorageModule } from './storage/storage-module';

/** Storage, realtime and the functions host (functions from `functionsDir`). */
export function defaultModules(options: { functionsDir?: string } = {}): BackendModuleFactory[] {
  return [
    createStorageModule,
    createRealtimeModule,
    createFunctionsModule({ functionsDir: options.functionsDir }),
  ];
}
