import { describe, expect, it } from 'vitest';
import { editorDocumentSchema } from '../model/document';
import type { EditorState } from '../model/editor-state';
import { createHistory } from '../model/history';
import { COMMANDS, commandById, matchHistoryShortcut, matchShortcut } from './registry';
import { runCommand } from './run';
import {
  formatShortcut,
  REDO_SHORTCUTS,
  shortcutSignature,
  UNDO_SHORTCUTS,
  type KeyPress,
} from './shortcuts';
import { copyCommand } from './copy';
import { allIds, fixtureState } from './testing/test-kit';

const testFiles = Object.keys(import.meta.glob('./*.test.ts'));

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

// Arguments that make each command apply to one of the states below (none needed: undefined).
const SAMPLE_ARGS: Record<string, unknown> = {
  'add-shape': { kind: 'star' },
  'add-image': { asset: 'a.png', width: 640, height: 480 },
  'add-svg': { asset: 'b.svg', width: 24, height: 24 },
  select: { ids: ['gtext'] },
  rename: { name: 'Renamed' },
  'update-layers': { ids: ['gshape'], patch: { fill: '#123456' } },
  'replace-image': { id: 'img', asset: 'c.png', naturalWidth: 100, naturalHeight: 50 },
  'set-canvas': { width: 1920, height: 1080, background: '#000000' },
  'move-layers': { ids: ['txt'], parentId: 'grp', index: 0 },
};

function states(): EditorState[] {
  const everything = fixtureState(allIds(fixtureState().doc));
  const copied = copyCommand.perform(fixtureState(['grp', 'img']), undefined);
  return [
    everything,
    fixtureState(['img', 'txt', 'shp', 'svg']),
    fixtureState(['gshape', 'gtext']),
    fixtureState(['grp']),
    fixtureState(['img']),
    fixtureState(['locked']),
    ...(copied ? [copied] : []),
  ];
}

describe('the command registry', () => {
  it('has a test file for every command, and unique ids', () => {
    for (const command of COMMANDS) expect(testFiles).toContain(`./${command.id}.test.ts`);
    const ids = COMMANDS.map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(commandById(id)?.id).toBe(id);
    expect(commandById('nope')).toBeUndefined();
  });

  it('has no two chords alike, undo and redo included', () => {
    const chords = [
      ...COMMANDS.flatMap((command) => command.shortcuts),
      ...UNDO_SHORTCUTS,
      ...REDO_SHORTCUTS,
    ].map(shortcutSignature);
    const repeated = chords.filter((chord, i) => chords.indexOf(chord) !== i);
    expect(repeated).toEqual([]);
  });

  it('gives valid documents with unique ids for every command on a document with every layer type', () => {
    for (const command of COMMANDS) {
      let applied = 0;
      for (const state of states()) {
        const next = command.perform(state, SAMPLE_ARGS[command.id]);
        if (!next) continue;
        applied += 1;
        expect(() => editorDocumentSchema.parse(next.doc)).not.toThrow();
        const ids = allIds(next.doc);
        expect(new Set(ids).size).toBe(ids.length);
        expect(
          next.selection.filter((id) => !ids.includes(id)),
          command.id,
        ).toEqual([]);
      }
      expect(applied, command.id).toBeGreaterThan(0);
    }
  });

  it('refuses bad arguments instead of throwing', () => {
    for (const command of COMMANDS.filter((c) => c.id in SAMPLE_ARGS))
      expect(command.perform(fixtureState(['img']), { bogus: true })).toBeNull();
  });

  it('runs a command through the history, leaving it as it was when the command refuses', () => {
    const history = createHistory(fixtureState(['img']));
    const deleted = runCommand(history, commandById('delete'), undefined);
    expect(deleted.past).toHaveLength(1);
    expect(runCommand(history, commandById('ungroup'), undefined)).toBe(history);
  });
});

describe('shortcuts', () => {
  it('takes Mod as Ctrl elsewhere and Cmd on a Mac, with exact modifiers', () => {
    expect(matchShortcut(press('g', { ctrlKey: true, shiftKey: true }), false)?.command.id).toBe(
      'ungroup',
    );
    expect(matchShortcut(press('G', { metaKey: true, shiftKey: true }), true)?.command.id).toBe(
      'ungroup',
    );
    expect(matchShortcut(press('g', { ctrlKey: true }), true)).toBeNull();
    expect(matchShortcut(press('g', { metaKey: true }), false)).toBeNull();
    expect(matchShortcut(press('g', { ctrlKey: true, altKey: true }), false)).toBeNull();
  });

  it('reads Shift’s brackets and a Mac’s Alt letters', () => {
    expect(matchShortcut(press('}', { metaKey: true, shiftKey: true }), true)?.command.id).toBe(
      'bring-to-front',
    );
    expect(matchShortcut(press('[', { ctrlKey: true }), false)?.command.id).toBe('send-backward');
    expect(matchShortcut(press('å', { altKey: true, code: 'KeyA' }), true)?.command.id).toBe(
      'align-left',
    );
    expect(
      matchShortcut(press('Ó', { altKey: true, shiftKey: true, code: 'KeyH' }), true)?.command.id,
    ).toBe('distribute-horizontal');
  });

  it('carries the chord’s arguments', () => {
    expect(matchShortcut(press('ArrowLeft', { shiftKey: true }), false)).toMatchObject({
      command: { id: 'nudge-left' },
      args: { step: 10 },
    });
    expect(matchShortcut(press('ArrowLeft'), false)?.args).toBeUndefined();
    expect(matchShortcut(press('L', { shiftKey: true }), false)?.args).toEqual({ kind: 'arrow' });
    expect(matchShortcut(press('Backspace'), true)?.command.id).toBe('delete');
  });

  it('knows undo and redo', () => {
    expect(matchHistoryShortcut(press('z', { ctrlKey: true }), false)).toBe('undo');
    expect(matchHistoryShortcut(press('Z', { metaKey: true, shiftKey: true }), true)).toBe('redo');
    expect(matchHistoryShortcut(press('y', { ctrlKey: true }), false)).toBe('redo');
    expect(matchHistoryShortcut(press('z'), false)).toBeNull();
  });

  it('writes chords for the shortcuts sheet', () => {
    const ungroup = { key: 'g', mod: true, shift: true };
    expect(formatShortcut(ungroup, false)).toBe('Ctrl+Shift+G');
    expect(formatShortcut(ungroup, true)).toBe('⌘⇧G');
    expect(formatShortcut({ key: 'h', alt: true, shift: true }, false)).toBe('Alt+Shift+H');
    expect(formatShortcut({ key: ']', mod: true }, true)).toBe('⌘]');
    expect(formatShortcut({ key: 'ArrowLeft', shift: true }, false)).toBe('Shift+←');
    expect(formatShortcut({ key: 'Delete' }, true)).toBe('⌦');
  });
});
