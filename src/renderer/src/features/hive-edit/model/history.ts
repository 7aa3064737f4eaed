// The Hive Editor's undo history: immutable snapshots of the editor state (documents share their
// untouched layers, so a step costs little). Only document changes make steps: a change of
// selection or clipboard updates the present in place, and undo or redo keep the current
// clipboard. Pushes with the same coalesce key in a row (typing in a text box, dragging a slider
// or a layer) merge into one step until `endGesture` or any other push.
import { EDITOR_LIMITS } from './document';
import { pruneSelection, type EditorState } from './editor-state';

/** How many undo steps the history keeps (the oldest go first). */
export const HISTORY_LIMIT: number = EDITOR_LIMITS.historySteps;

/** The history: past steps (oldest first), the present and the undone steps (next first). */
export type History = {
  readonly past: readonly EditorState[];
  readonly present: EditorState;
  readonly future: readonly EditorState[];
  /** The coalesce key of the push that made the present step, while the gesture lasts. */
  readonly coalesceKey: string | null;
};

/** How a push is recorded. */
export type PushOptions = {
  /**
   * Pushes in a row with this key make one step (use one key per gesture, e.g.
   * `move:<ids>` while dragging, `text:<id>` while typing; call `endGesture` when it ends).
   */
  coalesceKey?: string;
};

/** A history whose present is `initial`, with nothing to undo. */
export function createHistory(initial: EditorState): History {
  return { past: [], present: initial, future: [], coalesceKey: null };
}

/** Deep equality of JSON values, quick on shared branches (the same object is equal at once). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => key in recordB && jsonEqual(recordA[key], recordB[key]));
}

/**
 * Records `next` as the present. A new document makes an undo step (or, with the present step's
 * coalesce key, replaces it) and clears redo; the same document (a selection or clipboard
 * change) only updates the present and keeps redo.
 */
export function push(history: History, next: EditorState, options: PushOptions = {}): History {
  if (next === history.present) return history;
  const key = options.coalesceKey ?? null;
  if (jsonEqual(history.present.doc, next.doc)) {
    const present = { ...next, doc: history.present.doc };
    return { ...history, present, coalesceKey: key === history.coalesceKey ? key : null };
  }
  if (key !== null && key === history.coalesceKey) {
    return { ...history, present: next, future: [] };
  }
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    coalesceKey: key,
  };
}

/** Ends the current gesture: the next push makes a new step whatever its key. */
export function endGesture(history: History): History {
  return history.coalesceKey === null ? history : { ...history, coalesceKey: null };
}

/** Whether there is a step to undo. */
export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

/** Whether there is an undone step to redo. */
export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

function restore(snapshot: EditorState, current: EditorState): EditorState {
  return {
    doc: snapshot.doc,
    selection: pruneSelection(snapshot.doc, snapshot.selection),
    clipboard: current.clipboard,
  };
}

/**
 * Goes back one step: the document as it was, selected as it was when the step was taken (what
 * the undone change acted on); the clipboard stays.
 */
export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: restore(previous, history.present),
    future: [history.present, ...history.future],
    coalesceKey: null,
  };
}

/** Goes forward one undone step (with the selection it had); the clipboard stays. */
export function redo(history: History): History {
  const [next, ...future] = history.future;
  if (!next) return history;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: restore(next, history.present),
    future,
    coalesceKey: null,
  };
}
