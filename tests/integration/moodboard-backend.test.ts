// generate-moodboard and shared-moodboard through a real Hive Local (migrations, Auth, Storage,
// the local image renderer, the functions host) and real supabase-js, on the local renderer: a
// board charged 35 once with its pictures, palette, fonts and words; "vary this tile" charged 10;
// bad input refused with the board's words and nothing charged; references only from the caller's
// own folder (the Storage policy lets them upload there and nowhere else); a cancel between tiles
// refunded once; a saved board that round-trips through designs.moodboard_data and is shown by
// its share link only while public.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  moodboardBoardAnswerSchema,
  moodboardDataSchema,
  type MoodboardData,
} from '../../supabase/functions/_shared/contracts/api/moodboard';
import { moodboardMessages } from '../../supabase/functions/_shared/contracts/messages';
import { hexToRgb } from '../../supabase/functions/_shared/contracts/domain/colour';
import { oklabDistance, rgbToOklab } from '../../supabase/functions/_shared/brand/brand-colour';
import { FONT_FAMILIES } from '../../supabase/functions/_shared/fonts/catalogue';
import { jobOutputSchema } from '../../supabase/functions/_shared/jobs/job-types';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../src/backend/local-images/local-images-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  must,
  noSession,
  postFunction,
  readBalance,
  readJob,
  readJobLedger,
  readUserRows,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import { expectCancelledMidRun } from '../support/job-cancel';

let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;

/** The runner's success fields and the board's own, as the client reads them. */
const answerSchema = moodboardBoardAnswerSchema.extend({
  status: z.literal('success'),
  job_id: z.uuid(),
  outputs: z.array(jobOutputSchema),
  credits_used: z.number().int(),
  credits_remaining: z.number().int(),
});

beforeAll(async () => {
  hive = await startTestHive({
    modules: [createStorageModule, createLocalImagesModule, createFunctionsModule()],
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'moodboard' });
  await grantCredits(admin, user.id, 500);
});

afterAll(async () => {
  await hive?.close();
});

function setPause(ms: number) {
  hive.context.settings.functionSecrets.MOODBOARD_STEP_PAUSE_MS = String(ms);
}

