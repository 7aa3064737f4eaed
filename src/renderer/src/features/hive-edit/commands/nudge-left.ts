// Nudge left: ArrowLeft moves the selection 1 px left, Shift+ArrowLeft 10 px.
import { nudgeCommand } from './command-helpers';

/** Moves the unlocked selection left (args.step px, 1 by default). */
export const nudgeLeftCommand = nudgeCommand('left', 'ArrowLeft');
