// The built desktop app's Hive Local, for real: `electron-vite build`, then out/main/hive-local.js
// started as the utility process would be (parentPort shim, main's environment, another working
// directory, production packages only), and every available tool of the registry run through
// supabase-js against it. This is the test that catches a worker or a function missing from the
// build. Every function the registry lists for an available tool must have landed and must run.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEdgeFunctions } from '../../scripts/desktop-build/edge-functions-plugin';
import { TOOLS } from '../../supabase/functions/_shared/contracts/tools/tool-registry';
import {
  buildDesktopApp,
  invokeTool,
  root,
  runToolOnce,
  signUpConfirmed,
  startBuiltHiveLocal,
  type BuiltHiveLocal,
} from './support/built-hive-local';
import { toolSamples, type SampleBody } from './support/tool-samples';

const functionsDir = join(root, 'supabase/functions');
const folders = new Set(listEdgeFunctions(functionsDir));
/** Every function an available tool calls, by the registry, each once. */
const toolFunctions = [
  ...new Set(TOOLS.filter((tool) => tool.status === 'available').flatMap((tool) => tool.functions)),
] as string[];
const landed = toolFunctions.filter((name) => folders.has(name));
const notYet = toolFunctions.filter((name) => !folders.has(name));

let hive: BuiltHiveLocal;
let samples: Record<string, () => SampleBody>;

beforeAll(async () => {
  await buildDesktopApp();
  hive = await startBuiltHiveLocal();
  samples = await toolSamples();
}, 240_000);

afterAll(async () => {
  if (hive) expect(await hive.stop()).toBe(0);
});

describe('the built desktop app', () => {
  it('ships Hive Local, its two workers and every edge function as build outputs that import only production packages', () => {
    const built = join(root, 'out/main');
    const chunks = readdirSync(join(built, 'chunks'));
    expect(chunks.some((name) => name.startsWith('photo-worker-'))).toBe(true);
    expect(chunks.some((name) => name.startsWith('render-worker-'))).toBe(true);
    const entry = readFileSync(join(built, 'hive-local.js'), 'utf8');
    for (const name of folders) expect(entry, name).toContain(JSON.stringify(name));

    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const builtins = new Set(builtinModules);
    const files = ['index.js', 'hive-local.js', ...chunks.map((name) => `chunks/${name}`)];
    const imported = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(built, file), 'utf8');
      // Rolldown writes each static import on a line of its own; dynamic ones are import("…").
      const statics = code.matchAll(/^import\s(?:[^;]*?\sfrom\s*)?"([^"]+)"/gm);
      const dynamics = code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g);
      for (const match of [...statics, ...dynamics])
        if (!match[1]!.startsWith('.')) imported.add(match[1]!);
    }
    const packages = [...imported]
      .filter((specifier) => !specifier.startsWith('node:') && !builtins.has(specifier))
      .map((specifier) =>
        specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!,
      );
    const notShipped = [...new Set(packages)].filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return name !== 'electron' && (!entry || entry.dev === true);
    });
    expect(notShipped).toEqual([]);
  });

  it('boots every edge function from its bundle', async () => {
    for (const name of folders) {
      const response = await fetch(`${hive.url}/functions/v1/${name}`, { method: 'OPTIONS' });
      await response.body?.cancel();
      expect(response.status, name).toBeLessThan(500);
    }
  });

  it.each(landed)(
    '%s runs as a signed-in user through supabase-js',
    async (name) => {
      const sample = samples[name];
      if (!sample) {
        // Landed without a sample: it must boot, run its handler and refuse in the one shape.
        const user = await signUpConfirmed(hive, `smoke-${name}-${Date.now()}@example.com`);
        const answer = await invokeTool(user.client, name, {});
        expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        expect(answer.body).toMatchObject({ status: 'error' });
        console.warn(
          `built-app smoke: ${name} has no sample in tests/desktop/support/tool-samples.ts`,
        );
        return;
      }
      expect(await runToolOnce(hive, name, sample())).toBeNull();
    },
    180_000,
  );

  it('has a function folder for every function the registry lists for an available tool', () => {
    expect(notYet).toEqual([]);
  });
});

describe('the built app working offline in a release (no test checkout, no IMG.LY)', () => {
  let offline: BuiltHiveLocal;
  beforeAll(async () => {
    // The first describe's beforeAll has built out/ already.
    // As a release built --without-imgly would start it, too.
    offline = await startBuiltHiveLocal({
      HIVE_LOCAL_CHECKOUT: 'off',
      HIVE_LOCAL_BACKGROUND_REMOVAL: 'off',
    });
  }, 240_000);
  afterAll(async () => {
    if (offline) expect(await offline.stop()).toBe(0);
  });

  it('mounts no local Stripe and no checkout pages, so buying credits cannot grant any', async () => {
    for (const path of ['/v1/customers', '/_local/checkout/cs_test_1']) {
      const response = await fetch(`${offline.url}${path}`);
      await response.body?.cancel();
      expect(response.status, path).toBe(404);
    }
    const user = await signUpConfirmed(offline, `offline-${Date.now()}@example.com`);
    const answer = await invokeTool(user.client, 'create-credit-checkout', {
      credit_pack: 'starter',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const balance = await user.client
      .from('user_credits')
      .select('credits')
      .eq('user_id', user.id)
      .single<{ credits: number }>();
    expect(balance.data?.credits).toBe(50);
  });

  it('refuses a local background removal before charging when built without IMG.LY', async () => {
    const user = await signUpConfirmed(offline, `no-imgly-${Date.now()}@example.com`);
    const answer = await invokeTool(
      user.client,
      'remove-background',
      samples['remove-background']!(),
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'engine_unavailable', refunded: false });
    const balance = await user.client
      .from('user_credits')
      .select('credits')
      .eq('user_id', user.id)
      .single<{ credits: number }>();
    expect(balance.data?.credits).toBe(50);
  });
});
