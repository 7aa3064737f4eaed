// A text layer's box is as tall as its text: Konva measures the wrapped lines, and the document
// keeps that height so bounds, snapping, alignment and the PDF agree with what is drawn.
import Konva from 'konva';
import type { EditorDocument, Layer } from '../model/document';

function remeasure(
  layers: readonly Layer[],
  group: Konva.Container,
): { layers: Layer[]; changed: boolean } {
  let changed = false;
  const next = layers.map((layer) => {
    if (layer.type === 'group') {
      const node = group.findOne<Konva.Group>(`#${layer.id}`);
      if (!node) return layer;
      const inner = remeasure(layer.children, node);
      if (!inner.changed) return layer;
      changed = true;
      return { ...layer, children: inner.layers };
    }
    if (layer.type !== 'text') return layer;
    const text = group
      .findOne<Konva.Group>(`#${layer.id}`)
      ?.findOne<Konva.Text>((node: Konva.Node) => node instanceof Konva.Text);
    if (!text) return layer;
    const height = Math.round(text.height() * 100) / 100;
    if (Math.abs(height - layer.height) < 0.5) return layer;
    changed = true;
    return { ...layer, height };
  });
  return { layers: next, changed };
}

/** The document with every text layer's height as drawn, or null when all already match. */
export function measuredTextHeights(
  doc: EditorDocument,
  content: Konva.Group,
): EditorDocument | null {
  const { layers, changed } = remeasure(doc.layers, content);
  return changed ? { ...doc, layers } : null;
}
