// Align right (Alt+D, as in Figma): one layer to the canvas, several to their bounds.
import { alignCommand } from './command-helpers';

/** Aligns the selection's right: one layer to the canvas, several to the selection's bounds. */
export const alignRightCommand = alignCommand('right', 'Align right', 'd');
