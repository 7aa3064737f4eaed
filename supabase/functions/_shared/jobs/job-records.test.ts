// How startJob answers the database's refusals: by their hint and detail, never by their prose.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { generatorMessages } from '../contracts/messages.ts';
import { startJob, type StartRequest } from './job-records.ts';
import { JobFailure } from './job-response.ts';

/** A service client whose start_job call fails with `error`. */
function refusing(error: Record<string, unknown>): SupabaseClient {
  return { rpc: () => Promise.resolve({ data: null, error }) } as unknown as SupabaseClient;
}

const start: StartRequest = {
  userId: '00000000-0000-4000-8000-000000000001',
  tool: 'artwork-generator',
  quote: { costKey: 'generator-run' },
  engine: 'hosted',
  params: {},
  description: 'generate-image: realistic',
  isAdmin: false,
  running: true,
};

async function refusal(error: Record<string, unknown>): Promise<unknown> {
  return startJob(refusing(error), start).catch((failure: unknown) => failure);
}

describe('startJob refusals', () => {
  it('refuses a run whose plan has no generation left as 402, in the catalogue’s words', async () => {
    const failure = await refusal({
      code: 'P0001',
      message: 'No generations left',
      hint: 'no_generations_left',
      details: '{"plan" : "free", "total" : 3}',
    });
    expect(failure).toBeInstanceOf(JobFailure);
    expect(failure).toMatchObject({
      code: 'no_generations_left',
      message: generatorMessages.noGenerationsLeft,
      httpStatus: 402,
    });
  });

  it('refuses too few credits from the detail’s numbers', async () => {
    const failure = await refusal({
      code: 'P0001',
      message: 'anything at all',
      hint: 'insufficient_credits',
      details: '{"required":10,"available":5}',
    });
    expect(failure).toMatchObject({
      code: 'insufficient_credits',
      message: 'Insufficient credits. Required: 10, Available: 5',
      httpStatus: 402,
    });
  });

  it('answers a taken run id as 409 and any other failure as an error, not a refusal', async () => {
    expect(await refusal({ code: '23505', message: 'duplicate key' })).toMatchObject({
      code: 'job_exists',
      httpStatus: 409,
    });
    const other = await refusal({
      code: '22023',
      message: 'Unknown cost key',
      hint: 'unknown_cost_key',
    });
    expect(other).toBeInstanceOf(Error);
    expect(other).not.toBeInstanceOf(JobFailure);
  });
});
