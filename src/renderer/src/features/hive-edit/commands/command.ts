// The shape of a Hive Editor command (Excalidraw's actions): an id, a label, a menu group, its
// keyboard shortcuts and a pure `perform` from one editor state to the next. Each command lives
// in its own file here; ./registry lists them and matches key presses to them.
import type { z } from 'zod';
import type { EditorState } from '../model/editor-state';

/** Where a command shows in menus and the shortcuts sheet. */
export type CommandGroup = 'edit' | 'arrange' | 'layer' | 'insert' | 'view';

/**
 * A key chord. `key` is a KeyboardEvent.key, lower case for letters ("g", "]", "ArrowLeft");
 * `mod` is Cmd on a Mac and Ctrl elsewhere. `args` are what the command is run with.
 */
export type Shortcut<A = unknown> = {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  args?: A;
};

/** A command as the editor uses it. */
export interface Command<A = void, Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  readonly group: CommandGroup;
  /** The shortcut to show in menus (the first of `shortcuts`), or null. */
  readonly shortcut: Shortcut<A> | null;
  /** Every chord that runs the command (e.g. Delete and Backspace). */
  readonly shortcuts: readonly Shortcut<A>[];
  /** Whether the command can run on this state (menus grey it out otherwise). */
  isEnabled(state: EditorState): boolean;
  /**
   * The next state, or null when the command does not apply (disabled, bad arguments, a refused
   * change). Pure: the state given is never changed.
   */
  perform(state: EditorState, args: A): EditorState | null;
}

/** What a command file writes: a command plus, when it takes arguments, their schema. */
export type CommandSpec<A, Id extends string = string> = {
  id: Id;
  label: string;
  group: CommandGroup;
  shortcut?: Shortcut<A> | readonly Shortcut<A>[] | null;
  /** Arguments are parsed with this before `perform` (a bad one makes the command refuse). */
  args?: z.ZodType<A>;
  isEnabled(state: EditorState): boolean;
  perform(state: EditorState, args: A): EditorState | null;
};

/** A command from its spec: `perform` checks `isEnabled` and parses the arguments first. */
export function defineCommand<A = void, Id extends string = string>(
  spec: CommandSpec<A, Id>,
): Command<A, Id> {
  const given = spec.shortcut ?? [];
  const shortcuts: readonly Shortcut<A>[] = 'key' in given ? [given] : given;
  return {
    id: spec.id,
    label: spec.label,
    group: spec.group,
    shortcut: shortcuts[0] ?? null,
    shortcuts,
    isEnabled: (state) => spec.isEnabled(state),
    perform(state, args) {
      if (!spec.isEnabled(state)) return null;
      if (!spec.args) return spec.perform(state, args);
      const parsed = spec.args.safeParse(args);
      return parsed.success ? spec.perform(state, parsed.data) : null;
    },
  };
}
