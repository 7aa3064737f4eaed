// Generate and 'Generate 3 More' with the guards of spec 5 and the outcomes of spec 4/8. Each run
// is a charged job with an id chosen here: the page follows it (real progress), can cancel it
// (the server refunds it), and remembers it for the tab so a reload re-attaches (use-run-reattach).
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { IMAGES_PER_RUN } from '@contracts/domain/generation';
import { creditMessages } from '@contracts/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';
import { isMobileScreen } from '@/lib/designs/download-image';
import { FunctionCallError } from '@/lib/functions';
import { cancelJob, describeCancel } from '@/lib/jobs/cancel-job';
import { jobKeys } from '@/lib/jobs/job-queries';
import type { JobRow } from '@/lib/jobs/job-row';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAtomValue, useSetAtom } from '@/lib/state';
import { generationErrorMessage, requestImages } from '../api/generate-images';
import { engineOfProvider, generationEngineKeys } from '@/lib/generation-engine';
import {
  cancellingAtom,
  cancelNoticeAtom,
  choiceAtom,
  imagesAtom,
  promptAtom,
  runAtom,
  runJobIdAtom,
  savedUrlsAtom,
  selectedIndexAtom,
  settingsAtom,
} from '../stores/generator-atoms';
import type { GeneratedImage } from '../stores/generator-atoms';
import { saveRun } from '../stores/saved-run';
import { runRefusal, showRefusal } from './run-guards';
import { scrollBehavior } from '@/lib/scroll';

/** On a phone the results sit below the settings: bring them into view. */
function scrollToResults(): void {
  if (!isMobileScreen()) return;
  window.setTimeout(
    () => document.getElementById('results-title')?.scrollIntoView({ behavior: scrollBehavior() }),
    50,
  );
}

/**
 * Starts runs and cancels the one under way; `focusPrompt` is called when the prompt is empty
 * (spec 5: the textarea is focused).
 */
export function useGeneration(focusPrompt: () => void) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const choice = useAtomValue(choiceAtom);
  const settings = useAtomValue(settingsAtom);
  const prompt = useAtomValue(promptAtom);
  const run = useAtomValue(runAtom);
  const runJobId = useAtomValue(runJobIdAtom);
  const setImages = useSetAtom(imagesAtom);
  const setSelected = useSetAtom(selectedIndexAtom);
  const setSaved = useSetAtom(savedUrlsAtom);
  const setRun = useSetAtom(runAtom);
  const setRunJobId = useSetAtom(runJobIdAtom);
  const setCancelling = useSetAtom(cancellingAtom);
  const setCancelNotice = useSetAtom(cancelNoticeAtom);
  // The atom drives the UI; the ref answers a second click in the same tick.
  const running = useRef(false);
  // Stops waiting for the answer of the run under way.
  const waiting = useRef<AbortController | null>(null);

  async function start(more: boolean): Promise<void> {
    const refusal = runRefusal({
      signedIn: Boolean(user && supabase),
      // A run re-attached after a reload is under way too.
      running: running.current || run !== 'idle',
      prompt,
      more,
    });
    if (refusal || !user || !supabase) {
      if (refusal) showRefusal(refusal);
      if (refusal?.focusPrompt) focusPrompt();
      return;
    }
    const text = prompt.trim();
    const jobId = crypto.randomUUID();
    const abort = new AbortController();
    running.current = true;
    waiting.current = abort;
    saveRun({ jobId, prompt: text, type: choice.type, style: choice.style });
    setCancelNotice(null);
    setRunJobId(jobId);
    setRun(more ? 'generating-more' : 'generating');
    try {
      const result = await requestImages(
        supabase,
        {
          prompt: text,
          type: choice.type,
          style: choice.style,
          variant: choice.variant,
          numImages: IMAGES_PER_RUN,
          ...settings,
        },
        { jobId, signal: abort.signal },
      );
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
        scrollToResults();
      }
      void notifySuccess(creditMessages.generationCompleted);
    } catch (error) {
      // A cancel says what came back in the results panel, not in a toast.
      if (!(error instanceof FunctionCallError && error.cancelled)) {
        console.warn('Generation failed:', error);
        void notifyError(generationErrorMessage(error, choice.type));
      }
      // The server charged and refunded: read the balance again rather than wait for realtime.
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    } finally {
      running.current = false;
      waiting.current = null;
      setRunJobId(null);
      setRun('idle');
    }
  }

  /**
   * Asks the server to cancel the run under way (its credits come back) and stops waiting for
   * it. A run that had already finished keeps its answer.
   */
  async function cancel(): Promise<void> {
    if (!supabase || !runJobId) return;
    setCancelling(true);
    try {
      const outcome = await cancelJob(supabase, runJobId);
      if (outcome.kind === 'finished') return;
      const job = queryClient.getQueryData<JobRow | null>(jobKeys.detail(runJobId)) ?? null;
      setCancelNotice(describeCancel(outcome, job));
      waiting.current?.abort();
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    } finally {
      setCancelling(false);
    }
  }

  return {
    generate: () => start(false),
    generateMore: () => start(true),
    cancel: () => void cancel(),
  };
}
