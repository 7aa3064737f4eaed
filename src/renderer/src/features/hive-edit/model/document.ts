// The Hive Editor's document: a canvas size, a background and a tree of layers, kept as JSON in
// public.documents.content and parsed here (zod) every time it is read, so a document that fails
// its schema is refused before the editor touches it. Layers are plain immutable data; the canvas
// draws them and the commands (../commands) return new documents, so undo is a pointer move.
import { z } from 'zod';

/** The schema version written into every document. */
export const DOCUMENT_SCHEMA_VERSION = 1;

/** The largest canvas side and the most pixels an image layer's source may have. */
export const EDITOR_LIMITS = {
  minSide: 16,
  maxSide: 8000,
  /** Image layers above this many source pixels are scaled down on the way in (and the user told). */
  maxImagePixels: 4096 * 4096,
  maxLayers: 500,
  maxTextLength: 5000,
  /** The history keeps at least this many steps. */
  historySteps: 150,
} as const;

export const BLEND_MODES = [
  'source-over',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

/** Labels for the blend mode picker. */
export const BLEND_MODE_LABELS: Record<BlendMode, string> = {
  'source-over': 'Normal',
  multiply: 'Multiply',
  screen: 'Screen',
  overlay: 'Overlay',
  darken: 'Darken',
  lighten: 'Lighten',
  'color-dodge': 'Colour dodge',
  'color-burn': 'Colour burn',
  'hard-light': 'Hard light',
  'soft-light': 'Soft light',
  difference: 'Difference',
  exclusion: 'Exclusion',
  hue: 'Hue',
  saturation: 'Saturation',
  color: 'Colour',
  luminosity: 'Luminosity',
};

const colour = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'A colour is #rrggbb');
const finite = z.number().finite();
const id = z.string().min(1).max(64);

/** What every layer has: where it is (its top-left before rotation), its box and how it shows. */
const layerBase = {
  id,
  name: z.string().max(120),
  x: finite,
  y: finite,
  width: z.number().finite().min(0),
  height: z.number().finite().min(0),
  /** Degrees, clockwise, about the layer's top-left corner (Konva's convention). */
  rotation: finite,
  opacity: z.number().min(0).max(1),
  visible: z.boolean(),
  locked: z.boolean(),
  blendMode: z.enum(BLEND_MODES),
};

/** Non-destructive image filters; every value 0 means "as the source". */
export const imageFiltersSchema = z.object({
  /** -1..1 */
  brightness: z.number().min(-1).max(1),
  /** -100..100 */
  contrast: z.number().min(-100).max(100),
  /** -2..10 (Konva HSL saturation) */
  saturation: z.number().min(-2).max(10),
  /** -180..180 degrees */
  hue: z.number().min(-180).max(180),
  /** 0..40 px */
  blur: z.number().min(0).max(40),
  /** 0..1 */
  sharpen: z.number().min(0).max(1),
});
export type ImageFilters = z.infer<typeof imageFiltersSchema>;

export const NO_FILTERS: ImageFilters = {
  brightness: 0,
  contrast: 0,
  saturation: 0,
  hue: 0,
  blur: 0,
  sharpen: 0,
};

