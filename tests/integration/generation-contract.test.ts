// The one wire contract of the image-generation functions (supabase/functions/_shared/contracts)
// and the functions' view of the style catalogue: which bodies pass, with which defaults, and
// what the catalogue view resolves. The renderer and the functions import these same modules.
import { describe, expect, it } from 'vitest';
import {
  aiGenerateRequestSchema,
  alternateRequestSchema,
  generateImageErrorSchema,
  generateImageRequestSchema,
  generateImageResponseSchema,
} from '../../supabase/functions/_shared/contracts/api/generate-image';
import { generatorRunCostKey } from '../../supabase/functions/_shared/contracts/domain/credits';
import { resultCardLabel } from '../../supabase/functions/_shared/contracts/domain/generation';
import {
  promptWithModifier,
  resolveVariant,
  STYLE_VALUES,
  variantValues,
} from '../../supabase/functions/_shared/generation/catalogue';

const accepted: unknown[] = [
  { prompt: 'a cat' },
  {
    prompt: '  a cat  ',
    type: 'logo',
    style: 'watercolor',
    variant: 'soft',
    aspectRatio: '16:9',
    numImages: 4,
    contrast: 'high',
    generationMode: 'ultra',
    promptEnhance: false,
    seed: 0,
  },
  { prompt: 'x'.repeat(500) },
  { prompt: 'a cat', seed: 2 ** 31 - 1 },
  // Unknown fields (a client-sent cost among them) are dropped, never read.
  { prompt: 'a cat', cost: 0, credits_used: 0, extra: { nested: true } },
];
const refused: unknown[] = [
  { prompt: 'x'.repeat(501) },
  { prompt: '' },
  { prompt: '   ' },
  {},
  null,
  'a cat',
  { prompt: 42 },
  { prompt: 'a cat', type: 'poster' },
  { prompt: 'a cat', style: '' },
  { prompt: 'a cat', style: 'x'.repeat(41) },
  { prompt: 'a cat', variant: '' },
  { prompt: 'a cat', aspectRatio: '5:7' },
  { prompt: 'a cat', numImages: 0 },
  { prompt: 'a cat', numImages: 5 },
  { prompt: 'a cat', numImages: 2.5 },
  { prompt: 'a cat', contrast: 'extreme' },
  { prompt: 'a cat', generationMode: 'turbo' },
  { prompt: 'a cat', promptEnhance: 'yes' },
  { prompt: 'a cat', seed: -1 },
  { prompt: 'a cat', seed: 2 ** 31 },
  { prompt: 'a cat', seed: 1.5 },
];

const url = 'http://127.0.0.1:54321/storage/v1/object/sign/generations/u/g/1.png?token=t';
const success = {
  status: 'success',
  urls: [url],
  output: [url],
  prompt: 'a cat',
  model: 'hive-local-procedural-v1',
  provider: 'local',
  variants: [{ url, seed: 7, label: 'Photographic' }],
  generation_id: '0d37cae3-f70d-4f99-93d6-0ffa6afa882e',
  credits_used: 5,
  credits_remaining: 45,
};

