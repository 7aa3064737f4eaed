import { describe, expect, it } from 'vitest';
import type { JobRow } from '@/lib/jobs/job-row';
import { runStyle, runTitle } from './recent-run-labels';

const run = (params: Record<string, unknown>): JobRow =>
  ({
    id: '0d37cae3-f70d-4f99-93d6-0ffa6afa882e',
    tool: 'artwork-generator',
    status: 'succeeded',
    progress: 100,
    cost: 5,
    refunded: false,
    engine: 'hosted',
    params,
    outputs: [],
    error_code: null,
    created_at: '2026-11-26T09:00:00Z',
  }) as unknown as JobRow;

describe('recent run labels', () => {
  it('names a run by its prompt, else by the tool', () => {
    expect(runTitle(run({ prompt: '  a cat on the moon ' }))).toBe('a cat on the moon');
    expect(runTitle(run({ prompt: '   ' }))).toBe('Artwork Generator run');
    expect(runTitle(run({}))).toBe('Artwork Generator run');
  });

  it('says the style and variant as the picker does, never the raw values', () => {
    expect(runStyle(run({ style: 'realistic', variant: 'landscape' }))).toBe(
      'Realistic · Landscape',
    );
    expect(runStyle(run({ style: 'realistic', variant: 'gone' }))).toBe('Realistic · Portrait');
    expect(runStyle(run({ style: 'no-such-style' }))).toBeNull();
    expect(runStyle(run({}))).toBeNull();
  });
});
