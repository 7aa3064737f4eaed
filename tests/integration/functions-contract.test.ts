// One error shape for every tool function (the job runner's): each available tool's functions in
// the registry, and cancel-job, called on a real Hive Local without a signed-in user, with a body
// it refuses, and (for the charged ones) with too few credits. Every refusal is
// `{ status: 'error', code, message, refunded: false }`, charges nothing and leaves no job.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditMessages } from '../../supabase/functions/_shared/contracts/messages';
import { TOOLS } from '../../supabase/functions/_shared/contracts/tools/tool-registry';
import type { TestUser } from '../support/backend-helpers';
import { createInvoiceClient, line, saveDraft } from './invoice-backend';
import { base64, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';

let backend: PhotoBackend;
let photoBody: string;
let logoPng: string;

beforeAll(async () => {
  // A hosted image provider is configured (never reached: a refusal comes first), so the
  // generator's runs are charged rather than the free local preview.
  backend = await startPhotoBackend({
    REPLICATE_API_TOKEN: 'r8_contract_test',
    REPLICATE_API_BASE: 'http://127.0.0.1:9',
  });
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  photoBody = base64(new Uint8Array(png));
  // A real logo for the mockup kit (a plain colour is refused as blank before the charge).
  const svg = Buffer.from(svgLogo.slice(svgLogo.indexOf(',') + 1), 'base64');
  logoPng = base64(new Uint8Array(await sharp(svg).png().toBuffer()));
});
afterAll(async () => backend?.close());

const svgLogo = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#1d3fbf"/></svg>',
).toString('base64')}`;

/** Every function an available tool calls, by the registry. */
const toolFunctions = TOOLS.filter((tool) => tool.status === 'available').flatMap(
  (tool) => tool.functions,
);

/**
 * A body each function accepts, to reach the charge. issue-invoice takes only a draft of the
 * caller's that can be issued (a client and a line), saved first through the real API.
 */
async function validBody(name: string, user: TestUser | null): Promise<Record<string, unknown>> {
  if (name === 'issue-invoice')
    return { invoice_id: user ? await issuableDraft(user) : randomUUID() };
  if (name.startsWith('generate-image')) return { prompt: 'a red kite' };
  if (name === 'ai-generate')
    return { task_type: 'text-to-video', prompt: 'a red kite', video_length_seconds: 3 };
  if (name === 'advertising-video') return { ad: adSpec, products: [photoBody] };
  if (name === 'save-recording')
    return {
      path: user ? await uploadedRecording(user) : 'x/recordings/none.mp4',
      name: 'Talk',
      duration_seconds: 3,
    };
  if (name === 'export-document')
    return { document_id: user ? await ownDocument(user) : randomUUID() };
  if (name === 'remove-object') return { image: photoBody, mask: photoBody };
  if (name === 'generate-background') return { image: photoBody, prompt: 'a beach' };
  if (name === 'generate-svg' || name === 'generate-vector-illustration')
    return { prompt: 'a cabin in the snow' };
  if (name === 'generate-logo') return { name: 'Acme', style: 'minimal' };
  if (name === 'brand-blueprint') return { name: 'Acme', logo: svgLogo };
  if (name === 'logo-mockups') return { logo: logoPng, brand: { name: 'Acme' } };
  if (name === 'generate-moodboard') return { keywords: ['forest', 'moss'], style: 'realistic' };
  return { image: photoBody };
}

/** A 6 s square ad the ad engine takes. */
const adSpec = {
  format: '1:1',
  durationSeconds: 6,
  style: 'minimal',
  colours: { background: '#101010', primary: '#e0a526', accent: '#ff5a36', text: '#ffffff' },
  headline: 'Fresh bread',
  cta: 'Order now',
  features: [],
  scenes: [
    { id: 'a', kind: 'intro', seconds: 3, text: 'Fresh bread' },
    { id: 'b', kind: 'end', seconds: 3, text: 'Order now' },
  ],
};

/**
 * A recording the user uploaded to their own recordings folder (what save-recording saves): the
 * start of an MP4 (its `ftyp` box) is what the free checks read.
 */
async function uploadedRecording(user: TestUser): Promise<string> {
  const path = `${user.id}/recordings/${randomUUID()}.mp4`;
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'ascii'),
    Buffer.alloc(64, 0),
  ]);
  const { error } = await user.client.storage
    .from('photo-results')
    .upload(path, mp4, { contentType: 'video/mp4' });
  if (error) throw new Error(`uploading the recording failed: ${error.message}`);
  return path;
}

/** A new Hive Editor document of the user's, never exported (what export-document charges for). */
async function ownDocument(user: TestUser): Promise<string> {
  const content = { schema: 1, width: 100, height: 100, background: null, layers: [] };
  const { data, error } = await user.client
    .from('documents')
    .insert({ width: 100, height: 100, content })
    .select('id')
    .single();
  if (error) throw new Error(`creating the document failed: ${error.message}`);
  return (data as { id: string }).id;
}

/** The id of a new draft of the user's that can be issued. */
async function issuableDraft(user: TestUser): Promise<string> {
  const clientId = await createInvoiceClient(user, { name: 'Contract Client' });
  const draft = await saveDraft(user, { client_id: clientId }, [line()]);
  return draft.id as string;
}

function expectRefusal(body: Record<string, unknown>) {
  expect(body).toMatchObject({ status: 'error', refunded: false });
  expect(body.code).toMatch(/^[a-z0-9_]+$/);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
}

describe('every tool function answers refusals in the one error shape', () => {
  it('lists the functions of the available tools', () => {
    expect(toolFunctions).toEqual(
      expect.arrayContaining([
        'generate-image',
        'remove-background',
        'remove-object',
        'image-enhancement',
        'generate-background',
        'vectorize',
        'generate-svg',
        'generate-vector-illustration',
      ]),
    );
  });

  it.each([...toolFunctions, 'cancel-job'])('%s: no signed-in user → 401', async (name) => {
    const answer = await backend.invoke<Record<string, unknown>>(
      null,
      name,
      await validBody(name, null),
    );
    expect(answer.status).toBe(401);
    expectRefusal(answer.body);
  });

  it.each([...toolFunctions, 'cancel-job'])(
    '%s: a body it refuses → 4xx, nothing charged, no job',
    async (name) => {
      const user = await backend.signUp();
      const answer = await backend.invoke<Record<string, unknown>>(user, name, {
        image: 42,
        prompt: { not: 'text' },
        job_id: 'not-a-uuid',
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expectRefusal(answer.body);
      expect(await backend.balance(user.id)).toBe(50);
      expect(await backend.jobs(user.id)).toEqual([]);
    },
  );

  it.each(toolFunctions)(
    '%s: too few credits → 402 with the numbers, nothing charged, no job',
    async (name) => {
      const user = await backend.signUp();
      const { error } = await backend.admin.rpc('update_user_credits', {
        p_user_id: user.id,
        p_credits_change: -50,
        p_transaction_type: 'admin_adjustment',
        p_description: 'Contract test: an empty balance',
      });
      expect(error).toBeNull();
      const answer = await backend.invoke<Record<string, unknown>>(
        user,
        name,
        await validBody(name, user),
      );
      expect(answer.status).toBe(402);
      expectRefusal(answer.body);
      expect(answer.body.code).toBe('insufficient_credits');
      expect(answer.body.message).toMatch(/^Insufficient credits\. Required: \d+, Available: 0$/);
      const required = Number(/Required: (\d+)/.exec(answer.body.message as string)![1]);
      expect(answer.body.message).toBe(creditMessages.insufficientCredits(required, 0));
      expect(await backend.balance(user.id)).toBe(0);
      expect(await backend.jobs(user.id)).toEqual([]);
    },
  );
});
