// Align top (Alt+W, as in Figma): one layer to the canvas, several to their bounds.
import { alignCommand } from './command-helpers';

/** Aligns the selection's top: one layer to the canvas, several to the selection's bounds. */
export const alignTopCommand = alignCommand('top', 'Align top', 'w');
