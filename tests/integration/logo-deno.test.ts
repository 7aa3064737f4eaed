// generate-logo runs unchanged on Deno (the edge runtime's engine): served by `deno serve`, it
// completes a real charged job against Hive Local (Auth, the charge, the composer reading the
// shipped fonts with node:fs and opentype.js from npm, the icon sets, the sanitiser, Storage) and
// refuses letters no font draws free of charge. Runs the deno binary from the `deno` npm package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateLogoResponseSchema,
  logoMessages,
} from '../../supabase/functions/_shared/contracts/api/logo';
import { readBalance } from '../support/backend-helpers';
import { startToolOnDeno, type DenoTool } from '../support/deno-tool';

let tool: DenoTool;

beforeAll(async () => {
  tool = await startToolOnDeno('generate-logo', { prefix: 'logo-deno' });
}, 180_000);

afterAll(async () => {
  await tool?.stop();
});

describe('generate-logo on Deno', () => {
  it('composes six outline-only logos for 8 credits', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    const answer = await tool.call({ name: 'Fjord & Fern', industry: 'garden', style: 'modern' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = generateLogoResponseSchema.parse(answer.body);
    expect(result).toMatchObject({ credits_used: 8, engine: { kind: 'local' } });
    const svgs = result.outputs.filter((output) => output.mime === 'image/svg+xml');
    expect(svgs).toHaveLength(6);
    for (const output of svgs) {
      const svg = await (await fetch(output.url)).text();
      expect(svg).toMatch(/^<svg[^>]+viewBox/);
      expect(svg).not.toMatch(/<text[\s>]/);
    }
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before - 8);
  });

  it('refuses letters no shipped font draws, free', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    expect(await tool.call({ name: '北京', style: 'minimal' })).toEqual({
      status: 422,
      body: {
        status: 'error',
        code: 'unsupported_script',
        message: logoMessages.unsupportedScript('北京'),
        refunded: false,
      },
    });
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before);
  });
});
