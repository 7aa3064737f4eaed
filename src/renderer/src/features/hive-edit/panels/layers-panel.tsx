// The layers panel: the layer tree top first (groups open and close), as a tree grid the keyboard
// walks (Up/Down/Home/End move, Right/Left open, close and step into a row's buttons, Alt+Up/Down
// move a layer up or down the drawing order, Enter or F2 renames, Space selects). A click selects
// (Shift, Ctrl or Cmd adds or removes), a double click renames, each row can be hidden or locked,
// and a row dragged onto another takes its place among its siblings. Every change is a command.
import {
  ArrowRight,
  ChevronDown,
  ChevronRight,
  Circle,
  Copy,
  Eye,
  EyeOff,
  Folder,
  FolderOpen,
  Group,
  Hexagon,
  Image as ImageIcon,
  Lock,
  LockOpen,
  Minus,
  PenTool,
  Square,
  Star,
  Trash2,
  Type,
  Ungroup,
} from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAtomValue } from '@/lib/state';
import type { CommandId } from '../commands/registry';
import type { Layer } from '../model/document';
import { isLocked, isShown } from '../model/tree';
import { docAtom, selectionAtom } from '../state/editor-store';
import {
  LAYER_TYPE_NAMES,
  dropTarget,
  layerRows,
  type DropPlace,
  type LayerRow,
} from './panel-math';
import { keepControlKeys } from './panel-controls';
import { useCommandEnabled, usePanelCommands } from './use-panel-commands';

/** The small icon of a layer's type (and a shape's kind). */
function LayerIcon({ layer, open }: { layer: Layer; open: boolean }) {
  const className = 'text-muted-foreground size-3.5 shrink-0';
  if (layer.type === 'image') return <ImageIcon className={className} aria-hidden />;
  if (layer.type === 'text') return <Type className={className} aria-hidden />;
  if (layer.type === 'svg') return <PenTool className={className} aria-hidden />;
  if (layer.type === 'group')
    return open ? (
      <FolderOpen className={className} aria-hidden />
    ) : (
      <Folder className={className} aria-hidden />
    );
  const Icon = {
    rect: Square,
    ellipse: Circle,
    line: Minus,
    arrow: ArrowRight,
    star: Star,
    polygon: Hexagon,
  }[layer.shape];
  return <Icon className={className} aria-hidden />;
}

type DragState = { id: string; overId: string | null; place: DropPlace };

