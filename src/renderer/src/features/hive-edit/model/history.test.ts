import { describe, expect, it } from 'vitest';
import { blankDocument, makeShapeLayer, type EditorDocument } from './document';
import { createEditorState, type EditorState } from './editor-state';
import {
  canRedo,
  canUndo,
  createHistory,
  endGesture,
  HISTORY_LIMIT,
  push,
  redo,
  undo,
  type History,
} from './history';

const start = createEditorState(blankDocument(800, 600));
const withWidth = (state: EditorState, width: number): EditorState => ({
  ...state,
  doc: { ...state.doc, width },
});

describe('the history', () => {
  it('keeps at least 150 steps, dropping the oldest', () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(150);
    let history = createHistory(start);
    for (let i = 1; i <= 200; i += 1) history = push(history, withWidth(history.present, 1000 + i));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < 500; i += 1) history = undo(history);
    expect(canUndo(history)).toBe(false);
    expect(history.present.doc.width).toBe(1000 + 200 - HISTORY_LIMIT);
    expect(history.future).toHaveLength(HISTORY_LIMIT);
  });

  it('undoes and redoes document changes', () => {
    const one = push(createHistory(start), withWidth(start, 900));
    expect(canUndo(one)).toBe(true);
    const back = undo(one);
    expect(back.present.doc).toBe(start.doc);
    expect(canRedo(back)).toBe(true);
    expect(redo(back).present.doc.width).toBe(900);
    expect(undo(createHistory(start))).toEqual(createHistory(start));
    expect(redo(one)).toBe(one);
  });

  it('clears redo on a new change', () => {
    const two = push(push(createHistory(start), withWidth(start, 900)), withWidth(start, 950));
    const back = undo(two);
    const other = push(back, withWidth(back.present, 1200));
    expect(canRedo(other)).toBe(false);
    expect(other.past).toHaveLength(2);
  });

  it('merges pushes with the same coalesce key into one step until the gesture ends', () => {
    let history: History = createHistory(start);
    for (const width of [801, 802, 803]) {
      history = push(history, withWidth(history.present, width), { coalesceKey: 'slider:width' });
    }
    expect(history.past).toHaveLength(1);
    expect(history.present.doc.width).toBe(803);
    expect(undo(history).present.doc).toBe(start.doc);
    const other = push(history, withWidth(history.present, 900), { coalesceKey: 'slider:height' });
    expect(other.past).toHaveLength(2);
    const ended = push(endGesture(history), withWidth(history.present, 804), {
      coalesceKey: 'slider:width',
    });
    expect(ended.past).toHaveLength(2);
    const afterUndo = push(undo(history), withWidth(start, 805), { coalesceKey: 'slider:width' });
    expect(afterUndo.past).toHaveLength(1);
    expect(afterUndo.future).toHaveLength(0);
  });

  it('makes no step for a selection or clipboard change, keeping redo', () => {
    const shape = makeShapeLayer('rect', { x: 0, y: 0 });
    const doc: EditorDocument = { ...start.doc, layers: [shape] };
    let history = push(createHistory(start), { ...start, doc, selection: [shape.id] });
    history = undo(history);
    const selected = push(history, { ...history.present, selection: [] });
    expect(selected.past).toHaveLength(0);
    expect(canRedo(selected)).toBe(true);
    const copied = push(selected, { ...selected.present, clipboard: [shape] });
    expect(copied.past).toHaveLength(0);
    expect(copied.present.clipboard).toEqual([shape]);
    // A structurally equal document is no change either.
    const same = push(copied, { ...copied.present, doc: structuredClone(copied.present.doc) });
    expect(same.past).toHaveLength(0);
    expect(same.present.doc).toBe(copied.present.doc);
  });

  it('restores the selection the step acted on, and keeps the clipboard', () => {
    const a = makeShapeLayer('rect', { x: 0, y: 0 });
    const b = makeShapeLayer('ellipse', { x: 10, y: 10 });
    const doc: EditorDocument = { ...start.doc, layers: [a, b] };
    let history = push(createHistory(start), { ...start, doc, selection: [b.id] });
    history = push(history, { ...history.present, selection: [a.id] });
    history = push(history, { ...history.present, doc: { ...doc, layers: [b] }, selection: [] });
    history = push(history, { ...history.present, clipboard: [b] });
    const back = undo(history);
    expect(back.present.doc.layers).toEqual([a, b]);
    expect(back.present.selection).toEqual([a.id]);
    expect(back.present.clipboard).toEqual([b]);
    const further = undo(back);
    expect(further.present.selection).toEqual([]);
    expect(redo(further).present.selection).toEqual([a.id]);
    expect(redo(redo(further)).present.clipboard).toEqual([b]);
  });
});
