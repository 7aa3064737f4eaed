// A photo job on a hosted adapter (a local stub of Claid's documented API): the job records the
// hosted engine, and a cancel while the provider is still working aborts the call in flight (no
// retry follows), refunds once and the function answers 409 cancelled at once.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ID_HEADER } from '../../supabase/functions/_shared/jobs/run-job';
import { startClaidStub } from './photo-stubs/hosted-photo-stubs';
import { base64, photo, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';
import type { PhotoStub } from './photo-stubs/photo-stub-server';

let claid: PhotoStub;
let backend: PhotoBackend;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  claid = await startClaidStub();
  backend = await startPhotoBackend({
    CLAID_API_URL: claid.url,
    CLAID_API_KEY: 'claid-server-secret',
    // Long enough that only the cancel can end the hanging call.
    PHOTO_PROVIDER_TIMEOUT_MS: '60000',
    PHOTO_RETRY_DELAY_MS: '100',
  });
});

afterAll(async () => {
  await backend?.close();
  await claid?.close();
});

describe('a hosted photo job', () => {
  it('runs as a job of the enhancer on Claid, and a cancel aborts the call in flight', async () => {
    const user = await backend.signUp();
    const image = base64(await sharp(photo('figurines.jpg')).resize(160).jpeg().toBuffer());
    const done = await backend.invoke(user, 'image-enhancement', { image, desiredIncrease: 2 });
    expect(done.status).toBe(200);
    expect((await backend.jobs(user.id)).at(-1)).toMatchObject({
      id: done.body.generation_id,
      tool: 'image-enhancer',
      engine: 'claid',
      status: 'succeeded',
      progress: 100,
    });

    claid.script('hang');
    claid.requests.length = 0;
    const before = await backend.balance(user.id);
    const id = randomUUID();
    const answer = backend.invoke(
      user,
      'image-enhancement',
      { image, desiredIncrease: 2 },
      { [JOB_ID_HEADER]: id },
    );
    const until = Date.now() + 20_000;
    while (Date.now() < until && claid.requests.length === 0) await sleep(25);
    expect(claid.requests).toHaveLength(1);
    const cancelled = await backend.invoke<Record<string, unknown>>(user, 'cancel-job', {
      job_id: id,
    });
    expect(cancelled.body).toMatchObject({ status: 'success', refunded: true });
    const cancelledAt = Date.now();
    expect(await answer).toEqual({
      status: 409,
      body: {
        status: 'error',
        code: 'cancelled',
        message: 'Cancelled.',
        refunded: true,
        job_id: id,
      },
    });
    expect(Date.now() - cancelledAt).toBeLessThan(3000);
    expect(claid.requests).toHaveLength(1);
    expect(await backend.balance(user.id)).toBe(before);
    const entries = (await backend.ledger(user.id))
      .filter((row) => row.payment_reference === `job:${id}`)
      .map((row) => row.type);
    expect(entries).toEqual(['generation', 'refund']);
  });
});
