// Distribute vertically (Alt+Shift+V): equal gaps between three or more layers, top to bottom.
import { distributeCommand } from './command-helpers';

/** Spreads three or more selected layers with equal vertical gaps. */
export const distributeVerticalCommand = distributeCommand('vertical', 'v');
