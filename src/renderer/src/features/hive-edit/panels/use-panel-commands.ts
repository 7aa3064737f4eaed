// How the panels change the document: every change runs a command of the registry through the
// editor store (update-layers for property patches), so undo, saving and the canvas follow.
import { useAtomValue, useSetAtom } from '@/lib/state';
import { commandById, type CommandId } from '../commands/registry';
import { runCommandAtom, stateAtom } from '../state/editor-store';

/** A property patch for one layer. */
export type LayerPatch = { id: string; patch: Record<string, unknown> };

/** Runs commands; `update` applies property patches (one undo step per `coalesceKey` gesture). */
export function usePanelCommands(): {
  run: (id: CommandId, args?: unknown, coalesceKey?: string) => boolean;
  update: (patches: readonly LayerPatch[], coalesceKey?: string) => boolean;
} {
  const run = useSetAtom(runCommandAtom);
  return {
    run: (id, args, coalesceKey) => run({ id, args, coalesceKey }),
    update: (patches, coalesceKey) =>
      patches.length > 0 && run({ id: 'update-layers', args: { patches }, coalesceKey }),
  };
}

/** Whether the command can run on the editor's current state (a button greys out otherwise). */
export function useCommandEnabled(): (id: CommandId) => boolean {
  const state = useAtomValue(stateAtom);
  return (id) => commandById(id)?.isEnabled(state) ?? false;
}
