// generate-logo through a real Hive Local (migrations, Storage, functions host) and real
// supabase-js, on the local composer: one charge of 8 from the cost table for six different
// candidate SVGs of outlines only (sanitised, image/svg+xml) plus the designs' JSON; refusals in
// plain words and free (an empty or 201-character name, bad colours, an unknown icon, letters no
// font draws); a name in Greek set in the fallback font; the ledger in user words; a cancel that
// stops between steps and refunds once.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateLogoResponseSchema,
  logoMessages,
  logoRunFileSchema,
  type GenerateLogoBody,
} from '../../supabase/functions/_shared/contracts/api/logo';
import { creditEntryLabel } from '../../supabase/functions/_shared/contracts/tools/credit-history';
import { sanitizeSvg } from '../../supabase/functions/_shared/svg/sanitize-svg';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  noSession,
  postFunction,
  readBalance,
  readJob,
  readJobLedger,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import { expectCancelledMidRun } from '../support/job-cancel';

let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;

beforeAll(async () => {
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    // A pause between the composer's steps, so a cancel can land mid-run on a busy machine.
    secrets: { LOGO_STEP_PAUSE_MS: '500' },
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'logo' });
  await grantCredits(admin, user.id, 500);
});

afterAll(async () => {
  await hive?.close();
});

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

function run(body: GenerateLogoBody, headers: Record<string, string> = {}) {
  return postFunction(hive, user, 'generate-logo', body, headers);
}

