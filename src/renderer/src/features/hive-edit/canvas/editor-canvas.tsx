// The editing surface: a Konva stage drawing the document with the shared renderer, plus what only
// the editor needs on top — selection handles (move, resize, rotate), snapping guides, a marquee,
// zoom (Ctrl/pinch + wheel) and pan (wheel, Space-drag, middle button). Pointer work moves Konva
// nodes directly while a gesture lasts and commits one command when it ends, so dragging never
// re-renders React and one drag is one undo step.
import Konva from 'konva';
import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom, useStore } from '@/lib/state';
import { absoluteBounds, selectionBounds, snap, snapTargets } from '../model/geometry';
import type { Bounds } from '../model/transform';
import { findLayer } from '../model/document';
import type { EditorDocument, Layer } from '../model/document';
import type { AssetStore } from '../render/asset-store';
import { contentGroup, LAYER_NODE_NAME, renderDocument } from '../render/konva-document';
import {
  docAtom,
  replaceDocumentAtom,
  runCommandAtom,
  selectAtom,
  selectionAtom,
  viewAtom,
} from '../state/editor-store';
import type { View } from '../state/editor-store';
import { notifyWarning } from '@/lib/notify';
import { editorMessages } from '../messages';
import { documentFaces, loadDocumentFonts } from '../render/document-fonts';
import { scaledChildren } from './group-resize';
import { measuredTextHeights } from './text-measure';

const GOLD = '#f5b301';
const SNAP_PX = 6;
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 8;

type Gesture =
  | {
      kind: 'move';
      start: { x: number; y: number };
      nodes: { id: string; node: Konva.Group; x: number; y: number }[];
      bounds: Bounds;
      moved: boolean;
    }
  | { kind: 'marquee'; start: { x: number; y: number }; additive: boolean }
  | { kind: 'pan'; start: { x: number; y: number }; view: View };

/** The zoom and pan that fit the document in a box of `width × height` with a margin. */
export function fitView(
  doc: Pick<EditorDocument, 'width' | 'height'>,
  width: number,
  height: number,
): View {
  const margin = 48;
  const zoom = Math.max(
    MIN_ZOOM,
    Math.min(MAX_ZOOM, (width - margin * 2) / doc.width, (height - margin * 2) / doc.height),
  );
  return { zoom, x: (width - doc.width * zoom) / 2, y: (height - doc.height * zoom) / 2 };
}

/** The zoom and pan after zooming to `zoom` about a point of the viewport. */
export function zoomAbout(view: View, zoom: number, point: { x: number; y: number }): View {
  const next = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));
  const docX = (point.x - view.x) / view.zoom;
  const docY = (point.y - view.y) / view.zoom;
  return { zoom: next, x: point.x - docX * next, y: point.y - docY * next };
}

/** The top-level (or, when nested ids are selected, the selected) layer node under a Konva target. */
function layerNodeOf(target: Konva.Node, content: Konva.Group): Konva.Group | null {
  let node: Konva.Node | null = target;
  let found: Konva.Group | null = null;
  while (node && node !== content) {
    if (node instanceof Konva.Group && node.name() === LAYER_NODE_NAME) found = node;
    node = node.getParent();
  }
  return node === content ? found : null;
}

export type EditorCanvasProps = {
  assets: AssetStore;
  /** A text layer was double-clicked: edit it in place. */
  onEditText: (layerId: string) => void;
  /** The layer being edited in place (hidden on the canvas while its text box shows). */
  editingId: string | null;
  /** Space is held: the pointer pans. */
  spaceHeld: boolean;
  /** Exposes the stage (for the text editor's placement and the benchmark). */
  onStage?: (stage: Konva.Stage | null) => void;
};

