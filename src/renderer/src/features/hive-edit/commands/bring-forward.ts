// Bring forward (Mod+]): the selection one step up the drawing order, within its parent.
import { zOrderCommand } from './command-helpers';

/** Moves each selected layer one step towards the top of its parent. */
export const bringForwardCommand = zOrderCommand('bring-forward', 'Bring forward', 'forward', {
  key: ']',
  mod: true,
});