describe('generate-logo on this computer', () => {
  it('charges 8 once for six different outline-only SVG logos and the designs that drew them', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await run({
      name: 'Blue Bean Coffee',
      tagline: 'Roasted daily',
      industry: 'coffee shop',
      style: 'minimal',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = generateLogoResponseSchema.parse(answer.body);
    expect(body.engine).toEqual({ kind: 'local', name: 'Hive logo composer' });
    expect(body.credits_used).toBe(8);
    expect(body.credits_remaining).toBe(before - 8);
    expect(await readBalance(admin, user.id)).toBe(before - 8);
    expect((await readJobLedger(admin, body.job_id)).map((row) => row.delta)).toEqual([-8]);
    const ledger = await readJobLedger(admin, body.job_id);
    expect(creditEntryLabel(ledger[0]!.description)).toBe('Logo · Minimal');
    expect(await readJob(admin, body.job_id)).toMatchObject({
      tool: 'logo-creator',
      status: 'succeeded',
      cost: 8,
      engine: 'local-logo-composer',
    });

    const svgs = body.outputs.filter((output) => output.mime === 'image/svg+xml');
    expect(svgs).toHaveLength(6);
    expect(body.outputs.at(-1)!.mime).toBe('application/json');
    expect(body.designs).toHaveLength(6);
    const texts = await Promise.all(svgs.map((output) => fetchText(output.url)));
    for (const [index, svg] of texts.entries()) {
      expect(svg.startsWith('<svg')).toBe(true);
      // Outlines only: no text element and no font a viewer would need.
      expect(svg).not.toMatch(/<text[\s>]|<tspan|font-family|@font-face/);
      expect(svg).toMatch(/<path /);
      // Already what the one sanitiser keeps.
      expect(sanitizeSvg(svg)).toBe(svg);
      expect(Math.max(svgs[index]!.width, svgs[index]!.height)).toBe(1024);
    }
    // Six clearly different candidates: six layouts-and-typefaces, six different files.
    expect(new Set(texts).size).toBe(6);
    const designs = body.designs.map((design) => design!);
    expect(
      new Set(designs.map((d) => `${d.layout}/${d.font.family}/${d.frame}/${d.accent}`)).size,
    ).toBe(6);
    expect(new Set(designs.map((d) => d.layout)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(designs.map((d) => d.font.family)).size).toBeGreaterThanOrEqual(2);
    // The coffee cup from the industry, kept with its drawing for fine-tuning.
    expect(designs[0]!.symbol).toMatchObject({ kind: 'icon', id: 'lucide:coffee' });
    // The stored JSON reopens the run after a reload.
    const file = logoRunFileSchema.parse(JSON.parse(await fetchText(body.outputs.at(-1)!.url)));
    expect(file.designs).toEqual(body.designs);
  });

  it('keeps a preset palette on every candidate and a picked icon in every symbol', async () => {
    const answer = await run({
      name: 'Northwind',
      style: 'tech',
      colors: { mode: 'preset', preset: 'forest' },
      symbol: { kind: 'icon', icon: 'tabler:rocket' },
    });
    const body = generateLogoResponseSchema.parse(answer.body);
    for (const design of body.designs) expect(design!.colors.primary).toBe('#2f7a4f');
    const icons = body.designs.filter((design) => design!.symbol.kind === 'icon');
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const design of icons) expect(design!.symbol).toMatchObject({ id: 'tabler:rocket' });
  });

  it('gives each candidate its own palette for "surprise me" and uses one’s own colours exactly', async () => {
    const surprise = generateLogoResponseSchema.parse(
      (await run({ name: 'Kite', style: 'playful', colors: { mode: 'surprise' } })).body,
    );
    expect(new Set(surprise.designs.map((design) => design!.colors.primary)).size).toBe(6);
    const own = generateLogoResponseSchema.parse(
      (
        await run({
          name: 'Kite',
          style: 'modern',
          colors: { mode: 'custom', colors: ['#FF5500', '#101010'] },
        })
      ).body,
    );
    for (const design of own.designs)
      expect(design!.colors).toMatchObject({ primary: '#ff5500', ink: '#101010' });
  });

  it('sets a Greek or Cyrillic name in the fallback font and draws it as outlines', async () => {
    for (const name of ['Αθηνά Καφέ', 'Москва Хлеб']) {
      const answer = await run({ name, style: 'luxury', symbol: { kind: 'none' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const body = generateLogoResponseSchema.parse(answer.body);
      const svg = await fetchText(body.outputs[0]!.url);
      expect(svg).not.toMatch(/<text[\s>]/);
      expect(svg).toContain(`<title>${name}</title>`);
    }
  });

  it('refuses bad input in plain words and charges nothing', async () => {
    const before = await readBalance(admin, user.id);
    const refusals: [GenerateLogoBody | Record<string, unknown>, number, string, string][] = [
      [{ name: '', style: 'minimal' }, 400, 'empty_name', logoMessages.emptyName],
      [{ name: '    ', style: 'minimal' }, 400, 'empty_name', logoMessages.emptyName],
      [{ style: 'minimal' }, 400, 'empty_name', logoMessages.emptyName],
      [{ name: 'x'.repeat(201), style: 'minimal' }, 400, 'name_too_long', logoMessages.nameTooLong],
      [
        { name: 'Acme', style: 'minimal', colors: { mode: 'custom', colors: ['red'] } },
        400,
        'bad_colors',
        logoMessages.badColors,
      ],
      [
        { name: 'Acme', style: 'minimal', colors: { mode: 'custom', colors: [] } },
        400,
        'bad_colors',
        logoMessages.badColors,
      ],
      [
        { name: 'Acme', style: 'gothic' },
        400,
        'invalid_request',
        'The request had invalid options.',
      ],
      [
        {
          name: 'Acme',
          style: 'minimal',
          symbol: { kind: 'icon', icon: 'lucide:no-such-icon-here' },
        },
        400,
        'unknown_icon',
        logoMessages.unknownIcon,
      ],
      [
        { name: 'Acme', style: 'minimal', symbol: { kind: 'icon', icon: 'tabler:brand-github' } },
        400,
        'unknown_icon',
        logoMessages.unknownIcon,
      ],
      [
        { name: '東京カフェ', style: 'modern' },
        422,
        'unsupported_script',
        logoMessages.unsupportedScript('東京カフェ'),
      ],
      [
        { name: 'قهوة', style: 'minimal' },
        422,
        'unsupported_script',
        logoMessages.unsupportedScript('قهوة'),
      ],
    ];
    for (const [payload, status, code, message] of refusals) {
      const answer = await postFunction(hive, user, 'generate-logo', payload);
      expect(answer, JSON.stringify(payload)).toEqual({
        status,
        body: { status: 'error', code, message, refunded: false },
      });
    }
    // A 200-character name is allowed (the limit itself).
    expect(
      (await run({ name: 'y'.repeat(200), style: 'minimal', symbol: { kind: 'none' } })).status,
    ).toBe(200);
    expect(await readBalance(admin, user.id)).toBe(before - 8);
  });

  it('cancel stops the run between steps, refunds once and keeps no files', async () => {
    const before = await readBalance(admin, user.id);
    const id = randomUUID();
    const answer = run({ name: 'Slow Fox', style: 'vintage' }, { 'x-hive-job-id': id });
    // The engine has really made progress (a candidate composed), and has not finished.
    const ledger = await expectCancelledMidRun({
      hive,
      admin,
      user,
      id,
      run: answer,
      credits: 8,
      before,
    });
    expect(creditEntryLabel(ledger[1]!.description)).toBe('Refund · Logo · Vintage (cancelled)');
  });
});
