// The crop dialog's maths, pure: a crop is a rectangle in the source picture's own pixels. It is
// kept inside the source, at least `MIN_CROP` pixels a side, optionally held to an aspect ratio
// while it is resized from one of its eight handles; and once applied, the layer's box follows so
// the picture keeps its scale and the part that stays does not move on the canvas.
import type { Crop, ImageLayer } from '../model/document';

/** The smallest crop side, in source pixels. */
export const MIN_CROP = 8;

/** The source picture's own size. */
export type SourceSize = { width: number; height: number };

/** A resize handle: an edge (n, e, s, w) or a corner. */
export type CropHandle = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

export const CROP_HANDLES: readonly CropHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** The aspect presets the dialog offers; `ratio` null: free, 'original': the source's own. */
export type AspectPreset = { id: string; label: string; ratio: number | 'original' | null };

export const ASPECT_PRESETS: readonly AspectPreset[] = [
  { id: 'free', label: 'Free', ratio: null },
  { id: 'original', label: 'Original', ratio: 'original' },
  { id: '1:1', label: '1:1', ratio: 1 },
  { id: '4:5', label: '4:5', ratio: 4 / 5 },
  { id: '16:9', label: '16:9', ratio: 16 / 9 },
  { id: '9:16', label: '9:16', ratio: 9 / 16 },
];

/** A preset's width ÷ height for this source, or null for a free crop. */
export function presetRatio(preset: AspectPreset, source: SourceSize): number | null {
  if (preset.ratio === 'original') return source.width / source.height;
  return preset.ratio;
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** The smallest side a crop may have in this source (smaller sources allow less). */
function minSide(source: SourceSize): number {
  return Math.min(MIN_CROP, source.width, source.height);
}

/** The whole source as a crop. */
export function fullCrop(source: SourceSize): Crop {
  return { x: 0, y: 0, width: source.width, height: source.height };
}

/** The layer's source size. */
export function layerSource(layer: Pick<ImageLayer, 'naturalWidth' | 'naturalHeight'>): SourceSize {
  return { width: layer.naturalWidth, height: layer.naturalHeight };
}

/** The crop the layer shows now (the whole source when it has none). */
export function currentCrop(
  layer: Pick<ImageLayer, 'crop' | 'naturalWidth' | 'naturalHeight'>,
): Crop {
  return layer.crop ?? fullCrop(layerSource(layer));
}

/** Whether `crop` is the whole source (within half a pixel). */
export function isFullCrop(crop: Crop, source: SourceSize): boolean {
  return (
    Math.abs(crop.x) < 0.5 &&
    Math.abs(crop.y) < 0.5 &&
    Math.abs(crop.width - source.width) < 0.5 &&
    Math.abs(crop.height - source.height) < 0.5
  );
}

/** `crop` brought inside the source: sides between the minimum and the source, then moved in. */
export function clampCrop(crop: Crop, source: SourceSize): Crop {
  const min = minSide(source);
  const width = clamp(Number.isFinite(crop.width) ? crop.width : source.width, min, source.width);
  const height = clamp(
    Number.isFinite(crop.height) ? crop.height : source.height,
    min,
    source.height,
  );
  return {
    x: clamp(Number.isFinite(crop.x) ? crop.x : 0, 0, source.width - width),
    y: clamp(Number.isFinite(crop.y) ? crop.y : 0, 0, source.height - height),
    width,
    height,
  };
}

/** `crop` rounded to whole source pixels and kept inside the source. */
export function roundCrop(crop: Crop, source: SourceSize): Crop {
  return clampCrop(
    {
      x: Math.round(crop.x),
      y: Math.round(crop.y),
      width: Math.round(crop.width),
      height: Math.round(crop.height),
    },
    source,
  );
}

/** `crop` moved by (dx, dy) source pixels, stopping at the source's edges (its size unchanged). */
export function moveCrop(crop: Crop, dx: number, dy: number, source: SourceSize): Crop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, source);
}

/**
 * The largest crop of aspect `ratio` (width ÷ height) that fits in the source, centred on the
 * centre of `crop` (then moved inside the source). A null ratio gives `crop` back, clamped.
 */
export function fitAspect(crop: Crop, ratio: number | null, source: SourceSize): Crop {
  if (ratio === null || !(ratio > 0)) return clampCrop(crop, source);
  let width = source.width;
  let height = width / ratio;
  if (height > source.height) {
    height = source.height;
    width = height * ratio;
  }
  const cx = crop.x + crop.width / 2;
  const cy = crop.y + crop.height / 2;
  return clampCrop({ x: cx - width / 2, y: cy - height / 2, width, height }, source);
}

