// Align centre (Alt+H, as in Figma): one layer to the canvas, several to their bounds.
import { alignCommand } from './command-helpers';

/** Aligns the selection's center: one layer to the canvas, several to the selection's bounds. */
export const alignCenterCommand = alignCommand('center', 'Align centre', 'h');
