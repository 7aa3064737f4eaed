// Distribute horizontally (Alt+Shift+H): equal gaps between three or more layers, left to right.
import { distributeCommand } from './command-helpers';

/** Spreads three or more selected layers with equal horizontal gaps. */
export const distributeHorizontalCommand = distributeCommand('horizontal', 'h');