export function EditorCanvas({
  assets,
  onEditText,
  editingId,
  spaceHeld,
  onStage,
}: EditorCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const store = useStore();
  const doc = useAtomValue(docAtom);
  const selection = useAtomValue(selectionAtom);
  const view = useAtomValue(viewAtom);
  const setView = useSetAtom(viewAtom);
  const select = useSetAtom(selectAtom);
  const run = useSetAtom(runCommandAtom);
  const replaceDocument = useSetAtom(replaceDocumentAtom);
  const parts = useRef<{
    stage: Konva.Stage;
    backdrop: Konva.Layer;
    content: Konva.Layer;
    ui: Konva.Layer;
    transformer: Konva.Transformer;
    guides: Konva.Group;
    marquee: Konva.Rect;
  } | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const latest = useRef({ spaceHeld, onEditText });
  useEffect(() => {
    latest.current = { spaceHeld, onEditText };
  });

  // The stage, once.
  useEffect(() => {
    const container = containerRef.current!;
    const stage = new Konva.Stage({
      container,
      width: container.clientWidth || 800,
      height: container.clientHeight || 600,
    });
    // Under the document: a checkerboard where the canvas is transparent (never exported).
    const backdrop = new Konva.Layer({ listening: false });
    backdrop.add(
      new Konva.Rect({
        id: 'backdrop',
        fillPatternImage: checkerboard() as unknown as HTMLImageElement,
        fillPatternRepeat: 'repeat',
      }),
    );
    const content = new Konva.Layer();
    const ui = new Konva.Layer();
    const transformer = new Konva.Transformer({
      anchorStroke: GOLD,
      anchorFill: '#111111',
      anchorSize: 9,
      anchorCornerRadius: 2,
      borderStroke: GOLD,
      borderStrokeWidth: 1.5,
      rotateAnchorOffset: 28,
      rotationSnaps: [0, 45, 90, 135, 180, 225, 270, 315],
      rotationSnapTolerance: 4,
      keepRatio: false,
      ignoreStroke: true,
      flipEnabled: false,
      boundBoxFunc: (oldBox, newBox) =>
        Math.abs(newBox.width) < 4 || Math.abs(newBox.height) < 1 ? oldBox : newBox,
    });
    const guides = new Konva.Group({ listening: false });
    const marquee = new Konva.Rect({
      visible: false,
      fill: 'rgba(245,179,1,0.08)',
      stroke: GOLD,
      strokeWidth: 1,
      listening: false,
    });
    ui.add(guides, marquee, transformer);
    stage.add(backdrop, content, ui);
    parts.current = { stage, backdrop, content, ui, transformer, guides, marquee };
    onStage?.(stage);
    // Two fingers pinch to zoom about their midpoint (a trackpad pinch arrives as Ctrl+wheel).
    let pinch: { distance: number; view: View } | null = null;
    const touchFacts = (touches: TouchList) => {
      const box = container.getBoundingClientRect();
      const [a, b] = [touches[0]!, touches[1]!];
      return {
        distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        centre: {
          x: (a.clientX + b.clientX) / 2 - box.left,
          y: (a.clientY + b.clientY) / 2 - box.top,
        },
      };
    };
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length !== 2) return;
      gesture.current = null;
      pinch = { distance: touchFacts(event.touches).distance, view: store.get(viewAtom) };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      const { distance, centre } = touchFacts(event.touches);
      if (pinch.distance > 0)
        store.set(
          viewAtom,
          zoomAbout(pinch.view, (pinch.view.zoom * distance) / pinch.distance, centre),
        );
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };
    container.addEventListener('touchstart', onTouchStart, { passive: true });
    container.addEventListener('touchmove', onTouchMove, { passive: false });
    container.addEventListener('touchend', onTouchEnd);
    const resize = new ResizeObserver(() => {
      stage.size({ width: container.clientWidth, height: container.clientHeight });
    });
    resize.observe(container);
    const unsubscribe = assets.subscribe(() => {
      const current = store.get(docAtom);
      renderDocument(content, current, assets.get, {
        pixelRatio: Math.min(2, window.devicePixelRatio || 1),
        sharpened: assets.sharpen,
      });
      content.batchDraw();
    });
    return () => {
      container.removeEventListener('touchstart', onTouchStart);
      container.removeEventListener('touchmove', onTouchMove);
      container.removeEventListener('touchend', onTouchEnd);
      unsubscribe();
      resize.disconnect();
      onStage?.(null);
      stage.destroy();
      parts.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stage is made once per mount
  }, []);

  // Fit the document the first time the stage has a size.
  useEffect(() => {
    const container = containerRef.current!;
    setView(
      fitView(store.get(docAtom), container.clientWidth || 800, container.clientHeight || 600),
    );
  }, [setView, store]);

  // Draw the document whenever it changes.
  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.backdrop
      .findOne('#backdrop')
      ?.setAttrs({ width: doc.width, height: doc.height, visible: doc.background === null });
    p.backdrop.batchDraw();
    renderDocument(p.content, doc, assets.get, {
      pixelRatio: Math.min(2, (window.devicePixelRatio || 1) * Math.max(1, view.zoom)),
      sharpened: assets.sharpen,
    });
    const group = contentGroup(p.content);
    if (editingId && group) group.findOne(`#${editingId}`)?.visible(false);
    p.content.batchDraw();
    // Text boxes grow with their text: keep each text layer's height as drawn (no undo step).
    const heights = group ? measuredTextHeights(doc, group) : null;
    if (heights) replaceDocument(heights);
  }, [doc, assets, editingId, view.zoom, replaceDocument]);

  // Fonts: load the faces the text uses; once in, redraw the text so it wraps in the real face.
  const fontKey = [...documentFaces(doc).keys()].sort().join('|');
  const warned = useRef(new Set<string>());
  useEffect(() => {
    let live = true;
    void loadDocumentFonts(store.get(docAtom)).then((missing) => {
      const p = parts.current;
      if (!live || !p) return;
      contentGroup(p.content)?.destroyChildren();
      renderDocument(p.content, store.get(docAtom), assets.get, {
        pixelRatio: Math.min(2, window.devicePixelRatio || 1),
        sharpened: assets.sharpen,
      });
      p.content.batchDraw();
      const heights = contentGroup(p.content)
        ? measuredTextHeights(store.get(docAtom), contentGroup(p.content)!)
        : null;
      if (heights) replaceDocument(heights);
      const fresh = missing.filter((family) => !warned.current.has(family));
      for (const family of fresh) warned.current.add(family);
      if (fresh.length > 0) void notifyWarning(editorMessages.fontFallback(fresh));
    });
    return () => {
      live = false;
    };
  }, [fontKey, assets, store, replaceDocument]);

  // The view.
  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.stage.scale({ x: view.zoom, y: view.zoom });
    p.stage.position({ x: view.x, y: view.y });
    p.transformer.anchorSize(9);
    p.stage.batchDraw();
  }, [view]);

  // The selection handles.
  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    const group = contentGroup(p.content);
    const nodes = selection
      .map((id) => group?.findOne<Konva.Group>(`#${id}`))
      .filter((node): node is Konva.Group => !!node && node.visible());
    const locked = selection.some((id) => findLayer(doc, id)?.locked);
    p.transformer.nodes(nodes);
    p.transformer.resizeEnabled(!locked);
    p.transformer.rotateEnabled(!locked);
    const single = nodes.length === 1 ? findLayer(doc, selection[0]!) : null;
    p.transformer.enabledAnchors(
      single?.type === 'text' ||
        (single?.type === 'shape' && (single.shape === 'line' || single.shape === 'arrow'))
        ? ['middle-left', 'middle-right']
        : [
            'top-left',
            'top-center',
            'top-right',
            'middle-right',
            'middle-left',
            'bottom-left',
            'bottom-center',
            'bottom-right',
          ],
    );
    p.ui.batchDraw();
  }, [selection, doc]);

  // Pointer, wheel and transform handling.
  useEffect(() => {
    const p = parts.current;
    if (!p) return undefined;
    const { stage, content, transformer, guides, marquee, ui } = p;

    const docPoint = () => {
      const pointer = stage.getPointerPosition() ?? { x: 0, y: 0 };
      const v = store.get(viewAtom);
      return { x: (pointer.x - v.x) / v.zoom, y: (pointer.y - v.y) / v.zoom };
    };

    const drawGuides = (lines: { orientation: 'vertical' | 'horizontal'; position: number }[]) => {
      guides.destroyChildren();
      const current = store.get(docAtom);
      const zoom = store.get(viewAtom).zoom;
      for (const line of lines) {
        guides.add(
          new Konva.Line({
            points:
              line.orientation === 'vertical'
                ? [line.position, -current.height, line.position, current.height * 2]
                : [-current.width, line.position, current.width * 2, line.position],
            stroke: '#ff3fa4',
            strokeWidth: 1 / zoom,
            dash: [4 / zoom, 4 / zoom],
          }),
        );
      }
    };

    const onDown = (event: Konva.KonvaEventObject<PointerEvent>) => {
      const group = contentGroup(content);
      if (!group) return;
      const native = event.evt;
      const pointer = stage.getPointerPosition() ?? { x: 0, y: 0 };
      if (latest.current.spaceHeld || native.button === 1) {
        gesture.current = { kind: 'pan', start: pointer, view: store.get(viewAtom) };
        return;
      }
      if (native.button !== 0) return;
      // The handles of the transformer work on their own.
      if (event.target.getParent() === (transformer as Konva.Node)) return;
      const node = layerNodeOf(event.target, group);
      const current = store.get(docAtom);
      const selected = store.get(selectionAtom);
      if (!node) {
        gesture.current = { kind: 'marquee', start: docPoint(), additive: native.shiftKey };
        if (!native.shiftKey) select([]);
        return;
      }
      let ids = selected;
      if (native.shiftKey) {
        ids = selected.includes(node.id())
          ? selected.filter((id) => id !== node.id())
          : [...selected, node.id()];
        select(ids);
        return;
      }
      if (!selected.includes(node.id())) {
        ids = [node.id()];
        select(ids);
      }
      const layers = ids
        .map((id) => findLayer(current, id))
        .filter((layer): layer is Layer => !!layer && !layer.locked);
      const nodes = layers
        .map((layer) => ({ id: layer.id, node: group.findOne<Konva.Group>(`#${layer.id}`)! }))
        .filter((entry) => !!entry.node)
        .map((entry) => ({ ...entry, x: entry.node.x(), y: entry.node.y() }));
      if (nodes.length === 0) return;
      const bounds = selectionBounds(
        current,
        layers.map((layer) => layer.id),
      );
      if (!bounds) return;
      gesture.current = { kind: 'move', start: docPoint(), nodes, bounds, moved: false };
    };

    const onMove = () => {
      const g = gesture.current;
      if (!g) return;
      if (g.kind === 'pan') {
        const pointer = stage.getPointerPosition() ?? g.start;
        setView({
          ...g.view,
          x: g.view.x + pointer.x - g.start.x,
          y: g.view.y + pointer.y - g.start.y,
        });
        return;
      }
      const point = docPoint();
      if (g.kind === 'marquee') {
        marquee.setAttrs({
          visible: true,
          x: Math.min(g.start.x, point.x),
          y: Math.min(g.start.y, point.y),
          width: Math.abs(point.x - g.start.x),
          height: Math.abs(point.y - g.start.y),
          strokeWidth: 1 / store.get(viewAtom).zoom,
        });
        ui.batchDraw();
        return;
      }
      let dx = point.x - g.start.x;
      let dy = point.y - g.start.y;
      if (!g.moved && Math.hypot(dx, dy) * store.get(viewAtom).zoom < 2) return;
      g.moved = true;
      const current = store.get(docAtom);
      const targets = snapTargets(
        current,
        g.nodes.map((entry) => entry.id),
      );
      const snapped = snap(
        { ...g.bounds, x: g.bounds.x + dx, y: g.bounds.y + dy },
        targets,
        SNAP_PX / store.get(viewAtom).zoom,
      );
      dx += snapped.dx;
      dy += snapped.dy;
      for (const entry of g.nodes) entry.node.position({ x: entry.x + dx, y: entry.y + dy });
      drawGuides(snapped.guides);
      content.batchDraw();
      ui.batchDraw();
    };

    const onUp = () => {
      const g = gesture.current;
      gesture.current = null;
      if (!g) return;
      guides.destroyChildren();
      if (g.kind === 'marquee') {
        marquee.visible(false);
        const box = marquee.getAttrs() as Bounds;
        if (box.width > 2 || box.height > 2) {
          const current = store.get(docAtom);
          const hits = current.layers
            .filter((layer) => {
              const bounds =
                layer.visible && !layer.locked ? absoluteBounds(current, layer.id) : null;
              return bounds !== null && intersects(bounds, box);
            })
            .map((layer) => layer.id);
          select(g.additive ? [...new Set([...store.get(selectionAtom), ...hits])] : hits);
        }
        ui.batchDraw();
        return;
      }
      if (g.kind === 'move' && g.moved) {
        run({
          id: 'update-layers',
          args: {
            patches: g.nodes.map((entry) => ({
              id: entry.id,
              patch: { x: entry.node.x(), y: entry.node.y() },
            })),
          },
        });
      }
      ui.batchDraw();
    };

    const onTransformEnd = () => {
      const current = store.get(docAtom);
      const patches = transformer.nodes().flatMap((node) => {
        const layer = findLayer(current, node.id());
        const scaleX = node.scaleX();
        const scaleY = node.scaleY();
        node.scale({ x: 1, y: 1 });
        const patch: Record<string, number> = {
          x: node.x(),
          y: node.y(),
          rotation: Math.round(node.rotation() * 100) / 100,
          width: Math.max(1, (layer?.width ?? node.width()) * scaleX),
          height: Math.max(0, (layer?.height ?? node.height()) * scaleY),
        };
        // A group's children are scaled with it (same change, one undo step).
        const children = layer ? scaledChildren(layer, scaleX, scaleY) : [];
        return [{ id: node.id(), patch }, ...children];
      });
      run({ id: 'update-layers', args: { patches } });
    };

    const onDblClick = (event: Konva.KonvaEventObject<MouseEvent>) => {
      const group = contentGroup(content);
      const node = group ? layerNodeOf(event.target, group) : null;
      if (node && node.getAttr('layerType') === 'text' && !node.getAttr('locked'))
        latest.current.onEditText(node.id());
    };

    const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
      event.evt.preventDefault();
      const v = store.get(viewAtom);
      const native = event.evt;
      if (native.ctrlKey || native.metaKey) {
        const pointer = stage.getPointerPosition() ?? {
          x: stage.width() / 2,
          y: stage.height() / 2,
        };
        setView(zoomAbout(v, v.zoom * Math.exp(-native.deltaY * 0.0025), pointer));
      } else {
        setView({ ...v, x: v.x - native.deltaX, y: v.y - native.deltaY });
      }
    };

    stage.on('pointerdown', onDown);
    stage.on('pointermove', onMove);
    stage.on('pointerup pointercancel', onUp);
    stage.on('dblclick dbltap', onDblClick);
    stage.on('wheel', onWheel);
    transformer.on('transformend', onTransformEnd);
    return () => {
      stage.off('pointerdown', onDown);
      stage.off('pointermove', onMove);
      stage.off('pointerup pointercancel', onUp);
      stage.off('dblclick dbltap', onDblClick);
      stage.off('wheel', onWheel);
      transformer.off('transformend', onTransformEnd);
    };
  }, [store, select, run, setView]);

  return (
    <div
      ref={containerRef}
      className="absolute inset-0"
      data-testid="editor-canvas"
      style={{ cursor: spaceHeld ? 'grab' : 'default' }}
    />
  );
}

/** A small grey checkerboard tile (the usual sign of transparency). */
function checkerboard(): HTMLCanvasElement {
  const tile = document.createElement('canvas');
  tile.width = 16;
  tile.height = 16;
  const context = tile.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 16, 16);
  context.fillStyle = '#d4d4d4';
  context.fillRect(0, 0, 8, 8);
  context.fillRect(8, 8, 8, 8);
  return tile;
}

function intersects(a: Bounds, b: Bounds): boolean {
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}
