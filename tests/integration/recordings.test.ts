// The Presentation Recorder's server side (issue #18) through a real Hive Local (migrations,
// Auth, Storage, the functions host) and real supabase-js: the page may upload a recording only
// into its own `photo-results/<user>/recordings/` folder (the Storage policy); save-recording
// charges 10 credits once and stores the video and its poster, and refuses free a file that is
// not a video by its bytes, a missing one and one outside the caller's folder; shared-recording
// shows a saved recording only while its owner keeps it public, with URLs that download the
// same bytes, and only the owner can make it public.
import { randomBytes, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordingMessages,
  recordingTypeOf,
} from '../../supabase/functions/_shared/contracts/api/recording';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  must,
  noSession,
  postFunction,
  readBalance,
  readJobLedger,
  readUserRows,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';

let hive: HiveLocal;
let admin: SupabaseClient;
let owner: TestUser;
let other: TestUser;

const BUCKET = 'photo-results';

/** The start of a WebM as Chrome's MediaRecorder writes it (EBML header, DocType webm), then data. */
function webm(dataBytes = 4096): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
    0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04,
    0x42, 0x85, 0x81, 0x02,
  ]);
  // A Segment of unknown size, as a live recording has.
  const segment = Buffer.from([
    0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  ]);
  return Buffer.concat([header, segment, randomBytes(dataBytes)]);
}

/** The start of an MP4: an `ftyp` box (isom), then an `mdat` of data. */
function mp4(dataBytes = 4096): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'ascii'),
  ]);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(8 + dataBytes, 0);
  mdatHeader.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, mdatHeader, randomBytes(dataBytes)]);
}

