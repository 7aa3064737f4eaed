// The painted mask as data: strokes in the photo's own pixels, so the screen size never changes
// what is sent. Drawn twice: gold over the photo for the user, white on black for the server.

/** A point in the photo's pixels. */
export type MaskPoint = { x: number; y: number };

/** A click of click-to-select: a point that adds to the selection or takes away from it. */
export type SelectClick = MaskPoint & { include: boolean };

/** One press-drag-release of the brush. `size` is the brush diameter in photo pixels. */
export type MaskStroke = { size: number; points: MaskPoint[] };

/** Brush diameters offered on screen, in CSS pixels. */
export const BRUSH_MIN = 8;
export const BRUSH_MAX = 120;
export const BRUSH_DEFAULT = 40;

/** Maps a pointer position on the displayed photo to photo pixels, clamped to the photo. */
export function toPhotoPoint(
  client: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
  photo: { width: number; height: number },
): MaskPoint {
  const x = ((client.x - box.left) / box.width) * photo.width;
  const y = ((client.y - box.top) / box.height) * photo.height;
  return {
    x: Math.min(photo.width, Math.max(0, x)),
    y: Math.min(photo.height, Math.max(0, y)),
  };
}

/** A brush size on screen in photo pixels (the photo may be shown smaller or larger than it is). */
export function brushInPhotoPixels(
  screenSize: number,
  displayedWidth: number,
  photoWidth: number,
): number {
  if (displayedWidth <= 0) return screenSize;
  return Math.max(1, (screenSize * photoWidth) / displayedWidth);
}

/** Draws strokes as round brush marks in one colour. */
export function drawStrokes(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  strokes: readonly MaskStroke[],
  color: string,
): void {
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    context.beginPath();
    context.arc(first.x, first.y, stroke.size / 2, 0, Math.PI * 2);
    context.fill();
    if (rest.length === 0) continue;
    context.lineWidth = stroke.size;
    context.beginPath();
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

/** The offsets a selection is drawn at to widen it: a ring of about 0.6 % of the photo's longer side (at least 2 px). */
export function selectionSpread(photo: { width: number; height: number }): [number, number][] {
  const radius = Math.max(2, Math.round(0.006 * Math.max(photo.width, photo.height)));
  const offsets: [number, number][] = [[0, 0]];
  for (const distance of [radius / 2, radius]) {
    for (let step = 0; step < 8; step += 1) {
      const angle = (step * Math.PI) / 4;
      offsets.push([
        Math.round(distance * Math.cos(angle)),
        Math.round(distance * Math.sin(angle)),
      ]);
    }
  }
  return offsets;
}

/**
 * The mask the server wants: white where painted or selected, black elsewhere, the photo's size,
 * as PNG. `selection` is a click-to-select mask (white on black) at the photo's size.
 */
export async function renderMaskPng(
  strokes: readonly MaskStroke[],
  photo: { width: number; height: number },
  selection?: CanvasImageSource | null,
): Promise<Blob> {
  return drawMask(strokes, photo, selection).convertToBlob({ type: 'image/png' });
}

/** The mask as a canvas (white where painted or selected, black elsewhere), the photo's size. */
export function drawMask(
  strokes: readonly MaskStroke[],
  photo: { width: number; height: number },
  selection?: CanvasImageSource | null,
): OffscreenCanvas {
  const canvas = new OffscreenCanvas(photo.width, photo.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.fillStyle = '#000000';
  context.fillRect(0, 0, photo.width, photo.height);
  if (selection) {
    // Widened by a few pixels (the brightest of shifted copies): a tight outline would leave the
    // object's rim behind for the fill to copy.
    context.globalCompositeOperation = 'lighten';
    for (const [dx, dy] of selectionSpread(photo))
      context.drawImage(selection, dx, dy, photo.width, photo.height);
    context.globalCompositeOperation = 'source-over';
  }
  drawStrokes(context, strokes, '#ffffff');
  return canvas;
}
