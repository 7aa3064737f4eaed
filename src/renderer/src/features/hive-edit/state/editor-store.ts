// One open document's state, in its own jotai store (created per editor mount, so two documents or
// a reopened one never share state): the undo history of {document, selection, clipboard}, the
// view (zoom and pan), the active AI run and where saving stands. Every change goes through a
// command of the registry (../commands), so the shortcuts, the menus and the tests run one path.
import { atom, createStore } from '@/lib/state';
import { commandById } from '../commands/registry';
import type { CommandId } from '../commands/registry';
import { canRedo, canUndo, createHistory, endGesture, push, redo, undo } from '../model/history';
import type { History } from '../model/history';
import type { EditorState } from '../model/editor-state';
import type { EditorDocument } from '../model/document';

export type EditorStore = ReturnType<typeof createStore>;

/** Where saving stands, as the top bar shows it. */
export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'offline' | 'conflict' | 'error';

/** The document's server record as the editor tracks it. */
export type DocumentMeta = {
  id: string;
  title: string;
  version: number;
  exportedAt: string | null;
};

export type View = { zoom: number; x: number; y: number };

export const historyAtom = atom<History>(
  createHistory({
    doc: { schema: 1, width: 1080, height: 1080, background: '#ffffff', layers: [] },
    selection: [],
    clipboard: null,
  }),
);

export const stateAtom = atom((get) => get(historyAtom).present);
export const docAtom = atom((get) => get(historyAtom).present.doc);
export const selectionAtom = atom((get) => get(historyAtom).present.selection);
export const canUndoAtom = atom((get) => canUndo(get(historyAtom)));
export const canRedoAtom = atom((get) => canRedo(get(historyAtom)));

export const viewAtom = atom<View>({ zoom: 1, x: 0, y: 0 });
export const metaAtom = atom<DocumentMeta | null>(null);
export const saveStatusAtom = atom<SaveStatus>('saved');
/** Bumped by every change that should be saved (history moves included). */
export const revisionAtom = atom(0);

/** Runs a command of the registry; no-op when it is disabled or changes nothing. */
export const runCommandAtom = atom(
  null,
  (get, set, input: { id: CommandId; args?: unknown; coalesceKey?: string }) => {
    const command = commandById(input.id);
    const history = get(historyAtom);
    if (!command.isEnabled(history.present)) return false;
    const next = command.perform(history.present, input.args as never);
    if (!next || next === history.present) return false;
    const pushed = push(history, next, { coalesceKey: input.coalesceKey });
    set(historyAtom, pushed);
    if (pushed.present.doc !== history.present.doc) set(revisionAtom, get(revisionAtom) + 1);
    return true;
  },
);

/** The history with `present` swapped in place (no undo step, redo kept). */
function replacePresent(history: History, present: EditorState): History {
  return { ...history, present };
}

/** Ends a gesture (a slider drag, typing): the next change is a new undo step. */
export const endGestureAtom = atom(null, (get, set) => {
  set(historyAtom, endGesture(get(historyAtom)));
});

/** Changes the selection without an undo step. */
export const selectAtom = atom(null, (get, set, ids: string[]) => {
  const history = get(historyAtom);
  set(historyAtom, replacePresent(history, { ...history.present, selection: ids }));
});

export const undoAtom = atom(null, (get, set) => {
  const history = get(historyAtom);
  if (!canUndo(history)) return;
  set(historyAtom, undo(history));
  set(revisionAtom, get(revisionAtom) + 1);
});

export const redoAtom = atom(null, (get, set) => {
  const history = get(historyAtom);
  if (!canRedo(history)) return;
  set(historyAtom, redo(history));
  set(revisionAtom, get(revisionAtom) + 1);
});

/**
 * Replaces the document without an undo step (a measured text height, a document loaded from the
 * server after "Load the other version").
 */
export const replaceDocumentAtom = atom(null, (get, set, doc: EditorDocument) => {
  const history = get(historyAtom);
  set(historyAtom, replacePresent(history, { ...history.present, doc }));
});

/** A fresh store for one open document. */
export function createEditorStore(doc: EditorDocument, meta: DocumentMeta | null): EditorStore {
  const store = createStore();
  store.set(historyAtom, createHistory({ doc, selection: [], clipboard: null }));
  store.set(metaAtom, meta);
  return store;
}
