// Nudge up: ArrowUp moves the selection 1 px up, Shift+ArrowUp 10 px.
import { nudgeCommand } from './command-helpers';

/** Moves the unlocked selection up (args.step px, 1 by default). */
export const nudgeUpCommand = nudgeCommand('up', 'ArrowUp');
