// The Hive Editor's storage and its one charge (issue #20) through a real Hive Local (migrations,
// Auth, REST, Storage, Realtime, the functions host) and the real supabase-js, as the editor calls
// them (src/renderer/src/features/hive-edit/api/documents-api.ts): documents created, opened,
// saved with a version check (a stale save is a conflict, "Keep mine" wins), a damaged document
// opened at the version before, images and the thumbnail in the caller's own folder only, the one
// My Creations entry per document, and `export-document`: 10 credits for the first export, free
// afterwards, once even for two first exports at the same moment, 402 with too few credits and
// 404 for a document that is not the caller's. The function also type-checks and runs on Deno.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../supabase/functions/_shared/contracts/api/documents';
import { SAVED_DESIGN_TYPES } from '../../supabase/functions/_shared/contracts/domain/design-types';
import { creditMessages } from '../../supabase/functions/_shared/contracts/messages';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createRealtimeModule } from '../../src/backend/realtime/realtime-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  assetUrls,
  createDocument,
  deleteDocument,
  DocumentLoadError,
  exportCharge,
  exportCost,
  forceSaveDocument,
  listDocuments,
  loadDocument,
  readDocument,
  saveDocument,
  syncCreationEntry,
  uploadAsset,
  thumbnailUrls,
  uploadThumbnail,
} from '../../src/renderer/src/features/hive-edit/api/documents-api';
import {
  blankDocument,
  makeShapeLayer,
  makeTextLayer,
  type EditorDocument,
} from '../../src/renderer/src/features/hive-edit/model/document';
import { FunctionCallError } from '../../src/renderer/src/lib/functions';
import {
  grantCredits,
  must,
  noSession,
  postFunction,
  readBalance,
  readJobLedger,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import { startFunctionOnDeno, type DenoServer } from '../support/deno-serve';

const ROOT = resolve(import.meta.dirname, '../..');
const BUCKET = 'documents';

let hive: HiveLocal;
let admin: SupabaseClient;

beforeAll(async () => {
  hive = await startTestHive({
    modules: [createStorageModule, createRealtimeModule, createFunctionsModule()],
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
}, 120_000);

afterAll(async () => {
  await hive?.close();
});

/** A new user of their own (each test signs up its own). */
function user(prefix = 'editor', realtime = false): Promise<TestUser> {
  return signUpTestUser(hive, { prefix, realtime });
}

/** A poster with a text and a shape. */
function poster(text = 'Summer sale'): EditorDocument {
  const doc = blankDocument(1080, 1350);
  return {
    ...doc,
    layers: [makeShapeLayer('rect', { x: 10, y: 10 }), makeTextLayer({ x: 40, y: 60, text })],
  };
}

async function png(colour: string, width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

function blob(bytes: Buffer, type = 'image/png'): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

type JobRow = { id: string; status: string; cost: number; tool: string; refunded: boolean };
async function jobsOf(userId: string): Promise<JobRow[]> {
  return must(
    await admin.from('jobs').select('id, status, cost, tool, refunded').eq('user_id', userId),
  ) as JobRow[];
}

/** The user's balance equals the sum of their ledger. */
async function expectBalanceIsLedger(userId: string): Promise<void> {
  const rows = must(
    await admin.from('credit_transactions').select('delta').eq('user_id', userId),
  ) as { delta: number }[];
  expect(await readBalance(admin, userId)).toBe(rows.reduce((sum, row) => sum + row.delta, 0));
}

/** Expects `promise` to fail with a FunctionCallError and returns it. */
async function callError(promise: Promise<unknown>): Promise<FunctionCallError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FunctionCallError);
  return error as FunctionCallError;
}

/** Expects `promise` to fail with a DocumentLoadError and returns it. */
async function loadError(promise: Promise<unknown>): Promise<DocumentLoadError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentLoadError);
  return error as DocumentLoadError;
}