async function png(colour: string, width = 96, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function upload(owner: TestUser, path: string, bytes: Buffer, type = 'image/png') {
  return owner.client.storage
    .from('photo-results')
    .upload(path, new Blob([new Uint8Array(bytes)], { type }), { contentType: type });
}

async function jobsOf(userId: string): Promise<unknown[]> {
  return readUserRows(admin, 'jobs', 'id', userId);
}

function deltaE(a: string, b: string): number {
  return oklabDistance(rgbToOklab(hexToRgb(a)), rgbToOklab(hexToRgb(b))) * 100;
}

const shipped = new Map<string, readonly number[]>(
  FONT_FAMILIES.map((family) => [family.family, family.weights]),
);

describe('generate-moodboard on the local renderer', () => {
  it('makes a 9-tile board for 35 credits once: six different pictures, palette, fonts, words', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-moodboard', {
      keywords: ['Coastal cabin', ' driftwood', 'coastal CABIN', 'linen'],
      style: 'watercolor',
      tiles: 9,
      colors: 'cool',
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 400)).toBe(200);
    const body = answerSchema.parse(answer.body);
    expect(body.credits_used).toBe(35);
    expect(body.credits_remaining).toBe(before - 35);
    expect(await readBalance(admin, user.id)).toBe(before - 35);
    expect((await readJobLedger(admin, body.job_id)).map((row) => [row.type, row.delta])).toEqual([
      ['generation', -35],
    ]);
    const job = await readJob(admin, body.job_id);
    expect(job).toMatchObject({
      tool: 'moodboard-generator',
      status: 'succeeded',
      cost: 35,
      progress: 100,
      engine: 'local-renderer',
    });
    expect(job.params).toMatchObject({ kind: 'board', tiles: 9, style: 'watercolor' });
    expect(job.params.seed).toBe(job.seed);
    expect(body.engine).toEqual({ kind: 'local', name: 'Hive image renderer' });
    expect(body.failed_tiles).toBe(0);
    expect(body.credits_returned).toBe(0);

    // Six pictures (9 tiles: 6 images), each a different subject, stored as the outputs.
    expect(body.images).toHaveLength(6);
    expect(body.outputs).toHaveLength(6);
    expect(new Set(body.images.map((image) => image.subject)).size).toBe(6);
    for (const keyword of ['Coastal cabin', 'driftwood', 'linen'])
      expect(
        body.images.some((image) => image.subject.startsWith(keyword)),
        keyword,
      ).toBe(true);
    const pixels: Buffer[] = [];
    for (const [index, image] of body.images.entries()) {
      expect(image.source).toBe('generated');
      expect(image.url).toBe(body.outputs[index]!.url);
      expect(image.path).toBe(`${user.id}/${body.job_id}/${index + 1}.png`);
      // The owner reads it by its path (RLS: their own folder), at the size the answer says.
      const file = await user.client.storage.from('photo-results').download(image.path);
      expect(file.error).toBeNull();
      const bytes = Buffer.from(await file.data!.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(Math.max(image.width, image.height)).toBe(768);
      pixels.push(await sharp(bytes).resize(32, 32).raw().toBuffer());
      expect((await fetch(image.url)).status).toBe(200);
    }
    // Different pictures, not one picture six times.
    expect(new Set(pixels.map((buffer) => buffer.toString('base64'))).size).toBe(6);
    expect(
      new Set(body.images.map((image) => `${image.width}x${image.height}`)).size,
    ).toBeGreaterThan(1);

    // The palette: 5–6 colours, most used first, each found in the pictures.
    expect(body.palette.length).toBeGreaterThanOrEqual(5);
    expect(body.palette.length).toBeLessThanOrEqual(6);
    expect(body.palette[0]!.share).toBeGreaterThan(0.1);
    const sampled = pixels.flatMap((buffer) =>
      Array.from(
        { length: buffer.length / 3 },
        (_, at) => `#${buffer.subarray(at * 3, at * 3 + 3).toString('hex')}`,
      ),
    );
    const top = body.palette[0]!.hex;
    expect(Math.min(...sampled.map((hex) => deltaE(hex, top)))).toBeLessThan(6);
    // Shipped fonts only; words trimmed and de-duplicated.
    for (const font of [body.fonts.heading, body.fonts.body])
      expect(shipped.get(font.family)).toContain(font.weight);
    expect(body.words).toEqual(['Coastal cabin', 'driftwood', 'linen']);
  }, 120_000);

  it('varies one tile for 10 credits: one new picture on the same subject, another seed', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-moodboard', {
      kind: 'tile',
      keywords: ['harbour', 'rope'],
      style: 'realistic',
      subject: 'harbour · close-up detail',
      previousSeed: 1234,
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const body = answerSchema.parse(answer.body);
    expect(body.credits_used).toBe(10);
    expect(await readBalance(admin, user.id)).toBe(before - 10);
    expect((await readJobLedger(admin, body.job_id)).map((row) => row.delta)).toEqual([-10]);
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({
      subject: 'harbour · close-up detail',
      source: 'generated',
    });
    expect(body.images[0]!.seed).not.toBe(1234);
    // Close-up detail is a 4:5 tile.
    expect(body.images[0]!.width / body.images[0]!.height).toBeCloseTo(0.8, 1);
    expect((await readJob(admin, body.job_id)).params).toMatchObject({
      kind: 'tile',
      subject: 'harbour · close-up detail',
      previous_seed: 1234,
    });
  }, 60_000);

  it('refuses bad input before any charge, in the board’s words', async () => {
    const fresh = await signUpTestUser(hive, { prefix: 'moodboard-refusals' });
    const balance = await readBalance(admin, fresh.id);
    const own = `${fresh.id}/moodboard-references`;
    expect(
      (
        await upload(
          fresh,
          `${own}/scribble.svg`,
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
          'image/svg+xml',
        )
      ).error,
    ).toBeNull();
    const broken = Buffer.concat([(await png('#123456')).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload(fresh, `${own}/broken.png`, broken)).error).toBeNull();
    expect(
      (await upload(user, `${user.id}/moodboard-references/theirs.png`, await png('#abcdef')))
        .error,
    ).toBeNull();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ keywords: [], style: 'realistic' }, 400, 'no_keywords', moodboardMessages.noKeywords],
      [
        { keywords: Array.from({ length: 21 }, (_, index) => `word ${index}`), style: 'realistic' },
        400,
        'too_many_keywords',
        moodboardMessages.tooManyKeywords,
      ],
      [
        { keywords: ['x'.repeat(41)], style: 'realistic' },
        400,
        'keyword_too_long',
        moodboardMessages.keywordTooLong,
      ],
      [
        { keywords: ['moss'], style: 'realistic', colors: 'brand' },
        400,
        'brand_palette_needed',
        moodboardMessages.brandPaletteNeeded,
      ],
      [
        { keywords: ['moss'], style: 'not-a-style' },
        400,
        'invalid_style',
        "Invalid request: style: unknown style 'not-a-style'",
      ],
      [
        { keywords: ['moss'], style: 'realistic', variation: 'nope' },
        400,
        'invalid_variant',
        "Invalid request: variation: 'realistic' has the variations portrait, landscape, studio",
      ],
      [
        {
          keywords: ['moss'],
          style: 'realistic',
          references: [{ path: `${user.id}/moodboard-references/theirs.png` }],
        },
        400,
        'reference_not_found',
        moodboardMessages.referenceNotFound,
      ],
      [
        {
          keywords: ['moss'],
          style: 'realistic',
          references: [{ path: `${fresh.id}/elsewhere/x.png` }],
        },
        400,
        'reference_not_found',
        moodboardMessages.referenceNotFound,
      ],
      [
        { keywords: ['moss'], style: 'realistic', references: [{ path: `${own}/missing.png` }] },
        400,
        'reference_not_found',
        moodboardMessages.referenceNotFound,
      ],
      [
        { keywords: ['moss'], style: 'realistic', references: [{ path: `${own}/scribble.svg` }] },
        400,
        'unsupported_type',
        moodboardMessages.referenceNotImage,
      ],
      [
        { keywords: ['moss'], style: 'realistic', references: [{ path: `${own}/broken.png` }] },
        400,
        'corrupt_image',
        moodboardMessages.referenceNotImage,
      ],
    ];
    for (const [payload, status, code, message] of cases) {
      const answer = await postFunction(hive, fresh, 'generate-moodboard', payload);
      expect(answer, JSON.stringify(payload).slice(0, 120)).toEqual({
        status,
        body: { status: 'error', code, message, refunded: false },
      });
    }
    expect(await readBalance(admin, fresh.id)).toBe(balance);
    expect(await jobsOf(fresh.id)).toEqual([]);
  }, 60_000);

  it('uses the caller’s references: image slots, the palette, answered signed', async () => {
    const path = `${user.id}/moodboard-references/${randomUUID()}.png`;
    expect((await upload(user, path, await png('#e0218a', 200, 150))).error).toBeNull();
    const answer = await postFunction(hive, user, 'generate-moodboard', {
      keywords: ['orchid'],
      style: 'minimalist',
      tiles: 6,
      references: [{ path }],
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const body = answerSchema.parse(answer.body);
    // 6 tiles: 4 image slots, one the reference's: three new pictures.
    expect(body.outputs).toHaveLength(3);
    expect(body.images.map((image) => image.source)).toEqual([
      'generated',
      'generated',
      'generated',
      'reference',
    ]);
    const reference = body.images[3]!;
    expect(reference).toMatchObject({ path, width: 200, height: 150 });
    const fetched = await fetch(reference.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(await png('#e0218a', 200, 150))).toBe(
      true,
    );
    // Its colour is on the palette.
    expect(
      Math.min(...body.palette.map((colour) => deltaE(colour.hex, '#e0218a'))),
    ).toBeLessThanOrEqual(3);
  }, 60_000);

  it('stops between tiles on cancel and refunds once', async () => {
    setPause(600);
    try {
      const before = await readBalance(admin, user.id);
      const id = randomUUID();
      const run = postFunction(
        hive,
        user,
        'generate-moodboard',
        { keywords: ['lantern', 'dusk'], style: 'cinematic', tiles: 12 },
        { 'x-hive-job-id': id },
      );
      const ledger = await expectCancelledMidRun({
        hive,
        admin,
        user,
        id,
        run,
        credits: 35,
        before,
      });
      expect(ledger.map((row) => row.description)).toEqual([
        'generate-moodboard: cinematic',
        'Refund · Moodboard · Cinematic (cancelled)',
      ]);
    } finally {
      setPause(0);
    }
  }, 60_000);
});

