// The photo functions take their names and labels from the tool registry and their words from the
// message catalogue (../contracts): the registry entries they rely on are what the charge and the
// credit history need.
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../contracts/tools/tool-registry.ts';
import { photoMessages, sizeMessages } from './messages.ts';
import { PHOTO_TOOL_IDS, photoToolCreditLabel } from './photo-tools.ts';

describe('photo tools as the registry names them', () => {
  it('charges each tool under its function and user label', () => {
    const expected = {
      'background-remover': { fn: 'remove-background', label: 'Background removal' },
      'object-remover': { fn: 'remove-object', label: 'Object removal' },
      'image-enhancer': { fn: 'image-enhancement', label: 'Image enhancement' },
      'background-generator': { fn: 'generate-background', label: 'Background generation' },
    } as const;
    expect([...PHOTO_TOOL_IDS].sort()).toEqual(Object.keys(expected).sort());
    for (const id of PHOTO_TOOL_IDS) {
      const tool = TOOLS.find((entry) => entry.id === id);
      expect(tool?.functions, id).toEqual([expected[id].fn]);
      expect(tool?.status, id).toBe('available');
      expect(photoToolCreditLabel(id)).toBe(expected[id].label);
    }
  });

  it('answers with the spec’s size wording and its own for masks and options', () => {
    expect(sizeMessages.tooLarge).toBe('Image too large. Please use an image smaller than 10MB.');
    expect(sizeMessages.tooManyPixels).toMatch(/4096 × 4096 pixels/);
    expect(photoMessages.invalidMask).toMatch(/paint the area to remove again/);
  });
});
