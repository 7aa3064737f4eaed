import { useQueryClient } from '@tanstack/react-query';
import { Check, Coins, Copy, FolderHeart, Link2, Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { recordingMessages, RECORDING_NAME_MAX_LENGTH } from '@contracts/api/recording';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { creditMessages } from '@contracts/messages';
import { RunError } from '@/components/photo/preview-parts';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { vectorFailure } from '@/components/vector/use-vector-run';
import { vectorCostSummary } from '@/components/vector/vector-run-controls';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys, useCreditBalance } from '@/lib/credit-balance';
import type { Design } from '@/lib/designs/design-schemas';
import { updateDesign } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { EditPlan } from '../lib/edit-plan';
import { exportRecording, posterFrame } from '../lib/export-recording';
import { exportProblem, sharedRecordingUrl } from '../recorder-model';
import {
  recordingDesign,
  recordingName,
  RecordingUploadError,
  saveRecording,
} from '../save-recording';

const COST = CREDIT_COSTS['recording-save'];

type Phase =
  | { kind: 'idle' }
  | { kind: 'export'; share: number }
  | { kind: 'upload' }
  | { kind: 'failed'; message: string };

/** The share switch and link of a saved recording. */
function ShareLink({ design, onDesign }: { design: Design; onDesign: (next: Design) => void }) {
  const id = useId();
  const { supabase } = useBackend();
  const [busy, setBusy] = useState(false);
  const shared = !design.isPrivate;
  const link = sharedRecordingUrl(window.location.origin, design.id);

  const change = async (on: boolean) => {
    if (!supabase) return;
    setBusy(true);
    try {
      await updateDesign(supabase, browserStorage(), design, { isPrivate: !on });
      onDesign({ ...design, isPrivate: !on });
      void notifySuccess(
        on ? 'Anyone with the link can watch it now.' : 'The recording is private again.',
      );
    } catch (error) {
      console.warn('Changing the share link failed:', error);
      void notifyError('The share setting could not be changed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void notifySuccess('Link copied.');
    } catch {
      void notifyError('The link could not be copied. Select it and copy it yourself.');
    }
  };

  if (design.source !== 'server')
    return (
      <p className="text-muted-foreground text-xs">
        This recording was kept in this browser only, so it cannot be shared yet. Save it again when
        you are back online.
      </p>
    );
  return (
    <div className="border-border flex flex-col gap-2 rounded-xl border p-3">
      <div className="flex items-center justify-between gap-3">
        <label
          htmlFor={`${id}-share`}
          className="text-foreground flex items-center gap-2 text-sm font-medium"
        >
          <Link2 className="text-gold-400 size-4" aria-hidden /> Anyone with the link can watch
        </label>
        <Switch
          id={`${id}-share`}
          checked={shared}
          disabled={busy}
          onCheckedChange={(on) => void change(on)}
        />
      </div>
      <p className="text-muted-foreground text-xs" data-testid="share-state">
        {shared
          ? 'Anyone with this link can watch the recording in their browser.'
          : 'Private: only you can see this recording.'}
      </p>
      {shared && (
        <div className="flex gap-2">
          <input
            readOnly
            value={link}
            aria-label="Share link"
            onFocus={(event) => event.target.select()}
            className="border-border bg-surface-raised text-foreground min-w-0 flex-1 rounded-lg border px-2 py-1.5 font-mono text-xs"
            data-testid="share-link"
          />
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden /> Copy link
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Save to My Creations: the cost said first, then the MP4 made from the edit, uploaded, charged
 * (10 credits) and saved as a `video` with its poster; after it, the share switch and link.
 * Changing the edit or the name makes it a new recording to save again.
 */
export function SavePanel({
  blob,
  plan,
  keptSeconds,
  size,
  posterSeconds,
  defaultName,
}: {
  blob: Blob;
  plan: EditPlan;
  keptSeconds: number;
  size: { width: number; height: number };
  /** The poster frame's time in the source. */
  posterSeconds: number;
  defaultName: string;
}) {
  const id = useId();
  const { supabase } = useBackend();
  const { user, isAdmin } = useAuth();
  const balance = useCreditBalance();
  const queryClient = useQueryClient();
  const [name, setName] = useState(defaultName);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [saved, setSaved] = useState<{ key: string; design: Design } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const finalName = recordingName(name, defaultName);
  const key = JSON.stringify({ plan, name: finalName, posterSeconds });
  const saver = useCreationSaver(key, {
    checkDuplicate: false,
    savedMessage: recordingMessages.saved,
  });
  const affordable = isAdmin || (balance ?? 0) >= COST;
  const busy = phase.kind === 'export' || phase.kind === 'upload' || saver.state === 'saving';
  const isSaved = saved?.key === key;

  const save = async () => {
    if (!supabase || !user || busy || isSaved) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'export', share: 0 });
    let step: 'export' | 'save' = 'export';
    try {
      const mp4 = await exportRecording(blob, plan, 'mp4', {
        signal: controller.signal,
        onProgress: (share) => setPhase({ kind: 'export', share }),
      });
      const poster = await posterFrame(blob, posterSeconds).catch((error: unknown) => {
        console.warn('The poster frame could not be made; saving without one:', error);
        return null;
      });
      step = 'save';
      setPhase({ kind: 'upload' });
      const answer = await saveRecording(
        supabase,
        user.id,
        mp4,
        { name: finalName, durationSeconds: keptSeconds, poster },
        controller.signal,
      );
      queryClient.setQueryData(creditKeys.balance(user.id), answer.credits_remaining);
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      setPhase({ kind: 'idle' });
      const design = await saver.save(recordingDesign(answer, size));
      if (design) setSaved({ key, design });
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      if (controller.signal.aborted) {
        setPhase({ kind: 'idle' });
        return;
      }
      console.warn('Saving the recording failed:', error);
      const message =
        error instanceof RecordingUploadError
          ? error.message
          : step === 'export'
            ? exportProblem(error, 'MP4')
            : vectorFailure(error).message;
      setPhase({ kind: 'failed', message });
    } finally {
      abort.current = null;
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="save-panel">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="text-foreground text-sm font-medium">
          Recording name
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={RECORDING_NAME_MAX_LENGTH}
          disabled={busy}
          className="border-border bg-surface-raised text-foreground focus-visible:ring-ring rounded-lg border px-3 py-2 text-sm outline-none focus-visible:ring-2"
        />
      </div>
      <p
        className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
        data-testid="run-cost"
      >
        <span className="text-gold-200 inline-flex items-center gap-1.5 font-medium">
          <Coins className="text-gold-400 size-4" aria-hidden />
          {vectorCostSummary(1, COST, isAdmin)}
        </span>
        {balance !== undefined && !isAdmin && <span>Balance: {balance} credits</span>}
      </p>
      {!affordable && !isSaved && (
        <p role="alert" className="text-sm text-amber-300">
          {creditMessages.insufficientCredits(COST, balance ?? 0)} Downloading stays free.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={isSaved ? 'success' : 'primary'}
          onClick={() => void save()}
          disabled={busy || isSaved || !affordable || !supabase}
        >
          {busy ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : isSaved ? (
            <Check aria-hidden />
          ) : (
            <FolderHeart aria-hidden />
          )}
          {isSaved ? 'Saved to My Creations' : 'Save to My Creations'}
        </Button>
        {phase.kind === 'export' && (
          <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
            Stop saving
          </Button>
        )}
      </div>
      <p role="status" className="text-muted-foreground text-xs tabular-nums">
        {phase.kind === 'export'
          ? `Making the MP4… ${Math.round(phase.share * 100)}%`
          : phase.kind === 'upload'
            ? 'Uploading and saving…'
            : saver.state === 'saving'
              ? 'Adding it to My Creations…'
              : ''}
      </p>
      {phase.kind === 'failed' && <RunError message={phase.message} />}
      {saved && (
        <ShareLink
          design={saved.design}
          onDesign={(design) => setSaved((current) => (current ? { ...current, design } : current))}
        />
      )}
    </div>
  );
}
