// What the renderer shows of the desktop shell's own state, as pure functions over the states
// main sends: the update prompt (available → downloading with progress → restart to update,
// dismissable) and the Hive Local notice (restarting after a crash, then back). The components
// (components/layout/update-prompt.tsx, backend-status-notice.tsx) only render these.
import type { BackendStatus, UpdateState } from '@shared/ipc/contract';

/** What the update prompt shows. */
export type UpdatePromptView =
  | { kind: 'available'; version: string }
  | { kind: 'downloading'; version: string | null; percent: number }
  | { kind: 'ready'; version: string }
  | { kind: 'failed' };

/** The prompt's state: the current view, the version seen, and the view the user dismissed. */
export type UpdatePromptState = {
  view: UpdatePromptView | null;
  version: string | null;
  dismissed: string | null;
};

export const initialUpdatePrompt: UpdatePromptState = {
  view: null,
  version: null,
  dismissed: null,
};

/** What can happen to the prompt. */
export type UpdatePromptEvent = { type: 'state'; state: UpdateState } | { type: 'dismiss' };

/** Identifies a view for dismissal: progress updates of a dismissed download stay hidden, "ready" shows again. */
function viewKey(view: UpdatePromptView): string {
  return view.kind === 'failed' ? 'failed' : `${view.kind}:${view.version ?? ''}`;
}

/** The next prompt state after an update state from main or the user's dismissal. */
export function reduceUpdatePrompt(
  previous: UpdatePromptState,
  event: UpdatePromptEvent,
): UpdatePromptState {
  if (event.type === 'dismiss') {
    return previous.view ? { ...previous, dismissed: viewKey(previous.view) } : previous;
  }
  const state = event.state;
  switch (state.state) {
    case 'available':
      return {
        ...previous,
        version: state.version,
        view: { kind: 'available', version: state.version },
      };
    case 'downloading': {
      const percent = Number.isFinite(state.percent)
        ? Math.min(100, Math.max(0, Math.round(state.percent)))
        : 0;
      return { ...previous, view: { kind: 'downloading', version: previous.version, percent } };
    }
    case 'downloaded':
      return {
        ...previous,
        version: state.version,
        view: { kind: 'ready', version: state.version },
      };
    case 'error':
      // A failed check is main's business (logged there); a failed download is the user's.
      return {
        ...previous,
        view: previous.view?.kind === 'downloading' ? { kind: 'failed' } : null,
      };
    default:
      // checking, idle, not-available, disabled: nothing to offer.
      return { ...previous, view: null };
  }
}

/** The prompt to show, or null (nothing to offer, or the user dismissed this one). */
export function visibleUpdatePrompt(state: UpdatePromptState): UpdatePromptView | null {
  if (!state.view || viewKey(state.view) === state.dismissed) return null;
  return state.view;
}

/** The prompt's words (accessible names included). */
export function updatePromptText(view: UpdatePromptView): {
  message: string;
  action: string | null;
} {
  switch (view.kind) {
    case 'available':
      return { message: `Hive Studio ${view.version} is available.`, action: 'Download update' };
    case 'downloading':
      return { message: `Downloading the update… ${view.percent}%`, action: null };
    case 'ready':
      return {
        message: `Hive Studio ${view.version} is ready to install.`,
        action: 'Restart to update',
      };
    case 'failed':
      return {
        message: 'The update could not be downloaded. It will be offered again later.',
        action: null,
      };
  }
}

/** What the Hive Local notice shows: a restart under way, or that it is back. */
export type BackendNoticeView =
  { kind: 'restarting'; attempt: number; retryInSeconds: number } | { kind: 'back' };

/** The notice after `status`, given the one shown before (it is "back" only after a restart). */
export function backendNotice(
  previous: BackendNoticeView | null,
  status: BackendStatus,
): BackendNoticeView | null {
  switch (status.state) {
    case 'restarting':
      return {
        kind: 'restarting',
        attempt: status.attempt,
        retryInSeconds: Math.max(1, Math.round(status.retryInMs / 1000)),
      };
    case 'ready':
      return previous?.kind === 'restarting' ? { kind: 'back' } : null;
    case 'starting':
      // A relaunch after a crash keeps the restart notice until it is ready.
      return previous?.kind === 'restarting' ? previous : null;
    default:
      return null;
  }
}

/** The notice's words. */
export function backendNoticeText(view: BackendNoticeView): string {
  return view.kind === 'restarting'
    ? `Hive Local stopped unexpectedly and is restarting (attempt ${view.attempt})…`
    : 'Hive Local is back. You can carry on.';
}
