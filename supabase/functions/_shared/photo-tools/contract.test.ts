// The functions' copies of the wire contract and messages must equal src/shared's originals,
// which the renderer uses: same JSON Schema for every request and response, same wording.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../../../../src/shared/api/photo-tools';
import {
  creditMessages as sharedCredit,
  enhancementMessages as sharedEnhancement,
  photoToolMessages,
  vectorizationMessages,
} from '../../../../src/shared/messages';
import { TOOLS } from '../../../../src/shared/tools/tool-registry';
import * as copy from './contract.ts';
import { creditMessages, enhancementMessages, sizeMessages } from './messages.ts';
import { PHOTO_TOOLS } from './photo-tools.ts';

describe('photo tools contract copy', () => {
  const schemas = [
    'engineSchema',
    'imageEnhancementRequestSchema',
    'removeBackgroundRequestSchema',
    'removeObjectRequestSchema',
    'selectObjectRequestSchema',
    'selectObjectResponseSchema',
    'generateBackgroundRequestSchema',
    'photoToolResponseSchema',
    'photoToolErrorSchema',
  ] as const;

  it.each(schemas)('%s is the same schema on both sides', (name) => {
    expect(z.toJSONSchema(copy[name], { io: 'input' })).toEqual(
      z.toJSONSchema(shared[name], { io: 'input' }),
    );
    expect(z.toJSONSchema(copy[name])).toEqual(z.toJSONSchema(shared[name]));
  });

  it('has the same limits and enhancement types', () => {
    expect(copy.PHOTO_INPUT_LIMITS).toEqual(shared.PHOTO_INPUT_LIMITS);
    expect(copy.ENHANCEMENT_TYPES).toEqual(shared.ENHANCEMENT_TYPES);
    expect(copy.ENHANCEMENT_QUALITIES).toEqual(shared.ENHANCEMENT_QUALITIES);
    expect(copy.MAX_SELECT_CLICKS).toBe(shared.MAX_SELECT_CLICKS);
  });

  it('answers with the catalogue’s exact wording', () => {
    for (const [key, text] of Object.entries(enhancementMessages))
      expect(sharedEnhancement[key as keyof typeof sharedEnhancement]).toBe(text);
    for (const [key, text] of Object.entries(creditMessages))
      expect(sharedCredit[key as keyof typeof sharedCredit]).toBe(text);
    expect(sizeMessages.tooLarge).toBe(vectorizationMessages.tooLarge);
    expect(sizeMessages.tooManyPixels).toBe(photoToolMessages.tooManyPixels);
    expect(sizeMessages.unreadable).toBe(photoToolMessages.unreadable);
  });

  it('names the photo tools, their functions and credit-history labels as the registry does', () => {
    const functions: Record<string, string> = {
      'background-remover': 'remove-background',
      'object-remover': 'remove-object',
      'image-enhancer': 'image-enhancement',
      'background-generator': 'generate-background',
    };
    for (const [id, { creditLabel }] of Object.entries(PHOTO_TOOLS)) {
      const tool = TOOLS.find((entry) => entry.id === id);
      expect(tool, id).toMatchObject({ creditLabel, functions: [functions[id]] });
    }
  });
});