/** The layer tree with selection, visibility, lock, renaming and reordering. */
export function LayersPanel() {
  const doc = useAtomValue(docAtom);
  const selection = useAtomValue(selectionAtom);
  const { run, update } = usePanelCommands();
  const enabled = useCommandEnabled();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const rowEls = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);

  const rows = layerRows(doc.layers, expanded);
  const selected = new Set(selection);
  // The row the keyboard starts from: the last one focused, else the first selected, else the top.
  const current =
    rows.find((row) => row.layer.id === activeId) ??
    rows.find((row) => selected.has(row.layer.id)) ??
    rows[0];

  // A row moved in the drawing order is a new DOM position: give it its focus back.
  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    rowEls.current.get(id)?.focus();
  });

  const focusRow = (id: string): void => {
    setActiveId(id);
    rowEls.current.get(id)?.focus();
  };

  const select = (id: string, additive: boolean): void => {
    run('select', { ids: [id], mode: additive ? 'toggle' : 'replace' });
  };

  const setOpen = (id: string, open: boolean): void => {
    setExpanded((before) => {
      const next = new Set(before);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  /** Moves the layer one step up or down its parent's drawing order (selecting it). */
  const stepLayer = (id: string, up: boolean): void => {
    run('select', { ids: [id], mode: 'replace' });
    refocus.current = id;
    run(up ? 'bring-forward' : 'send-backward');
  };

  /** Ends renaming: a name to keep (null: put the old one back); `byKey` gives the row focus back. */
  const finishRename = (id: string, name: string | null, byKey: boolean): void => {
    setRenamingId(null);
    if (byKey) refocus.current = id;
    if (name === null) return;
    const trimmed = name.trim();
    const layer = rows.find((row) => row.layer.id === id)?.layer;
    if (!layer || trimmed === '' || trimmed === layer.name) return;
    run('select', { ids: [id], mode: 'replace' });
    run('rename', { name: trimmed.slice(0, 120) });
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLElement>, row: LayerRow, index: number): void => {
    if (event.target !== event.currentTarget) return;
    const id = row.layer.id;
    const open = row.expandable && expanded.has(id);
    const go = (to: number): void => {
      const target = rows[Math.max(0, Math.min(rows.length - 1, to))];
      if (target) focusRow(target.layer.id);
    };
    let handled = true;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown'))
      stepLayer(id, event.key === 'ArrowUp');
    else if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(rows.length - 1);
    else if (event.key === 'ArrowRight') {
      if (row.expandable && !open) setOpen(id, true);
      else event.currentTarget.querySelector<HTMLElement>('[data-cell-button]')?.focus();
    } else if (event.key === 'ArrowLeft') {
      if (open) setOpen(id, false);
      else if (row.parentId) focusRow(row.parentId);
    } else if (event.key === 'Enter' || event.key === 'F2') setRenamingId(id);
    else if (event.key === ' ') select(id, event.shiftKey || event.ctrlKey || event.metaKey);
    else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  /** Left and Right walk a row's buttons; Up and Down go back to the rows. */
  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>, id: string, index: number): void => {
    const rowEl = rowEls.current.get(id);
    if (!rowEl) return;
    const buttons = [...rowEl.querySelectorAll<HTMLElement>('[data-cell-button]')];
    const at = buttons.indexOf(event.currentTarget);
    let handled = true;
    if (event.key === 'ArrowRight') buttons[Math.min(buttons.length - 1, at + 1)]?.focus();
    else if (event.key === 'ArrowLeft') (at > 0 ? buttons[at - 1] : rowEl)?.focus();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const target = rows[index + (event.key === 'ArrowUp' ? -1 : 1)];
      if (target) focusRow(target.layer.id);
      else rowEl.focus();
    } else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onDragOver = (event: DragEvent<HTMLElement>, row: LayerRow): void => {
    if (!drag) return;
    const box = event.currentTarget.getBoundingClientRect();
    // A group's row takes a drop inside it in its middle band; its edges mean above or below.
    const share = (event.clientY - box.top) / box.height;
    const place: DropPlace =
      row.layer.type === 'group' && share > 0.25 && share < 0.75
        ? 'inside'
        : share < 0.5
          ? 'above'
          : 'below';
    const moves = dropTarget(doc.layers, drag.id, row.layer.id, place);
    if (!moves && drag.id !== row.layer.id) {
      if (drag.overId !== null) setDrag({ ...drag, overId: null });
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (drag.overId !== row.layer.id || drag.place !== place)
      setDrag({ ...drag, overId: row.layer.id, place });
  };

  const onDrop = (event: DragEvent<HTMLElement>, row: LayerRow): void => {
    event.preventDefault();
    const dragged = drag;
    setDrag(null);
    if (!dragged) return;
    const target = dropTarget(doc.layers, dragged.id, row.layer.id, dragged.place);
    if (!target) return;
    // One command, one undo step; the layer keeps its place on the canvas.
    run('move-layers', { ids: [dragged.id], ...target });
    refocus.current = dragged.id;
    setActiveId(dragged.id);
  };

  const bottom: { id: CommandId; label: string; Icon: typeof Group }[] = [
    { id: 'group', label: 'Group', Icon: Group },
    { id: 'ungroup', label: 'Ungroup', Icon: Ungroup },
    { id: 'duplicate', label: 'Duplicate', Icon: Copy },
    { id: 'delete', label: 'Delete', Icon: Trash2 },
  ];

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only stops the keys of the focused control from bubbling
    <div
      className="flex min-h-0 flex-col gap-2 py-2 text-sm"
      data-testid="layers-panel"
      onKeyDown={keepControlKeys}
    >
      {rows.length === 0 ? (
        <p className="text-muted-foreground px-1 py-6 text-center text-xs">
          No layers yet. Add text, a shape or a picture to start.
        </p>
      ) : (
        <div
          role="treegrid"
          aria-label="Layers"
          aria-multiselectable="true"
          className="flex flex-col gap-px"
        >
          {rows.map((row, index) => {
            const { layer, depth } = row;
            const id = layer.id;
            const isSelected = selected.has(id);
            const open = row.expandable && expanded.has(id);
            const hidden = !layer.visible;
            const locked = layer.locked;
            const dimmed = !isShown(doc, id);
            const name = layer.name || LAYER_TYPE_NAMES[layer.type];
            const dropHere = drag && drag.overId === id && drag.id !== id ? drag.place : null;
            const state = [
              LAYER_TYPE_NAMES[layer.type],
              hidden ? 'hidden' : null,
              isLocked(doc, id) ? 'locked' : null,
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <div
                key={id}
                ref={(el) => {
                  if (el) rowEls.current.set(id, el);
                  else rowEls.current.delete(id);
                }}
                role="row"
                aria-label={`${name}, ${state}`}
                aria-level={depth + 1}
                aria-selected={isSelected}
                aria-expanded={row.expandable ? open : undefined}
                tabIndex={current?.layer.id === id ? 0 : -1}
                draggable={renamingId !== id}
                data-testid="layer-row"
                onFocus={(event) => {
                  if (event.target === event.currentTarget) setActiveId(id);
                }}
                onClick={(event: MouseEvent) =>
                  select(id, event.shiftKey || event.ctrlKey || event.metaKey)
                }
                onDoubleClick={() => setRenamingId(id)}
                onKeyDown={(event) => onRowKeyDown(event, row, index)}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', name);
                  setDrag({ id, overId: null, place: 'above' });
                }}
                onDragOver={(event) => onDragOver(event, row)}
                onDragLeave={(event) => {
                  if (
                    drag?.overId === id &&
                    !event.currentTarget.contains(event.relatedTarget as Node)
                  )
                    setDrag({ ...drag, overId: null });
                }}
                onDrop={(event) => onDrop(event, row)}
                onDragEnd={() => setDrag(null)}
                className={cn(
                  'group/row relative flex h-8 cursor-default items-center gap-1 rounded-md pr-1 outline-none select-none',
                  'focus-visible:ring-ring hover:bg-white/5 focus-visible:ring-2',
                  isSelected && 'bg-gold-400/15 text-gold-100 hover:bg-gold-400/20',
                  drag?.id === id && 'opacity-50',
                )}
                style={{ paddingLeft: 4 + depth * 14 }}
              >
                {dropHere && (
                  <span
                    aria-hidden
                    className={cn(
                      'bg-gold-400 pointer-events-none absolute right-1 left-1 h-0.5 rounded-full',
                      dropHere === 'above' ? '-top-px' : '-bottom-px',
                      dropHere === 'inside' && 'hidden',
                    )}
                  />
                )}
                {dropHere === 'inside' && (
                  <span
                    aria-hidden
                    className="ring-gold-400 pointer-events-none absolute inset-0 rounded-md ring-2"
                  />
                )}
                <div role="gridcell" className="flex min-w-0 flex-1 items-center gap-1.5">
                  {row.expandable ? (
                    <button
                      type="button"
                      tabIndex={-1}
                      aria-label={open ? `Close ${name}` : `Open ${name}`}
                      className="text-muted-foreground hover:text-foreground -ml-0.5 inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpen(id, !open);
                      }}
                    >
                      {open ? (
                        <ChevronDown className="size-3.5" aria-hidden />
                      ) : (
                        <ChevronRight className="size-3.5" aria-hidden />
                      )}
                    </button>
                  ) : (
                    <span aria-hidden className="size-4 shrink-0" />
                  )}
                  <LayerIcon layer={layer} open={open} />
                  {renamingId === id ? (
                    <RenameBox
                      name={layer.name}
                      onDone={(next, byKey) => finishRename(id, next, byKey)}
                    />
                  ) : (
                    <span
                      className={cn(
                        'min-w-0 flex-1 truncate text-xs',
                        isSelected ? 'text-gold-100' : 'text-foreground/90',
                        dimmed && 'opacity-50',
                      )}
                    >
                      {name}
                    </span>
                  )}
                </div>
                <div role="gridcell" className="flex shrink-0 items-center">
                  <RowButton
                    label={`Hide ${name}`}
                    pressed={hidden}
                    active={current?.layer.id === id}
                    visibleAlways={hidden}
                    onKeyDown={(event) => onCellKeyDown(event, id, index)}
                    onClick={() => update([{ id, patch: { visible: hidden } }])}
                  >
                    {hidden ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                  </RowButton>
                </div>
                <div role="gridcell" className="flex shrink-0 items-center">
                  <RowButton
                    label={`Lock ${name}`}
                    pressed={locked}
                    active={current?.layer.id === id}
                    visibleAlways={locked}
                    onKeyDown={(event) => onCellKeyDown(event, id, index)}
                    onClick={() => update([{ id, patch: { locked: !locked } }])}
                  >
                    {locked ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
                  </RowButton>
                </div>
              </div>
            );
          })}
        </div>
      )}
      <div role="group" aria-label="Layer actions" className="grid grid-cols-4 gap-1 pt-1">
        {bottom.map(({ id, label, Icon }) => (
          <Button
            key={id}
            variant="secondary"
            size="sm"
            className="h-auto flex-col gap-0.5 px-1 py-1 text-[0.6875rem]"
            disabled={!enabled(id)}
            onClick={() => run(id)}
          >
            <Icon className="size-3.5" aria-hidden />
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** A row's hide or lock toggle (in the tab order only on the active row). */
function RowButton({
  label,
  pressed,
  active,
  visibleAlways,
  onClick,
  onKeyDown,
  children,
}: {
  label: string;
  pressed: boolean;
  active: boolean;
  visibleAlways: boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-cell-button
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      onDoubleClick={(event) => event.stopPropagation()}
      onKeyDown={onKeyDown}
      className={cn(
        'text-muted-foreground hover:text-foreground focus-visible:ring-ring inline-flex size-6 cursor-pointer items-center justify-center rounded outline-none hover:bg-white/8 focus-visible:opacity-100 focus-visible:ring-2 [&_svg]:size-3.5',
        visibleAlways
          ? 'text-gold-300'
          : 'opacity-0 group-focus-within/row:opacity-100 group-hover/row:opacity-100 group-aria-selected/row:opacity-60',
      )}
    >
      {children}
    </button>
  );
}

/** The name box of a row being renamed: Enter keeps the name, Escape puts the old one back. */
function RenameBox({
  name,
  onDone,
}: {
  name: string;
  onDone: (name: string | null, byKey: boolean) => void;
}) {
  const done = useRef(false);
  const finish = (value: string | null, byKey: boolean): void => {
    if (done.current) return;
    done.current = true;
    onDone(value, byKey);
  };
  return (
    <input
      ref={(el) => {
        if (el && document.activeElement !== el) {
          el.focus();
          el.select();
        }
      }}
      aria-label="Layer name"
      defaultValue={name}
      maxLength={120}
      className="border-gold-400/60 bg-surface-raised text-foreground h-6 min-w-0 flex-1 rounded border px-1.5 text-xs outline-none"
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish(event.currentTarget.value, true);
        else if (event.key === 'Escape') finish(null, true);
      }}
      onBlur={(event) => finish(event.currentTarget.value, false)}
    />
  );
}
