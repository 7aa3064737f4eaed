// After a reload the generator finds its last run again (saved-run.ts): a run still under way
// shows its real progress until it ends (also when the user comes back to the page); a finished
// one shows its images from the job row's outputs, and a cancelled one says what came back (after
// a reload only: a visit within the same page load starts clean). A job that is gone, or not
// this user's, is forgotten.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';
import { notifyError } from '@/lib/notify';
import { describeCancel } from '@/lib/jobs/cancel-job';
import { fetchJobRow, followJob } from '@/lib/jobs/follow-job';
import type { JobFollower } from '@/lib/jobs/follow-job';
import { jobKeys } from '@/lib/jobs/job-queries';
import { isJobEnded } from '@/lib/jobs/job-row';
import type { JobRow } from '@/lib/jobs/job-row';
import { useSetAtom } from '@/lib/state';
import { generationErrorMessage } from '../api/generate-images';
import {
  cancelNoticeAtom,
  imagesAtom,
  promptAtom,
  runAtom,
  runJobIdAtom,
  selectedIndexAtom,
} from '../stores/generator-atoms';
import { forgetSavedRun, imagesOfJob, readSavedRun, shouldReattach } from '../stores/saved-run';

/** Re-attaches the page to this tab's last run, once, when the user is known. */
export function useRunReattach(): void {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const setImages = useSetAtom(imagesAtom);
  const setPrompt = useSetAtom(promptAtom);
  const setSelected = useSetAtom(selectedIndexAtom);
  const setRun = useSetAtom(runAtom);
  const setRunJobId = useSetAtom(runJobIdAtom);
  const setCancelNotice = useSetAtom(cancelNoticeAtom);
  const userId = user?.id;

  // Runs when the page mounts with a signed-in user (its dependencies do not change during a
  // run), so the saved run is one a previous load of this tab started.
  useEffect(() => {
    const saved = readSavedRun();
    if (!supabase || !userId || !saved) return undefined;
    let follower: JobFollower | null = null;
    let active = true;

    const show = (job: JobRow) => {
      if (job.status === 'succeeded') {
        setImages(imagesOfJob(job, saved));
        setSelected(0);
        // The prompt that made them, unless the user has typed another meanwhile.
        setPrompt((current) => current || saved.prompt);
      } else if (job.status === 'cancelled') {
        setCancelNotice((current) => current ?? describeCancel(null, job));
      }
    };

    void fetchJobRow(supabase, saved.jobId)
      .then((job) => {
        if (!active) return;
        if (!job || job.user_id !== userId) {
          forgetSavedRun();
          return;
        }
        if (!shouldReattach(saved, isJobEnded(job.status))) return;
        queryClient.setQueryData(jobKeys.detail(job.id), job);
        if (isJobEnded(job.status)) {
          show(job);
          return;
        }
        setRunJobId(job.id);
        setRun('generating');
        follower = followJob(supabase, job.id, { initial: job });
        void follower.whenEnded().then((state) => {
          if (!active || !state.job) return;
          show(state.job);
          if (state.job.status === 'failed')
            void notifyError(
              generationErrorMessage(new Error(state.job.error_code ?? ''), saved.type),
            );
          void queryClient.invalidateQueries({ queryKey: creditKeys.all });
          setRunJobId(null);
          setRun('idle');
        });
      })
      .catch((error: unknown) => console.warn('Re-attaching to the last run failed:', error));

    return () => {
      active = false;
      follower?.stop();
    };
  }, [
    supabase,
    userId,
    queryClient,
    setImages,
    setPrompt,
    setSelected,
    setRun,
    setRunJobId,
    setCancelNotice,
  ]);
}
