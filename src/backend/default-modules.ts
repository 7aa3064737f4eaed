// The modules a full Hive Local mounts (npm start, the CLI, the desktop app, e2e). Tests of the
// core pass `modules: []`; each module's own tests mount just that module.
import type { BackendModuleFactory } from './context';
import { createFunctionsModule } from './functions-host/functions-module';
import { createLocalImagesModule } from './local-images/local-images-module';
import { createLocalMailApiModule } from './local/mail-api-module';
import { createDefaultLocalPhotoModule } from './local-photo/local-photo-module';
import { createLocalCheckoutPagesModule } from './local-stripe/checkout-pages-module';
import { createLocalStripeModule } from './local-stripe/local-stripe-module';
import { createRealtimeModule } from './realtime/realtime-module';
import { createStorageModule } from './storage/storage-module';

/**
 * Local Stripe (first: it publishes its keys to the functions' env), its checkout and portal
 * pages, storage, realtime, the local image provider, the local photo engines, the mail API the
 * functions send e-mail through (into the outbox) and the functions host.
 */
export function defaultModules(options: { functionsDir?: string } = {}): BackendModuleFactory[] {
  return [
    createLocalStripeModule,
    createLocalCheckoutPagesModule,
    createStorageModule,
    createRealtimeModule,
    createLocalImagesModule,
    createDefaultLocalPhotoModule,
    createLocalMailApiModule,
    createFunctionsModule({ functionsDir: options.functionsDir }),
  ];
}
