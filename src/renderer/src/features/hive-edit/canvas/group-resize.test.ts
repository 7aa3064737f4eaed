import { describe, expect, it } from 'vitest';
import { updateLayersCommand } from '../commands/update-layers';
import { fixtureState } from '../commands/testing/test-kit';
import { editorDocumentSchema, findLayer } from '../model/document';
import type { GroupLayer } from '../model/document';
import { scaledChildren } from './group-resize';

describe('resizing a group', () => {
  it('scales every child (nested ones too) and leaves a valid document, in one change', () => {
    const state = fixtureState();
    const group = state.doc.layers.find((layer): layer is GroupLayer => layer.type === 'group')!;
    const patches = [
      { id: group.id, patch: { width: group.width * 2, height: group.height * 1.5 } },
      ...scaledChildren(group, 2, 1.5),
    ];
    const next = updateLayersCommand.perform(state, { patches });
    expect(next).not.toBeNull();
    expect(editorDocumentSchema.safeParse(next!.doc).success).toBe(true);
    for (const child of group.children) {
      const scaled = findLayer(next!.doc, child.id)!;
      expect(scaled.x).toBeCloseTo(child.x * 2, 9);
      expect(scaled.y).toBeCloseTo(child.y * 1.5, 9);
      expect(scaled.width).toBeCloseTo(child.width * 2, 9);
      expect(scaled.height).toBeCloseTo(child.height * 1.5, 9);
    }
  });

  it('has nothing to scale for a layer that is not a group', () => {
    const state = fixtureState();
    const text = state.doc.layers.find((layer) => layer.type === 'text')!;
    expect(scaledChildren(text, 2, 2)).toEqual([]);
  });
});
