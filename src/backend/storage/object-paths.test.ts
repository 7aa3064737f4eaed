import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBucketName, assertObjectKey, encodeSegment } from './object-paths';
import { PNG_BYTES, STORAGE_TEST_MIGRATION } from './testing/storage-fixtures';
import { startStorageTestBackend, type StorageTestBackend } from './testing/storage-test-backend';

describe('object keys', () => {
  it('refuses dot segments, absolute paths, backslashes, NUL and empty segments', () => {
    for (const key of ['..', 'a/../b', '../etc/passwd', './a', '/abs', 'C:/x', 'a\\..\\b', 'a\0b', 'a//b', 'a/', '']) {
      expect(() => assertObjectKey(key), key).toThrow();
    }
    expect(assertObjectKey('user/2024/photo 1 (final).png')).toBe('user/2024/photo 1 (final).png');
    expect(assertObjectKey('...hidden/..dots/x..')).toBe('...hidden/..dots/x..');
  });

  it('refuses bucket names that could be a path', () => {
    for (const name of ['..', 'a/b', '', ' padded']) expect(() => assertBucketName(name), name).toThrow();
    expect(assertBucketName('avatars')).toBe('avatars');
  });

  it('encodes segments so no file name starts with a dot or clashes by case or device name', () => {
    expect(encodeSegment('photo.png')).toBe('photo.png');
    expect(encodeSegment('..')).toBe('%2E%2E');
    expect(encodeSegment('.env')).toBe('%2Eenv');
    expect(encodeSegment('Photo.PNG')).not.toBe(encodeSegment('photo.png'));
    expect(encodeSegment('con.txt')).toBe('%63on.txt');
    expect(encodeSegment('a:b*c?')).toBe('a%3Ab%2Ac%3F');
    expect(encodeSegment('ü')).toBe('%C3%BC');
  });
});

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
    await service.upload('reports/2024/summary.png', PNG_BYTES, { contentType: 'image/png', upsert: true });
    const versions = await readdir(join(dataDir, 'storage', 'private', 'reports', '2024', 'summary.png'));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatch(/^\.[0-9a-f-]{36}$/);
    expect(await readdir(join(dataDir, 'storage', '.tmp'))).toEqual([]);

    await service.remove(['reports/2024/summary.png']);
    expect(await readdir(join(dataDir, 'storage', 'private'))).toEqual([]);
  });

  it('keeps an object and a folder of the same name apart', async () => {
    const service = backend.serviceClient().storage.from('private');
    expect((await service.upload('same', PNG_BYTES, { contentType: 'image/png' })).error).toBeNull();
    expect((await service.upload('same/inner.png', PNG_BYTES, { contentType: 'image/png' })).error).toBeNull();
    expect((await service.download('same')).error).toBeNull();
    expect((await service.download('same/inner.png')).error).toBeNull();
  });

  it('refuses path traversal in URLs and in move and copy bodies', async () => {
    const headers = { apikey: backend.keys.anonKey, authorization: `Bearer ${backend.keys.serviceRoleKey}` };
    for (const path of ['private/a%2F..%2F..%2Fescape.png', 'private/..%5C..%5Cescape.png', 'private/a%00b.png']) {
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
    expect((await service.move('safe.png', '../../escape.png')).error).toMatchObject({ statusCode: '400' });
    expect((await service.copy('safe.png', '/etc/escape.png')).error).toMatchObject({ statusCode: '400' });
    expect(await readdir(dataDir)).toEqual(['storage']);
  });
});
