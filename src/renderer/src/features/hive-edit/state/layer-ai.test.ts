import { describe, expect, it } from 'vitest';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { TOOLS } from '@contracts/tools/tool-registry';
import { actionCost, LAYER_AI_ACTIONS } from './use-layer-ai';

describe('AI on a picture layer', () => {
  it("runs each action through an available photo tool at that tool's own cost", () => {
    for (const action of LAYER_AI_ACTIONS) {
      const tool = TOOLS.find((entry) => entry.id === action.tool)!;
      expect(tool.status).toBe('available');
      expect(tool.costKeys).toContain(action.costKey);
      expect(actionCost(action)).toBe(CREDIT_COSTS[action.costKey]);
    }
  });
});
