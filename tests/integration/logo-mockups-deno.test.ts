// logo-mockups runs unchanged on Deno (the edge runtime's engine): served by `deno serve`, it
// completes a real charged kit against Hive Local (Auth, the charge, the mockup engine with its
// fonts read from the shipped WOFF files, fast-png, fflate, the sanitiser, Storage) and refuses a
// scripted SVG free of charge. Runs the deno binary from the `deno` npm package.
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logoMockupsResponseSchema,
  MOCKUP_ITEMS,
  mockupMessages,
} from '../../supabase/functions/_shared/contracts/api/logo-mockups';
import { readBalance } from '../support/backend-helpers';
import { startToolOnDeno, type DenoTool } from '../support/deno-tool';

let tool: DenoTool;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><circle cx="100" cy="100" r="80" fill="#e4572e"/><rect x="200" y="60" width="170" height="80" rx="12" fill="#17324d"/></svg>`;

beforeAll(async () => {
  tool = await startToolOnDeno('logo-mockups', { prefix: 'mockups-deno' });
}, 180_000);

afterAll(async () => {
  await tool?.stop();
});

describe('logo-mockups on Deno', () => {
  it('makes a whole kit for 10 credits', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    const logo = (await sharp(Buffer.from(LOGO_SVG)).png().toBuffer()).toString('base64');
    const answer = await tool.call({ logo, svg: LOGO_SVG, brand: { name: 'Ember & Co' } });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const result = logoMockupsResponseSchema.parse(answer.body);
    expect(result).toMatchObject({
      credits_used: 10,
      credits_remaining: before - 10,
      engine: { kind: 'local' },
    });
    expect(result.kit.items).toHaveLength(MOCKUP_ITEMS.length);
    const zip = unzipSync(new Uint8Array(await (await fetch(result.kit.zip.url!)).arrayBuffer()));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['README.txt', 'social/x-header-1500x500.png']),
    );
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before - 10);
  }, 300_000);

  it('refuses an SVG with a script, free', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    const logo = (await sharp(Buffer.from(LOGO_SVG)).png().toBuffer()).toString('base64');
    const svg = LOGO_SVG.replace('<circle', '<script>alert(1)</script><circle');
    expect(await tool.call({ logo, svg, brand: { name: 'Ember' } })).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'unsafe_svg',
        message: mockupMessages.unsafeSvg,
        refunded: false,
      },
    });
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before);
  });
});
