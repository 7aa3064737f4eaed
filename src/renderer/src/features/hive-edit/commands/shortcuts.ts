// Keyboard chords: matching a key press to a shortcut (Mod is Cmd on a Mac, Ctrl elsewhere) and
// writing one for menus and the shortcuts sheet ("Ctrl+Shift+G", "⌘⇧G"). Undo and redo are the
// history's, not commands, but their chords live here so the sheet can list them.
import type { Shortcut } from './command';

/** What matching needs of a KeyboardEvent (`code` helps when Alt on a Mac changes `key`). */
export type KeyPress = {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

/** Undo: Mod+Z. */
export const UNDO_SHORTCUTS: readonly Shortcut<void>[] = [{ key: 'z', mod: true }];
/** Redo: Mod+Shift+Z or Mod+Y. */
export const REDO_SHORTCUTS: readonly Shortcut<void>[] = [
  { key: 'z', mod: true, shift: true },
  { key: 'y', mod: true },
];

// What Shift turns the bracket keys into on US-style layouts.
const SHIFTED: Record<string, string> = { '{': '[', '}': ']' };
const CODES: Record<string, string> = { BracketLeft: '[', BracketRight: ']' };

/** The key a press names, as shortcuts write it (letters lower case, Shift's brackets undone). */
export function pressedKey(press: Pick<KeyPress, 'key' | 'code'>): string {
  const { key, code } = press;
  if (key.length !== 1) return key;
  const plain = SHIFTED[key] ?? key.toLowerCase();
  if (/^[\x20-\x7e]$/.test(plain) || !code) return plain;
  // Alt on a Mac types "å" for A: fall back to the physical key.
  const letter = /^Key([A-Z])$/.exec(code)?.[1] ?? /^Digit(\d)$/.exec(code)?.[1];
  return letter?.toLowerCase() ?? CODES[code] ?? plain;
}

/** Whether a key press is exactly this chord (no extra modifiers). */
export function matchesShortcut(shortcut: Shortcut, press: KeyPress, isMac: boolean): boolean {
  const mod = isMac ? press.metaKey : press.ctrlKey;
  const other = isMac ? press.ctrlKey : press.metaKey;
  return (
    !other &&
    mod === !!shortcut.mod &&
    press.shiftKey === !!shortcut.shift &&
    press.altKey === !!shortcut.alt &&
    pressedKey(press) === shortcut.key
  );
}

/** A chord's identity, for finding collisions. */
export function shortcutSignature(shortcut: Shortcut): string {
  return `${shortcut.mod ? 'mod+' : ''}${shortcut.alt ? 'alt+' : ''}${shortcut.shift ? 'shift+' : ''}${shortcut.key}`;
}

const KEY_NAMES: Record<string, [mac: string, other: string]> = {
  ArrowLeft: ['←', '←'],
  ArrowRight: ['→', '→'],
  ArrowUp: ['↑', '↑'],
  ArrowDown: ['↓', '↓'],
  Delete: ['⌦', 'Del'],
  Backspace: ['⌫', 'Backspace'],
  Escape: ['Esc', 'Esc'],
  ' ': ['Space', 'Space'],
};

/** A chord as people read it: "Ctrl+Shift+G" elsewhere, "⌘⇧G" on a Mac. */
export function formatShortcut(shortcut: Shortcut, isMac: boolean): string {
  const names = KEY_NAMES[shortcut.key];
  const key = names ? names[isMac ? 0 : 1] : shortcut.key.toUpperCase();
  if (isMac)
    return `${shortcut.mod ? '⌘' : ''}${shortcut.alt ? '⌥' : ''}${shortcut.shift ? '⇧' : ''}${key}`;
  const parts = [shortcut.mod && 'Ctrl', shortcut.alt && 'Alt', shortcut.shift && 'Shift', key];
  return parts.filter(Boolean).join('+');
}
