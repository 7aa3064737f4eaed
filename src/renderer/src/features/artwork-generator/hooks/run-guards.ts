// The generator's refusals and outcome toasts (spec 5 "Generator prompt", 8 "Generator"), as
// plain decisions so every wording and its order of precedence is tested without a browser.
// The hooks ask these first and only then touch the server.
import { generatorMessages } from '@contracts/messages';
import type { DownloadOutcome } from '@/lib/designs/download-image';
import { notifyError, notifyInfo, notifyWarning } from '@/lib/notify';

/** A toast to show instead of doing the action. `focusPrompt`: spec 5 focuses the textarea. */
export type Refusal = {
  level: 'error' | 'warning' | 'info';
  message: string;
  focusPrompt?: boolean;
};

/** Why Generate (or 'Generate 3 More' when `more`) must not start a run, or null when it may. */
export function runRefusal(state: {
  signedIn: boolean;
  running: boolean;
  prompt: string;
  more: boolean;
}): Refusal | null {
  const { more } = state;
  if (!state.signedIn)
    return {
      level: 'error',
      message: more ? generatorMessages.signInToGenerateMore : generatorMessages.signInToGenerate,
    };
  if (state.running)
    return {
      level: 'warning',
      message: more ? generatorMessages.alreadyGeneratingMore : generatorMessages.alreadyGenerating,
    };
  if (state.prompt.trim() === '')
    return {
      level: 'error',
      message: more ? generatorMessages.enterPromptFirst : generatorMessages.enterPrompt,
      focusPrompt: true,
    };
  return null;
}

/** Why Save must not insert this image, or null when it may (the server check comes after). */
export function saveRefusal(state: {
  signedIn: boolean;
  saving: boolean;
  savedThisVisit: boolean;
}): Refusal | null {
  if (!state.signedIn) return { level: 'error', message: generatorMessages.signInToSave };
  if (state.saving) return { level: 'info', message: generatorMessages.saveInProgress };
  if (state.savedThisVisit) return { level: 'info', message: generatorMessages.imageAlreadySaved };
  return null;
}

/** The success toast for a finished download; none when the user cancelled the save dialog. */
export function downloadToast(outcome: DownloadOutcome): string | null {
  if (outcome === 'saved') return generatorMessages.downloaded;
  if (outcome === 'direct-link') return generatorMessages.desktopDownloadFallback;
  return null;
}

/** Shows a refusal as the toast of its level. */
export function showRefusal(refusal: Refusal): void {
  const show = { error: notifyError, warning: notifyWarning, info: notifyInfo }[refusal.level];
  void show(refusal.message);
}
