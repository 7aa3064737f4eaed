// The glue every photo tool shares: check what the user picked, run the queue through the
// tool's edge function (each run with its job id, so the queue follows and cancels the job), and
// keep the credit balance in step with the server's answer.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { photoToolResponseSchema } from '@contracts/api/photo-tools';
import { photoToolMessages } from '@contracts/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';
import { toolFunction } from '@/lib/function-names';
import { FunctionCallError, invokeFunction } from '@/lib/functions';
import { notifyError } from '@/lib/notify';
import { checkPhotoFiles } from './check-photo-file';
import type { CheckedPhoto } from './check-photo-file';
import { apiKeyHeaders, blobToBase64 } from './photo-function';
import type { PhotoToolId } from './photo-function';
import { usePhotoQueue } from './use-photo-queue';
import type { QueueEvents } from './use-photo-queue';

/** Options of a photo tool. */
export type PhotoToolOptions = {
  /** The tool; its runs go to the tool's function in the registry. */
  tool: PhotoToolId;
  /** The function's body for one photo; `image` is its base64. */
  buildBody: (
    photo: CheckedPhoto,
    image: string,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Whether several photos may be queued at once. */
  multiple?: boolean;
  /** Called with the photos that passed the checks (e.g. to toast 'Selected image: …'). */
  onAccepted?: (photos: CheckedPhoto[]) => void;
} & QueueEvents;

/** A photo tool's queue plus `addFiles`, which checks files in the browser before anything is sent. */
export function usePhotoTool(options: PhotoToolOptions) {
  const { supabase } = useBackend();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const queue = usePhotoQueue(
    async (photo, { signal, jobId }) => {
      if (!supabase)
        throw new FunctionCallError({ code: 'no_backend', message: photoToolMessages.failed });
      const image = await blobToBase64(photo.file);
      const body = await options.buildBody(photo, image);
      const keys = { removeBgApiKey: auth.removeBgApiKey, claidApiKey: auth.claidApiKey };
      return invokeFunction(supabase, toolFunction(options.tool), body, photoToolResponseSchema, {
        signal,
        jobId,
        headers: apiKeyHeaders(keys),
      });
    },
    {
      onDone: (item, result) => {
        if (auth.user) {
          queryClient.setQueryData(creditKeys.balance(auth.user.id), result.credits_remaining);
        }
        options.onDone?.(item, result);
      },
      onFailed: (item, error) => {
        // A refusal may have refunded credits: read the balance again.
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
        options.onFailed?.(item, error);
      },
    },
  );

  /**
   * Checks picked, dropped, pasted or handed-over files; bad ones are refused with their message
   * and cost nothing.
   */
  const addFiles = async (files: File[]) => {
    setChecking(true);
    try {
      const { accepted, refused } = await checkPhotoFiles(files, !!options.multiple);
      for (const message of refused) void notifyError(message);
      if (accepted.length === 0) return;
      queue.replace(accepted);
      options.onAccepted?.(accepted);
    } finally {
      setChecking(false);
    }
  };

  return { queue, addFiles, checking, multiple: !!options.multiple };
}

/** A photo tool's run state, as `usePhotoTool` gives it. */
export type PhotoTool = ReturnType<typeof usePhotoTool>;
