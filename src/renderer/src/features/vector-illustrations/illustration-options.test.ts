import { describe, expect, it } from 'vitest';
import { generateVectorIllustrationRequestSchema } from '@contracts/api/vector';
import { illustrationCount, illustrationRequest } from './illustration-options';

const base = { preset: 'spot', aspect: '16:9', palette: undefined } as const;

describe('illustrationRequest', () => {
  it('sends one trimmed prompt for a single illustration, and nothing for an empty one', () => {
    const request = illustrationRequest({ ...base, mode: 'single', prompt: '  a fox  ', set: [] });
    expect(request).toEqual({ ...base, prompt: 'a fox' });
    expect(generateVectorIllustrationRequestSchema.safeParse(request).success).toBe(true);
    expect(illustrationCount(request)).toBe(1);
    expect(illustrationRequest({ ...base, mode: 'single', prompt: '   ', set: [] })).toBeNull();
  });

  it('sends the filled prompts of a set (2–4), counting one illustration each', () => {
    const request = illustrationRequest({
      ...base,
      mode: 'set',
      prompt: 'ignored',
      set: ['a fox', '', ' an owl ', 'a deer', 'a hare'],
    });
    expect(request).toEqual({ ...base, set: ['a fox', 'an owl', 'a deer', 'a hare'] });
    expect(generateVectorIllustrationRequestSchema.safeParse(request).success).toBe(true);
    expect(illustrationCount(request)).toBe(4);
  });

  it('refuses a set with fewer than two prompts', () => {
    expect(
      illustrationRequest({ ...base, mode: 'set', prompt: '', set: ['a fox', ' ', ''] }),
    ).toBeNull();
    expect(illustrationCount(null)).toBe(1);
  });
});
