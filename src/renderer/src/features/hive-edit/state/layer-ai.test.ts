import { describe, expect, it } from 'vitest';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { TOOLS } from '@contracts/tools/tool-registry';
import { blankDocument, makeImageLayer } from '../model/document';
import { actionCost, LAYER_AI_ACTIONS, replacedPicturePatch } from './use-layer-ai';

const doc = blankDocument(1000, 1000);

describe('AI on a picture layer', () => {
  it("runs each action through an available photo tool at that tool's own cost", () => {
    for (const action of LAYER_AI_ACTIONS) {
      const tool = TOOLS.find((entry) => entry.id === action.tool)!;
      expect(tool.status).toBe('available');
      expect(tool.costKeys).toContain(action.costKey);
      expect(actionCost(action)).toBe(CREDIT_COSTS[action.costKey]);
    }
  });

  it('keeps the crop of a result of the same proportions, scaled to its size', () => {
    const layer = {
      ...makeImageLayer(doc, { asset: 'a.png', width: 800, height: 600 }),
      crop: { x: 100, y: 50, width: 400, height: 300 },
    };
    expect(replacedPicturePatch(layer, { asset: 'b.png', width: 1600, height: 1200 })).toEqual({
      asset: 'b.png',
      naturalWidth: 1600,
      naturalHeight: 1200,
      crop: { x: 200, y: 100, width: 800, height: 600 },
    });
  });

  it('drops the crop of a result of another shape and lets the height follow the picture', () => {
    const layer = makeImageLayer(doc, { asset: 'a.png', width: 800, height: 600 });
    const patch = replacedPicturePatch(layer, { asset: 'c.png', width: 1000, height: 1000 });
    expect(patch).toEqual({
      asset: 'c.png',
      naturalWidth: 1000,
      naturalHeight: 1000,
      crop: null,
      height: layer.width,
    });
  });
});
