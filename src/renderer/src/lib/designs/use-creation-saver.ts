// Save to My Creations from a result (spec 5 duplicate guard, 7 insert with the browser-storage
// fallback): the same url, prompt and type already saved says so; otherwise the design is saved,
// the user told where it went, and My Creations' list refreshed. One copy for every tool's Save.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generatorMessages } from '@contracts/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import type { Design, NewDesign } from './design-schemas';
import { designKeys, isCreationSaved, saveDesign } from './designs-api';
import { browserStorage } from './local-designs';

/** Where a result's Save stands. */
export type SaveState = 'idle' | 'saving' | 'saved';

export type CreationSaverOptions = {
  /** The toast when the server has it (the browser-storage fallback always says so its own way). */
  savedMessage?: string;
  /**
   * Whether a creation with the same url, prompt and type counts as saved already (spec 5). A tool
   * that saves edits of one file (the Logo Creator's fine-tuning) turns it off and passes `key`.
   */
  checkDuplicate?: boolean;
};

/**
 * Saves creations for one result. `key` names what is shown now (a fine-tuned logo's design):
 * the state reads "saved" only for the key that was saved, so an edit can be saved again.
 */
export function useCreationSaver(key: string, options: CreationSaverOptions = {}) {
  const { savedMessage = generatorMessages.saved, checkDuplicate = true } = options;
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const state: SaveState = saving ? 'saving' : savedKey === key ? 'saved' : 'idle';

  /** Saves `design`; resolves with the saved creation (null when nothing new was saved). */
  async function save(design: NewDesign): Promise<Design | null> {
    if (!supabase || !user || state !== 'idle') return null;
    setSaving(true);
    try {
      const storage = browserStorage();
      if (checkDuplicate && (await isCreationSaved(supabase, storage, user.id, design))) {
        setSavedKey(key);
        void notifyInfo(generatorMessages.creationAlreadySaved);
        return null;
      }
      const outcome = await saveDesign(supabase, storage, user.id, design);
      setSavedKey(key);
      void notifySuccess(
        outcome.where === 'server' ? savedMessage : generatorMessages.savedLocally,
      );
      void queryClient.invalidateQueries({ queryKey: designKeys.user(user.id) });
      return outcome.design;
    } catch (error) {
      console.warn('Saving to My Creations failed:', error);
      void notifyError(generatorMessages.saveFailed);
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { state, save };
}
