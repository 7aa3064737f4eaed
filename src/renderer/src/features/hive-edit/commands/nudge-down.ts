// Nudge down: ArrowDown moves the selection 1 px down, Shift+ArrowDown 10 px.
import { nudgeCommand } from './command-helpers';

/** Moves the unlocked selection down (args.step px, 1 by default). */
export const nudgeDownCommand = nudgeCommand('down', 'ArrowDown');