describe('moodboard references in Storage', () => {
  it('lets a user add files only to their own moodboard-references folder', async () => {
    const owner = await signUpTestUser(hive, { prefix: 'moodboard-storage' });
    const other = await signUpTestUser(hive, { prefix: 'moodboard-storage' });
    const picture = await png('#445566');
    expect(
      (await upload(owner, `${owner.id}/moodboard-references/a.png`, picture)).error,
    ).toBeNull();
    expect(
      (await upload(owner, `${owner.id}/moodboard-references/board-1/b.png`, picture)).error,
    ).toBeNull();
    // Someone else's folder, their own results, the root of their folder: refused.
    expect(
      (await upload(owner, `${other.id}/moodboard-references/a.png`, picture)).error,
    ).not.toBeNull();
    expect(
      (await upload(owner, `${owner.id}/${randomUUID()}/1.png`, picture)).error,
    ).not.toBeNull();
    expect((await upload(owner, `${owner.id}/a.png`, picture)).error).not.toBeNull();
    expect(
      (await upload(owner, `moodboard-references/${owner.id}/a.png`, picture)).error,
    ).not.toBeNull();
    // Signed out: refused; not an image: refused by the bucket.
    const anonymous = createClient(hive.url, hive.anonKey, { auth: noSession });
    const anon = await anonymous.storage
      .from('photo-results')
      .upload(
        `${owner.id}/moodboard-references/c.png`,
        new Blob([new Uint8Array(picture)], { type: 'image/png' }),
      );
    expect(anon.error).not.toBeNull();
    const text = await upload(
      owner,
      `${owner.id}/moodboard-references/note.png`,
      Buffer.from('<html>hi</html>'),
    );
    expect(text.error).not.toBeNull();
    // The owner reads theirs back; the other user cannot.
    expect(
      (
        await owner.client.storage
          .from('photo-results')
          .download(`${owner.id}/moodboard-references/a.png`)
      ).error,
    ).toBeNull();
    expect(
      (
        await other.client.storage
          .from('photo-results')
          .download(`${owner.id}/moodboard-references/a.png`)
      ).error,
    ).not.toBeNull();
  });
});

