import {
  ArrowLeft,
  ArrowRight,
  Loader2,
  Lock,
  LockOpen,
  Maximize2,
  Minimize2,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import type { MoodboardImage } from '@contracts/api/moodboard';
import type { PlacedTile } from '@contracts/domain/moodboard-layout';
import { cn } from '@/lib/cn';
import type { Board } from '../board-model';
import { BOARD_FRAME, frameHeight } from '../lib/board-art';
import { TileContent, tileName } from './tile-content';
import type { BoardFaces } from './tile-content';

/** What an editable board can do to its tiles. */
export type BoardEditing = {
  onSwap: (fromId: string, toId: string) => void;
  onMove: (id: string, steps: 1 | -1) => void;
  onResize: (id: string, change: 1 | -1) => void;
  onLock: (id: string) => void;
  onVary: (id: string) => void;
  onRemove: (id: string) => void;
  onText: (id: string, text: string) => void;
  /** The tile being varied, if any. */
  varying: string | null;
  /** "Vary this tile · 10 credits". */
  varyLabel: string;
  /** Vary is off (another run going, too few credits). */
  varyDisabled: boolean;
};

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      onPointerDown={(event) => event.stopPropagation()}
      disabled={disabled}
      className="grid size-7 place-items-center rounded-md text-white transition hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-[#f5b82e] focus-visible:outline-none disabled:opacity-40"
    >
      {children}
    </button>
  );
}

function TileTools({
  tile,
  editing,
  first,
  last,
}: {
  tile: PlacedTile;
  editing: BoardEditing;
  first: boolean;
  last: boolean;
}) {
  const locked = tile.locked;
  return (
    <div
      role="toolbar"
      aria-label="Tile tools"
      className="absolute top-1.5 right-1.5 z-20 flex flex-wrap justify-end gap-0.5 rounded-lg bg-[#14110b]/90 p-0.5 shadow-lg"
    >
      <ToolButton
        label={locked ? 'Unlock tile' : 'Lock tile'}
        onClick={() => editing.onLock(tile.id)}
      >
        {locked ? (
          <LockOpen className="size-3.5" aria-hidden />
        ) : (
          <Lock className="size-3.5" aria-hidden />
        )}
      </ToolButton>
      <ToolButton
        label="Move earlier"
        onClick={() => editing.onMove(tile.id, -1)}
        disabled={locked || first}
      >
        <ArrowLeft className="size-3.5" aria-hidden />
      </ToolButton>
      <ToolButton
        label="Move later"
        onClick={() => editing.onMove(tile.id, 1)}
        disabled={locked || last}
      >
        <ArrowRight className="size-3.5" aria-hidden />
      </ToolButton>
      <ToolButton
        label="Make bigger"
        onClick={() => editing.onResize(tile.id, 1)}
        disabled={locked || tile.size >= 3}
      >
        <Maximize2 className="size-3.5" aria-hidden />
      </ToolButton>
      <ToolButton
        label="Make smaller"
        onClick={() => editing.onResize(tile.id, -1)}
        disabled={locked || tile.size <= 1}
      >
        <Minimize2 className="size-3.5" aria-hidden />
      </ToolButton>
      {tile.kind === 'image' && (
        <ToolButton
          label={editing.varyLabel}
          onClick={() => editing.onVary(tile.id)}
          disabled={locked || editing.varyDisabled}
        >
          <RefreshCw className="size-3.5" aria-hidden />
        </ToolButton>
      )}
      <ToolButton label="Remove tile" onClick={() => editing.onRemove(tile.id)} disabled={locked}>
        <Trash2 className="size-3.5" aria-hidden />
      </ToolButton>
    </div>
  );
}

/** Which tile is under a point (the drop target of a drag). */
function tileAt(x: number, y: number, except: string): string | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const id = (element as HTMLElement).dataset?.tileId;
    if (id && id !== except) return id;
  }
  return null;
}

