// Align bottom (Alt+S, as in Figma): one layer to the canvas, several to their bounds.
import { alignCommand } from './command-helpers';

/** Aligns the selection's bottom: one layer to the canvas, several to the selection's bounds. */
export const alignBottomCommand = alignCommand('bottom', 'Align bottom', 's');
