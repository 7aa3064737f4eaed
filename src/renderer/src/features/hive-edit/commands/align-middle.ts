// Align middle (Alt+V, as in Figma): one layer to the canvas, several to their bounds.
import { alignCommand } from './command-helpers';

/** Aligns the selection's middle: one layer to the canvas, several to the selection's bounds. */
export const alignMiddleCommand = alignCommand('middle', 'Align middle', 'v');
