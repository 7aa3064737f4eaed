// The vector functions run unchanged on Deno (the edge runtime's engine): generate-svg served by
// `deno serve` completes a real charged job against Hive Local (Auth, the charge, the scene
// composer, the sanitiser on SVGO's browser build, Storage) and refuses an empty prompt free of
// charge; generate-vector-illustration shares all of that but its plan. Runs the deno binary from
// the `deno` npm package. Not `deno check`: the hosted adapters reach the network through the
// SSRF guard, which imports node:http, and under --node-modules-dir=manual Deno 2.9 cannot find
// npm:@types/node for it (as in generic-api-service-deno.test.ts; tsc covers the source).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vectorArtResponseSchema } from '../../supabase/functions/_shared/contracts/api/vector';
import { vectorToolMessages } from '../../supabase/functions/_shared/contracts/messages';
import { readBalance } from '../support/backend-helpers';
import { startToolOnDeno, type DenoTool } from '../support/deno-tool';

let tool: DenoTool;

beforeAll(async () => {
  tool = await startToolOnDeno('generate-svg', { prefix: 'vector-deno' });
}, 180_000);

afterAll(async () => {
  await tool?.stop();
});

describe('vector functions on Deno', () => {
  it('generate-svg draws three sanitised SVGs with their subjects for 10 credits', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    const answer = await tool.call({
      prompt: 'a cabin and a pine tree at night',
      style: 'sticker',
    });
    expect(answer.status).toBe(200);
    const result = vectorArtResponseSchema.parse(answer.body);
    expect(result).toMatchObject({
      credits_used: 10,
      credits_remaining: before - 10,
      engine: { kind: 'local' },
    });
    expect(result.outputs).toHaveLength(3);
    for (const output of result.outputs) {
      expect(output.mime).toBe('image/svg+xml');
      const svg = await (await fetch(output.url)).text();
      expect(svg).toMatch(/data-subject="cabin"/);
      expect(svg).not.toMatch(/<script|\son[a-z]+=/i);
    }
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before - 10);
  });

  it('refuses an empty prompt with the catalogue message, free', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    expect(await tool.call({ prompt: '   ' })).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'empty_prompt',
        message: vectorToolMessages.emptyPrompt,
        refunded: false,
      },
    });
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before);
  });
});