/** A part of the source image, in the source's own pixels. */
export const cropSchema = z.object({
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type Crop = z.infer<typeof cropSchema>;

/**
 * An asset: a file in the document's Storage folder (`documents/<user>/<document>/<name>`), named
 * by its file name inside that folder. The editor resolves it to a URL when it draws.
 */
export const assetRefSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/, 'An asset is a file name in the document folder');

export const imageLayerSchema = z.object({
  ...layerBase,
  type: z.literal('image'),
  asset: assetRefSchema,
  /** The source's own size in pixels. */
  naturalWidth: z.number().int().positive(),
  naturalHeight: z.number().int().positive(),
  crop: cropSchema.nullable(),
  flipX: z.boolean(),
  flipY: z.boolean(),
  filters: imageFiltersSchema,
});
export type ImageLayer = z.infer<typeof imageLayerSchema>;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

export const shadowSchema = z.object({
  color: colour,
  blur: z.number().min(0).max(100),
  offsetX: z.number().min(-200).max(200),
  offsetY: z.number().min(-200).max(200),
});
export type Shadow = z.infer<typeof shadowSchema>;

export const textLayerSchema = z.object({
  ...layerBase,
  type: z.literal('text'),
  text: z.string().max(EDITOR_LIMITS.maxTextLength),
  /** A family id of the shipped catalogue (supabase/functions/_shared/fonts). */
  fontFamily: z.string().min(1).max(60),
  fontSize: z.number().min(4).max(1000),
  fontWeight: z.number().int().min(100).max(900),
  italic: z.boolean(),
  fill: colour,
  align: z.enum(TEXT_ALIGNS),
  /** Extra px between letters. */
  letterSpacing: z.number().min(-50).max(200),
  /** A multiple of the font size. */
  lineHeight: z.number().min(0.5).max(4),
  shadow: shadowSchema.nullable(),
  stroke: z.object({ color: colour, width: z.number().min(0).max(50) }).nullable(),
});
export type TextLayer = z.infer<typeof textLayerSchema>;

export const SHAPE_KINDS = ['rect', 'ellipse', 'line', 'arrow', 'star', 'polygon'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export const shapeLayerSchema = z.object({
  ...layerBase,
  type: z.literal('shape'),
  shape: z.enum(SHAPE_KINDS),
  /** null: no fill (lines and arrows never fill). */
  fill: colour.nullable(),
  stroke: colour.nullable(),
  strokeWidth: z.number().min(0).max(200),
  /** Rectangles only. */
  cornerRadius: z.number().min(0).max(2000),
  /** Star points or polygon sides (3–32). */
  sides: z.number().int().min(3).max(32),
  /** A star's inner radius as a share of its outer one. */
  innerRatio: z.number().min(0.1).max(0.95),
  shadow: shadowSchema.nullable(),
});
export type ShapeLayer = z.infer<typeof shapeLayerSchema>;

/** An SVG from the vector tools, kept as vector: its sanitised file is an asset. */
export const svgLayerSchema = z.object({
  ...layerBase,
  type: z.literal('svg'),
  asset: assetRefSchema,
  naturalWidth: z.number().positive(),
  naturalHeight: z.number().positive(),
  flipX: z.boolean(),
  flipY: z.boolean(),
});
export type SvgLayer = z.infer<typeof svgLayerSchema>;

export type GroupLayer = z.infer<typeof layerBaseSchema> & {
  type: 'group';
  /** Children in the group's own coordinates (x, y relative to the group's top-left). */
  children: Layer[];
};
/** What every layer has, as a schema of its own. */
export const layerBaseSchema = z.object(layerBase);

export type Layer = ImageLayer | TextLayer | ShapeLayer | SvgLayer | GroupLayer;
export type LayerType = Layer['type'];

export const groupLayerSchema: z.ZodType<GroupLayer> = z.lazy(() =>
  z.object({
    ...layerBase,
    type: z.literal('group'),
    children: z.array(layerSchema).max(EDITOR_LIMITS.maxLayers),
  }),
);

export const layerSchema: z.ZodType<Layer> = z.lazy(() =>
  z.union([imageLayerSchema, textLayerSchema, shapeLayerSchema, svgLayerSchema, groupLayerSchema]),
);

export const editorDocumentSchema = z.object({
  schema: z.literal(DOCUMENT_SCHEMA_VERSION),
  width: z.number().int().min(EDITOR_LIMITS.minSide).max(EDITOR_LIMITS.maxSide),
  height: z.number().int().min(EDITOR_LIMITS.minSide).max(EDITOR_LIMITS.maxSide),
  /** null: a transparent canvas. */
  background: colour.nullable(),
  /** Bottom first: the last layer is drawn on top. */
  layers: z.array(layerSchema).max(EDITOR_LIMITS.maxLayers),
});
export type EditorDocument = z.infer<typeof editorDocumentSchema>;

/** Parses a stored document; null when it fails its schema (the caller keeps the last good one). */
export function parseDocument(value: unknown): EditorDocument | null {
  const parsed = editorDocumentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A blank document. */
export function blankDocument(
  width: number,
  height: number,
  background: string | null = '#ffffff',
): EditorDocument {
  return { schema: DOCUMENT_SCHEMA_VERSION, width, height, background, layers: [] };
}

/** The canvas size presets of "New design". */
export const SIZE_PRESETS = [
  { id: 'instagram-post', label: 'Instagram post', width: 1080, height: 1080 },
  { id: 'instagram-story', label: 'Instagram story', width: 1080, height: 1920 },
  { id: 'youtube-thumbnail', label: 'YouTube thumbnail', width: 1280, height: 720 },
  // A4 and US Letter at 150 pixels per inch.
  { id: 'a4', label: 'A4', width: 1240, height: 1754 },
  { id: 'us-letter', label: 'US Letter', width: 1275, height: 1650 },
] as const;
export type SizePresetId = (typeof SIZE_PRESETS)[number]['id'];

let counter = 0;
/** A new layer id, unique within a session (documents only need ids unique among their layers). */
export function newLayerId(): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  return `l${Date.now().toString(36)}${counter.toString(36)}${random}`;
}

const baseDefaults = {
  rotation: 0,
  opacity: 1,
  visible: true,
  locked: false,
  blendMode: 'source-over' as BlendMode,
};

/** A text layer with the editor's defaults. */
export function makeTextLayer(over: Partial<TextLayer> & Pick<TextLayer, 'x' | 'y'>): TextLayer {
  return {
    id: newLayerId(),
    name: 'Text',
    width: 600,
    height: 90,
    ...baseDefaults,
    type: 'text',
    text: 'Add your text',
    fontFamily: 'inter',
    fontSize: 72,
    fontWeight: 700,
    italic: false,
    fill: '#111111',
    align: 'left',
    letterSpacing: 0,
    lineHeight: 1.2,
    shadow: null,
    stroke: null,
    ...over,
  };
}

const SHAPE_NAMES: Record<ShapeKind, string> = {
  rect: 'Rectangle',
  ellipse: 'Ellipse',
  line: 'Line',
  arrow: 'Arrow',
  star: 'Star',
  polygon: 'Polygon',
};

/** A shape layer with the editor's defaults. */
export function makeShapeLayer(
  shape: ShapeKind,
  over: Partial<ShapeLayer> & Pick<ShapeLayer, 'x' | 'y'>,
): ShapeLayer {
  const lineLike = shape === 'line' || shape === 'arrow';
  return {
    id: newLayerId(),
    name: SHAPE_NAMES[shape],
    width: 300,
    height: lineLike ? 0 : 300,
    ...baseDefaults,
    type: 'shape',
    shape,
    fill: lineLike ? null : '#f5b301',
    stroke: lineLike ? '#111111' : null,
    strokeWidth: lineLike ? 8 : 0,
    cornerRadius: 0,
    sides: shape === 'star' ? 5 : 6,
    innerRatio: 0.45,
    shadow: null,
    ...over,
  };
}

/** An image layer for an asset, fitted inside the canvas (never enlarged) and centred. */
export function makeImageLayer(
  doc: Pick<EditorDocument, 'width' | 'height'>,
  asset: { asset: string; width: number; height: number; name?: string },
): ImageLayer {
  const scale = Math.min(1, doc.width / asset.width, doc.height / asset.height);
  const width = asset.width * scale;
  const height = asset.height * scale;
  return {
    id: newLayerId(),
    name: asset.name ?? 'Image',
    x: (doc.width - width) / 2,
    y: (doc.height - height) / 2,
    width,
    height,
    ...baseDefaults,
    type: 'image',
    asset: asset.asset,
    naturalWidth: asset.width,
    naturalHeight: asset.height,
    crop: null,
    flipX: false,
    flipY: false,
    filters: NO_FILTERS,
  };
}

/** An SVG layer for a sanitised SVG asset, fitted inside the canvas and centred. */
export function makeSvgLayer(
  doc: Pick<EditorDocument, 'width' | 'height'>,
  asset: { asset: string; width: number; height: number; name?: string },
): SvgLayer {
  const scale = Math.min(doc.width / asset.width, doc.height / asset.height) * 0.8;
  const width = asset.width * scale;
  const height = asset.height * scale;
  return {
    id: newLayerId(),
    name: asset.name ?? 'Vector',
    x: (doc.width - width) / 2,
    y: (doc.height - height) / 2,
    width,
    height,
    ...baseDefaults,
    type: 'svg',
    asset: asset.asset,
    naturalWidth: asset.width,
    naturalHeight: asset.height,
    flipX: false,
    flipY: false,
  };
}

/** Walks every layer, depth first (groups before their children). */
export function* walkLayers(layers: readonly Layer[]): Generator<Layer> {
  for (const layer of layers) {
    yield layer;
    if (layer.type === 'group') yield* walkLayers(layer.children);
  }
}

/** The layer with `layerId` anywhere in the tree, or null. */
export function findLayer(doc: Pick<EditorDocument, 'layers'>, layerId: string): Layer | null {
  for (const layer of walkLayers(doc.layers)) if (layer.id === layerId) return layer;
  return null;
}

/** Every asset the document uses (to upload, copy or clean up). */
export function documentAssets(doc: Pick<EditorDocument, 'layers'>): string[] {
  const assets = new Set<string>();
  for (const layer of walkLayers(doc.layers))
    if (layer.type === 'image' || layer.type === 'svg') assets.add(layer.asset);
  return [...assets];
}