async function png(colour: string, width = 64, height = 36): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function upload(as: TestUser, path: string, bytes: Buffer, type = 'video/webm') {
  return as.client.storage
    .from(BUCKET)
    .upload(path, new Blob([new Uint8Array(bytes)], { type }), { contentType: type });
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function exists(path: string): Promise<boolean> {
  const { error } = await admin.storage.from(BUCKET).info(path);
  return !error;
}

async function jobsOf(userId: string): Promise<{ id: string; status: string; cost: number }[]> {
  return readUserRows(admin, 'jobs', 'id, status, cost', userId);
}

beforeAll(async () => {
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  owner = await signUpTestUser(hive, { prefix: 'recorder' });
  other = await signUpTestUser(hive, { prefix: 'recorder-other' });
  await grantCredits(admin, owner.id, 100);
});

afterAll(async () => {
  await hive?.close();
});

describe('recording uploads (Storage policy)', () => {
  it('lets a user upload an MP4 or WebM into their own recordings folder only', async () => {
    expect((await upload(owner, `${owner.id}/recordings/talk.webm`, webm())).error).toBeNull();
    expect(
      (await upload(owner, `${owner.id}/recordings/talk.mp4`, mp4(), 'video/mp4')).error,
    ).toBeNull();
    // Another user's folder, another folder of their own, a sub-folder, the bucket's root.
    const refused = [
      `${other.id}/recordings/talk.webm`,
      `${owner.id}/other/talk.webm`,
      `${owner.id}/talk.webm`,
      `${owner.id}/recordings/nested/talk.webm`,
      `recordings/${owner.id}/talk.webm`,
      `${owner.id}/${randomUUID()}/recording.webm`,
    ];
    for (const path of refused)
      expect((await upload(owner, path, webm())).error, path).not.toBeNull();
    // Only .mp4 and .webm names, and only types the bucket allows (judged from the bytes).
    expect(
      (await upload(owner, `${owner.id}/recordings/slide.png`, await png('#123456'), 'image/png'))
        .error,
    ).not.toBeNull();
    expect(
      (
        await upload(
          owner,
          `${owner.id}/recordings/notes.webm`,
          Buffer.from('just words'),
          'video/webm',
        )
      ).error,
    ).not.toBeNull();
  });

  it('adds video/webm to the bucket and keeps every type it allowed', async () => {
    const bucket = must(await admin.storage.getBucket(BUCKET));
    expect(bucket.allowed_mime_types).toEqual(
      expect.arrayContaining([
        'image/png',
        'image/jpeg',
        'image/webp',
        'image/svg+xml',
        'application/zip',
        'application/pdf',
        'video/mp4',
        'video/webm',
      ]),
    );
    expect(bucket.public).toBe(false);
  });
});

describe('save-recording', () => {
  it('knows MP4 and WebM by their bytes', () => {
    expect(recordingTypeOf(webm(16))).toBe('video/webm');
    expect(recordingTypeOf(mp4(16))).toBe('video/mp4');
    expect(recordingTypeOf(Buffer.from('just words, no video'))).toBeNull();
  });

  it('charges 10 credits once and stores the video and its poster', async () => {
    const video = webm(64 * 1024);
    const path = `${owner.id}/recordings/${randomUUID()}.webm`;
    expect((await upload(owner, path, video)).error).toBeNull();
    const poster = await png('#e0218a', 320, 180);
    const before = await readBalance(admin, owner.id);
    const answer = await postFunction(hive, owner, 'save-recording', {
      path,
      name: 'Quarterly review',
      duration_seconds: 5.2,
      poster: poster.toString('base64'),
    });
    expect(answer.status).toBe(200);
    const body = answer.body as Record<string, unknown> & { job_id: string };
    expect(body).toMatchObject({
      status: 'success',
      message: recordingMessages.saved,
      credits_used: 10,
      credits_remaining: before - 10,
      generation_id: body.job_id,
      storage_path: `${owner.id}/${body.job_id}/recording.webm`,
      poster_path: `${owner.id}/${body.job_id}/poster.png`,
      mime: 'video/webm',
      size_bytes: video.length,
      duration_seconds: 5.2,
      name: 'Quarterly review',
    });
    expect(await readBalance(admin, owner.id)).toBe(before - 10);
    const ledger = await readJobLedger(admin, body.job_id);
    expect(ledger.map((row) => row.delta)).toEqual([-10]);
    // The video is the upload's bytes; the poster the one sent; the upload is gone.
    expect((await download(body.output_url as string)).equals(video)).toBe(true);
    expect((await download(body.poster_url as string)).equals(poster)).toBe(true);
    expect(await exists(path)).toBe(false);
    // Recorded for the credit history under the job's id.
    const generations = await readUserRows<{
      id: string;
      tool: string;
      task_type: string;
      status: string;
      cost: number;
      params: Record<string, unknown>;
    }>(admin, 'ai_generations', 'id, tool, task_type, status, cost, params', owner.id);
    expect(generations.find((row) => row.id === body.job_id)).toMatchObject({
      tool: 'save-recording',
      task_type: 'recording-save',
      status: 'succeeded',
      cost: 10,
      params: { storage_path: body.storage_path, mime: 'video/webm', duration_seconds: 5.2 },
    });
    // Saving the same upload again finds nothing, and charges nothing.
    const again = await postFunction(hive, owner, 'save-recording', {
      path,
      name: 'Quarterly review',
      duration_seconds: 5.2,
    });
    expect(again).toMatchObject({ status: 404, body: { code: 'recording_not_found' } });
    expect(await readBalance(admin, owner.id)).toBe(before - 10);
  });

  it('saves an MP4 without a poster', async () => {
    const video = mp4(8 * 1024);
    const path = `${owner.id}/recordings/${randomUUID()}.mp4`;
    expect((await upload(owner, path, video, 'video/mp4')).error).toBeNull();
    const answer = await postFunction(hive, owner, 'save-recording', {
      path,
      name: 'Demo',
      duration_seconds: 3,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ mime: 'video/mp4', poster_url: null, poster_path: null });
    expect((await download(answer.body.output_url as string)).equals(video)).toBe(true);
  });

  it('refunds once and keeps the upload when the save fails', async () => {
    const video = webm();
    const path = `${owner.id}/recordings/${randomUUID()}.webm`;
    expect((await upload(owner, path, video)).error).toBeNull();
    // The run's id is the caller's to choose; a file already where the copy goes makes it fail.
    const jobId = randomUUID();
    must(
      await admin.storage
        .from(BUCKET)
        .upload(`${owner.id}/${jobId}/recording.webm`, new Uint8Array(webm(16)), {
          contentType: 'video/webm',
        }),
    );
    const before = await readBalance(admin, owner.id);
    const answer = await postFunction(
      hive,
      owner,
      'save-recording',
      { path, name: 'Unlucky', duration_seconds: 2 },
      { 'x-hive-job-id': jobId },
    );
    expect(answer).toEqual({
      status: 500,
      body: {
        status: 'error',
        code: 'save_failed',
        message: recordingMessages.saveFailed,
        refunded: true,
        job_id: jobId,
      },
    });
    expect(await readBalance(admin, owner.id)).toBe(before);
    expect((await readJobLedger(admin, jobId)).map((row) => row.delta)).toEqual([-10, 10]);
    const generation = must(
      await admin.from('ai_generations').select('status').eq('id', jobId).single(),
    ) as { status: string };
    expect(generation.status).toBe('refunded');
    // The upload stays for another try.
    expect(await exists(path)).toBe(true);
  });

  it('refuses, free, what is not a video, missing, or not in the caller’s folder', async () => {
    // A picture named .webm passes the folder rule and the bucket's types, not the function.
    const fake = `${owner.id}/recordings/${randomUUID()}.webm`;
    expect((await upload(owner, fake, await png('#00ff00'), 'image/png')).error).toBeNull();
    const theirs = `${other.id}/recordings/${randomUUID()}.webm`;
    expect((await upload(other, theirs, webm())).error).toBeNull();
    const real = `${owner.id}/recordings/${randomUUID()}.webm`;
    expect((await upload(owner, real, webm())).error).toBeNull();

    const before = await readBalance(admin, owner.id);
    const jobsBefore = (await jobsOf(owner.id)).length;
    const save = (body: Record<string, unknown>) =>
      postFunction(hive, owner, 'save-recording', { name: 'Talk', duration_seconds: 4, ...body });
    expect(await save({ path: fake })).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'not_a_video',
        message: recordingMessages.notAVideo,
        refunded: false,
      },
    });
    expect(await save({ path: `${owner.id}/recordings/${randomUUID()}.webm` })).toMatchObject({
      status: 404,
      body: { code: 'recording_not_found', message: recordingMessages.notFound },
    });
    for (const path of [theirs, `${owner.id}/other/x.webm`, `${owner.id}/recordings/../x.webm`])
      expect(await save({ path }), path).toMatchObject({
        status: 403,
        body: { code: 'path_not_allowed', message: recordingMessages.pathNotYours },
      });
    expect(await save({ path: real, name: '  ' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_name', message: recordingMessages.nameRequired },
    });
    expect(await save({ path: real, duration_seconds: 0 })).toMatchObject({
      status: 400,
      body: { code: 'invalid_duration' },
    });
    expect(
      await save({ path: real, poster: Buffer.from('not a picture').toString('base64') }),
    ).toMatchObject({
      status: 400,
      body: { code: 'invalid_poster', message: recordingMessages.posterInvalid },
    });
    expect(
      (await postFunction(hive, { accessToken: hive.anonKey }, 'save-recording', { path: real }))
        .status,
    ).toBe(401);
    // Nothing charged, no job started, and the uploads are where they were.
    expect(await readBalance(admin, owner.id)).toBe(before);
    expect(await jobsOf(owner.id)).toHaveLength(jobsBefore);
    expect(await exists(real)).toBe(true);
    expect(await exists(theirs)).toBe(true);
  });
});

