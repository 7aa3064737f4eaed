// logo-mockups through a real Hive Local (migrations, Auth, Storage, the functions host) and
// real supabase-js: one kit charged 10 credits once, every item in its ZIP at its exact size
// (read from the PNG headers), the print and social SVGs sanitised with text as outlines, the
// logo version chosen by contrast, bad input refused free of charge, and a cancel that stops the
// kit between pieces and refunds once.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KIT_PREVIEW_SIZE,
  logoMockupsResponseSchema,
  MOCKUP_ITEMS,
  mockupMessages,
  type MockupItemSpec,
} from '../../supabase/functions/_shared/contracts/api/logo-mockups';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  invokeFunction,
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

/** A two-colour logo on a transparent background: a navy badge with a white star, and a bar. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240">
  <rect x="20" y="20" width="200" height="200" rx="40" fill="#1b2a4a"/>
  <polygon points="120,60 138,106 186,106 147,134 162,180 120,152 78,180 93,134 54,106 102,106" fill="#ffffff"/>
  <rect x="250" y="80" width="360" height="80" rx="16" fill="#1b2a4a"/>
</svg>`;

const BRAND = {
  name: 'Northwind',
  tagline: 'Maps for the curious',
  person: 'Ada Park',
  role: 'Founder',
  email: 'ada@northwind.test',
  phone: '+44 20 7946 0000',
  website: 'northwind.test',
  address: '3 Quay Street, Bristol',
};

async function pngBase64(svg: string): Promise<string> {
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

/** The width and height a PNG's IHDR states. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

beforeAll(async () => {
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    // A pause after each piece of a kit, so a cancel lands mid-run even on a busy machine.
    secrets: { MOCKUP_STEP_PAUSE_MS: '150' },
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'mockups' });
  await grantCredits(admin, user.id, 200);
});

afterAll(async () => {
  await hive?.close();
});

describe('logo-mockups', () => {
  it('charges 10 once for a kit whose ZIP holds every item at its exact size', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await invokeFunction(user.client, 'logo-mockups', {
      logo: `data:image/png;base64,${await pngBase64(LOGO_SVG)}`,
      svg: LOGO_SVG,
      brand: BRAND,
      source: 'northwind.svg',
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const body = logoMockupsResponseSchema.parse(answer.body);
    expect(body.credits_used).toBe(10);
    expect(body.credits_remaining).toBe(before - 10);
    expect(await readBalance(admin, user.id)).toBe(before - 10);
    expect((await readJobLedger(admin, body.job_id)).map((row) => row.delta)).toEqual([-10]);
    expect(await readJob(admin, body.job_id)).toMatchObject({
      tool: 'logo-marketing',
      status: 'succeeded',
      cost: 10,
      engine: 'local-mockup-studio',
      progress: 100,
    });
    expect(body.engine).toEqual({ kind: 'local', name: 'Hive mockup studio' });
    const { kit } = body;
    expect(kit.items.map((item) => item.id)).toEqual(MOCKUP_ITEMS.map((item) => item.id));
    // jobs.outputs: the preview, each item's picture, the ZIP.
    expect(body.outputs).toHaveLength(MOCKUP_ITEMS.length + 2);
    expect(body.outputs.at(-1)!.mime).toBe('application/zip');

    // The ZIP, read as the owner through Storage (RLS: their own folder).
    const zipped = await user.client.storage.from('photo-results').download(kit.zip.path);
    expect(zipped.error).toBeNull();
    const files = unzipSync(new Uint8Array(await zipped.data!.arrayBuffer()));
    expect(Object.keys(files).length).toBeGreaterThan(MOCKUP_ITEMS.length * 2);
    expect(strFromU8(files['README.txt']!)).toContain('Northwind');
    for (const spec of MOCKUP_ITEMS) {
      const item = kit.items.find((entry) => entry.id === spec.id)!;
      const main = item.files[0]!;
      expect(main.mime).toBe('image/png');
      expect(pngSize(files[main.name]!), spec.id).toEqual({
        width: spec.width,
        height: spec.height,
      });
      expect([item.width, item.height]).toEqual([spec.width, spec.height]);
      for (const file of item.files) {
        expect(files[file.name], `${spec.id}: ${file.name}`).toBeDefined();
        if (file.mime === 'image/png' && file.width !== undefined)
          expect(pngSize(files[file.name]!)).toEqual({ width: file.width, height: file.height });
        if (file.mime === 'image/svg+xml') {
          const svg = strFromU8(files[file.name]!);
          expect(svg).toMatch(
            new RegExp(`^<svg[^>]* width="${file.width}" height="${file.height}"`),
          );
          expect(svg).not.toMatch(/<script|\son\w+=|javascript:/i);
          // Text is outlines: no font is needed to open or print it.
          expect(svg).not.toContain('<text');
        }
      }
      const printSize = (spec as MockupItemSpec).print;
      if (printSize) {
        const print = item.files.find((file) => file.name === `print/${spec.id}.png`)!;
        expect(pngSize(files[print.name]!)).toEqual({
          width: printSize.width,
          height: printSize.height,
        });
      }
    }
    // The grid's thumbnails are stored beside the kit, not in its ZIP.
    expect(Object.keys(files).filter((name) => name.startsWith('thumbs/'))).toEqual([]);
    const thumb = await fetch(kit.items.find((item) => item.id === 'youtube-banner')!.thumb.url!);
    expect(pngSize(new Uint8Array(await thumb.arrayBuffer()))).toEqual({ width: 480, height: 270 });
    // The social sizes are in the names too.
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'social/x-header-1500x500.png',
        'social/youtube-banner-2560x1440.png',
      ]),
    );
    // The email signature: the HTML with the person's words escaped, and the logo beside it.
    const html = strFromU8(files['email/email-signature.html']!);
    expect(html).toContain('Ada Park');
    expect(html).toContain('src="signature-logo.png"');
    expect(html).toContain('href="mailto:ada@northwind.test"');
    expect(kit.signatureHtml).toBe(html);
    expect(files['email/signature-logo.png']).toBeDefined();
    expect(files['app/app-icon-1024.png'] && pngSize(files['app/app-icon-1024.png'])).toEqual({
      width: 1024,
      height: 1024,
    });

    // Each item is stored on its own too, readable by the signed URL the answer gave.
    const header = await fetch(kit.items[0]!.url!);
    expect(header.status).toBe(200);
    expect(header.headers.get('content-type')).toContain('image/png');
    const preview = await user.client.storage.from('photo-results').download(kit.preview.path);
    expect(pngSize(new Uint8Array(await preview.data!.arrayBuffer()))).toEqual(KIT_PREVIEW_SIZE);

    // The logo version follows the background: the navy logo stays as made on paper, and turns
    // light on the navy brand colour (the business card's front, the social kit).
    const variant = (id: string) => kit.items.find((item) => item.id === id)!.variant;
    expect(variant('business-card-back')).toBe('color');
    expect(variant('letterhead')).toBe('color');
    expect(variant('business-card-front')).toBe('light');
    expect(variant('instagram-post')).toBe('light');
    expect(kit.brandColor).toBe('#1b2a4a');
  }, 240_000);

  it('refuses bad input with a clear message and charges nothing', async () => {
    const before = await readBalance(admin, user.id);
    const logo = await pngBase64(LOGO_SVG);
    const bomb = Buffer.alloc(64);
    bomb.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const scripted = LOGO_SVG.replace('<rect', '<script>alert(1)</script><rect');
    const blank = (
      await sharp({
        create: {
          width: 200,
          height: 200,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      })
        .png()
        .toBuffer()
    ).toString('base64');
    const photo = (
      await sharp(resolve(import.meta.dirname, '../fixtures/photos/chelsea-cat.jpg'))
        .png()
        .toBuffer()
    ).toString('base64');
    const cases: [unknown, number, string, string][] = [
      [{ logo, svg: scripted, brand: BRAND }, 400, 'unsafe_svg', mockupMessages.unsafeSvg],
      [
        { logo: bomb.toString('base64'), brand: BRAND },
        413,
        'too_many_pixels',
        mockupMessages.tooManyPixels,
      ],
      [
        { logo: Buffer.from('this is not a picture at all').toString('base64'), brand: BRAND },
        400,
        'unsupported_type',
        mockupMessages.notAnImage,
      ],
      [{ brand: BRAND }, 400, 'empty_file', mockupMessages.uploadFirst],
      [{ logo, brand: { ...BRAND, name: '  ' } }, 400, 'empty_name', mockupMessages.nameRequired],
      [{ logo: blank, brand: BRAND }, 422, 'blank_logo', mockupMessages.blankLogo],
      [{ logo: photo, brand: BRAND }, 422, 'logo_is_photo', mockupMessages.photoWarning],
      [
        { logo, brand: { ...BRAND, name: '北風' } },
        422,
        'missing_letters',
        mockupMessages.missingLetters('brand name', '北風'),
      ],
    ];
    for (const [payload, status, code, message] of cases) {
      const answer = await postFunction(hive, user, 'logo-mockups', payload);
      expect(answer, code).toEqual({
        status,
        body: { status: 'error', code, message, refunded: false },
      });
    }
    expect(await readBalance(admin, user.id)).toBe(before);
    const jobs = await admin
      .from('jobs')
      .select('id')
      .eq('user_id', user.id)
      .eq('status', 'failed');
    expect(jobs.data).toEqual([]);
  }, 120_000);

  it('cancel stops the kit between pieces, refunds once and keeps no files', async () => {
    const before = await readBalance(admin, user.id);
    const id = randomUUID();
    const run = postFunction(
      hive,
      user,
      'logo-mockups',
      { logo: await pngBase64(LOGO_SVG), brand: BRAND },
      { 'x-hive-job-id': id },
    );
    // The engine has really made progress (the print artwork, a scene) before the cancel.
    await expectCancelledMidRun({ hive, admin, user, id, run, credits: 10, before });
  }, 120_000);
});
