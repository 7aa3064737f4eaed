import { Eraser } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { VectorChoice } from '@/components/vector/vector-choice';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { STAGE_FPS, STAGE_HEIGHT, STAGE_WIDTH, stagePoint } from '../recorder-model';
import type { SlideBitmaps } from '../slides';
import {
  CLICK_RING_MS,
  drawStage,
  startTicker,
  type ClickMark,
  type PenStroke,
  type StagePoint,
  type StageScene,
} from '../stage-drawing';

/** What the studio hands the stage each render: everything but the annotations. */
export type StageBase = Omit<StageScene, 'strokes' | 'laser' | 'clicks'>;

type Tool = 'pointer' | 'laser' | 'pen';
const TOOLS = [
  { value: 'pointer', label: 'Pointer' },
  { value: 'laser', label: 'Laser' },
  { value: 'pen', label: 'Pen' },
] as const satisfies readonly { value: Tool; label: string }[];
const PEN_COLOR = '#e11d48';
/** The fewest stage pixels between two points of a stroke (fewer points, same line). */
const PEN_STEP = 2;

/**
 * The stage: the one canvas that is recorded, drawn up to 30 times a second from `base` (kept in
 * a ref, so a frame never waits for React), plus what the presenter adds on it with the pointer:
 * a ring where they click, the laser dot, and pen strokes kept per slide (`strokesKey`).
 */
export function RecordingStage({
  base,
  strokesKey,
  bitmaps,
  canvasRef,
  countdown,
  label,
}: {
  base: StageBase;
  strokesKey: string;
  bitmaps: SlideBitmaps;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** The 3-2-1 number while counting down, else null. */
  countdown: number | null;
  /** What the stage shows, for screen readers. */
  label: string;
}) {
  const id = useId();
  const [tool, setTool] = useState<Tool>('pointer');
  const [highlightClicks, setHighlightClicks] = useState(true);
  const [strokeCounts, setStrokeCounts] = useState<Record<string, number>>({});
  const latestBase = useRef(base);
  const strokes = useRef(new Map<string, PenStroke[]>());
  const drawing = useRef<PenStroke | null>(null);
  const laser = useRef<(StagePoint & { at: number }) | null>(null);
  const clicks = useRef<ClickMark[]>([]);
  const keyRef = useRef(strokesKey);
  useEffect(() => {
    latestBase.current = base;
    keyRef.current = strokesKey;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d', { alpha: false });
    if (!context) return undefined;
    return startTicker((now) => {
      if (clicks.current.length > 0 && now - (clicks.current[0]?.at ?? now) > CLICK_RING_MS)
        clicks.current = clicks.current.filter((click) => now - click.at <= CLICK_RING_MS);
      drawStage(
        context,
        {
          ...latestBase.current,
          strokes: strokes.current.get(keyRef.current) ?? [],
          laser: laser.current,
          clicks: clicks.current,
        },
        bitmaps,
        now,
      );
    }, STAGE_FPS);
  }, [canvasRef, bitmaps]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) =>
    stagePoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const point = pointAt(event);
    const now = performance.now();
    if (highlightClicks) clicks.current = [...clicks.current, { ...point, at: now }];
    if (tool === 'laser') laser.current = { ...point, at: now };
    if (tool === 'pen') {
      event.currentTarget.setPointerCapture(event.pointerId);
      const stroke: PenStroke = { color: PEN_COLOR, points: [point] };
      drawing.current = stroke;
      const list = strokes.current.get(strokesKey) ?? [];
      strokes.current.set(strokesKey, [...list, stroke]);
      setStrokeCounts((counts) => ({ ...counts, [strokesKey]: list.length + 1 }));
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (tool === 'laser') laser.current = { ...pointAt(event), at: performance.now() };
    const stroke = drawing.current;
    if (tool === 'pen' && stroke) {
      const point = pointAt(event);
      const last = stroke.points[stroke.points.length - 1];
      if (!last || Math.hypot(point.x - last.x, point.y - last.y) >= PEN_STEP)
        stroke.points.push(point);
    }
  };

  const endStroke = () => {
    drawing.current = null;
  };

  const strokeCount = strokeCounts[strokesKey] ?? 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl bg-black">
        {/* The pointer draws on the stage; its keyboard equivalents are the slide buttons and the tool choice. */}
        <canvas
          ref={canvasRef}
          width={STAGE_WIDTH}
          height={STAGE_HEIGHT}
          role="img"
          aria-label={label}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onPointerLeave={() => {
            if (tool === 'laser') laser.current = null;
          }}
          className={cn(
            'block aspect-video w-full',
            tool === 'pen' && 'cursor-crosshair touch-none',
            tool === 'laser' && 'cursor-none',
          )}
          data-testid="recorder-stage"
        />
        {countdown !== null && (
          <div className="pointer-events-none absolute inset-0 grid place-items-center bg-black/55">
            {/* Seen here; said by the studio's announcer, which is on the page all along. */}
            <span
              aria-hidden
              className="text-gold-200 text-8xl font-bold tabular-nums drop-shadow-lg"
              data-testid="countdown"
            >
              {countdown}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <VectorChoice
          legend="Pointer"
          name="stage-tool"
          value={tool}
          options={TOOLS}
          onChange={(next) => {
            setTool(next);
            laser.current = null;
          }}
          inline
        />
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-clicks`}
            checked={highlightClicks}
            onCheckedChange={setHighlightClicks}
          />
          <label htmlFor={`${id}-clicks`} className="text-foreground text-sm">
            Highlight clicks
          </label>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            strokes.current.delete(strokesKey);
            drawing.current = null;
            setStrokeCounts((counts) => ({ ...counts, [strokesKey]: 0 }));
          }}
          disabled={strokeCount === 0}
        >
          <Eraser aria-hidden /> Clear drawing
        </Button>
      </div>
    </div>
  );
}
