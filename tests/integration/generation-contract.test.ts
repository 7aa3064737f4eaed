// The edge functions' copies (supabase/functions/_shared/generation) must say exactly what
// src/shared says: the wire contract accepts and rejects the same bodies, and the messages,
// style catalogue, cost rule and constants are equal.
import { describe, expect, it } from 'vitest';
import * as shared from '../../src/shared/api/generate-image';
import { generatorRunCostKey } from '../../src/shared/domain/credits';
import * as domain from '../../src/shared/domain/generation';
import { applyPromptModifier, findVariant, STYLE_CATEGORIES } from '../../src/shared/domain/styles';
import { creditMessages, generatorMessages, imageServiceMessages } from '../../src/shared/messages';
import * as catalogue from '../../supabase/functions/_shared/generation/catalogue';
import * as edge from '../../supabase/functions/_shared/generation/contract';
import { generationMessages } from '../../supabase/functions/_shared/generation/messages';
// A refusal for too few credits is now the job runner's words (the generation functions run on it).
import { insufficientCreditsMessage } from '../../supabase/functions/_shared/jobs/job-messages';

const requestSamples: unknown[] = [
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
  { prompt: 'a cat', seed: 2 ** 31 - 1 },
  { prompt: 'a cat', seed: 2 ** 31 },
  { prompt: 'a cat', seed: 1.5 },
  { prompt: 'a cat', cost: 0, credits_used: 0, extra: { nested: true } },
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
const responseSamples: unknown[] = [
  success,
  { ...success, urls: [] },
  { ...success, urls: ['not a url'] },
  { ...success, status: 'error' },
  { ...success, generation_id: 'nope' },
  { ...success, credits_remaining: -1 },
  { ...success, credits_used: 1.5 },
  { ...success, variants: [{ url, seed: 'x', label: 'a' }] },
  { ...success, provider: undefined },
];
const errorSamples: unknown[] = [
  { status: 'error', message: 'm', code: 'c' },
  { status: 'error', message: 'm', code: 'c', refunded: true },
  { status: 'error', message: 'm' },
  { status: 'success', message: 'm', code: 'c' },
  { status: 'error', message: 'm', code: 'c', refunded: 'yes' },
];

/** Random bodies built from good and bad values of every field. */
function fuzzedRequests(count: number): unknown[] {
  const values: Record<string, unknown[]> = {
    prompt: ['a cat', '', ' ', 'x'.repeat(500), 'x'.repeat(501), 3, null],
    type: ['ai-art', 'logo', 'cover', 'poster', 1],
    style: ['realistic', '', 'x'.repeat(40), 'x'.repeat(41), 7],
    variant: ['soft', '', 'x'.repeat(41)],
    aspectRatio: [...domain.ASPECT_RATIOS, '5:7', '1:1 '],
    numImages: [1, 3, 4, 0, 5, 2.5, '3'],
    contrast: ['low', 'medium', 'high', 'max'],
    generationMode: ['fast', 'quality', 'ultra', 'slow'],
    promptEnhance: [true, false, 'true'],
    seed: [0, 1, 2 ** 31 - 1, 2 ** 31, -1, 0.5],
  };
  let state = 12345;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, () => {
    const body: Record<string, unknown> = {};
    for (const [key, options] of Object.entries(values))
      if (next() % 3 !== 0) body[key] = options[next() % options.length];
    return body;
  });
}

function sameVerdicts(
  a: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  b: typeof a,
  samples: unknown[],
): void {
  for (const sample of samples) {
    const left = a.safeParse(sample);
    const right = b.safeParse(sample);
    expect(right.success, JSON.stringify(sample)).toBe(left.success);
    if (left.success) expect(right.data).toEqual(left.data);
  }
}

describe('the edge copy of the generate-image contract', () => {
  it('accepts and rejects the same request bodies, with the same defaults', () => {
    sameVerdicts(shared.generateImageRequestSchema, edge.generateImageRequestSchema, [
      ...requestSamples,
      ...fuzzedRequests(400),
    ]);
    expect(edge.generateImageRequestSchema.parse({ prompt: 'a cat' })).toEqual({
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

  it('accepts and rejects the same success and error bodies', () => {
    sameVerdicts(
      shared.generateImageResponseSchema,
      edge.generateImageResponseSchema,
      responseSamples,
    );
    sameVerdicts(shared.generateImageErrorSchema, edge.generateImageErrorSchema, errorSamples);
    expect(shared.generateImageResponseSchema.safeParse(success).success).toBe(true);
  });

  it('uses the same constants', () => {
    expect(edge.ASPECT_RATIOS).toEqual(domain.ASPECT_RATIOS);
    expect(edge.CONTRAST_LEVELS).toEqual(domain.CONTRAST_LEVELS);
    expect(edge.GENERATION_MODES).toEqual(domain.GENERATION_MODES);
    expect([edge.PROMPT_MAX_LENGTH, edge.MAX_IMAGES_PER_CALL, edge.IMAGES_PER_RUN]).toEqual([
      domain.PROMPT_MAX_LENGTH,
      domain.MAX_IMAGES_PER_CALL,
      domain.IMAGES_PER_RUN,
    ]);
  });
});

describe('the edge copies of messages, styles and costs', () => {
  it('answers with the catalogue’s exact words', () => {
    expect(generationMessages).toEqual({
      loginToGenerate: creditMessages.loginToGenerate,
      enterPrompt: generatorMessages.enterPrompt,
      startFailed: generatorMessages.startFailed,
      deductFailed: creditMessages.deductFailed,
      generationFailed: creditMessages.generationFailed,
      generationCompleted: creditMessages.generationCompleted,
      timedOut: imageServiceMessages.timedOut,
      insufficientCredits: imageServiceMessages.insufficientCredits,
      noImages: imageServiceMessages.noImages,
      usingFallback: imageServiceMessages.usingFallback,
      allUnavailable: imageServiceMessages.allUnavailable,
    });
    expect(insufficientCreditsMessage(15, 4)).toBe(creditMessages.insufficientCredits(15, 4));
  });

  it('knows the same styles, variants and prompt modifiers', () => {
    const expected = Object.fromEntries(
      STYLE_CATEGORIES.map((style) => [
        style.value,
        Object.fromEntries(
          style.variants.map((variant) => [variant.value, variant.prompt_modifier]),
        ),
      ]),
    );
    expect(catalogue.STYLE_MODIFIERS).toEqual(expected);
    for (const style of STYLE_CATEGORIES) {
      for (const asked of [
        undefined,
        'unknown',
        ...style.variants.map((variant) => variant.value),
      ]) {
        const variant = findVariant(style, asked);
        expect(catalogue.resolveVariant(style.value, asked)).toBe(variant.value);
        for (const prompt of ['a cat', 'a cat, ', '', `a cat, ${variant.prompt_modifier}`]) {
          expect(catalogue.applyPromptModifier(prompt, variant.prompt_modifier)).toBe(
            applyPromptModifier(prompt, variant),
          );
        }
      }
    }
  });

  it('picks the same cost key for every style and type', () => {
    for (const style of [...STYLE_CATEGORIES.map((entry) => entry.value), 'flux-kontext-max']) {
      for (const type of ['ai-art', 'logo', 'cover'] as const)
        expect(catalogue.generatorRunCostKey(style, type)).toBe(generatorRunCostKey(style, type));
    }
  });
});
