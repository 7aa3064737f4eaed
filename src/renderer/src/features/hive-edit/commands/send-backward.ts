// Send backward (Mod+[): the selection one step down the drawing order, within its parent.
import { zOrderCommand } from './command-helpers';

/** Moves each selected layer one step towards the bottom of its parent. */
export const sendBackwardCommand = zOrderCommand('send-backward', 'Send backward', 'backward', {
  key: '[',
  mod: true,
});
