// Generate and 'Generate 3 More' with the guards of spec 5 and the outcomes of spec 4/8.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { IMAGES_PER_RUN } from '@shared/domain/generation';
import { creditMessages } from '@shared/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';
import { isMobileScreen } from '@/lib/designs/download-image';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAtomValue, useSetAtom } from '@/lib/state';
import { generationErrorMessage, requestImages } from '../api/generate-images';
import { engineOfProvider, generationEngineKeys } from '@/lib/generation-engine';
import {
  choiceAtom,
  imagesAtom,
  promptAtom,
  runAtom,
  savedUrlsAtom,
  selectedIndexAtom,
  settingsAtom,
} from '../stores/generator-atoms';
import type { GeneratedImage } from '../stores/generator-atoms';
import { runRefusal, showRefusal } from './run-guards';
import { scrollBehavior } from '@/lib/scroll';

/** Starts runs; `focusPrompt` is called when the prompt is empty (spec 5: the textarea is focused). */
export function useGeneration(focusPrompt: () => void) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const choice = useAtomValue(choiceAtom);
  const settings = useAtomValue(settingsAtom);
  const prompt = useAtomValue(promptAtom);
  const setImages = useSetAtom(imagesAtom);
  const setSelected = useSetAtom(selectedIndexAtom);
  const setSaved = useSetAtom(savedUrlsAtom);
  const setRun = useSetAtom(runAtom);
  // The atom drives the UI; the ref answers a second click in the same tick.
  const running = useRef(false);

  async function start(more: boolean): Promise<void> {
    const refusal = runRefusal({
      signedIn: Boolean(user && supabase),
      running: running.current,
      prompt,
      more,
    });
    if (refusal || !user || !supabase) {
      if (refusal) showRefusal(refusal);
      if (refusal?.focusPrompt) focusPrompt();
      return;
    }
    const text = prompt.trim();
    running.current = true;
    setRun(more ? 'generating-more' : 'generating');
    try {
      const result = await requestImages(supabase, {
        prompt: text,
        type: choice.type,
        style: choice.style,
        variant: choice.variant,
        numImages: IMAGES_PER_RUN,
        ...settings,
      });
      // The server's balance after the charge, at once; realtime and a refetch confirm it.
      queryClient.setQueryData(creditKeys.balance(user.id), result.credits_remaining);
      // The run's answer says which engine served it: the next price follows (free or not).
      queryClient.setQueryData(
        generationEngineKeys.user(user.id),
        engineOfProvider(result.provider),
      );
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      const images: GeneratedImage[] = result.urls.map((url, index) => ({
        url,
        label: result.variants[index]?.label ?? `Image ${index + 1}`,
        prompt: text,
        type: choice.type,
        style: choice.style,
        provider: result.provider,
      }));
      if (more) {
        setImages((current) => [...current, ...images]);
      } else {
        setImages(images);
        setSelected(0);
        setSaved(new Set());
        // On a phone the results sit below the settings: bring them into view.
        if (isMobileScreen())
          window.setTimeout(
            () =>
              document
                .getElementById('results-title')
                ?.scrollIntoView({ behavior: scrollBehavior() }),
            50,
          );
      }
      void notifySuccess(creditMessages.generationCompleted);
    } catch (error) {
      console.warn('Generation failed:', error);
      void notifyError(generationErrorMessage(error, choice.type));
      // The server charged and refunded: read the balance again rather than wait for realtime.
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    } finally {
      running.current = false;
      setRun('idle');
    }
  }

  return { generate: () => start(false), generateMore: () => start(true) };
}
