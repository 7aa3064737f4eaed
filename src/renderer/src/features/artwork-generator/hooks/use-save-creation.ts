// Save to My Creations (spec 4 "Save button", 5 duplicate and in-progress guards, 7 insert with
// the browser-storage fallback, 9 name/tags/model rules).
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  designNameFromPrompt,
  designTypeFor,
  designTagsFromPrompt,
  savedModelLabel,
} from '@contracts/domain/generation';
import { generatorMessages } from '@contracts/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { designKeys, isCreationSaved, saveDesign } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useAtom, useSetAtom } from '@/lib/state';
import { savedUrlsAtom, savingUrlAtom } from '../stores/generator-atoms';
import type { GeneratedImage } from '../stores/generator-atoms';
import { saveRefusal, showRefusal } from './run-guards';

/** Saves generated images; remembers which were saved during this visit. */
export function useSaveCreation() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [savedUrls, setSavedUrls] = useAtom(savedUrlsAtom);
  const setSaving = useSetAtom(savingUrlAtom);
  const saving = useRef(false);

  const markSaved = (url: string) => setSavedUrls((current) => new Set(current).add(url));

  async function save(image: GeneratedImage): Promise<void> {
    const refusal = saveRefusal({
      signedIn: Boolean(user && supabase),
      saving: saving.current,
      savedThisVisit: savedUrls.has(image.url),
    });
    if (refusal || !user || !supabase) {
      if (refusal) showRefusal(refusal);
      return;
    }
    saving.current = true;
    setSaving(image.url);
    try {
      const type = designTypeFor(image.type);
      const storage = browserStorage();
      if (
        await isCreationSaved(supabase, storage, user.id, {
          url: image.url,
          prompt: image.prompt,
          type,
        })
      ) {
        markSaved(image.url);
        void notifyInfo(generatorMessages.creationAlreadySaved);
        return;
      }
      const outcome = await saveDesign(supabase, storage, user.id, {
        url: image.url,
        prompt: image.prompt,
        type,
        // A local preview is saved as what it is, not as the hosted model it stands in for.
        model: savedModelLabel(type, image.provider),
        name: designNameFromPrompt(image.prompt),
        tags: designTagsFromPrompt(image.prompt),
      });
      markSaved(image.url);
      void notifySuccess(
        outcome.where === 'server' ? generatorMessages.saved : generatorMessages.savedLocally,
      );
      void queryClient.invalidateQueries({ queryKey: designKeys.user(user.id) });
    } catch (error) {
      console.warn('Saving the creation failed:', error);
      void notifyError(generatorMessages.saveFailed);
    } finally {
      saving.current = false;
      setSaving(null);
    }
  }

  return { save, savedUrls };
}
