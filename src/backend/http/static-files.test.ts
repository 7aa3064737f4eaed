import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_SCRIPT } from '../../shared/auth/session-hint';
import { createStaticHandler, pickEncoding } from './static-files';

const script = `export const words = ${JSON.stringify('honey bee hive '.repeat(400))};\n`;
let root: string;
let handle: ReturnType<typeof createStaticHandler>;

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return handle(new Request(`http://127.0.0.1${path}`, { method, headers }));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hive-static-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'imagery'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><title>Hive</title>${'<p>x</p>'.repeat(300)}`,
  );
  writeFileSync(
    join(root, 'app.html'),
    `<!doctype html><title>Shell</title>${'<p>y</p>'.repeat(300)}`,
  );
  writeFileSync(join(root, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(root, 'imagery', 'dunes.avif'), Buffer.alloc(4096, 7));
  handle = createStaticHandler(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(null)).toBeNull();
  });
});

describe('static handler pages', () => {
  it('answers / with index.html (the prerendered home page) and other pages with app.html', async () => {
    expect(await (await get('/', { accept: 'text/html' }))!.text()).toContain(
      '<title>Hive</title>',
    );
    expect(await (await get('/pricing', { accept: 'text/html' }))!.text()).toContain(
      '<title>Shell</title>',
    );
    expect(await (await get('/about/team', { accept: 'text/html' }))!.text()).toContain(
      '<title>Shell</title>',
    );
  });

  it('never answers a missing asset with a page', async () => {
    expect(await get('/assets/missing-abc.js', { accept: '*/*' })).toBeNull();
  });

  it("allows exactly the session hint's inline script in the CSP", async () => {
    const csp = (await get('/'))?.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
  });
});

describe('static handler compression', () => {
  it('sends scripts brotli-compressed to a browser, byte for byte the file', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-encoding')).toBe('br');
    expect(response?.headers.get('vary')).toBe('accept-encoding');
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response!.arrayBuffer());
    expect(Number(response?.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli and plain bytes to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped?.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped!.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(await plain!.text()).toBe(script);
  });

  it('compresses the page fallback (the app shell) for client-side routes', async () => {
    const response = await get('/dashboard', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response?.headers.get('content-encoding')).toBe('br');
    expect(response?.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await response!.arrayBuffer())).toString()).toContain(
      '<title>Shell</title>',
    );
  });

  it('leaves tiny files and already-compressed images alone, and names AVIF', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br' });
    expect(tiny?.headers.get('content-encoding')).toBeNull();
    expect(await tiny!.text()).toBe('export {};\n');

    const image = await get('/imagery/dunes.avif', { 'accept-encoding': 'br' });
    expect(image?.headers.get('content-type')).toBe('image/avif');
    expect(image?.headers.get('content-encoding')).toBeNull();
    expect(image?.headers.get('vary')).toBeNull();
    expect((await image!.arrayBuffer()).byteLength).toBe(4096);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const head = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head?.headers.get('content-encoding')).toBe('br');
    expect(Number(head?.headers.get('content-length'))).toBeGreaterThan(0);
    expect(head?.body).toBeNull();
  });

  it('serves the new bytes after a file changes (no stale compressed copy)', async () => {
    const file = join(root, 'assets', 'changing.js');
    writeFileSync(file, `export const v = 1; // ${'a'.repeat(2000)}\n`);
    const first = await get('/assets/changing.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await first!.arrayBuffer())).toString()).toContain(
      'v = 1',
    );
    writeFileSync(file, `export const v = 2; // ${'b'.repeat(2000)}\n`);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const second = await get('/assets/changing.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await second!.arrayBuffer())).toString()).toContain(
      'v = 2',
    );
  });
});
