import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectContentType, isMimeTypeAllowed, servingHeaders } from './content-type';
import {
  HTML_TEXT,
  JPEG_BYTES,
  PNG_BYTES,
  STORAGE_TEST_MIGRATION,
  SVG_TEXT,
} from './testing/storage-fixtures';
import { startStorageTestBackend, type StorageTestBackend } from './testing/storage-test-backend';

describe('content type detection', () => {
  it('believes the bytes, not the declared type', async () => {
    expect(await detectContentType(PNG_BYTES, 'image/jpeg')).toBe('image/png');
    expect(await detectContentType(JPEG_BYTES, 'image/png')).toBe('image/jpeg');
    expect(await detectContentType(Buffer.from(HTML_TEXT), 'image/png')).toBe('text/html');
    expect(await detectContentType(Buffer.from(SVG_TEXT), 'image/png')).toBe('image/svg+xml');
    expect(
      await detectContentType(
        Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        'text/plain',
      ),
    ).toBe('image/svg+xml');
    expect(
      await detectContentType(
        Buffer.from('<!-- made by hand -->\n<HTML><p>hi</p></HTML>'),
        'text/plain',
      ),
    ).toBe('text/html');
  });

  it('keeps a declared plain text type for text and falls back to text/plain or octet-stream', async () => {
    expect(await detectContentType(Buffer.from('{"a":1}'), 'application/json')).toBe(
      'application/json',
    );
    expect(await detectContentType(Buffer.from('a,b\n1,2'), 'text/csv; charset=utf-8')).toBe(
      'text/csv',
    );
    expect(await detectContentType(Buffer.from('just words'), 'image/png')).toBe('text/plain');
    expect(
      await detectContentType(
        Buffer.from('notes about <b>bold</b> and <svg> tags'),
        'text/markdown',
      ),
    ).toBe('text/markdown');
    expect(await detectContentType(Buffer.from([0, 1, 2, 3, 250, 251]), 'image/png')).toBe(
      'application/octet-stream',
    );
  });

  it('matches allowed types exactly or by wildcard', () => {
    expect(isMimeTypeAllowed('image/png', null)).toBe(true);
    expect(isMimeTypeAllowed('image/png', ['image/*'])).toBe(true);
    expect(isMimeTypeAllowed('image/png', ['image/jpeg'])).toBe(false);
    expect(isMimeTypeAllowed('text/html', ['image/*'])).toBe(false);
  });

  it('never serves SVG or HTML inline', () => {
    const svg = servingHeaders('image/svg+xml', 'logos/mark.svg', null);
    expect(svg.disposition).toMatch(/^attachment; filename="mark.svg"/);
    expect(svg.csp).toContain('sandbox');
    expect(servingHeaders('text/html', 'page.html', null).disposition).toMatch(/^attachment/);
    expect(servingHeaders('image/png', 'a.png', null).disposition).toBeNull();
    expect(servingHeaders('image/png', 'a.png', 'photo.png').disposition).toMatch(
      /^attachment; filename="photo.png"/,
    );
  });
});

describe('upload limits through the API', () => {
  let backend: StorageTestBackend;
  beforeAll(async () => {
    backend = await startStorageTestBackend({ migrations: STORAGE_TEST_MIGRATION });
  });
  afterAll(() => backend.close());

  it('stores a PNG renamed .jpg as image/png', async () => {
    const { client, userId } = await backend.userClient();
    const bucket = client.storage.from('images');
    const path = `${userId}/renamed.jpg`;
    expect((await bucket.upload(path, PNG_BYTES, { contentType: 'image/jpeg' })).error).toBeNull();
    const { data } = await bucket.download(path);
    expect(data?.type).toBe('image/png');
    const listed = await bucket.list(userId);
    expect(listed.data?.[0]?.metadata).toMatchObject({ mimetype: 'image/png' });
  });

  it('refuses an HTML file that claims to be image/png in an image-only bucket', async () => {
    const { client, userId } = await backend.userClient();
    const { error } = await client.storage
      .from('images')
      .upload(`${userId}/evil.png`, Buffer.from(HTML_TEXT), { contentType: 'image/png' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/html is not supported',
    });
  });

  it("refuses files larger than the bucket's file_size_limit, raw or multipart", async () => {
    const { client, userId } = await backend.userClient();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(4096)]);
    const raw = await client.storage
      .from('images')
      .upload(`${userId}/big.png`, big, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '413' });
    const multipart = await client.storage
      .from('images')
      .upload(`${userId}/big2.png`, new Blob([big], { type: 'image/png' }));
    expect(multipart.error).toMatchObject({ statusCode: '413' });
  });

  it('serves an uploaded SVG as an attachment with nosniff, never inline', async () => {
    const { client, userId } = await backend.userClient();
    const path = `${userId}/logo.svg`;
    await client.storage
      .from('avatars')
      .upload(path, Buffer.from(SVG_TEXT), { contentType: 'image/svg+xml' });
    const response = await fetch(client.storage.from('avatars').getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a download with ?download as an attachment under the requested name', async () => {
    const { client, userId } = await backend.userClient();
    const path = `${userId}/pic.png`;
    await client.storage.from('avatars').upload(path, PNG_BYTES, { contentType: 'image/png' });
    const response = await fetch(
      client.storage.from('avatars').getPublicUrl(path, { download: 'holiday.png' }).data.publicUrl,
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="holiday.png"/,
    );
  });
});
