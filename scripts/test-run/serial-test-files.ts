// Which vitest files run one at a time (vitest.config.ts). The suite runs two files at once on
// 2 cores, except these: each reads the wall clock against a start or races a time limit (a
// cancel answered within 500 ms, a provider's 1 s timeout against a stub's 1.2 s delay, an event
// loop never held 120 ms), and a second file beside it would take half the CPU those figures
// were measured with. They run after the rest, alone. serial-test-files.test.ts finds every
// test file that matches TIMED_TEST and checks it is listed here, so a new one cannot slip into
// the parallel group.

/**
 * What makes a test file timed: it measures elapsed time from a start, watches the event loop's
 * delay, or sets a time limit or a delay in milliseconds (timeouts, retry waits, a stub's
 * delay).
 */
export const TIMED_TEST =
  /performance\.now\(\) -|Date\.now\(\) -|monitorEventLoopDelay|timeoutMs|TIMEOUT_MS|delayMs|Retry-After/;

/** The timed test files, from the repository's root. */
export const SERIAL_TEST_FILES: readonly string[] = [
  'src/backend/local-images/render-pool.test.ts',
  'src/backend/local-photo/engines/ad-video.test.ts',
  'src/backend/local-photo/engines/motion-video.test.ts',
  'src/backend/local-photo/local-photo-module.test.ts',
  'src/backend/local-photo/photo-engines.test.ts',
  'src/backend/realtime/phoenix-wire.test.ts',
  'src/backend/realtime/realtime-hive-local.test.ts',
  'src/backend/realtime/realtime-module.test.ts',
  'supabase/functions/_shared/ad-video/local-ad-engine.test.ts',
  'supabase/functions/_shared/outbound/outbound-config.test.ts',
  'supabase/functions/_shared/outbound/safe-fetch.test.ts',
  'supabase/functions/_shared/svg/sanitize-svg.test.ts',
  'tests/integration/backend-auth-abuse.test.ts',
  'tests/integration/brand-blueprint-hosted.test.ts',
  'tests/integration/generation-allowance.test.ts',
  'tests/integration/generation-fallback.test.ts',
  'tests/integration/generation-jobs.test.ts',
  'tests/integration/generation-model-selection.test.ts',
  'tests/integration/generation-providers.test.ts',
  'tests/integration/generic-api-service-deno.test.ts',
  'tests/integration/generic-api-service.test.ts',
  'tests/integration/invoice-mail.test.ts',
  'tests/integration/jobs-runner.test.ts',
  'tests/integration/logo-hosted.test.ts',
  'tests/integration/photo-jobs-hosted.test.ts',
  'tests/integration/photo-jobs-progress.test.ts',
  'tests/integration/photo-tools-hosted.test.ts',
  'tests/integration/photo-tools-photoroom.test.ts',
  'tests/integration/vector-art-hosted.test.ts',
  'tests/integration/vectorize-hosted.test.ts',
  'tests/integration/vectorize-local.test.ts',
  'tests/integration/video-generate.test.ts',
  'tests/integration/video-providers.test.ts',
];
