import { ChevronsLeftRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { cn } from '@/lib/cn';

/** Clamps a position to 0–100 percent. */
export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The new position after a key press, or null for keys the slider ignores. */
export function positionAfterKey(key: string, position: number, shift = false): number | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(position - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(position + step);
    case 'PageDown':
      return clampPercent(position - 10);
    case 'PageUp':
      return clampPercent(position + 10);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/**
 * Before/after comparison (spec 2.8): the left image shows up to the handle, the right image
 * after it. Position 0–100 %, default 50; dragged with a mouse, finger or pen (pointer events),
 * and moved with the arrow keys, Page Up/Down, Home and End.
 */
export function ComparisonSlider({
  before,
  after,
  beforeLabel = 'Before',
  afterLabel = 'After',
  title,
  description,
  defaultPosition = 50,
  className,
  imageClassName,
}: {
  before: string;
  after: string;
  beforeLabel?: string;
  afterLabel?: string;
  title?: string;
  description?: string;
  defaultPosition?: number;
  className?: string;
  imageClassName?: string;
}) {
  const [position, setPosition] = useState(clampPercent(defaultPosition));
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(clampPercent(((clientX - box.left) / box.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionAfterKey(event.key, position, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  return (
    <figure className={cn('flex flex-col gap-3', className)}>
      {(title || description) && (
        <figcaption>
          {title && <p className="text-foreground font-semibold">{title}</p>}
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </figcaption>
      )}
      <div
        ref={frame}
        data-testid="comparison-frame"
        className="border-border relative touch-none overflow-hidden rounded-xl border bg-[conic-gradient(#1a170f_25%,#221e14_0_50%,#1a170f_0_75%,#221e14_0)] bg-[length:20px_20px] select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          src={after}
          alt={afterLabel}
          draggable={false}
          className={cn('block h-auto w-full object-contain', imageClassName)}
        />
        <img
          src={before}
          alt={beforeLabel}
          draggable={false}
          className={cn('absolute inset-0 h-full w-full object-contain', imageClassName)}
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        />
        <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white">
          {beforeLabel}
        </span>
        <span className="text-primary-foreground bg-gold-400/90 pointer-events-none absolute top-3 right-3 rounded-full px-2.5 py-1 text-xs font-semibold">
          {afterLabel}
        </span>
        <div
          className="bg-gold-300 pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 shadow-[0_0_12px_rgb(245_184_46/0.8)]"
          style={{ left: `${position}%` }}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={`Compare ${beforeLabel.toLowerCase()} and ${afterLabel.toLowerCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={`${position}% ${beforeLabel}`}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="border-gold-300 bg-background/90 text-gold-300 focus-visible:ring-ring absolute top-1/2 flex size-10 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize items-center justify-center rounded-full border-2 shadow-lg outline-none focus-visible:ring-4"
          style={{ left: `${position}%` }}
        >
          <ChevronsLeftRight className="size-5" aria-hidden />
        </div>
      </div>
    </figure>
  );
}
