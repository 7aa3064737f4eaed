// Align left (Alt+A, as in Figma): one layer to the canvas, several to their bounds.
import { alignCommand } from './command-helpers';

/** Aligns the selection's left: one layer to the canvas, several to the selection's bounds. */
export const alignLeftCommand = alignCommand('left', 'Align left', 'a');