describe('documents', () => {
  it('creates a document, lists it newest first and opens it', async () => {
    const owner = await user();
    const content = poster();
    const first = await createDocument(owner.client, { title: '  First  ', content });
    const second = await createDocument(owner.client, {
      title: '',
      content: blankDocument(1280, 720, null),
    });
    expect(first).toMatchObject({
      title: 'First',
      width: 1080,
      height: 1350,
      version: 1,
      exportedAt: null,
      thumbnailPath: null,
    });
    expect(second).toMatchObject({ title: 'Untitled design', width: 1280, height: 720 });
    const listed = await listDocuments(owner.client, 10);
    expect(listed.map((doc) => doc.id)).toEqual([second.id, first.id]);
    expect(listed[0]!.content).toBeUndefined();
    const opened = await loadDocument(owner.client, first.id);
    expect(opened.recovered).toBe(false);
    expect(opened.content).toEqual(content);
    expect(opened.content.layers.map((layer) => layer.type)).toEqual(['shape', 'text']);
    expect(opened.doc).toMatchObject({ id: first.id, version: 1 });
    // Saving a document moves it to the top.
    await saveDocument(owner.client, first.id, poster('Moved up'), 1);
    expect((await listDocuments(owner.client, 1)).map((doc) => doc.id)).toEqual([first.id]);
  });

  it('saves at the version it read, answers a stale save with the current row, and Keep mine wins', async () => {
    const owner = await user();
    const doc = await createDocument(owner.client, { title: 'Flyer', content: poster('v1') });
    // Window A saves at version 1.
    const saved = await saveDocument(owner.client, doc.id, poster('from A'), 1, 'Flyer A');
    expect(saved).toEqual({ status: 'saved', version: 2 });
    // Window B still holds version 1: a conflict, with A's save to compare.
    const stale = await saveDocument(owner.client, doc.id, poster('from B'), 1);
    expect(stale.status).toBe('conflict');
    if (stale.status !== 'conflict') throw new Error('expected a conflict');
    expect(stale.current).toMatchObject({ id: doc.id, version: 2, title: 'Flyer A' });
    expect(JSON.stringify(stale.current.content)).toContain('from A');
    // B keeps theirs.
    const version = await forceSaveDocument(owner.client, doc.id, poster('from B'), 'Flyer B');
    expect(version).toBe(3);
    const opened = await loadDocument(owner.client, doc.id);
    expect(opened.doc).toMatchObject({ version: 3, title: 'Flyer B' });
    expect(JSON.stringify(opened.content)).toContain('from B');
    // A save of a canvas size changes the row's size too.
    const wider = { ...poster('wide'), width: 2000 };
    expect(await saveDocument(owner.client, doc.id, wider, 3)).toEqual({
      status: 'saved',
      version: 4,
    });
    expect(await readDocument(owner.client, doc.id)).toMatchObject({ width: 2000, height: 1350 });
  });

  it('opens the version before when the newest fails its schema, and refuses one with neither', async () => {
    const owner = await user();
    const doc = await createDocument(owner.client, { content: poster('good') });
    // A broken save (a newer schema, a bug) reaches the row: the client may write any object.
    must(
      await owner.client
        .from('documents')
        .update({ content: { schema: 99, layers: 'nope' } })
        .eq('id', doc.id)
        .select('id'),
    );
    const opened = await loadDocument(owner.client, doc.id);
    expect(opened.recovered).toBe(true);
    expect(JSON.stringify(opened.content)).toContain('good');
    expect(opened.doc.version).toBe(2);
    // Saving the recovered copy replaces the broken one.
    expect(await saveDocument(owner.client, doc.id, opened.content, opened.doc.version)).toEqual({
      status: 'saved',
      version: 3,
    });
    expect((await loadDocument(owner.client, doc.id)).recovered).toBe(false);

    // Two broken saves in a row: nothing to open, in the user's words.
    for (const content of [{ broken: 1 }, { broken: 2 }])
      must(await owner.client.from('documents').update({ content }).eq('id', doc.id).select('id'));
    const damaged = await loadError(loadDocument(owner.client, doc.id));
    expect(damaged.code).toBe('damaged');
    expect(damaged.message).toBe(documentMessages.damaged);
    expect(damaged.message).toBe('This design could not be opened: its file is damaged.');
  });

  it('keeps a document to its owner', async () => {
    const owner = await user();
    const other = await user('editor-other');
    const doc = await createDocument(owner.client, { title: 'Private', content: poster() });
    expect(await readDocument(other.client, doc.id)).toBeNull();
    expect((await loadError(loadDocument(other.client, doc.id))).code).toBe('not_found');
    expect((await loadError(loadDocument(other.client, 'not-a-uuid'))).code).toBe('not_found');
    expect((await loadError(saveDocument(other.client, doc.id, poster('hijack'), 1))).code).toBe(
      'not_found',
    );
    expect((await loadError(forceSaveDocument(other.client, doc.id, poster('hijack')))).code).toBe(
      'not_found',
    );
    expect(await listDocuments(other.client)).toEqual([]);
    // Columns the client never writes.
    for (const change of [
      { version: 9 },
      { exported_at: new Date().toISOString() },
      { user_id: other.id },
      { previous_content: {} },
    ]) {
      const { error } = await owner.client.from('documents').update(change).eq('id', doc.id);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    const untouched = await loadDocument(owner.client, doc.id);
    expect(untouched.doc).toMatchObject({ version: 1, exportedAt: null, title: 'Private' });
  });

  it('tells another window of the same user about a save (Realtime)', async () => {
    const owner = await user('editor-rt', true);
    const doc = await createDocument(owner.client, { content: poster('one') });
    const seen: number[] = [];
    const channel = owner.client
      .channel(`document-${doc.id}`)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'documents', filter: `id=eq.${doc.id}` },
        (payload) => seen.push((payload.new as { version: number }).version),
      );
    await new Promise<void>((resolveJoin, reject) => {
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolveJoin();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(status));
      });
    });
    await saveDocument(owner.client, doc.id, poster('two'), 1);
    const deadline = Date.now() + 10_000;
    while (!seen.includes(2) && Date.now() < deadline)
      await new Promise((wait) => setTimeout(wait, 50));
    await owner.client.removeChannel(channel);
    expect(seen).toContain(2);
  });
});

