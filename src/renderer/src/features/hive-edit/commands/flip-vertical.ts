// Flip vertical (Shift+V): mirrors the selected images and SVGs top to bottom in their boxes.
import { flipCommand } from './command-helpers';

/** Toggles flipY on the selected, unlocked image and SVG layers. */
export const flipVerticalCommand = flipCommand('flip-vertical', 'y', 'Flip vertical', 'v');
