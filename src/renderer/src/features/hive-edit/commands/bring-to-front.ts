// Bring to front (Mod+Shift+]): the selection to the top of its parent.
import { zOrderCommand } from './command-helpers';

/** Moves the selected layers to the top of their parent, keeping their order. */
export const bringToFrontCommand = zOrderCommand('bring-to-front', 'Bring to front', 'front', {
  key: ']',
  mod: true,
  shift: true,
});
