// Resizing a group scales what is inside it: each child's position and box by the group's scale
// (text by its font size too, shapes' corner radius by the smaller scale), down every nested group.
// The canvas sends the group's own patch and these together as one change, so it is one undo step.
import type { Layer } from '../model/document';

export type LayerPatch = { id: string; patch: Record<string, number> };

/** The patches that scale the children of `layer` (a group) by `sx × sy`; [] for other layers. */
export function scaledChildren(layer: Layer, sx: number, sy: number): LayerPatch[] {
  if (layer.type !== 'group') return [];
  const small = Math.min(sx, sy);
  return layer.children.flatMap((child) => {
    const patch: Record<string, number> = {
      x: child.x * sx,
      y: child.y * sy,
      width: child.width * sx,
      height: child.height * sy,
    };
    if (child.type === 'text') patch.fontSize = Math.max(4, Math.min(1000, child.fontSize * small));
    if (child.type === 'shape') patch.cornerRadius = Math.min(2000, child.cornerRadius * small);
    return [{ id: child.id, patch }, ...scaledChildren(child, sx, sy)];
  });
}
