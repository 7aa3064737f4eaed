// The background remover's Refine brush saves the refined cut-out by uploading it from the browser
// (supabase/migrations/20261128090000_refined_cutouts.sql): a signed-in user may add files to
// `photo-results/<their id>/refined-cutouts/` and nowhere else in the bucket, reads them back
// through a signed URL, and cannot read another user's. On a real Hive Local Storage.
import { resolve } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFINED_CUTOUT_FOLDER,
  RESULTS_BUCKET,
} from '../../supabase/functions/_shared/contracts/domain/storage';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import { clientFor, signedInClient, startTestBackend } from './backend-harness';

type TestUser = { id: string; client: SupabaseClient };

let hive: HiveLocal;
let admin: SupabaseClient;
let owner: TestUser;
let other: TestUser;
let cutout: Buffer;

async function signUp(): Promise<TestUser> {
  const { client, userId } = await signedInClient(hive);
  return { id: userId, client };
}

beforeAll(async () => {
  hive = await startTestBackend({
    migrationsDir: resolve(import.meta.dirname, '../../supabase/migrations'),
    modules: [createStorageModule],
    settings: { enableConfirmations: false },
  });
  admin = clientFor(hive, { key: hive.serviceRoleKey });
  owner = await signUp();
  other = await signUp();
  cutout = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 4,
      background: { r: 200, g: 120, b: 40, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await hive?.close();
});

function upload(user: TestUser, path: string) {
  return user.client.storage
    .from(RESULTS_BUCKET)
    .upload(path, new Blob([new Uint8Array(cutout)], { type: 'image/png' }), {
      contentType: 'image/png',
    });
}

describe('refined cut-outs in Storage', () => {
  it('lets the owner add one to their own refined-cutouts folder and read it back signed', async () => {
    const path = `${owner.id}/${REFINED_CUTOUT_FOLDER}/first.png`;
    expect((await upload(owner, path)).error).toBeNull();
    const signed = await owner.client.storage.from(RESULTS_BUCKET).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const bytes = Buffer.from(await (await fetch(signed.data!.signedUrl)).arrayBuffer());
    expect(bytes.equals(cutout)).toBe(true);
  });

  it('refuses uploads anywhere else in the bucket, and into another user’s folder', async () => {
    for (const path of [
      `${owner.id}/results-of-a-job.png`,
      `${owner.id}/moodboard-references-not/x.png`,
      `${other.id}/${REFINED_CUTOUT_FOLDER}/planted.png`,
      `${REFINED_CUTOUT_FOLDER}/${owner.id}/x.png`,
    ]) {
      const answer = await upload(owner, path);
      expect(answer.error, path).not.toBeNull();
    }
    const { data } = await admin.storage.from(RESULTS_BUCKET).list(other.id);
    expect(data ?? []).toEqual([]);
  });

  it('does not let another user read or overwrite the owner’s refined cut-out', async () => {
    const path = `${owner.id}/${REFINED_CUTOUT_FOLDER}/private.png`;
    expect((await upload(owner, path)).error).toBeNull();
    const read = await other.client.storage.from(RESULTS_BUCKET).download(path);
    expect(read.error).not.toBeNull();
    expect((await upload(other, path)).error).not.toBeNull();
  });
});