describe('shared-recording', () => {
  let designId: string;
  let video: Buffer;
  let poster: Buffer;

  beforeAll(async () => {
    video = webm(32 * 1024);
    poster = await png('#1d4ed8', 320, 180);
    const path = `${owner.id}/recordings/${randomUUID()}.webm`;
    expect((await upload(owner, path, video)).error).toBeNull();
    const answer = await postFunction(hive, owner, 'save-recording', {
      path,
      name: 'Launch walkthrough',
      duration_seconds: 12.5,
      poster: `data:image/png;base64,${poster.toString('base64')}`,
    });
    expect(answer.status).toBe(200);
    const saved = must(
      await owner.client
        .from('designs')
        .insert({ url: answer.body.output_url, name: 'Launch walkthrough', type: 'video' })
        .select('id, is_private')
        .single(),
    ) as { id: string; is_private: boolean };
    expect(saved.is_private).toBe(true);
    designId = saved.id;
  }, 60_000);

  async function share(id: string, method: 'GET' | 'POST' = 'GET') {
    const url = `${hive.url}/functions/v1/shared-recording${method === 'GET' ? `?id=${id}` : ''}`;
    const response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' && { body: JSON.stringify({ id }) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const notFound = {
    status: 404,
    body: { status: 'error', code: 'not_found', message: recordingMessages.sharedNotFound },
  };

  it('shows nothing while private, or for a missing design, in the same words', async () => {
    expect(await share(designId)).toEqual(notFound);
    expect(await share(randomUUID())).toEqual(notFound);
    expect((await share('not-a-uuid')).status).toBe(400);
  });

  it('lets only the owner make it public', async () => {
    // RLS: another user's update touches no row.
    const attempt = await other.client
      .from('designs')
      .update({ is_private: false })
      .eq('id', designId)
      .select('id');
    expect(attempt.data ?? []).toEqual([]);
    expect(await share(designId)).toEqual(notFound);
    const row = must(
      await admin.from('designs').select('is_private').eq('id', designId).single(),
    ) as { is_private: boolean };
    expect(row.is_private).toBe(true);
  });

  it('hands a public recording to anyone as URLs that download the same bytes', async () => {
    must(
      await owner.client.from('designs').update({ is_private: false }).eq('id', designId).select(),
    );
    for (const method of ['GET', 'POST'] as const) {
      const answer = await share(designId, method);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'success',
        name: 'Launch walkthrough',
        duration_seconds: 12.5,
        mime: 'video/webm',
        expires_in: 3600,
      });
      expect((await download(answer.body.video_url as string)).equals(video)).toBe(true);
      expect((await download(answer.body.poster_url as string)).equals(poster)).toBe(true);
    }
    // Private again: gone.
    must(
      await owner.client.from('designs').update({ is_private: true }).eq('id', designId).select(),
    );
    expect(await share(designId)).toEqual(notFound);
  });

  it('shares only a recording save-recording stored in the owner’s own folder', async () => {
    // A public video design that names another user's upload, or a file that is no recording.
    const theirs = `${other.id}/recordings/${randomUUID()}.webm`;
    expect((await upload(other, theirs, webm())).error).toBeNull();
    for (const url of [
      `${hive.url}/storage/v1/object/sign/${BUCKET}/${theirs}?token=x`,
      `${owner.id}/${randomUUID()}/recording.webm`,
      'https://example.com/video.mp4',
    ]) {
      const design = must(
        await owner.client
          .from('designs')
          .insert({ url, name: 'Borrowed', type: 'video', is_private: false })
          .select('id')
          .single(),
      ) as { id: string };
      expect(await share(design.id), url).toEqual(notFound);
    }
  });
});
