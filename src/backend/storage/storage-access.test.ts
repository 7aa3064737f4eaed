import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, STORAGE_TEST_MIGRATION } from './testing/storage-fixtures';
import { startStorageTestBackend, type StorageTestBackend } from './testing/storage-test-backend';

let backend: StorageTestBackend;
beforeAll(async () => {
  backend = await startStorageTestBackend({ migrations: STORAGE_TEST_MIGRATION });
});
afterAll(() => backend.close());

describe('access decided by storage.objects policies', () => {
  it("does not let user B read, overwrite, list, move or delete user A's object", async () => {
    const alice = await backend.userClient();
    const bob = await backend.userClient();
    const path = `${alice.userId}/secret.png`;
    expect(
      (
        await alice.client.storage
          .from('private')
          .upload(path, PNG_BYTES, { contentType: 'image/png' })
      ).error,
    ).toBeNull();

    const asBob = bob.client.storage.from('private');
    expect((await asBob.download(path)).error).toMatchObject({ status: 400 });
    const overwrite = await asBob.upload(path, PNG_BYTES, {
      contentType: 'image/png',
      upsert: true,
    });
    expect(overwrite.error).not.toBeNull();
    const update = await asBob.update(path, PNG_BYTES, { contentType: 'image/png' });
    expect(update.error).not.toBeNull();
    expect((await asBob.list(alice.userId)).data).toEqual([]);
    expect((await asBob.move(path, `${bob.userId}/stolen.png`)).error).not.toBeNull();
    expect((await asBob.createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' });
    expect((await asBob.remove([path])).data).toEqual([]);

    const stillThere = await alice.client.storage.from('private').download(path);
    expect(Buffer.from(await (stillThere.data as Blob).arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("refuses an upload into someone else's folder with the RLS error", async () => {
    const alice = await backend.userClient();
    const bob = await backend.userClient();
    const { error } = await bob.client.storage
      .from('private')
      .upload(`${alice.userId}/planted.png`, PNG_BYTES, { contentType: 'image/png' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy for table "objects"',
    });
  });

  it('does not let anon upload or read private objects', async () => {
    const anon = backend.anonClient().storage.from('private');
    const { error } = await anon.upload('anyone/file.png', PNG_BYTES, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '403' });
    await backend
      .serviceClient()
      .storage.from('private')
      .upload('shared/file.png', PNG_BYTES, { contentType: 'image/png' });
    expect((await anon.download('shared/file.png')).error).not.toBeNull();
  });

  it('lets the service role read and write anywhere', async () => {
    const alice = await backend.userClient();
    const service = backend.serviceClient().storage.from('private');
    const path = `${alice.userId}/from-service.png`;
    expect((await service.upload(path, PNG_BYTES, { contentType: 'image/png' })).error).toBeNull();
    expect((await alice.client.storage.from('private').download(path)).error).toBeNull();
  });

  it('refuses requests whose token is not signed by this backend', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret'));
    const response = await fetch(`${backend.url}/storage/v1/object/list/private`, {
      method: 'POST',
      headers: {
        apikey: backend.keys.anonKey,
        authorization: `Bearer ${forged}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '401' });
  });
});

describe('public objects', () => {
  it('serves objects of a public bucket without a session', async () => {
    const alice = await backend.userClient();
    const path = `${alice.userId}/face.png`;
    await alice.client.storage
      .from('avatars')
      .upload(path, PNG_BYTES, { contentType: 'image/png' });
    const { data } = alice.client.storage.from('avatars').getPublicUrl(path);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('does not serve objects of a private bucket through the public URL', async () => {
    await backend
      .serviceClient()
      .storage.from('private')
      .upload('hidden/x.png', PNG_BYTES, { contentType: 'image/png' });
    const response = await fetch(`${backend.url}/storage/v1/object/public/private/hidden/x.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });
});

describe('signed URLs', () => {
  it('serves an object through a signed URL without a session until it expires', async () => {
    const alice = await backend.userClient();
    const bucket = alice.client.storage.from('private');
    const path = `${alice.userId}/signed.png`;
    await bucket.upload(path, PNG_BYTES, { contentType: 'image/png' });
    const { data, error } = await bucket.createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${backend.url}/storage/v1/object/sign/private/${path}\\?token=`),
    );
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);

    const expiring = await bucket.createSignedUrl(path, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(expiring.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
  });

  it('refuses a tampered token and a token for another object', async () => {
    const service = backend.serviceClient().storage.from('private');
    await service.upload('signed/a.png', PNG_BYTES, { contentType: 'image/png' });
    await service.upload('signed/b.png', PNG_BYTES, { contentType: 'image/png' });
    const { data } = await service.createSignedUrl('signed/a.png', 60);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, url: 'private/signed/b.png' })).toString('base64url')}.${signature}`;

    const forged = await fetch(
      `${backend.url}/storage/v1/object/sign/private/signed/b.png?token=${tampered}`,
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'InvalidJWT' });
    const other = await fetch(
      `${backend.url}/storage/v1/object/sign/private/signed/b.png?token=${token}`,
    );
    expect(await other.json()).toMatchObject({ code: 'InvalidSignature' });
  });

  it('does not accept a signed-URL token as an access token', async () => {
    const service = backend.serviceClient().storage.from('private');
    await service.upload('signed/c.png', PNG_BYTES, { contentType: 'image/png' });
    const { data } = await service.createSignedUrl('signed/c.png', 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const response = await fetch(`${backend.url}/storage/v1/object/private/signed/c.png`, {
      headers: { apikey: backend.keys.anonKey, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
  });

  it('signs several paths at once and reports the ones the caller cannot read', async () => {
    const alice = await backend.userClient();
    const bucket = alice.client.storage.from('private');
    await bucket.upload(`${alice.userId}/1.png`, PNG_BYTES, { contentType: 'image/png' });
    const { data } = await bucket.createSignedUrls(
      [`${alice.userId}/1.png`, 'someone-else/2.png'],
      60,
    );
    expect(data?.[0]).toMatchObject({
      error: null,
      path: `${alice.userId}/1.png`,
      signedUrl: expect.stringContaining('token='),
    });
    expect(data?.[1]).toMatchObject({
      error: expect.any(String),
      path: 'someone-else/2.png',
      signedUrl: null,
    });
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
  });

  it('lets a signed upload URL upload one object once its issuer passed the insert policy', async () => {
    const alice = await backend.userClient();
    const bucket = alice.client.storage.from('private');
    const path = `${alice.userId}/via-signed-upload.png`;
    const { data, error } = await bucket.createSignedUploadUrl(path);
    expect(error).toBeNull();
    const uploaded = await backend
      .anonClient()
      .storage.from('private')
      .uploadToSignedUrl(path, data!.token, PNG_BYTES, { contentType: 'image/png' });
    expect(uploaded).toEqual({ data: { path, fullPath: `private/${path}` }, error: null });
    expect((await bucket.download(path)).error).toBeNull();

    const bob = await backend.userClient();
    const refused = await bob.client.storage
      .from('private')
      .createSignedUploadUrl(`${alice.userId}/bob.png`);
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });
});
