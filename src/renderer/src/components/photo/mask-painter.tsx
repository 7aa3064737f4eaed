import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { brushInPhotoPixels, drawStrokes, toPhotoPoint } from './mask-strokes';
import type { MaskPoint, MaskStroke, SelectClick } from './mask-strokes';

const PAINT_COLOR = 'rgba(245, 184, 46, 0.55)';

/**
 * Paint over what should go, or click it to select it: a canvas the photo's size laid over the
 * photo. In brush mode mouse, pen and touch paint by dragging; in select mode a click (or tap)
 * asks for the object under it. With the keyboard, the arrow keys move the cursor (Shift:
 * further) and Space or Enter paints or clicks where it is.
 */
export function MaskPainter({
  imageUrl,
  alt,
  photo,
  strokes,
  brushSize,
  mode = 'brush',
  selection = null,
  clicks = [],
  disabled = false,
  label,
  onStroke,
  onSelect,
}: {
  imageUrl: string;
  alt: string;
  photo: { width: number; height: number };
  strokes: readonly MaskStroke[];
  /** Brush diameter in CSS pixels. */
  brushSize: number;
  mode?: 'brush' | 'select';
  /** The click-to-select mask, already tinted (transparent where not selected). */
  selection?: CanvasImageSource | null;
  clicks?: readonly SelectClick[];
  disabled?: boolean;
  /** What the surface is for, read out on focus (the brush mode's default is the object remover's). */
  label?: string;
  onStroke: (stroke: MaskStroke) => void;
  onSelect?: (point: MaskPoint) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef<MaskStroke | null>(null);
  const [cursor, setCursor] = useState<MaskPoint>({ x: photo.width / 2, y: photo.height / 2 });

  const context = () => canvas.current?.getContext('2d') ?? null;
  const photoBrush = () =>
    brushInPhotoPixels(brushSize, canvas.current?.getBoundingClientRect().width ?? 0, photo.width);

  // The canvas mirrors the strokes (an imperative drawing surface, not React state).
  useEffect(() => {
    const drawing = canvas.current?.getContext('2d');
    if (!drawing) return;
    drawing.clearRect(0, 0, photo.width, photo.height);
    if (selection) drawing.drawImage(selection, 0, 0, photo.width, photo.height);
    drawStrokes(drawing, strokes, PAINT_COLOR);
  }, [strokes, selection, photo.width, photo.height]);

  const pointFrom = (event: PointerEvent<HTMLCanvasElement>) =>
    toPhotoPoint(
      { x: event.clientX, y: event.clientY },
      event.currentTarget.getBoundingClientRect(),
      photo,
    );

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    if (mode === 'select') {
      onSelect?.(pointFrom(event));
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    current.current = { size: photoBrush(), points: [pointFrom(event)] };
    const drawing = context();
    if (drawing) drawStrokes(drawing, [current.current], PAINT_COLOR);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke) return;
    const point = pointFrom(event);
    const previous = stroke.points[stroke.points.length - 1];
    stroke.points.push(point);
    const drawing = context();
    if (drawing && previous)
      drawStrokes(drawing, [{ size: stroke.size, points: [previous, point] }], PAINT_COLOR);
  };
  const onPointerUp = () => {
    const stroke = current.current;
    current.current = null;
    if (stroke) onStroke(stroke);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = (event.shiftKey ? 0.1 : 0.03) * Math.max(photo.width, photo.height);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((point) => ({
        x: Math.min(photo.width, Math.max(0, point.x + move[0])),
        y: Math.min(photo.height, Math.max(0, point.y + move[1])),
      }));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (mode === 'select') onSelect?.(cursor);
      else onStroke({ size: photoBrush(), points: [cursor] });
    }
  };

  return (
    // A painting surface is an application widget: it takes the arrow keys and Space for itself,
    // which is what role="application" announces. jsx-a11y does not list that role as interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="application"
      tabIndex={disabled ? -1 : 0}
      aria-label={
        label ??
        (mode === 'select'
          ? 'Object selector: click the object to remove, or move the cursor with the arrow keys and press Space to select there'
          : 'Mask painter: drag over the object to remove, or move the brush with the arrow keys and press Space to paint')
      }
      onKeyDown={onKeyDown}
      className="group focus-visible:ring-ring relative mx-auto w-fit max-w-full rounded-lg outline-none focus-visible:ring-2"
    >
      <img
        src={imageUrl}
        alt={alt}
        draggable={false}
        className="block max-h-[28rem] w-auto max-w-full select-none"
      />
      <canvas
        ref={canvas}
        width={photo.width}
        height={photo.height}
        data-testid="mask-canvas"
        data-mode={mode}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className={`absolute inset-0 size-full touch-none ${disabled ? 'cursor-not-allowed' : 'cursor-crosshair'}`}
      />
      {clicks.map((click, index) => (
        <span
          key={`${index}:${click.x},${click.y}`}
          aria-hidden
          data-testid="select-click"
          data-include={click.include}
          className={`pointer-events-none absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ${click.include ? 'bg-emerald-500' : 'bg-rose-500'}`}
          style={{
            left: `${(click.x / photo.width) * 100}%`,
            top: `${(click.y / photo.height) * 100}%`,
          }}
        />
      ))}
      <span
        aria-hidden
        className="border-gold-300 pointer-events-none absolute hidden -translate-x-1/2 -translate-y-1/2 rounded-full border-2 group-focus-visible:block"
        style={{
          left: `${(cursor.x / photo.width) * 100}%`,
          top: `${(cursor.y / photo.height) * 100}%`,
          width: mode === 'select' ? 16 : brushSize,
          height: mode === 'select' ? 16 : brushSize,
        }}
      />
    </div>
  );
}