const movesLeft = (handle: CropHandle): boolean => handle.includes('w');
const movesRight = (handle: CropHandle): boolean => handle.includes('e');
const movesTop = (handle: CropHandle): boolean => handle.startsWith('n');
const movesBottom = (handle: CropHandle): boolean => handle.startsWith('s');

/**
 * `crop` resized by dragging `handle` by (dx, dy) source pixels: the opposite edge (or corner)
 * stays put, the crop never leaves the source nor gets smaller than the minimum, and with a
 * `ratio` it keeps that aspect (a corner follows the larger move; an edge grows the other side
 * about its centre).
 */
export function resizeCrop(
  crop: Crop,
  handle: CropHandle,
  dx: number,
  dy: number,
  source: SourceSize,
  ratio: number | null = null,
): Crop {
  const min = minSide(source);
  const left = crop.x;
  const top = crop.y;
  const right = crop.x + crop.width;
  const bottom = crop.y + crop.height;
  const horizontal = movesLeft(handle) || movesRight(handle);
  const vertical = movesTop(handle) || movesBottom(handle);

  // The room each side has: from the fixed edge to the source's edge.
  const maxWidth = movesLeft(handle)
    ? right
    : movesRight(handle)
      ? source.width - left
      : source.width;
  const maxHeight = movesTop(handle)
    ? bottom
    : movesBottom(handle)
      ? source.height - top
      : source.height;

  let width = crop.width;
  let height = crop.height;
  if (movesLeft(handle)) width = crop.width - dx;
  if (movesRight(handle)) width = crop.width + dx;
  if (movesTop(handle)) height = crop.height - dy;
  if (movesBottom(handle)) height = crop.height + dy;

  if (ratio === null || !(ratio > 0)) {
    width = clamp(width, min, maxWidth);
    height = clamp(height, min, maxHeight);
  } else {
    // For an edge, the perpendicular side is centred on the crop's centre, so its room is twice
    // the nearer distance to the source's edge.
    const cx = crop.x + crop.width / 2;
    const cy = crop.y + crop.height / 2;
    const roomW = horizontal ? maxWidth : 2 * Math.min(cx, source.width - cx);
    const roomH = vertical ? maxHeight : 2 * Math.min(cy, source.height - cy);
    if (horizontal && vertical) {
      // A corner: the larger relative move leads.
      if (Math.abs(width / crop.width - 1) >= Math.abs(height / crop.height - 1))
        height = width / ratio;
      else width = height * ratio;
    } else if (horizontal) height = width / ratio;
    else width = height * ratio;
    // Largest size of this aspect within the room, and no smaller than the minimum.
    const maxW = Math.min(roomW, roomH * ratio);
    const minW = Math.max(min, min * ratio);
    width = clamp(width, Math.min(minW, maxW), maxW);
    height = width / ratio;
  }

  let x: number;
  if (movesLeft(handle)) x = right - width;
  else if (movesRight(handle)) x = left;
  else x = crop.x + (crop.width - width) / 2;
  let y: number;
  if (movesTop(handle)) y = bottom - height;
  else if (movesBottom(handle)) y = top;
  else y = crop.y + (crop.height - height) / 2;
  return clampCrop({ x, y, width, height }, source);
}

/**
 * The patch for update-layers that applies `crop` to the layer: the crop (null for the whole
 * source) and a box that keeps the picture's scale, placed so the part that stays is where it
 * was on the canvas (its turn and flips allowed for).
 */
export function croppedLayerPatch(
  layer: Pick<
    ImageLayer,
    | 'x'
    | 'y'
    | 'width'
    | 'height'
    | 'rotation'
    | 'crop'
    | 'naturalWidth'
    | 'naturalHeight'
    | 'flipX'
    | 'flipY'
  >,
  crop: Crop,
): Pick<ImageLayer, 'crop' | 'x' | 'y' | 'width' | 'height'> {
  const source = layerSource(layer);
  const next = clampCrop(crop, source);
  const old = currentCrop(layer);
  const scaleX = layer.width / old.width;
  const scaleY = layer.height / old.height;
  // Where the new crop's top-left lands in the layer's own (unturned) box.
  const localX =
    (layer.flipX ? old.x + old.width - (next.x + next.width) : next.x - old.x) * scaleX;
  const localY =
    (layer.flipY ? old.y + old.height - (next.y + next.height) : next.y - old.y) * scaleY;
  const turn = (layer.rotation * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return {
    crop: isFullCrop(next, source) ? null : next,
    x: layer.x + localX * cos - localY * sin,
    y: layer.y + localX * sin + localY * cos,
    width: next.width * scaleX,
    height: next.height * scaleY,
  };
}
