// Editing a text layer in place: a text box laid exactly over the layer (same font, size, spacing,
// rotation, at the current zoom) while the canvas hides the layer. Escape or clicking away
// keeps the words as one undo step; an unchanged text makes no step.
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import type { MutableRefObject } from 'react';
import { useAtomValue, useSetAtom } from '@/lib/state';
import { findLayer } from '../model/document';
import { textFont } from '../render/konva-document';
import { docAtom, runCommandAtom, viewAtom } from '../state/editor-store';

export function TextEditorOverlay({
  layerId,
  stage,
  onDone,
}: {
  layerId: string;
  stage: MutableRefObject<Konva.Stage | null>;
  onDone: () => void;
}) {
  const doc = useAtomValue(docAtom);
  const view = useAtomValue(viewAtom);
  const run = useSetAtom(runCommandAtom);
  const layer = findLayer(doc, layerId);
  const [value, setValue] = useState(layer?.type === 'text' ? layer.text : '');
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, []);

  if (!layer || layer.type !== 'text') return null;
  const node = stage.current?.findOne(`#${layerId}`);
  const position = node?.absolutePosition() ?? {
    x: view.x + layer.x * view.zoom,
    y: view.y + layer.y * view.zoom,
  };
  const rotation = node?.getAbsoluteRotation() ?? layer.rotation;
  const face = textFont(layer);

  const commit = () => {
    if (value !== layer.text)
      run({ id: 'update-layers', args: { patches: [{ id: layerId, patch: { text: value } }] } });
    onDone();
  };

  return (
    <textarea
      ref={box}
      aria-label="Edit text"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey))) {
          event.preventDefault();
          commit();
        }
      }}
      spellCheck
      className="absolute resize-none overflow-hidden border-0 bg-transparent p-0 outline outline-1 outline-[#f5b301]"
      style={{
        left: position.x,
        top: position.y,
        width: layer.width * view.zoom,
        height: Math.max(layer.height, layer.fontSize * layer.lineHeight) * view.zoom + 4,
        transform: `rotate(${rotation}deg)`,
        transformOrigin: 'top left',
        fontFamily: face.css,
        fontWeight: face.weight,
        fontStyle: layer.italic ? 'italic' : 'normal',
        fontSize: layer.fontSize * view.zoom,
        lineHeight: layer.lineHeight,
        letterSpacing: layer.letterSpacing * view.zoom,
        textAlign: layer.align,
        color: layer.fill,
        caretColor: '#f5b301',
      }}
    />
  );
}
