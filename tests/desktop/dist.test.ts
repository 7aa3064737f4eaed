// `npm run dist` decides what it builds before building anything: without the cloud project's URL
// and anon key it refuses, unless asked for an offline edition; the settings are validated (https,
// an anon key and never a service-role key); and what it decides is what electron-vite bakes in.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planDist } from '../../scripts/dist-plan';
import {
  RELEASE_CONFIG_ENV,
  releaseConfigFromBuildEnvironment,
} from '../../src/main/release-config';

const root = resolve(import.meta.dirname, '../..');

/** A JWT with the given role (unsigned: the dist check reads the role, the server checks the rest). */
function jwt(role: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase', role })}.c2lnbmF0dXJl`;
}
const cloud = { HIVE_CLOUD_URL: 'https://abcdefgh.supabase.co', HIVE_CLOUD_ANON_KEY: jwt('anon') };

/** Runs `npm run dist` (its script) and resolves with its exit code and output. */
function dist(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const clean = { ...process.env };
    for (const name of [
      'HIVE_CLOUD_URL',
      'HIVE_CLOUD_ANON_KEY',
      'HIVE_UPDATE_FEED_URL',
      'HIVE_UPDATE_CHANNEL',
    ])
      delete clean[name];
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/dist.ts', ...args], {
      cwd: root,
      env: { ...clean, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, output }));
  });
}

describe('npm run dist', () => {
  it('refuses to build without the cloud URL and anon key, and says how to get an offline edition', async () => {
    const { code, output } = await dist(['--linux']);
    expect(code).toBe(2);
    expect(output).toContain('HIVE_CLOUD_URL and HIVE_CLOUD_ANON_KEY are not set');
    expect(output).toContain('npm run dist -- --offline-edition');
    expect(output).not.toContain('electron-vite build');
  });

  it('builds an offline edition only when asked (dry run: the plan, nothing built)', async () => {
    const { code, output } = await dist(['--offline-edition', '--dry-run', '--linux']);
    expect(code).toBe(0);
    expect(output).toContain('"edition": "offline"');
  });

  it('takes a cloud release with valid settings, and bakes in what it validated', async () => {
    const { code, output } = await dist(['--dry-run'], cloud);
    expect(code).toBe(0);
    expect(output).toContain('"edition": "cloud"');
    expect(output).toContain('"cloud": "https://abcdefgh.supabase.co"');
  });

  it('validates the settings with zod: https only, an anon key, never a service-role key', () => {
    const refusal = (env: Record<string, string>) => {
      const plan = planDist([], env, '1.0.0');
      return plan.ok ? null : plan.message;
    };
    expect(refusal({ ...cloud, HIVE_CLOUD_URL: 'http://abcdefgh.supabase.co' })).toContain(
      'must be an https:// URL',
    );
    expect(refusal({ ...cloud, HIVE_CLOUD_ANON_KEY: jwt('service_role') })).toContain(
      'role "service_role"',
    );
    expect(refusal({ ...cloud, HIVE_CLOUD_ANON_KEY: 'sb_secret_abcdefghijklmnop' })).toContain(
      'secret key',
    );
    expect(refusal({ ...cloud, HIVE_CLOUD_ANON_KEY: 'not a key' })).toContain('neither a JWT');
    expect(refusal({ HIVE_CLOUD_URL: cloud.HIVE_CLOUD_URL })).toContain(
      'HIVE_CLOUD_ANON_KEY is not set',
    );
    expect(planDist(['--offline-edition'], cloud, '1.0.0')).toMatchObject({ ok: false });
    expect(refusal({ ...cloud, HIVE_UPDATE_FEED_URL: 'http://updates.example' })).toContain(
      'feedUrl',
    );
  });

  it('takes the update feed and channel from the environment, beta by default for a pre-release', () => {
    const stable = planDist([], cloud, '1.4.0');
    const beta = planDist(
      ['--without-imgly'],
      { ...cloud, HIVE_UPDATE_FEED_URL: 'https://feed.example/hive/' },
      '1.5.0-beta.2',
    );
    expect(stable).toMatchObject({
      ok: true,
      release: {
        edition: 'cloud',
        cloud: { url: 'https://abcdefgh.supabase.co', anonKey: cloud.HIVE_CLOUD_ANON_KEY },
        updates: { feedUrl: 'https://updates.hive.studio/desktop', channel: 'stable' },
        localBackgroundRemoval: true,
      },
    });
    expect(beta).toMatchObject({
      ok: true,
      release: {
        updates: { feedUrl: 'https://feed.example/hive', channel: 'beta' },
        localBackgroundRemoval: false,
      },
    });
  });

  it('bakes the release it validated into the main process of the desktop build', async () => {
    const plan = planDist([], cloud, '1.4.0');
    if (!plan.ok) throw new Error(plan.message);
    expect(
      releaseConfigFromBuildEnvironment({ [RELEASE_CONFIG_ENV]: JSON.stringify(plan.release) }),
    ).toEqual(plan.release);
    expect(() =>
      releaseConfigFromBuildEnvironment({
        [RELEASE_CONFIG_ENV]: JSON.stringify({
          ...plan.release,
          cloud: { url: 'http://x', anonKey: 'y' },
        }),
      }),
    ).toThrow();
    const outDir = mkdtempSync(join(tmpdir(), 'hive-dist-build-'));
    try {
      const code = await new Promise<number | null>((done) => {
        const child = spawn(
          join(root, 'node_modules/.bin/electron-vite'),
          ['build', '--outDir', outDir, '--logLevel', 'error'],
          {
            cwd: root,
            env: { ...process.env, [RELEASE_CONFIG_ENV]: JSON.stringify(plan.release) },
            stdio: 'ignore',
          },
        );
        child.once('exit', done);
      });
      expect(code).toBe(0);
      expect(readFileSync(join(outDir, 'main/index.js'), 'utf8')).toContain(
        '"url": "https://abcdefgh.supabase.co"',
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
