// brand-blueprint runs unchanged on Deno (the edge runtime's engine): served by `deno serve`
// against a real Hive Local, it reads the shipped WOFF fonts (node:fs in Deno), decodes a PNG
// logo (fast-png), picks the palette in OKLCH (culori), lays out and embeds the guideline
// (pdf-lib + fontkit), zips the kit (fflate) and stores the files, charged 10 once; bad input is
// refused free. Runs the deno binary from the `deno` npm package (not `deno check`: see
// vector-deno.test.ts).
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandBlueprintResponseSchema,
  brandMessages,
} from '../../supabase/functions/_shared/contracts/api/brand';
import { readBalance } from '../support/backend-helpers';
import { startToolOnDeno, type DenoTool } from '../support/deno-tool';

let tool: DenoTool;

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect x="10" y="10" width="80" height="80" rx="16" fill="#0e7490"/><circle cx="150" cy="50" r="36" fill="#f43f5e"/></svg>';

beforeAll(async () => {
  tool = await startToolOnDeno('brand-blueprint', { prefix: 'brand-deno', credits: 100 });
}, 180_000);

afterAll(async () => {
  await tool?.stop();
});

describe('brand-blueprint on Deno', () => {
  it('makes the guideline from a PNG logo for 10 credits', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    const png = await sharp(Buffer.from(LOGO_SVG)).resize(600).png().toBuffer();
    const answer = await tool.call({
      name: 'Tidewater',
      logo: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = brandBlueprintResponseSchema.parse(answer.body);
    expect(result).toMatchObject({ credits_used: 10, credits_remaining: before - 10 });
    expect(result.blueprint.logo.kind).toBe('png');
    const pdf = await PDFDocument.load(
      new Uint8Array(await (await fetch(result.outputs[0]!.url)).arrayBuffer()),
    );
    expect(pdf.getPageCount()).toBe(13);
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before - 10);
  });

  it('refuses a 200-character name with its message, free', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    const logo = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;
    expect(await tool.call({ name: 'x'.repeat(200), logo })).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'brand_name_too_long',
        message: brandMessages.nameTooLong,
        refunded: false,
      },
    });
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before);
  });
});