describe('document files', () => {
  it('stores images in the owner’s document folder and hands them out signed', async () => {
    const owner = await user();
    const doc = await createDocument(owner.client, { content: poster() });
    const bytes = await png('#e0218a');
    const name = await uploadAsset(owner.client, owner.id, doc.id, blob(bytes), 'png');
    expect(name).toMatch(/^a-[0-9a-f-]{36}\.png$/);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>',
    );
    const vector = await uploadAsset(
      owner.client,
      owner.id,
      doc.id,
      blob(svg, 'image/svg+xml'),
      'svg',
    );
    expect(vector).toMatch(/^a-[0-9a-f-]{36}\.svg$/);
    const urls = await assetUrls(owner.client, owner.id, doc.id, [name, vector, 'a-missing.png']);
    expect(Object.keys(urls).sort()).toEqual([name, vector].sort());
    expect((await download(urls[name]!)).equals(bytes)).toBe(true);
    expect((await download(urls[vector]!)).equals(svg)).toBe(true);
    expect(await assetUrls(owner.client, owner.id, doc.id, [])).toEqual({});
    // Not an image by its bytes: refused.
    await expect(
      uploadAsset(owner.client, owner.id, doc.id, blob(Buffer.from('just words')), 'png'),
    ).rejects.toBeInstanceOf(DocumentLoadError);
  });

  it('keeps each user’s files to themselves', async () => {
    const owner = await user();
    const other = await user('editor-other');
    const doc = await createDocument(owner.client, { content: poster() });
    const name = await uploadAsset(
      owner.client,
      owner.id,
      doc.id,
      blob(await png('#00aa55')),
      'png',
    );
    const path = `${owner.id}/${doc.id}/${name}`;
    const storage = other.client.storage.from(BUCKET);
    // Reading, signing, listing, replacing and removing another user's file: refused.
    expect((await storage.download(path)).error).not.toBeNull();
    expect(await assetUrls(other.client, owner.id, doc.id, [name])).toEqual({});
    expect((await storage.list(`${owner.id}/${doc.id}`)).data ?? []).toEqual([]);
    expect(
      (await storage.upload(path, blob(await png('#000000')), { upsert: true })).error,
    ).not.toBeNull();
    await storage.remove([path]);
    expect((await admin.storage.from(BUCKET).info(path)).error).toBeNull();
    // Writing into another user's folder: refused.
    await expect(
      uploadAsset(other.client, owner.id, doc.id, blob(await png('#111111')), 'png'),
    ).rejects.toBeInstanceOf(DocumentLoadError);
    // The bucket is private, 20 MiB, images only.
    const bucket = must(await admin.storage.getBucket(BUCKET));
    expect(bucket).toMatchObject({ public: false, file_size_limit: 20 * 1024 * 1024 });
    expect([...(bucket.allowed_mime_types ?? [])].sort()).toEqual(
      ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'].sort(),
    );
  });

  it('stores the thumbnail and keeps exactly one My Creations entry per document', async () => {
    const owner = await user();
    const doc = await createDocument(owner.client, { title: 'Menu', content: poster() });
    const thumb = await png('#ffcc00', 64, 80);
    const url = await uploadThumbnail(owner.client, owner.id, doc.id, blob(thumb));
    expect((await download(url)).equals(thumb)).toBe(true);
    // Signed for a week, like every other design's url.
    const token = new URL(url).searchParams.get('token');
    if (token) {
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        exp: number;
        iat: number;
      };
      expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    }
    const stored = await readDocument(owner.client, doc.id);
    expect(stored).toMatchObject({
      thumbnailPath: `${owner.id}/${doc.id}/thumbnail.png`,
      version: 1,
    });
    // "Recent designs" shows it: a signed URL per listed design that has a thumbnail.
    const listed = await listDocuments(owner.client, 20);
    const thumbnails = await thumbnailUrls(owner.client, listed);
    expect(Object.keys(thumbnails)).toEqual([doc.id]);
    expect((await download(thumbnails[doc.id]!)).equals(thumb)).toBe(true);

    const designId = await syncCreationEntry(owner.client, owner.id, doc, url);
    const readEntries = async () =>
      must(
        await owner.client
          .from('designs')
          .select('id, url, name, type, details')
          .eq('type', 'editor-design'),
      ) as { id: string; url: string; name: string; type: string; details: unknown }[];
    expect(await readEntries()).toEqual([
      { id: designId, url, name: 'Menu', type: 'editor-design', details: { document_id: doc.id } },
    ]);
    // A new thumbnail and a new title update the same entry.
    const second = await png('#0033ff', 64, 80);
    const url2 = await uploadThumbnail(owner.client, owner.id, doc.id, blob(second));
    expect((await download(url2)).equals(second)).toBe(true);
    expect(
      await syncCreationEntry(owner.client, owner.id, { id: doc.id, title: 'Dinner menu' }, url2),
    ).toBe(designId);
    expect(await readEntries()).toEqual([
      {
        id: designId,
        url: url2,
        name: 'Dinner menu',
        type: 'editor-design',
        details: { document_id: doc.id },
      },
    ]);
    // Two windows listing it at once still make one entry.
    const [a, b] = await Promise.all([
      syncCreationEntry(owner.client, owner.id, { id: doc.id, title: 'A' }, url2),
      syncCreationEntry(owner.client, owner.id, { id: doc.id, title: 'B' }, url2),
    ]);
    expect(a).toBe(designId);
    expect(b).toBe(designId);
    expect(await readEntries()).toHaveLength(1);

    // Deleting the document removes its files and its entry.
    await deleteDocument(owner.client, owner.id, doc.id);
    expect(await readDocument(owner.client, doc.id)).toBeNull();
    expect(await readEntries()).toEqual([]);
    expect(
      (await admin.storage.from(BUCKET).info(`${owner.id}/${doc.id}/thumbnail.png`)).error,
    ).not.toBeNull();
  });

  it('accepts every design type the client knows', async () => {
    const owner = await user();
    for (const type of SAVED_DESIGN_TYPES) {
      const { error } = await owner.client
        .from('designs')
        .insert({ url: `https://x.test/${type}.png`, name: type, type });
      expect(error, type).toBeNull();
    }
  });
});