describe('a saved board and its share link', () => {
  let board: MoodboardData;
  let designId: string;

  beforeAll(async () => {
    const answer = await postFunction(hive, user, 'generate-moodboard', {
      keywords: ['meadow'],
      style: 'watercolor',
      tiles: 6,
    });
    const body = answerSchema.parse(answer.body);
    board = {
      version: 1,
      title: 'Meadow',
      style: 'watercolor',
      keywords: ['meadow'],
      colors: 'auto',
      images: body.images,
      palette: body.palette,
      fonts: body.fonts,
      words: body.words,
      layout: {
        kind: 'grid',
        height: 750,
        tiles: body.images.map((image, index) => ({
          id: `t${index}`,
          kind: 'image' as const,
          imageId: image.id,
          rect: { x: (index % 3) * 333, y: Math.floor(index / 3) * 250, w: 333, h: 250 },
          locked: index === 0,
        })),
      },
    };
    const saved = must(
      await user.client
        .from('designs')
        .insert({
          url: body.images[0]!.url,
          name: 'Meadow board',
          type: 'moodboard',
          moodboard_data: board,
        })
        .select('id, moodboard_data, is_private')
        .single(),
    ) as { id: string; moodboard_data: unknown; is_private: boolean };
    designId = saved.id;
    expect(saved.is_private).toBe(true);
  }, 60_000);

  it('round-trips through designs.moodboard_data exactly', async () => {
    const read = must(
      await user.client.from('designs').select('moodboard_data').eq('id', designId).single(),
    ) as { moodboard_data: unknown };
    expect(moodboardDataSchema.parse(read.moodboard_data)).toEqual(board);
  });

  async function share(id: string, method: 'GET' | 'POST' = 'GET') {
    const url = `${hive.url}/functions/v1/shared-moodboard${method === 'GET' ? `?id=${id}` : ''}`;
    const response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' && { body: JSON.stringify({ id }) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const notFound = {
    status: 404,
    body: { status: 'error', code: 'not_found', message: moodboardMessages.sharedNotFound },
  };

  it('shows nothing while the board is private, or for a missing design', async () => {
    expect(await share(designId)).toEqual(notFound);
    expect(await share(randomUUID())).toEqual(notFound);
    expect((await share('not-a-uuid')).status).toBe(400);
  });

  it('shows a public board to anyone, its images signed again', async () => {
    must(
      await user.client.from('designs').update({ is_private: false }).eq('id', designId).select(),
    );
    for (const method of ['GET', 'POST'] as const) {
      const answer = await share(designId, method);
      expect(answer.status).toBe(200);
      expect(answer.body.name).toBe('Meadow board');
      const shared = moodboardDataSchema.parse(answer.body.moodboard_data);
      expect({ ...shared, images: shared.images.map(({ url: _url, ...image }) => image) }).toEqual({
        ...board,
        images: board.images.map(({ url: _url, ...image }) => image),
      });
      for (const image of shared.images) {
        expect(image.url).not.toBe(board.images.find((entry) => entry.id === image.id)!.url);
        expect((await fetch(image.url)).status).toBe(200);
      }
    }
    // Private again: gone.
    must(
      await user.client.from('designs').update({ is_private: true }).eq('id', designId).select(),
    );
    expect(await share(designId)).toEqual(notFound);
  });

  it('never signs a path outside the owner’s folder, and shows no other type', async () => {
    const stranger = await signUpTestUser(hive, { prefix: 'moodboard-share' });
    const forged: MoodboardData = {
      ...board,
      images: [{ ...board.images[0]!, id: 'stolen', path: board.images[0]!.path }],
    };
    const design = must(
      await stranger.client
        .from('designs')
        .insert({
          url: 'https://x.test/a.png',
          name: 'Forged',
          type: 'moodboard',
          moodboard_data: forged,
          is_private: false,
        })
        .select('id')
        .single(),
    ) as { id: string };
    const answer = await share(design.id);
    expect(answer.status).toBe(200);
    expect(moodboardDataSchema.parse(answer.body.moodboard_data).images).toEqual([]);
    const artwork = must(
      await stranger.client
        .from('designs')
        .insert({
          url: 'https://x.test/a.png',
          name: 'Art',
          type: 'artwork',
          moodboard_data: board,
          is_private: false,
        })
        .select('id')
        .single(),
    ) as { id: string };
    expect(await share(artwork.id)).toEqual(notFound);
  });
});
