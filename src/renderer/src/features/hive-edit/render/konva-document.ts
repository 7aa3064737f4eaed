// Draws a document with Konva: one node per layer, kept in step with the (immutable) layer tree
// by id. The editor's canvas and every export use this same code, so what is exported is what was
// on screen. Each layer is a Konva.Group named 'layer' (its id the layer's id) that carries the
// layer's box, rotation, opacity and blend mode; what it shows is a child inside it (flips and
// shape geometry live there), so the transformer always works on plain, unflipped boxes.
import Konva from 'konva';
import { catalogueFace } from '@/lib/fonts/catalogue-fonts';
import type {
  EditorDocument,
  ImageFilters,
  ImageLayer,
  Layer,
  ShapeLayer,
  SvgLayer,
  TextLayer,
} from '../model/document';

/** The pictures behind image and SVG layers, by asset name (null while one is still loading). */
export type AssetSource = (asset: string) => CanvasImageSource | null;

export type RenderOptions = {
  /** Pixels per document pixel the filtered images are cached at (the export's scale). */
  pixelRatio: number;
  /** Applies `sharpen` to a source (cached by the caller); null: draw it unsharpened. */
  sharpened?: (asset: string, amount: number) => CanvasImageSource | null;
};

export const LAYER_NODE_NAME = 'layer';

/** The CSS filter string of an image layer's filters ('' when none). */
export function cssFilter(filters: ImageFilters): string {
  const parts: string[] = [];
  if (filters.brightness !== 0) parts.push(`brightness(${(1 + filters.brightness).toFixed(3)})`);
  if (filters.contrast !== 0) parts.push(`contrast(${(1 + filters.contrast / 100).toFixed(3)})`);
  if (filters.saturation !== 0)
    parts.push(`saturate(${Math.max(0, 1 + filters.saturation).toFixed(3)})`);
  if (filters.hue !== 0) parts.push(`hue-rotate(${filters.hue.toFixed(1)}deg)`);
  if (filters.blur > 0) parts.push(`blur(${filters.blur.toFixed(2)}px)`);
  return parts.join(' ');
}

function applyBase(node: Konva.Group, layer: Layer): void {
  node.setAttrs({
    id: layer.id,
    name: LAYER_NODE_NAME,
    x: layer.x,
    y: layer.y,
    width: layer.width,
    height: layer.height,
    rotation: layer.rotation,
    opacity: layer.opacity,
    visible: layer.visible,
    scaleX: 1,
    scaleY: 1,
    globalCompositeOperation: layer.blendMode,
    // Locked layers stay put; the canvas reads this to refuse a drag.
    draggable: false,
    layerType: layer.type,
    locked: layer.locked,
  });
}

function shadowAttrs(shadow: TextLayer['shadow']): Konva.ShapeConfig {
  if (!shadow)
    return {
      shadowEnabled: false,
      shadowColor: undefined,
      shadowBlur: 0,
      shadowOffset: { x: 0, y: 0 },
    };
  return {
    shadowEnabled: true,
    shadowColor: shadow.color,
    shadowBlur: shadow.blur,
    shadowOffset: { x: shadow.offsetX, y: shadow.offsetY },
    shadowOpacity: 1,
  };
}

function flipAttrs(layer: {
  width: number;
  height: number;
  flipX: boolean;
  flipY: boolean;
}): Konva.NodeConfig {
  return {
    x: layer.flipX ? layer.width : 0,
    y: layer.flipY ? layer.height : 0,
    scaleX: layer.flipX ? -1 : 1,
    scaleY: layer.flipY ? -1 : 1,
  };
}

function child<T extends Konva.Node>(
  group: Konva.Group,
  make: () => T,
  is: (node: Konva.Node) => boolean,
): T {
  const existing = group.getChildren().find(is);
  if (existing) return existing as unknown as T;
  group.destroyChildren();
  const made = make();
  group.add(made as unknown as Konva.Shape);
  return made;
}

