// The studio's photo tools on a selected picture layer: each run is the tool's own charged job
// (its function, its cost, its real progress and its Cancel, which refunds), sent the layer's
// source picture; the result is stored as a new asset of the document and replaces the layer's
// picture as one undo step (Ctrl+Z brings the original back).
import type { SupabaseClient } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { photoToolResponseSchema } from '@contracts/api/photo-tools';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import type { CreditCostKey } from '@contracts/domain/credits';
import { apiKeyHeaders, blobToBase64, photoFailure } from '@/components/photo/photo-function';
import type { PhotoToolId } from '@/components/photo/photo-function';
import { useAuth } from '@/lib/auth/auth-context';
import { creditKeys } from '@/lib/credit-balance';
import { toolFunction } from '@/lib/function-names';
import { invokeFunction } from '@/lib/functions';
import { useJob } from '@/lib/jobs/use-job';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSetAtom, useStore } from '@/lib/state';
import { uploadAsset } from '../api/documents-api';
import { editorMessages } from '../messages';
import { findLayer } from '../model/document';
import type { AssetStore } from '../render/asset-store';
import { docAtom, metaAtom, runCommandAtom } from './editor-store';

export type LayerAiActionId =
  'remove-background' | 'enhance' | 'remove-object' | 'generate-background';

export type LayerAiAction = {
  id: LayerAiActionId;
  tool: PhotoToolId;
  label: string;
  /** What the result is called in the layer name and the notice. */
  done: string;
  costKey: CreditCostKey;
};

export const LAYER_AI_ACTIONS: readonly LayerAiAction[] = [
  {
    id: 'remove-background',
    tool: 'background-remover',
    label: 'Remove background',
    done: 'Background removed',
    costKey: 'background-remove',
  },
  {
    id: 'enhance',
    tool: 'image-enhancer',
    label: 'Enhance',
    done: 'Enhanced',
    costKey: 'image-enhance',
  },
  {
    id: 'remove-object',
    tool: 'object-remover',
    label: 'Remove an object',
    done: 'Object removed',
    costKey: 'object-remove',
  },
  {
    id: 'generate-background',
    tool: 'background-generator',
    label: 'Generate a background',
    done: 'New background',
    costKey: 'background-generate',
  },
];

export function actionCost(action: LayerAiAction): number {
  return CREDIT_COSTS[action.costKey];
}

/** What each action sends besides the picture. */
export type LayerAiExtras = {
  /** remove-object: the mask (PNG, white where the object is) at the source's size. */
  mask?: Blob;
  /** generate-background: the scene to put behind the subject. */
  prompt?: string;
  color?: string;
};

async function body(action: LayerAiActionId, image: string, extras: LayerAiExtras) {
  switch (action) {
    case 'remove-background':
      return { image };
    case 'enhance':
      return { image, enhancementType: 'quality', desiredIncrease: 2, quality: 'fast' };
    case 'remove-object':
      return { image, mask: await blobToBase64(extras.mask!) };
    case 'generate-background':
      return {
        image,
        prompt: extras.prompt ?? '',
        ...(extras.color ? { color: extras.color } : {}),
        size: 'auto',
      };
  }
}

export type LayerAiRun = { action: LayerAiAction; layerId: string; jobId: string };

export function useLayerAi(options: {
  supabase: SupabaseClient;
  userId: string;
  assets: AssetStore;
}) {
  const { supabase, userId, assets } = options;
  const auth = useAuth();
  const store = useStore();
  const queryClient = useQueryClient();
  const run = useSetAtom(runCommandAtom);
  const [current, setCurrent] = useState<LayerAiRun | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useJob(current?.jobId ?? null);

  const start = useCallback(
    async (actionId: LayerAiActionId, layerId: string, extras: LayerAiExtras = {}) => {
      const action = LAYER_AI_ACTIONS.find((entry) => entry.id === actionId)!;
      const layer = findLayer(store.get(docAtom), layerId);
      const meta = store.get(metaAtom);
      if (!layer || layer.type !== 'image' || !meta) {
        void notifyError(editorMessages.aiNeedsImage);
        return;
      }
      const url = assets.url(layer.asset);
      if (!url) {
        void notifyError(editorMessages.unreadable);
        return;
      }
      const jobId = crypto.randomUUID();
      const abort = new AbortController();
      controller.current = abort;
      setCurrent({ action, layerId, jobId });
      setBusy(true);
      try {
        const source = await (await fetch(url)).blob();
        const image = await blobToBase64(source);
        const keys = { removeBgApiKey: auth.removeBgApiKey, claidApiKey: auth.claidApiKey };
        const result = await invokeFunction(
          supabase,
          toolFunction(action.tool),
          await body(actionId, image, extras),
          photoToolResponseSchema,
          {
            signal: abort.signal,
            jobId,
            headers: apiKeyHeaders(keys),
          },
        );
        queryClient.setQueryData(creditKeys.balance(userId), result.credits_remaining);
        const response = await fetch(result.output);
        if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
        const blob = await response.blob();
        const asset = await uploadAsset(supabase, userId, meta.id, blob, 'png');
        await assets.add(asset, URL.createObjectURL(blob));
        // The layer may have gone while the job ran (deleted, or no longer a picture).
        const now = findLayer(store.get(docAtom), layerId);
        if (!now || now.type !== 'image') return;
        run({
          id: 'replace-image',
          args: { id: layerId, asset, naturalWidth: result.width, naturalHeight: result.height },
        });
        void notifySuccess(editorMessages.aiReplaced(action.done));
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
        const failure = photoFailure(error);
        if (!failure.cancelled) void notifyError(failure.message);
      } finally {
        controller.current = null;
        setBusy(false);
      }
    },
    [assets, auth.claidApiKey, auth.removeBgApiKey, queryClient, run, store, supabase, userId],
  );

  /** Cancels the run: the server stops it and refunds; the page stops waiting. */
  const cancel = useCallback(async () => {
    await job.cancel();
    controller.current?.abort();
  }, [job]);

  return { current, job, start, cancel, running: busy, clear: () => setCurrent(null) };
}
