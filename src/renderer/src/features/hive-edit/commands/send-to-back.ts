// Send to back (Mod+Shift+[): the selection to the bottom of its parent.
import { zOrderCommand } from './command-helpers';

/** Moves the selected layers to the bottom of their parent, keeping their order. */
export const sendToBackCommand = zOrderCommand('send-to-back', 'Send to back', 'back', {
  key: '[',
  mod: true,
  shift: true,
});
