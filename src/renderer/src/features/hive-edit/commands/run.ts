// Running a command against the history: the page's one call for a menu item, a shortcut or a
// panel change. A command that does not apply leaves the history as it was.
import { push, type History, type PushOptions } from '../model/history';
import type { Command } from './command';

/** The history after `command` ran on its present (unchanged when the command refuses). */
export function runCommand<A>(
  history: History,
  command: Command<A>,
  args: A,
  options?: PushOptions,
): History {
  const next = command.perform(history.present, args);
  return next ? push(history, next, options) : history;
}