function drawImage(
  group: Konva.Group,
  layer: ImageLayer,
  source: AssetSource,
  options: RenderOptions,
): void {
  const image = child(
    group,
    () => new Konva.Image({ image: undefined }),
    (n) => n instanceof Konva.Image,
  );
  const picture =
    (layer.filters.sharpen > 0 ? options.sharpened?.(layer.asset, layer.filters.sharpen) : null) ??
    source(layer.asset);
  const crop = layer.crop ?? { x: 0, y: 0, width: layer.naturalWidth, height: layer.naturalHeight };
  image.setAttrs({
    ...flipAttrs(layer),
    width: layer.width,
    height: layer.height,
  } as Konva.ImageConfig);
  const filter = cssFilter(layer.filters);
  const key = `${picture ? 'y' : 'n'}|${filter}|${crop.x},${crop.y},${crop.width},${crop.height}|${layer.width}x${layer.height}|${options.pixelRatio}`;
  if (image.image() !== picture || image.getAttr('renderKey') !== key) {
    image.image(picture ?? undefined);
    image.crop(crop);
    image.clearCache();
    image.filters([]);
    if (picture && filter) {
      // Filters need a cache; at the export's scale it stays sharp. Blur spills past the box.
      const pad = Math.ceil(layer.filters.blur * 3);
      image.cache({ pixelRatio: options.pixelRatio, offset: pad });
      image.filters([filter]);
    }
    image.setAttr('renderKey', key);
  }
}

function drawSvg(group: Konva.Group, layer: SvgLayer, source: AssetSource): void {
  const image = child(
    group,
    () => new Konva.Image({ image: undefined }),
    (n) => n instanceof Konva.Image,
  );
  const picture = source(layer.asset);
  image.setAttrs({
    ...flipAttrs(layer),
    width: layer.width,
    height: layer.height,
  } as Konva.ImageConfig);
  if (image.image() !== picture) image.image(picture ?? undefined);
}

/** The CSS font string a text layer draws with (the catalogue face, or a fallback). */
export function textFont(layer: Pick<TextLayer, 'fontFamily' | 'fontWeight'>) {
  return catalogueFace({ family: layer.fontFamily, weight: layer.fontWeight });
}

function drawText(group: Konva.Group, layer: TextLayer): void {
  const text = child(
    group,
    () => new Konva.Text(),
    (n) => n instanceof Konva.Text,
  );
  const face = textFont(layer);
  text.setAttrs({
    x: 0,
    y: 0,
    width: layer.width,
    text: layer.text,
    fontFamily: face.css,
    fontSize: layer.fontSize,
    fontStyle: `${layer.italic ? 'italic ' : ''}${face.weight}`,
    fill: layer.fill,
    align: layer.align,
    letterSpacing: layer.letterSpacing,
    lineHeight: layer.lineHeight,
    wrap: 'word',
    stroke: layer.stroke?.color,
    strokeWidth: layer.stroke?.width ?? 0,
    strokeEnabled: !!layer.stroke && layer.stroke.width > 0,
    fillAfterStrokeEnabled: true,
    ...shadowAttrs(layer.shadow),
  });
}

const SHAPE_CLASSES = {
  rect: Konva.Rect,
  ellipse: Konva.Ellipse,
  line: Konva.Line,
  arrow: Konva.Arrow,
  star: Konva.Star,
  polygon: Konva.RegularPolygon,
} as const;

function drawShape(group: Konva.Group, layer: ShapeLayer): void {
  const Kind = SHAPE_CLASSES[layer.shape];
  const shape = child(
    group,
    () => new Kind({} as never) as Konva.Shape,
    (n) => n instanceof Kind,
  );
  const { width: w, height: h } = layer;
  const paint: Konva.ShapeConfig = {
    fill: layer.fill ?? undefined,
    fillEnabled: layer.fill !== null,
    stroke: layer.stroke ?? undefined,
    strokeWidth: layer.strokeWidth,
    strokeEnabled: layer.stroke !== null && layer.strokeWidth > 0,
    strokeScaleEnabled: false,
    ...shadowAttrs(layer.shadow),
  };
  switch (layer.shape) {
    case 'rect':
      shape.setAttrs({
        ...paint,
        x: 0,
        y: 0,
        width: w,
        height: h,
        cornerRadius: Math.min(layer.cornerRadius, w / 2, h / 2),
      });
      break;
    case 'ellipse':
      shape.setAttrs({ ...paint, x: w / 2, y: h / 2, radiusX: w / 2, radiusY: h / 2 });
      break;
    case 'line':
    case 'arrow':
      // From the box's left middle to its right middle; rotate the layer to angle it.
      shape.setAttrs({
        ...paint,
        x: 0,
        y: 0,
        points: [0, h / 2, w, h / 2],
        lineCap: 'round',
        pointerLength: Math.max(12, layer.strokeWidth * 3),
        pointerWidth: Math.max(12, layer.strokeWidth * 3),
        fill: layer.stroke ?? undefined,
        fillEnabled: layer.shape === 'arrow',
      });
      break;
    case 'star':
    case 'polygon':
      // Drawn at radius 50 and scaled into the box, so a star fills any aspect ratio.
      shape.setAttrs({
        ...paint,
        x: w / 2,
        y: h / 2,
        scaleX: w / 100,
        scaleY: h / 100,
        ...(layer.shape === 'star'
          ? { numPoints: layer.sides, outerRadius: 50, innerRadius: 50 * layer.innerRatio }
          : { sides: layer.sides, radius: 50 }),
      });
      break;
  }
}

