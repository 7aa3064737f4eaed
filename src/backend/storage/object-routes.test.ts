import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, STORAGE_TEST_MIGRATION } from './testing/storage-fixtures';
import { startStorageTestBackend, type StorageTestBackend } from './testing/storage-test-backend';

let backend: StorageTestBackend;
beforeAll(async () => {
  backend = await startStorageTestBackend({ migrations: STORAGE_TEST_MIGRATION });
});
afterAll(() => backend.close());

async function bytesOf(blob: Blob | null): Promise<Buffer> {
  return Buffer.from(await (blob as Blob).arrayBuffer());
}

describe('uploading and downloading objects', () => {
  it('uploads a Blob as multipart and answers with the id and full path', async () => {
    const { client, userId } = await backend.userClient();
    const blob = new Blob([PNG_BYTES], { type: 'image/png' });
    const { data, error } = await client.storage
      .from('private')
      .upload(`${userId}/avatar.png`, blob);
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.any(String),
      path: `${userId}/avatar.png`,
      fullPath: `private/${userId}/avatar.png`,
    });

    const downloaded = await client.storage.from('private').download(`${userId}/avatar.png`);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data?.type).toBe('image/png');
    expect(await bytesOf(downloaded.data)).toEqual(PNG_BYTES);
  });

  it('uploads raw bytes with their content type and keeps cache control in the metadata', async () => {
    const { client, userId } = await backend.userClient();
    const bucket = client.storage.from('private');
    await bucket.upload(`${userId}/notes.txt`, Buffer.from('hello storage'), {
      contentType: 'text/plain',
      cacheControl: '60',
    });
    const { data } = await bucket.list(userId);
    expect(data).toEqual([
      {
        name: 'notes.txt',
        id: expect.any(String),
        updated_at: expect.any(String),
        created_at: expect.any(String),
        last_accessed_at: expect.any(String),
        metadata: expect.objectContaining({
          size: 13,
          mimetype: 'text/plain',
          cacheControl: 'max-age=60',
        }),
      },
    ]);
    const response = await fetch(
      `${backend.url}/storage/v1/object/authenticated/private/${userId}/notes.txt`,
      {
        headers: {
          apikey: backend.keys.anonKey,
          authorization: `Bearer ${(await backend.userClient(userId)).token}`,
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('hello storage');
  });

  it('refuses to overwrite an existing object without upsert, and replaces it with upsert', async () => {
    const { client, userId } = await backend.userClient();
    const bucket = client.storage.from('private');
    const path = `${userId}/doc.txt`;
    await bucket.upload(path, Buffer.from('first'), { contentType: 'text/plain' });

    const duplicate = await bucket.upload(path, Buffer.from('second'), {
      contentType: 'text/plain',
    });
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });

    const replaced = await bucket.upload(path, Buffer.from('third'), {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    expect(await (await bucket.download(path)).data?.text()).toBe('third');

    const updated = await bucket.update(path, Buffer.from('fourth'), { contentType: 'text/plain' });
    expect(updated.error).toBeNull();
    expect(updated.data?.id).toBe(replaced.data?.id);
    expect(await (await bucket.download(path)).data?.text()).toBe('fourth');
  });

  it('answers NoSuchKey for an object that does not exist', async () => {
    const { client, userId } = await backend.userClient();
    const { error } = await client.storage.from('private').download(`${userId}/missing.png`);
    expect(error).toMatchObject({ status: 400 });
    const response = await fetch(`${backend.url}/storage/v1/object/private/${userId}/missing.png`, {
      headers: {
        apikey: backend.keys.anonKey,
        authorization: `Bearer ${backend.keys.serviceRoleKey}`,
      },
    });
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('reports whether an object exists and its info', async () => {
    const { client, userId } = await backend.userClient();
    const bucket = client.storage.from('private');
    await bucket.upload(`${userId}/info.png`, PNG_BYTES, {
      contentType: 'image/png',
      metadata: { prompt: 'a cat' },
    });
    expect((await bucket.exists(`${userId}/info.png`)).data).toBe(true);
    expect((await bucket.exists(`${userId}/nothing.png`)).data).toBe(false);
    const { data } = await bucket.info(`${userId}/info.png`);
    expect(data).toMatchObject({
      name: `${userId}/info.png`,
      bucketId: 'private',
      size: PNG_BYTES.length,
      contentType: 'image/png',
      metadata: { prompt: 'a cat' },
    });
  });

  it('serves a byte range of an object', async () => {
    const service = backend.serviceClient().storage.from('private');
    await service.upload('ranges/digits.txt', Buffer.from('0123456789'), {
      contentType: 'text/plain',
    });
    const response = await fetch(`${backend.url}/storage/v1/object/private/ranges/digits.txt`, {
      headers: {
        apikey: backend.keys.anonKey,
        authorization: `Bearer ${backend.keys.serviceRoleKey}`,
        range: 'bytes=2-4',
      },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await response.text()).toBe('234');
  });
});

describe('listing, moving, copying and removing objects', () => {
  it('lists one folder level with folders first, sorted by name by default', async () => {
    const service = backend.serviceClient().storage.from('private');
    for (const path of [
      'gallery/b.png',
      'gallery/a.png',
      'gallery/2024/x.png',
      'gallery/2023/y.png',
      'gallery/2023/z/deep.png',
    ]) {
      await service.upload(path, PNG_BYTES, { contentType: 'image/png' });
    }
    const { data } = await service.list('gallery');
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['2023', true],
      ['2024', true],
      ['a.png', false],
      ['b.png', false],
    ]);
    const folder = data?.[0];
    expect(folder).toEqual({
      name: '2023',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });

    const page = await service.list('gallery', {
      limit: 2,
      offset: 2,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.png', 'a.png']);
    const search = await service.list('gallery', { search: 'B' });
    expect(search.data?.map((entry) => entry.name)).toEqual(['b.png']);
  });

  it('moves and copies objects and removes them, answering the deleted objects', async () => {
    const { client, userId } = await backend.userClient();
    const bucket = client.storage.from('private');
    await bucket.upload(`${userId}/draft.png`, PNG_BYTES, { contentType: 'image/png' });

    expect((await bucket.move(`${userId}/draft.png`, `${userId}/final.png`)).error).toBeNull();
    expect((await bucket.download(`${userId}/draft.png`)).error).not.toBeNull();
    expect(await bytesOf((await bucket.download(`${userId}/final.png`)).data)).toEqual(PNG_BYTES);

    const copied = await bucket.copy(`${userId}/final.png`, `${userId}/copy.png`);
    expect(copied).toEqual({ data: { path: `private/${userId}/copy.png` }, error: null });
    expect(await bytesOf((await bucket.download(`${userId}/copy.png`)).data)).toEqual(PNG_BYTES);

    const removed = await bucket.remove([
      `${userId}/final.png`,
      `${userId}/copy.png`,
      `${userId}/never.png`,
    ]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((entry) => entry.name).sort()).toEqual([
      `${userId}/copy.png`,
      `${userId}/final.png`,
    ]);
    expect((await bucket.list(userId)).data).toEqual([]);
  });

  it('refuses to move onto an existing object', async () => {
    const service = backend.serviceClient().storage.from('private');
    await service.upload('moves/one.txt', Buffer.from('1'), { contentType: 'text/plain' });
    await service.upload('moves/two.txt', Buffer.from('2'), { contentType: 'text/plain' });
    const { error } = await service.move('moves/one.txt', 'moves/two.txt');
    expect(error).toMatchObject({ statusCode: '409' });
    expect(await (await service.download('moves/one.txt')).data?.text()).toBe('1');
  });
});

describe('image transformations', () => {
  it('serves the original image when a transformed public URL is requested', async () => {
    const { client, userId } = await backend.userClient();
    const path = `${userId}/thumb.png`;
    await client.storage.from('avatars').upload(path, PNG_BYTES, { contentType: 'image/png' });
    const { data } = client.storage
      .from('avatars')
      .getPublicUrl(path, { transform: { width: 64, height: 64 } });
    expect(data.publicUrl).toContain('/render/image/public/');
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
    const downloaded = await client.storage
      .from('avatars')
      .download(path, { transform: { width: 64 } });
    expect(downloaded.error).toBeNull();
  });
});
