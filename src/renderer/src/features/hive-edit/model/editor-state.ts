// What the Hive Editor works on: the document, the selected layer ids and the editor's own
// clipboard. Commands (../commands) take one and return the next; the history (./history) keeps
// the snapshots, so undo restores the document with the selection it had.
import { walkLayers, type EditorDocument, type Layer } from './document';
import { selectionRoots } from './tree';

/** The editor's state: the document, the selection (ids, top-level or nested) and the clipboard. */
export type EditorState = {
  doc: EditorDocument;
  /** Selected layer ids, top-level or inside groups. */
  selection: string[];
  /** Copied layers in canvas coordinates, bottom first; null when nothing was copied. */
  clipboard: Layer[] | null;
};

/** A fresh state for a document: nothing selected, nothing copied. */
export function createEditorState(doc: EditorDocument, selection: string[] = []): EditorState {
  return { doc, selection: pruneSelection(doc, selection), clipboard: null };
}

/** The ids of `selection` that are still in `doc`, once each, in their given order. */
export function pruneSelection(
  doc: Pick<EditorDocument, 'layers'>,
  selection: readonly string[],
): string[] {
  const present = new Set<string>();
  for (const layer of walkLayers(doc.layers)) present.add(layer.id);
  return [...new Set(selection)].filter((id) => present.has(id));
}

/** The state with a new document (and selection, pruned to layers that exist). */
export function withDocument(
  state: EditorState,
  doc: EditorDocument,
  selection: readonly string[] = state.selection,
): EditorState {
  return { ...state, doc, selection: pruneSelection(doc, selection) };
}

/** The selected layers that are not inside another selected group, bottom first. */
export function selectedRoots(state: EditorState): string[] {
  return selectionRoots(state.doc.layers, state.selection);
}