describe('the generate-image contract', () => {
  it.each(accepted)('accepts %j', (body) => {
    expect(generateImageRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each(refused)('refuses %j', (body) => {
    expect(generateImageRequestSchema.safeParse(body).success).toBe(false);
  });

  it('fills the defaults, trims the prompt and drops unknown fields', () => {
    expect(generateImageRequestSchema.parse({ prompt: ' a cat ', cost: 0 })).toEqual({
      prompt: 'a cat',
      type: 'ai-art',
      style: 'realistic',
      aspectRatio: '3:2',
      numImages: 3,
      contrast: 'medium',
      generationMode: 'quality',
      promptEnhance: true,
    });
  });

  it('reads success and error bodies, and refuses broken ones', () => {
    expect(generateImageResponseSchema.safeParse(success).success).toBe(true);
    for (const broken of [
      { ...success, urls: [] },
      { ...success, urls: ['not a url'] },
      { ...success, status: 'error' },
      { ...success, generation_id: 'nope' },
      { ...success, credits_remaining: -1 },
      { ...success, credits_used: 1.5 },
      { ...success, variants: [{ url, seed: 'x', label: 'a' }] },
      { ...success, provider: undefined },
    ])
      expect(generateImageResponseSchema.safeParse(broken).success, JSON.stringify(broken)).toBe(
        false,
      );
    expect(
      generateImageErrorSchema.safeParse({ status: 'error', message: 'm', code: 'c' }),
    ).toEqual(expect.objectContaining({ success: true }));
    for (const broken of [
      { status: 'error', message: 'm' },
      { status: 'success', message: 'm', code: 'c' },
      { status: 'error', message: 'm', code: 'c', refunded: 'yes' },
    ])
      expect(generateImageErrorSchema.safeParse(broken).success).toBe(false);
  });

  it('bounds the alternate and ai-generate bodies (spec 7)', () => {
    expect(alternateRequestSchema.parse({ prompt: 'a cat' })).toEqual({
      prompt: 'a cat',
      numImages: 3,
      size: '1024x1024',
      style: 'vivid',
    });
    expect(alternateRequestSchema.safeParse({ prompt: 'a cat', numImages: 5 }).success).toBe(false);
    expect(alternateRequestSchema.safeParse({ prompt: 'a cat', size: '999x999' }).success).toBe(
      false,
    );
    expect(aiGenerateRequestSchema.parse({ task_type: 'text-to-image', prompt: 'a cat' })).toEqual({
      task_type: 'text-to-image',
      prompt: 'a cat',
      quality: 'standard',
    });
    expect(aiGenerateRequestSchema.safeParse({ task_type: 'poem', prompt: 'a cat' }).success).toBe(
      false,
    );
  });
});

describe('the functions’ view of the style catalogue', () => {
  it('knows every style and resolves variants to the style’s first when unnamed or unknown', () => {
    expect(STYLE_VALUES).toContain('realistic');
    expect(STYLE_VALUES).toContain('8k-ultra');
    expect(variantValues('nope')).toBeUndefined();
    const realistic = variantValues('realistic') ?? [];
    expect(realistic.length).toBeGreaterThan(1);
    expect(resolveVariant('realistic', undefined)).toBe(realistic[0]);
    expect(resolveVariant('realistic', 'unknown')).toBe(realistic[0]);
    expect(resolveVariant('realistic', realistic[1])).toBe(realistic[1]);
    expect(resolveVariant('nope', 'x')).toBeUndefined();
  });

  it('adds a variant’s modifier to the prompt once', () => {
    const once = promptWithModifier('a cat.', 'realistic', 'portrait');
    expect(once).toMatch(/^a cat, realistic portrait photograph/);
    expect(promptWithModifier(once, 'realistic', 'portrait')).toBe(once);
    expect(promptWithModifier('a cat', 'realistic', 'no-such-variant')).toBe('a cat');
  });

  it('prices a run by style and type (spec 9) and labels its cards (spec 2.7)', () => {
    expect(generatorRunCostKey('realistic', 'ai-art')).toBe('generator-run');
    expect(generatorRunCostKey('4k-ultra', 'ai-art')).toBe('generator-run-ultra');
    expect(generatorRunCostKey('photorealistic', 'ai-art')).toBe('generator-run-premium');
    expect(generatorRunCostKey('8k-ultra', 'logo')).toBe('generator-run-logo-cover');
    expect([0, 1, 2, 3].map((index) => resultCardLabel('realistic', index))).toEqual([
      'Photographic',
      'Digital Art',
      'Minimalist',
      'Photographic 2',
    ]);
    expect(resultCardLabel('4k-ultra', 0)).toBe('4K Photographic');
  });
});