describe('export-document', () => {
  it('charges 10 credits for the first export and nothing after', async () => {
    const owner = await user();
    const doc = await createDocument(owner.client, { content: poster() });
    expect(exportCost(doc)).toBe(10);
    const before = await readBalance(admin, owner.id);
    const first = await exportCharge(owner.client, doc.id);
    expect(first).toMatchObject({
      status: 'success',
      charged: true,
      credits_used: 10,
      credits_remaining: before - 10,
      document_id: doc.id,
    });
    expect(first.job_id).toEqual(expect.any(String));
    expect(await readBalance(admin, owner.id)).toBe(before - 10);
    expect(await readJobLedger(admin, first.job_id!)).toEqual([
      { type: 'generation', delta: -10, description: 'Design export' },
    ]);
    const exported = await readDocument(owner.client, doc.id);
    expect(exported?.exportedAt).not.toBeNull();
    expect(Date.parse(exported!.exportedAt!)).toBe(Date.parse(first.exported_at));
    expect(exportCost(exported!)).toBe(0);

    const again = await exportCharge(owner.client, doc.id);
    expect(again).toEqual({
      status: 'success',
      charged: false,
      credits_used: 0,
      credits_remaining: before - 10,
      exported_at: first.exported_at,
      document_id: doc.id,
      job_id: null,
    });
    // Saving after an export keeps it exported.
    await saveDocument(owner.client, doc.id, poster('edited'), 1);
    expect((await exportCharge(owner.client, doc.id)).charged).toBe(false);
    expect(await readBalance(admin, owner.id)).toBe(before - 10);
    expect(await jobsOf(owner.id)).toEqual([
      { id: first.job_id, status: 'succeeded', cost: 10, tool: 'hive-edit', refunded: false },
    ]);
    await expectBalanceIsLedger(owner.id);
  });

  it('charges two first exports at the same moment once', async () => {
    const owner = await user();
    const doc = await createDocument(owner.client, { content: poster() });
    const before = await readBalance(admin, owner.id);
    const answers = await Promise.all([
      exportCharge(owner.client, doc.id),
      exportCharge(owner.client, doc.id),
      exportCharge(owner.client, doc.id),
    ]);
    expect(answers.filter((answer) => answer.charged)).toHaveLength(1);
    expect(answers.map((answer) => answer.credits_used).sort()).toEqual([0, 0, 10]);
    expect(new Set(answers.map((answer) => Date.parse(answer.exported_at))).size).toBe(1);
    expect(await readBalance(admin, owner.id)).toBe(before - 10);
    const jobs = await jobsOf(owner.id);
    expect(jobs.filter((job) => job.status === 'succeeded')).toHaveLength(1);
    expect(jobs.every((job) => job.status === 'succeeded')).toBe(true);
    await expectBalanceIsLedger(owner.id);
  });

  it('exports two different documents for 10 credits each', async () => {
    const owner = await user();
    const [one, two] = await Promise.all([
      createDocument(owner.client, { content: poster('one') }),
      createDocument(owner.client, { content: poster('two') }),
    ]);
    const before = await readBalance(admin, owner.id);
    const answers = await Promise.all([
      exportCharge(owner.client, one.id),
      exportCharge(owner.client, two.id),
    ]);
    expect(answers.map((answer) => answer.charged)).toEqual([true, true]);
    expect(await readBalance(admin, owner.id)).toBe(before - 20);
    await expectBalanceIsLedger(owner.id);
  });

  it('refuses too few credits with 402, charging nothing and leaving it unexported', async () => {
    const owner = await user();
    const doc = await createDocument(owner.client, { content: poster() });
    await grantCredits(admin, owner.id, 4 - (await readBalance(admin, owner.id)));
    const error = await callError(exportCharge(owner.client, doc.id));
    expect(error).toMatchObject({ code: 'insufficient_credits', status: 402, refunded: false });
    expect(error.message).toBe(creditMessages.insufficientCredits(10, 4));
    expect(await readBalance(admin, owner.id)).toBe(4);
    expect(await jobsOf(owner.id)).toEqual([]);
    expect((await readDocument(owner.client, doc.id))?.exportedAt).toBeNull();
    // With credits again the export goes through.
    await grantCredits(admin, owner.id, 6);
    expect(await exportCharge(owner.client, doc.id)).toMatchObject({
      charged: true,
      credits_remaining: 0,
    });
    await expectBalanceIsLedger(owner.id);
  });

  it('answers 404 for a document that is not the caller’s, charging no one', async () => {
    const owner = await user();
    const other = await user('editor-other');
    const doc = await createDocument(owner.client, { content: poster() });
    const [ownerBefore, otherBefore] = [
      await readBalance(admin, owner.id),
      await readBalance(admin, other.id),
    ];
    const error = await callError(exportCharge(other.client, doc.id));
    expect(error).toMatchObject({
      code: 'document_not_found',
      status: 404,
      message: documentMessages.notFound,
    });
    expect((await callError(exportCharge(other.client, randomUUID()))).status).toBe(404);
    expect(await readBalance(admin, owner.id)).toBe(ownerBefore);
    expect(await readBalance(admin, other.id)).toBe(otherBefore);
    expect(await jobsOf(other.id)).toEqual([]);
    expect((await readDocument(owner.client, doc.id))?.exportedAt).toBeNull();
  });

  it('refuses a bad body or no sign-in in the one error shape, free', async () => {
    const owner = await user();
    const bad = await postFunction(hive, owner, 'export-document', { document_id: 'nope' });
    expect(bad).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'invalid_request',
        message: documentMessages.invalidRequest,
        refunded: false,
      },
    });
    const anonymous = await fetch(`${hive.url}/functions/v1/export-document`, {
      method: 'POST',
      headers: { apikey: hive.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ document_id: randomUUID() }),
    });
    expect(anonymous.status).toBe(401);
    expect(await jobsOf(owner.id)).toEqual([]);
  });
});