/** Makes or updates the node of one layer (and, for groups, its children). */
export function syncLayerNode(
  existing: Konva.Group | null,
  layer: Layer,
  source: AssetSource,
  options: RenderOptions,
): Konva.Group {
  const sameKind = existing && existing.getAttr('layerType') === layer.type;
  const group = sameKind ? existing : new Konva.Group();
  if (existing && !sameKind) existing.destroy();
  applyBase(group, layer);
  switch (layer.type) {
    case 'image':
      drawImage(group, layer, source, options);
      break;
    case 'svg':
      drawSvg(group, layer, source);
      break;
    case 'text':
      drawText(group, layer);
      break;
    case 'shape':
      drawShape(group, layer);
      break;
    case 'group':
      syncLayerNodes(group, layer.children, source, options);
      break;
  }
  return group;
}

/** Keeps `container`'s layer nodes in step with `layers` (bottom first): reuses, adds, removes, orders. */
export function syncLayerNodes(
  container: Konva.Container,
  layers: readonly Layer[],
  source: AssetSource,
  options: RenderOptions,
): void {
  const byId = new Map<string, Konva.Group>();
  for (const node of container.getChildren())
    if (node instanceof Konva.Group && node.name() === LAYER_NODE_NAME) byId.set(node.id(), node);
  const keep = new Set(layers.map((layer) => layer.id));
  for (const [nodeId, node] of byId) if (!keep.has(nodeId)) node.destroy();
  layers.forEach((layer, index) => {
    const node = syncLayerNode(byId.get(layer.id) ?? null, layer, source, options);
    if (node.getParent() !== container) container.add(node);
    if (node.zIndex() !== index) node.zIndex(index);
  });
}

export const BACKGROUND_NODE_ID = '__background';

/** The canvas background (a rectangle of the document's size; none when transparent). */
export function syncBackground(
  layer: Konva.Layer,
  doc: Pick<EditorDocument, 'width' | 'height' | 'background'>,
): void {
  let rect = layer.findOne<Konva.Rect>(`#${BACKGROUND_NODE_ID}`);
  if (!rect) {
    rect = new Konva.Rect({ id: BACKGROUND_NODE_ID, listening: false });
    layer.add(rect);
  }
  rect.setAttrs({
    x: 0,
    y: 0,
    width: doc.width,
    height: doc.height,
    fill: doc.background ?? undefined,
    visible: doc.background !== null,
  });
  rect.moveToBottom();
}

/** Draws a whole document into a Konva layer at document coordinates. */
export function renderDocument(
  layer: Konva.Layer,
  doc: EditorDocument,
  source: AssetSource,
  options: RenderOptions,
): void {
  syncBackground(layer, doc);
  const content = layer.findOne<Konva.Group>('#__content') ?? new Konva.Group({ id: '__content' });
  if (!content.getParent()) layer.add(content);
  syncLayerNodes(content, doc.layers, source, options);
}

/** The content group renderDocument draws layers into. */
export function contentGroup(layer: Konva.Layer): Konva.Group | null {
  return layer.findOne<Konva.Group>('#__content') ?? null;
}

/** Sharpens a picture with a 3×3 unsharp kernel (amount 0..1) into a new canvas. */
export function sharpenSource(
  picture: CanvasImageSource & { width: number; height: number },
  amount: number,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(picture, 0, 0);
  const { width, height } = canvas;
  const source = context.getImageData(0, 0, width, height);
  const out = context.createImageData(width, height);
  const s = source.data;
  const d = out.data;
  const k = amount * 1.5;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const up = (Math.max(0, y - 1) * width + x) * 4;
      const down = (Math.min(height - 1, y + 1) * width + x) * 4;
      const left = (y * width + Math.max(0, x - 1)) * 4;
      const right = (y * width + Math.min(width - 1, x + 1)) * 4;
      for (let c = 0; c < 3; c += 1) {
        const value =
          s[i + c]! * (1 + 4 * k) - k * (s[up + c]! + s[down + c]! + s[left + c]! + s[right + c]!);
        d[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
      d[i + 3] = s[i + 3]!;
    }
  }
  context.putImageData(out, 0, 0);
  return canvas;
}
