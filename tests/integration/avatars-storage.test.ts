// The avatars bucket (supabase/migrations/…_avatars_storage.sql) on a real Hive Local through
// supabase-js: public reads, owner-only writes, image types judged from the bytes, 2 MB limit.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import { PNG_BYTES } from '../../src/backend/storage/testing/storage-fixtures';
import type { HiveLocal } from '../../src/backend/server';
import { clientFor, signedInClient, startTestBackend } from './backend-harness';

let backend: HiveLocal;
beforeAll(async () => {
  backend = await startTestBackend({
    migrationsDir: resolve(import.meta.dirname, '../../supabase/migrations'),
    modules: [createStorageModule],
    settings: { enableConfirmations: false },
  });
});
afterAll(() => backend?.close());

const png = () => new Blob([PNG_BYTES], { type: 'image/png' });

describe('avatars bucket', () => {
  it('lets a user upload into their own folder and anyone load it by its public URL', async () => {
    const { client, userId } = await signedInClient(backend);
    const path = `${userId}/avatar-1.png`;
    const { error } = await client.storage.from('avatars').upload(path, png());
    expect(error).toBeNull();
    const { publicUrl } = client.storage.from('avatars').getPublicUrl(path).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/png');
  });

  it('refuses writes into another user’s folder and from signed-out visitors', async () => {
    const { client } = await signedInClient(backend);
    const { userId: otherId } = await signedInClient(backend);
    const intruder = await client.storage.from('avatars').upload(`${otherId}/avatar.png`, png());
    expect(intruder.error).not.toBeNull();
    const anonymous = await clientFor(backend)
      .storage.from('avatars')
      .upload(`${otherId}/anon.png`, png());
    expect(anonymous.error).not.toBeNull();
  });

  it('removes only the owner’s files', async () => {
    const owner = await signedInClient(backend);
    const other = await signedInClient(backend);
    const path = `${owner.userId}/keep.png`;
    expect((await owner.client.storage.from('avatars').upload(path, png())).error).toBeNull();
    await other.client.storage.from('avatars').remove([path]);
    const { publicUrl } = owner.client.storage.from('avatars').getPublicUrl(path).data;
    expect((await fetch(publicUrl)).status).toBe(200);
    const removed = await owner.client.storage.from('avatars').remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect((await fetch(publicUrl)).status).not.toBe(200);
  });

  it('refuses files that are not images, whatever their name, and files over 2 MB', async () => {
    const { client, userId } = await signedInClient(backend);
    const text = new Blob(['<html><body>not a picture</body></html>'], { type: 'image/png' });
    const notImage = await client.storage.from('avatars').upload(`${userId}/fake.png`, text);
    expect(notImage.error?.message).toMatch(/mime type/i);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await client.storage
      .from('avatars')
      .upload(`${userId}/big.png`, new Blob([big], { type: 'image/png' }));
    expect(tooBig.error?.message).toMatch(/size/i);
  });
});
