// brand-blueprint through a real Hive Local (migrations, Storage, functions host) and real
// supabase-js: one run charged 10 once from the cost table, its four files stored with the right
// types (the guideline PDF loaded back with pdf-lib: its pages and embedded fonts; the tokens in
// the W3C format; the kit's ASE and GPL parsed back to the palette), a logo read from the user's
// own Storage, bad input refused free with a clear message, a photo warned about, and a cancel
// that stops between sections and refunds once.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandBlueprintResponseSchema,
  brandMessages,
  type BrandBlueprintResponse,
} from '../../supabase/functions/_shared/contracts/api/brand';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  noSession,
  postFunction,
  readBalance,
  readJob,
  readJobLedger,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import { expectCancelledMidRun } from '../support/job-cancel';

let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;

/** A flat logo: a blue disc with an amber diamond, and two ink bars for the wordmark. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120">
  <style>.disc{fill:#1d4ed8}</style>
  <rect width="320" height="120" fill="#ffffff"/>
  <g transform="translate(16 16)"><circle class="disc" cx="44" cy="44" r="44"/></g>
  <path d="M40 60 L60 30 L80 60 L60 90 Z" fill="#f59e0b"/>
  <rect x="120" y="38" width="170" height="16" rx="8" fill="#0f172a"/>
  <rect x="120" y="66" width="120" height="16" rx="8" fill="#0f172a"/>
</svg>`;

const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

beforeAll(async () => {
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    // A pause between the guideline's sections so a cancel can land mid-run.
    secrets: { BRAND_STEP_PAUSE_MS: '250' },
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'brand' });
  await grantCredits(admin, user.id, 200);
}, 180_000);

afterAll(async () => {
  await hive?.close();
});

async function download(url: string): Promise<{ bytes: Uint8Array; type: string | null }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get('content-type'),
  };
}

/** An .ase file read back: its group name and each colour's name and 0–255 RGB. */
function parseAse(bytes: Uint8Array): {
  group: string;
  colours: { name: string; rgb: number[] }[];
} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('ASEF');
  expect([view.getUint16(4), view.getUint16(6)]).toEqual([1, 0]);
  const count = view.getUint32(8);
  let at = 12;
  let group = '';
  const colours: { name: string; rgb: number[] }[] = [];
  const readName = (from: number) => {
    const units = view.getUint16(from);
    const chars: number[] = [];
    for (let i = 0; i < units - 1; i += 1) chars.push(view.getUint16(from + 2 + i * 2));
    expect(view.getUint16(from + 2 + (units - 1) * 2)).toBe(0);
    return { name: String.fromCharCode(...chars), next: from + 2 + units * 2 };
  };
  for (let block = 0; block < count; block += 1) {
    const type = view.getUint16(at);
    const length = view.getUint32(at + 2);
    const body = at + 6;
    if (type === 0xc001) group = readName(body).name;
    if (type === 0x0001) {
      const { name, next } = readName(body);
      expect(new TextDecoder().decode(bytes.subarray(next, next + 4))).toBe('RGB ');
      const rgb = [0, 1, 2].map((i) => Math.round(view.getFloat32(next + 4 + i * 4) * 255));
      colours.push({ name, rgb });
    }
    at = body + length;
  }
  expect(at).toBe(bytes.length);
  return { group, colours };
}

/** A .gpl file read back. */
function parseGpl(text: string): { name: string; colours: { rgb: number[]; name: string }[] } {
  const lines = text.split('\n');
  expect(lines[0]).toBe('GIMP Palette');
  const name = /^Name: (.*)$/.exec(lines[1] ?? '')?.[1] ?? '';
  const colours = lines
    .slice(2)
    .filter((line) => /^\s*\d+\s+\d+\s+\d+/.test(line))
    .map((line) => {
      const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\t(.*)$/.exec(line)!;
      return { rgb: [Number(match[1]), Number(match[2]), Number(match[3])], name: match[4]! };
    });
  return { name, colours };
}

