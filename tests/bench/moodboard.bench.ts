// The Moodboard Generator (issue #19): a 9-tile board end to end on Hive Local with no hosted
// keys — generate-moodboard called with supabase-js, six pictures from the local renderer (its
// worker pool shares this machine's cores), the palette decoded and clustered from them, the
// pictures stored — timed from the call to the answer, after one warm-up board (the first starts
// the render workers). Also "vary this tile" (one picture) and the palette alone on six tiles.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createClient } from '@supabase/supabase-js';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../src/backend/local-images/local-images-module';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import { startHiveLocal } from '../../src/backend/server';
import { median, round } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'moodboard';
const ROUNDS = 5;
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const BOARD = {
  keywords: ['coastal cabin', 'driftwood', 'linen', 'sea salt'],
  style: 'watercolor',
  tiles: 9,
  colors: 'cool',
};

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    modules: [createStorageModule, createLocalImagesModule, createFunctionsModule()],
    settings: {
      enableConfirmations: false,
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error' },
      rateLimits: { signInSignUps: 100_000 },
    },
    log: { info() {}, warn() {}, error() {} },
  });
  try {
    const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
    const client = createClient(hive.url, hive.anonKey, { auth: noSession });
    const { data, error } = await client.auth.signUp({
      email: `bench-moodboard-${randomUUID()}@example.com`,
      password: 'correct-horse-battery-staple',
    });
    if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
    await admin.rpc('update_user_credits', {
      p_user_id: data.user.id,
      p_credits_change: 1000,
      p_transaction_type: 'admin_adjustment',
    });
    const invoke = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const answer = await client.functions.invoke('generate-moodboard', { body });
      if (answer.error) throw new Error(`generate-moodboard failed: ${answer.error.message}`);
      const result = answer.data as { images: { url: string }[]; failed_tiles: number };
      if (result.failed_tiles > 0) throw new Error('a bench tile failed');
      return { ms: performance.now() - started, result };
    };
    const warm = await invoke(BOARD);
    const boards: number[] = [];
    for (let index = 0; index < ROUNDS; index += 1) boards.push((await invoke(BOARD)).ms);
    const tiles: number[] = [];
    for (let index = 0; index < ROUNDS; index += 1)
      tiles.push(
        (
          await invoke({
            kind: 'tile',
            keywords: BOARD.keywords,
            style: BOARD.style,
            subject: 'driftwood · texture',
          })
        ).ms,
      );
    const palette = await paletteFigure(warm.result.images.map((image) => image.url));
    const typical = median(boards);
    return [
      {
        suite: SUITE,
        name: `9-tile local board end to end (6 pictures, ${availableParallelism()} cores, median of ${ROUNDS})`,
        value: round(typical),
        unit: 'ms',
        target: '≤ 5000',
        met: typical <= 5000,
      },
      {
        suite: SUITE,
        name: '9-tile local board, slowest',
        value: round(Math.max(...boards)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: 'first board (render workers starting)',
        value: round(warm.ms),
        unit: 'ms',
      },
      { suite: SUITE, name: 'vary this tile (median)', value: round(median(tiles)), unit: 'ms' },
      {
        suite: SUITE,
        name: 'palette of six tiles (decode + cluster, median)',
        value: palette,
        unit: 'ms',
      },
    ];
  } finally {
    await hive.close();
  }
}

/** The palette alone: six stored tiles decoded and clustered, as the engine does. */
async function paletteFigure(urls: string[]): Promise<number> {
  const { decodePngCanvas } =
    await import('../../supabase/functions/_shared/mockups/raster/png.ts');
  const { boardPalette } = await import('../../supabase/functions/_shared/moodboard/palette.ts');
  const files = await Promise.all(
    urls.map(async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer())),
  );
  const times: number[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const started = performance.now();
    boardPalette(files.map((bytes) => decodePngCanvas(bytes)));
    times.push(performance.now() - started);
  }
  return round(median(times));
}
