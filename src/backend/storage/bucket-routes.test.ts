import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, STORAGE_TEST_MIGRATION } from './testing/storage-fixtures';
import { startStorageTestBackend, type StorageTestBackend } from './testing/storage-test-backend';

let backend: StorageTestBackend;
beforeAll(async () => {
  backend = await startStorageTestBackend({ migrations: STORAGE_TEST_MIGRATION });
});
afterAll(() => backend.close());

describe('buckets', () => {
  it('lets the service role create, read, update, list and delete a bucket', async () => {
    const storage = backend.serviceClient().storage;
    const created = await storage.createBucket('generations', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created).toEqual({ data: { name: 'generations' }, error: null });

    const { data: bucket } = await storage.getBucket('generations');
    expect(bucket).toMatchObject({
      id: 'generations',
      name: 'generations',
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/*'],
    });

    const updated = await storage.updateBucket('generations', {
      public: true,
      fileSizeLimit: 5000,
    });
    expect(updated.error).toBeNull();
    const { data: after } = await storage.getBucket('generations');
    expect(after).toMatchObject({
      public: true,
      file_size_limit: 5000,
      allowed_mime_types: ['image/*'],
    });

    const { data: all } = await storage.listBuckets();
    expect(all?.map((entry) => entry.id)).toEqual(['avatars', 'generations', 'images', 'private']);

    expect((await storage.deleteBucket('generations')).error).toBeNull();
    const gone = await storage.getBucket('generations');
    expect(gone.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('refuses a second bucket with the same id as a Duplicate', async () => {
    const storage = backend.serviceClient().storage;
    const { error } = await storage.createBucket('avatars', { public: true });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
  });

  it('refuses bucket names that are not valid', async () => {
    const { error } = await backend
      .serviceClient()
      .storage.createBucket('../escape', { public: false });
    expect(error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
  });

  it('does not let a signed-in user without a bucket policy create or see buckets', async () => {
    const { client } = await backend.userClient();
    const created = await client.storage.createBucket('mine', { public: true });
    expect(created.error).toMatchObject({ statusCode: '403' });
    const { data } = await client.storage.listBuckets();
    expect(data).toEqual([]);
  });

  it('refuses to delete a bucket that still has objects, and empties it on request', async () => {
    const service = backend.serviceClient().storage;
    await service.createBucket('scratch', { public: false });
    await service.from('scratch').upload('a/one.png', PNG_BYTES, { contentType: 'image/png' });
    await service.from('scratch').upload('two.png', PNG_BYTES, { contentType: 'image/png' });

    const refused = await service.deleteBucket('scratch');
    expect(refused.error).toMatchObject({ statusCode: '409' });

    expect((await service.emptyBucket('scratch')).error).toBeNull();
    const { data: left } = await service.from('scratch').list();
    expect(left).toEqual([]);
    expect((await service.deleteBucket('scratch')).error).toBeNull();
  });

  it('sends nosniff and storage-shaped errors for unknown buckets', async () => {
    const response = await fetch(`${backend.url}/storage/v1/bucket/nope`, {
      headers: {
        apikey: backend.keys.serviceRoleKey,
        authorization: `Bearer ${backend.keys.serviceRoleKey}`,
      },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
  });
});