/** The fonts a PDF embeds (BaseFont names, subset prefixes removed) with their font-file kinds. */
function embeddedFonts(pdf: PDFDocument): { name: string; file: string | null }[] {
  const fonts: { name: string; file: string | null }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (
      !(object instanceof PDFDict) ||
      object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')
    )
      continue;
    const name =
      object
        .get(PDFName.of('FontName'))
        ?.toString()
        .replace(/^\/([A-Z]{6}\+)?/, '') ?? '';
    const file = ['FontFile2', 'FontFile3', 'FontFile'].find(
      (key) => object.get(PDFName.of(key)) instanceof PDFRef,
    );
    fonts.push({ name, file: file ?? null });
  }
  return fonts;
}

describe('brand-blueprint', () => {
  let answer: BrandBlueprintResponse;

  it('charges 10 once and stores the guideline, the tokens, the kit and the cover', async () => {
    const before = await readBalance(admin, user.id);
    const response = await postFunction(hive, user, 'brand-blueprint', {
      name: 'Northwind Labs',
      logo: svgDataUrl(LOGO_SVG),
      industry: 'Software consulting',
      audience: 'product teams at growing companies',
      personality: { tone: 60, era: 80, stance: 55, energy: 65 },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    answer = brandBlueprintResponseSchema.parse(response.body);
    expect(answer.credits_used).toBe(10);
    expect(answer.credits_remaining).toBe(before - 10);
    expect(await readBalance(admin, user.id)).toBe(before - 10);
    expect((await readJobLedger(admin, answer.job_id)).map((row) => row.delta)).toEqual([-10]);
    expect(await readJob(admin, answer.job_id)).toMatchObject({
      tool: 'brand-blueprint',
      status: 'succeeded',
      cost: 10,
      engine: 'local-brand-blueprint',
    });
    expect(answer.engine).toEqual({ kind: 'local', name: 'Hive brand engine' });
    expect(answer.outputs.map((output) => output.mime)).toEqual([
      'application/pdf',
      'application/json',
      'application/zip',
      'image/svg+xml',
    ]);
    const { blueprint } = answer;
    expect(blueprint.files.map((file) => [file.kind, file.path, file.fileName])).toEqual([
      ['guideline', `${user.id}/${answer.job_id}/guidelines.pdf`, 'northwind-labs-guidelines.pdf'],
      ['tokens', `${user.id}/${answer.job_id}/tokens.json`, 'northwind-labs-tokens.json'],
      ['kit', `${user.id}/${answer.job_id}/brand-kit.zip`, 'northwind-labs-brand-kit.zip'],
      ['cover', `${user.id}/${answer.job_id}/cover.svg`, 'northwind-labs-cover.svg'],
    ]);
    // The logo's colours, exactly, lead the palette; neutrals and an accent complete it.
    expect(blueprint.palette.slice(0, 2).map((colour) => [colour.id, colour.hex])).toEqual([
      ['primary', '#1d4ed8'],
      ['secondary', '#f59e0b'],
    ]);
    expect(blueprint.palette.find((colour) => colour.id === 'neutral-900')?.hex).toBe('#0f172a');
    expect(blueprint.palette.map((colour) => colour.role)).toContain('accent');
    expect(blueprint.notices).toEqual([]);
    expect(blueprint.writer).toBe('template');
    expect(blueprint.taglines.length).toBeGreaterThanOrEqual(4);
  });

  it('the guideline PDF has its thirteen pages and embeds the pairing’s fonts', async () => {
    const { bytes, type } = await download(answer.blueprint.files[0]!.url);
    expect(type).toContain('application/pdf');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(13);
    expect(answer.blueprint.pages).toHaveLength(13);
    expect(pdf.getTitle()).toBe('Northwind Labs brand guidelines');
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    const fonts = embeddedFonts(pdf);
    const { heading, body } = answer.blueprint.typography;
    const compact = (family: string) => family.replace(/\s+/g, '');
    expect(fonts.some((font) => font.name.startsWith(compact(heading.family)))).toBe(true);
    expect(fonts.some((font) => font.name.startsWith(compact(body.family)))).toBe(true);
    expect(fonts.some((font) => font.name.startsWith('JetBrainsMono'))).toBe(true);
    // Every font is embedded (a font file, not a reference to one on the reader's machine).
    expect(fonts.every((font) => font.file === 'FontFile2' || font.file === 'FontFile3')).toBe(
      true,
    );
  });

  it('the tokens are W3C design tokens with the palette and the type scale', async () => {
    const { bytes } = await download(answer.blueprint.files[1]!.url);
    const tokens = JSON.parse(new TextDecoder().decode(bytes)) as {
      color: Record<
        string,
        Record<
          string,
          { $type: string; $value: { hex: string; colorSpace: string; components: number[] } }
        >
      >;
      typography: Record<
        string,
        { $type: string; $value: { fontFamily: string; fontSize: { value: number; unit: string } } }
      >;
      font: { family: { heading: { $value: string[] } } };
    };
    expect(tokens.color.brand!.primary).toMatchObject({
      $type: 'color',
      $value: { colorSpace: 'srgb', hex: '#1d4ed8', components: [0.1137, 0.3059, 0.8471] },
    });
    expect(tokens.color.neutral!['900']!.$value.hex).toBe('#0f172a');
    expect(tokens.typography.body).toMatchObject({
      $type: 'typography',
      $value: { fontFamily: '{font.family.body}', fontSize: { value: 16, unit: 'px' } },
    });
    expect(tokens.font.family.heading.$value[0]).toBe(answer.blueprint.typography.heading.family);
    expect(answer.blueprint.css).toContain('--color-primary: #1d4ed8;');
    expect(answer.blueprint.tailwind).toMatch(/^@theme \{$/m);
  });

  it('the kit’s ASE and GPL files parse back to the palette', async () => {
    const { bytes } = await download(answer.blueprint.files[2]!.url);
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'northwind-labs-guidelines.pdf',
        'northwind-labs.ase',
        'northwind-labs.gpl',
        'tailwind-theme.css',
        'tailwind.config.js',
        'tokens.css',
        'tokens.json',
      ].sort(),
    );
    const palette = answer.blueprint.palette;
    const ase = parseAse(files['northwind-labs.ase']!);
    expect(ase.group).toBe('Northwind Labs');
    expect(ase.colours).toEqual(
      palette.map((colour) => ({ name: `${colour.name} ${colour.hex}`, rgb: colour.rgb })),
    );
    const gpl = parseGpl(new TextDecoder().decode(files['northwind-labs.gpl']!));
    expect(gpl.name).toBe('Northwind Labs');
    expect(gpl.colours).toEqual(
      palette.map((colour) => ({ rgb: colour.rgb, name: `${colour.name} (${colour.hex})` })),
    );
  });

  it('the cover is a sanitised SVG drawn from the logo, with the name in outlines', async () => {
    const { bytes, type } = await download(answer.blueprint.files[3]!.url);
    expect(type).toContain('image/svg+xml');
    const svg = new TextDecoder().decode(bytes);
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<text|<script|\son\w+=/i);
    expect(svg).toContain('data-part="name"');
    expect(svg).toContain('fill="#1d4ed8"');
  });

  it('reads a PNG logo from the user’s own Storage by its signed URL', async () => {
    const png = await sharp(Buffer.from(LOGO_SVG)).resize(640).png().toBuffer();
    const path = `${user.id}/uploads/logo.png`;
    const stored = await admin.storage
      .from('photo-results')
      .upload(path, png, { contentType: 'image/png' });
    expect(stored.error).toBeNull();
    const signed = await admin.storage.from('photo-results').createSignedUrl(path, 600);
    const before = await readBalance(admin, user.id);
    const response = await postFunction(hive, user, 'brand-blueprint', {
      name: 'Northwind',
      logo: signed.data!.signedUrl,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = brandBlueprintResponseSchema.parse(response.body);
    expect(body.blueprint.logo.kind).toBe('png');
    expect(body.blueprint.palette[0]!.hex).toMatch(/^#1[cd]4[de]d[89]$/);
    expect(await readBalance(admin, user.id)).toBe(before - 10);
  });

  it('warns when the logo is a photo, and still makes the guideline', async () => {
    // A photo-like picture: smooth gradients and noise in every colour.
    const width = 320;
    const height = 240;
    const raw = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 3;
        raw[at] = (x * 0.8 + Math.sin(y / 9) * 40 + ((x * 7919 + y * 104729) % 37)) & 255;
        raw[at + 1] = (y + Math.cos(x / 13) * 50 + ((x * 31 + y * 17) % 23)) & 255;
        raw[at + 2] = ((x + y) * 0.5 + ((x * y) % 29)) & 255;
      }
    const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const response = await postFunction(hive, user, 'brand-blueprint', {
      name: 'Sunny Side',
      logo: pngDataUrl(photo),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(brandBlueprintResponseSchema.parse(response.body).blueprint.notices).toContain(
      'logo_photo',
    );
  });

  it('refuses bad input with a clear message and charges nothing', async () => {
    const before = await readBalance(admin, user.id);
    const logo = svgDataUrl(LOGO_SVG);
    const bomb = Buffer.alloc(64);
    bomb.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const jpeg = await sharp(Buffer.from(LOGO_SVG)).jpeg().toBuffer();
    const hostile = LOGO_SVG.replace('</svg>', '<script>alert(1)</script></svg>');
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ name: '', logo }, 400, 'brand_name_empty', brandMessages.nameEmpty],
      [{ name: '    ', logo }, 400, 'brand_name_empty', brandMessages.nameEmpty],
      [{ name: 'N'.repeat(200), logo }, 400, 'brand_name_too_long', brandMessages.nameTooLong],
      [{ name: 'Acme' }, 400, 'logo_missing', brandMessages.logoMissing],
      [
        { name: 'Acme', logo: 'data:text/plain;base64,aGVsbG8gd29ybGQ=' },
        400,
        'logo_not_image',
        brandMessages.logoNotImage,
      ],
      [{ name: 'Acme', logo: pngDataUrl(jpeg) }, 400, 'logo_format', brandMessages.logoFormat],
      [{ name: 'Acme', logo: svgDataUrl(hostile) }, 400, 'unsafe_svg', brandMessages.logoUnsafeSvg],
      [
        { name: 'Acme', logo: pngDataUrl(bomb) },
        413,
        'logo_too_many_pixels',
        brandMessages.logoTooManyPixels,
      ],
      [
        { name: 'Acme', logo: svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>') },
        400,
        'logo_empty_svg',
        brandMessages.logoEmptySvg,
      ],
      [{ name: '品牌', logo }, 422, 'name_unsupported', brandMessages.nameUnsupported('品牌')],
      [
        { name: 'Acme', logo, personality: { tone: 101 } },
        400,
        'invalid_request',
        'The request had invalid options.',
      ],
    ];
    for (const [payload, status, code, message] of cases) {
      const response = await postFunction(hive, user, 'brand-blueprint', payload);
      expect(response, `${code}: ${JSON.stringify(payload).slice(0, 80)}`).toEqual({
        status,
        body: { status: 'error', code, message, refunded: false },
      });
    }
    // Someone else's file in our Storage is not read.
    const other = `${randomUUID()}/logo.png`;
    await admin.storage
      .from('photo-results')
      .upload(other, await sharp(Buffer.from(LOGO_SVG)).png().toBuffer(), {
        contentType: 'image/png',
      });
    const signed = await admin.storage.from('photo-results').createSignedUrl(other, 600);
    const foreign = await postFunction(hive, user, 'brand-blueprint', {
      name: 'Acme',
      logo: signed.data!.signedUrl,
    });
    expect(foreign.body).toMatchObject({
      code: 'logo_unreachable',
      message: brandMessages.logoUnreachable,
      refunded: false,
    });
    expect(await readBalance(admin, user.id)).toBe(before);
  });

  it('sets a Cyrillic name in the fallback face', async () => {
    const response = await postFunction(hive, user, 'brand-blueprint', {
      name: 'Северный Ветер',
      logo: svgDataUrl(LOGO_SVG),
      personality: { tone: 10, era: 60, stance: 10, energy: 80 },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(brandBlueprintResponseSchema.parse(response.body).blueprint.notices).toContain(
      'name_fallback_font',
    );
  });

  it('cancel stops the run between sections, refunds once and keeps no files', async () => {
    const before = await readBalance(admin, user.id);
    const id = randomUUID();
    const run = postFunction(
      hive,
      user,
      'brand-blueprint',
      { name: 'Cancelled Co', logo: svgDataUrl(LOGO_SVG) },
      { 'x-hive-job-id': id },
    );
    // The engine has really made progress (the palette and type sections), and has not finished.
    await expectCancelledMidRun({
      hive,
      admin,
      user,
      id,
      run,
      credits: 10,
      before,
      minProgress: 20,
    });
  });
});