/**
 * The board on its paper: the title, then every tile in its rectangle (percentages of the board,
 * so it scales with the page). Editable, a tile is selected by click or focus and shows its
 * tools; it moves by dragging onto another tile or with the arrow keys, grows with + and −, and
 * locks with L. Read-only (the share page), it only shows.
 */
export function BoardView({
  board,
  faces,
  editing,
}: {
  board: Board;
  faces: BoardFaces;
  editing?: BoardEditing;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [drag, setDrag] = useState<{
    id: string;
    dx: number;
    dy: number;
    over: string | null;
  } | null>(null);
  const start = useRef<{
    x: number;
    y: number;
    id: string;
    pointer: number;
    moved: boolean;
  } | null>(null);
  const images = new Map<string, MoodboardImage>(board.images.map((image) => [image.id, image]));
  const { height, tiles } = board.layout;
  const total = frameHeight(height);
  const gap = BOARD_FRAME.gap / 2;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>, tile: PlacedTile) => {
    if (!editing || tile.locked || event.button !== 0) return;
    start.current = {
      x: event.clientX,
      y: event.clientY,
      id: tile.id,
      pointer: event.pointerId,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    if (!origin || origin.pointer !== event.pointerId) return;
    const dx = event.clientX - origin.x;
    const dy = event.clientY - origin.y;
    if (!origin.moved && Math.hypot(dx, dy) < 6) return;
    if (!origin.moved) event.currentTarget.setPointerCapture(event.pointerId);
    origin.moved = true;
    setDrag({ id: origin.id, dx, dy, over: tileAt(event.clientX, event.clientY, origin.id) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    start.current = null;
    // The ref, not the state: the drop may come before React has drawn the last move.
    if (!origin || !origin.moved || !editing) {
      setDrag(null);
      return;
    }
    const target = tileAt(event.clientX, event.clientY, origin.id);
    setDrag(null);
    if (target) editing.onSwap(origin.id, target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, tile: PlacedTile) => {
    if (!editing || event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => editing.onMove(tile.id, -1),
      ArrowUp: () => editing.onMove(tile.id, -1),
      ArrowRight: () => editing.onMove(tile.id, 1),
      ArrowDown: () => editing.onMove(tile.id, 1),
      '+': () => editing.onResize(tile.id, 1),
      '=': () => editing.onResize(tile.id, 1),
      '-': () => editing.onResize(tile.id, -1),
      l: () => editing.onLock(tile.id),
      Delete: () => editing.onRemove(tile.id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      className="relative w-full overflow-hidden rounded-xl shadow-[0_20px_60px_-20px_rgba(0,0,0,0.7)]"
      // A container, so the title band scales with the board (cqw) as the exported PNG does,
      // instead of with the window: on a phone it no longer runs into the tiles.
      style={{
        backgroundColor: BOARD_FRAME.paper,
        aspectRatio: `${BOARD_FRAME.width} / ${total}`,
        containerType: 'inline-size',
      }}
      data-testid="moodboard"
      data-layout={board.layout.kind}
    >
      <div
        className="absolute"
        style={{
          left: percent(BOARD_FRAME.pad, BOARD_FRAME.width),
          top: percent(BOARD_FRAME.pad, total),
          width: percent(1000, BOARD_FRAME.width),
          height: percent(BOARD_FRAME.title, total),
        }}
      >
        <h2
          className="truncate text-[3.2cqw] leading-tight text-[#1c1a17]"
          style={{ fontFamily: faces.heading.css, fontWeight: faces.heading.weight }}
          data-testid="board-title"
        >
          {board.title}
        </h2>
        <p
          className="mt-[0.4cqw] truncate text-[max(0.5rem,1.25cqw)] text-[#5f584d]"
          style={{ fontFamily: faces.body.css }}
        >
          {board.keywords.join(' · ')}
        </p>
      </div>
      <ol
        aria-label="Board tiles"
        className="absolute m-0 list-none p-0"
        style={{
          left: percent(BOARD_FRAME.pad, BOARD_FRAME.width),
          top: percent(BOARD_FRAME.pad + BOARD_FRAME.title, total),
          width: percent(1000, BOARD_FRAME.width),
          height: percent(height, total),
        }}
      >
        {tiles.map((tile, index) => {
          const image = tile.imageId ? images.get(tile.imageId) : undefined;
          const name = tileName(tile, image);
          const isSelected = editing && selected === tile.id;
          const dragging = drag?.id === tile.id;
          return (
            <li
              key={tile.id}
              className="absolute"
              style={{
                left: percent(tile.rect.x + gap, 1000),
                top: percent(tile.rect.y + gap, height),
                width: percent(tile.rect.w - 2 * gap, 1000),
                height: percent(tile.rect.h - 2 * gap, height),
                transform: dragging ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined,
                zIndex: dragging ? 30 : isSelected ? 10 : undefined,
              }}
            >
              <div
                data-tile-id={tile.id}
                data-testid="board-tile"
                data-kind={tile.kind}
                data-locked={tile.locked || undefined}
                data-image-id={tile.imageId}
                role={editing ? 'group' : undefined}
                aria-roledescription={editing ? 'tile' : undefined}
                aria-label={
                  editing
                    ? `${name}, tile ${index + 1} of ${tiles.length}${tile.locked ? ', locked' : ''}`
                    : undefined
                }
                tabIndex={editing ? 0 : undefined}
                onFocus={(event) => {
                  if (event.target === event.currentTarget) setSelected(tile.id);
                }}
                onClick={() => editing && setSelected(tile.id)}
                onKeyDown={(event) => onKeyDown(event, tile)}
                onPointerDown={(event) => onPointerDown(event, tile)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={() => {
                  start.current = null;
                  setDrag(null);
                }}
                className={cn(
                  'relative h-full w-full touch-none overflow-hidden rounded-md bg-white shadow-[0_1px_3px_rgba(0,0,0,0.12)] outline-none',
                  editing && !tile.locked && 'cursor-grab',
                  dragging && 'cursor-grabbing opacity-90 shadow-2xl',
                  drag?.over === tile.id && 'ring-4 ring-[#f5b82e]',
                  isSelected && 'ring-2 ring-[#c8901a]',
                  'focus-visible:ring-4 focus-visible:ring-[#c8901a]',
                )}
              >
                <TileContent
                  tile={tile}
                  board={board}
                  image={image}
                  faces={faces}
                  interactive={!!editing || tile.kind === 'palette'}
                  onText={
                    editing && !tile.locked ? (text) => editing.onText(tile.id, text) : undefined
                  }
                />
                {tile.locked && (
                  <span
                    className="absolute bottom-1.5 left-1.5 grid size-6 place-items-center rounded-full bg-[#14110b]/85 text-[#f5b82e]"
                    data-testid="tile-lock"
                    title="Locked"
                  >
                    <Lock className="size-3.5" aria-label="Locked" />
                  </span>
                )}
                {editing?.varying === tile.id && (
                  <span
                    className="absolute inset-0 grid place-items-center bg-black/40"
                    role="status"
                    aria-label="Making a new take"
                  >
                    <Loader2 className="size-6 animate-spin text-white" aria-hidden />
                  </span>
                )}
                {editing && isSelected && (
                  <TileTools
                    tile={tile}
                    editing={editing}
                    first={index === 0}
                    last={index === tiles.length - 1}
                  />
                )}
                {editing && isSelected && !tile.locked && (
                  <span
                    aria-hidden
                    title="Drag to resize"
                    data-testid="resize-handle"
                    className="absolute right-1 bottom-1 z-20 size-4 cursor-nwse-resize rounded-sm border-2 border-white bg-[#c8901a]"
                    onPointerDown={(event) => {
                      event.stopPropagation();
                      const x = event.clientX;
                      const y = event.clientY;
                      const done = (up: globalThis.PointerEvent) => {
                        window.removeEventListener('pointerup', done);
                        const pulled = Math.max(up.clientX - x, up.clientY - y);
                        if (pulled > 24) editing.onResize(tile.id, 1);
                        else if (pulled < -24) editing.onResize(tile.id, -1);
                      };
                      window.addEventListener('pointerup', done);
                    }}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
