// Flip horizontal (Shift+H): mirrors the selected images and SVGs left to right in their boxes.
import { flipCommand } from './command-helpers';

/** Toggles flipX on the selected, unlocked image and SVG layers. */
export const flipHorizontalCommand = flipCommand('flip-horizontal', 'x', 'Flip horizontal', 'h');
