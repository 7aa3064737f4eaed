import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, STORAGE_TEST_MIGRATION } from './testing/storage-fixtures';
import { startStorageTestBackend, type StorageTestBackend } from './testing/storage-test-backend';

describe('files on disk', () => {
  let backend: StorageTestBackend;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hive-storage-test-'));
    backend = await startStorageTestBackend({ migrations: STORAGE_TEST_MIGRATION, dataDir });
  });
  afterAll(async () => {
    await backend.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps objects under dataDir/storage/<bucket>/ and leaves no temp files or empty folders', async () => {
    const service = backend.serviceClient().storage.from('private');
    await service.upload('reports/2024/summary.png', PNG_BYTES, { contentType: 'image/png' });
    await service.upload('reports/2024/summary.png', PNG_BYTES, {
      contentType: 'image/png',
      upsert: true,
    });
    const versions = await readdir(
      join(dataDir, 'storage', 'private', 'reports', '2024', 'summary.png'),
    );
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatch(/^\.[0-9a-f-]{36}$/);
    expect(await readdir(join(dataDir, 'storage', '.tmp'))).toEqual([]);

    await service.remove(['reports/2024/summary.png']);
    expect(await readdir(join(dataDir, 'storage', 'private'))).toEqual([]);
  });

  it('keeps an object and a folder of the same name apart', async () => {
    const service = backend.serviceClient().storage.from('private');
    expect(
      (await service.upload('same', PNG_BYTES, { contentType: 'image/png' })).error,
    ).toBeNull();
    expect(
      (await service.upload('same/inner.png', PNG_BYTES, { contentType: 'image/png' })).error,
    ).toBeNull();
    expect((await service.download('same')).error).toBeNull();
    expect((await service.download('same/inner.png')).error).toBeNull();
  });

  it('refuses path traversal in URLs and in move and copy bodies', async () => {
    const headers = {
      apikey: backend.keys.anonKey,
      authorization: `Bearer ${backend.keys.serviceRoleKey}`,
    };
    for (const path of [
      'private/a%2F..%2F..%2Fescape.png',
      'private/..%5C..%5Cescape.png',
      'private/a%00b.png',
    ]) {
      const response = await fetch(`${backend.url}/storage/v1/object/${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'image/png' },
        body: PNG_BYTES,
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'InvalidKey' });
    }
    const service = backend.serviceClient().storage.from('private');
    await service.upload('safe.png', PNG_BYTES, { contentType: 'image/png' });
    expect((await service.move('safe.png', '../../escape.png')).error).toMatchObject({
      statusCode: '400',
    });
    expect((await service.copy('safe.png', '/etc/escape.png')).error).toMatchObject({
      statusCode: '400',
    });
    expect(await readdir(dataDir)).toEqual(['storage']);
  });
});

describe('concurrent writes', () => {
  let backend: StorageTestBackend;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hive-storage-test-'));
    backend = await startStorageTestBackend({ migrations: STORAGE_TEST_MIGRATION, dataDir });
  });
  afterAll(async () => {
    await backend.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps exactly one file for an object overwritten by many uploads at once', async () => {
    const service = backend.serviceClient().storage.from('private');
    const bodies = Array.from({ length: 8 }, (_, index) => `version ${index}`);
    const results = await Promise.all(
      bodies.map((body) =>
        service.upload('race/file.txt', Buffer.from(body), {
          contentType: 'text/plain',
          upsert: true,
        }),
      ),
    );
    expect(results.every((result) => result.error === null)).toBe(true);
    const versions = await readdir(join(dataDir, 'storage', 'private', 'race', 'file.txt'));
    expect(versions).toHaveLength(1);
    expect(bodies).toContain(await (await service.download('race/file.txt')).data?.text());
  });
});
