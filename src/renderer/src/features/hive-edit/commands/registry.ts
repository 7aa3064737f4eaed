// Every Hive Editor command in one list, looked up by id or by a key press. The page runs what
// matchShortcut finds (after checking isEnabled and that focus is not in a text field), and the
// shortcuts sheet lists the commands' chords with the history's undo and redo.
import type { Command } from './command';
import { addImageCommand } from './add-image';
import { addShapeCommand } from './add-shape';
import { addSvgCommand } from './add-svg';
import { addTextCommand } from './add-text';
import { alignBottomCommand } from './align-bottom';
import { alignCenterCommand } from './align-center';
import { alignLeftCommand } from './align-left';
import { alignMiddleCommand } from './align-middle';
import { alignRightCommand } from './align-right';
import { alignTopCommand } from './align-top';
import { bringForwardCommand } from './bring-forward';
import { bringToFrontCommand } from './bring-to-front';
import { copyCommand } from './copy';
import { cutCommand } from './cut';
import { deleteCommand } from './delete';
import { deselectCommand } from './deselect';
import { distributeHorizontalCommand } from './distribute-horizontal';
import { distributeVerticalCommand } from './distribute-vertical';
import { duplicateCommand } from './duplicate';
import { flipHorizontalCommand } from './flip-horizontal';
import { flipVerticalCommand } from './flip-vertical';
import { groupCommand } from './group';
import { moveLayersCommand } from './move-layers';
import { nudgeDownCommand } from './nudge-down';
import { nudgeLeftCommand } from './nudge-left';
import { nudgeRightCommand } from './nudge-right';
import { nudgeUpCommand } from './nudge-up';
import { pasteCommand } from './paste';
import { renameCommand } from './rename';
import { replaceImageCommand } from './replace-image';
import { selectCommand } from './select';
import { selectAllCommand } from './select-all';
import { sendBackwardCommand } from './send-backward';
import { sendToBackCommand } from './send-to-back';
import { setCanvasCommand } from './set-canvas';
import { toggleLockCommand } from './toggle-lock';
import { toggleVisibilityCommand } from './toggle-visibility';
import { ungroupCommand } from './ungroup';
import { updateLayersCommand } from './update-layers';
import { matchesShortcut, REDO_SHORTCUTS, UNDO_SHORTCUTS, type KeyPress } from './shortcuts';

/** A command of any argument type (each parses its own arguments when run). */
export type AnyCommand = Command<unknown>;

const LIST = [
  addTextCommand,
  addShapeCommand,
  addImageCommand,
  addSvgCommand,
  selectCommand,
  selectAllCommand,
  deselectCommand,
  copyCommand,
  cutCommand,
  pasteCommand,
  duplicateCommand,
  deleteCommand,
  renameCommand,
  updateLayersCommand,
  moveLayersCommand,
  replaceImageCommand,
  setCanvasCommand,
  nudgeLeftCommand,
  nudgeRightCommand,
  nudgeUpCommand,
  nudgeDownCommand,
  bringForwardCommand,
  sendBackwardCommand,
  bringToFrontCommand,
  sendToBackCommand,
  alignLeftCommand,
  alignCenterCommand,
  alignRightCommand,
  alignTopCommand,
  alignMiddleCommand,
  alignBottomCommand,
  distributeHorizontalCommand,
  distributeVerticalCommand,
  flipHorizontalCommand,
  flipVerticalCommand,
  groupCommand,
  ungroupCommand,
  toggleVisibilityCommand,
  toggleLockCommand,
] as const;

/** Every command, in the order the shortcuts sheet lists them. */
export const COMMANDS: readonly AnyCommand[] = LIST;

/** The id of a registered command. */
export type CommandId = (typeof LIST)[number]['id'];

const byId = new Map<string, AnyCommand>(COMMANDS.map((command) => [command.id, command]));

/** The command with this id (undefined only for an id that is not a CommandId). */
export function commandById(id: CommandId): AnyCommand;
export function commandById(id: string): AnyCommand | undefined;
export function commandById(id: string): AnyCommand | undefined {
  return byId.get(id);
}

/** The command (and the arguments its chord carries) a key press runs, or null. */
export function matchShortcut(
  press: KeyPress,
  isMac: boolean,
): { command: AnyCommand; args: unknown } | null {
  for (const command of COMMANDS)
    for (const shortcut of command.shortcuts)
      if (matchesShortcut(shortcut, press, isMac)) return { command, args: shortcut.args };
  return null;
}

/** Whether a key press is undo or redo, or null. */
export function matchHistoryShortcut(press: KeyPress, isMac: boolean): 'undo' | 'redo' | null {
  if (UNDO_SHORTCUTS.some((shortcut) => matchesShortcut(shortcut, press, isMac))) return 'undo';
  if (REDO_SHORTCUTS.some((shortcut) => matchesShortcut(shortcut, press, isMac))) return 'redo';
  return null;
}
