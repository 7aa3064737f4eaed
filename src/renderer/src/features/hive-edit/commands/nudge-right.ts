// Nudge right: ArrowRight moves the selection 1 px right, Shift+ArrowRight 10 px.
import { nudgeCommand } from './command-helpers';

/** Moves the unlocked selection right (args.step px, 1 by default). */
export const nudgeRightCommand = nudgeCommand('right', 'ArrowRight');