describe('export-document on Deno', () => {
  const DENO = resolve(ROOT, 'node_modules/.bin/deno');
  let server: DenoServer | undefined;
  afterAll(async () => server?.stop());

  it('type-checks under Deno with its deno.json', async () => {
    const { stderr } = await promisify(execFile)(
      DENO,
      [
        'check',
        '--node-modules-dir=manual',
        '--config',
        resolve(ROOT, 'supabase/functions/export-document/deno.json'),
        resolve(ROOT, 'supabase/functions/export-document/index.ts'),
      ],
      { cwd: ROOT, env: { ...process.env, DENO_NO_UPDATE_CHECK: '1' } },
    );
    expect(stderr).not.toMatch(/error/i);
  }, 180_000);

  it('charges the first export once when served by deno serve', async () => {
    server = await startFunctionOnDeno('export-document', {
      url: hive.url,
      anonKey: hive.anonKey,
      serviceRoleKey: hive.serviceRoleKey,
    });
    const owner = await user('editor-deno');
    const doc = await createDocument(owner.client, { content: poster() });
    const before = await readBalance(admin, owner.id);
    const call = async () => {
      const response = await fetch(server!.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${owner.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ document_id: doc.id }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const first = await call();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ charged: true, credits_used: 10 });
    expect((await call()).body).toMatchObject({ charged: false, credits_used: 0 });
    expect(await readBalance(admin, owner.id)).toBe(before - 10);
  }, 180_000);
});
