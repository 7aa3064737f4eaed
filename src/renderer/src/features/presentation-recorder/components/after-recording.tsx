import {
  Clapperboard,
  Download,
  Film,
  FolderHeart,
  ImageIcon,
  Loader2,
  RotateCcw,
  Scissors,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RunError } from '@/components/photo/preview-parts';
import { ToolCard } from '@/components/photo/tool-header';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useBackend } from '@/lib/backend-context';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { FinishedRecording } from '../hooks/use-recorder';
import { keptDuration, normalisePlan, type EditPlan } from '../lib/edit-plan';
import { exportRecording, posterFrame, recordingFacts } from '../lib/export-recording';
import {
  exportProblem,
  formatSeconds,
  GIF_MAX_SECONDS,
  recordingFileStem,
} from '../recorder-model';
import { SavePanel } from './save-panel';

type Facts = Awaited<ReturnType<typeof recordingFacts>>;
type Format = 'mp4' | 'webm' | 'gif';
/** The smallest step of the trim handles, in seconds. */
const STEP = 0.1;

/** The blob: URL of a file for as long as it is shown. */
function useBlobUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function round(value: number): number {
  return Math.round(value / STEP) * STEP;
}

/** A labelled range input with its value in seconds beside it. */
function SecondsRange({
  label,
  value,
  min,
  max,
  onChange,
  disabled,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)_4.5rem] items-center gap-3">
      <label htmlFor={id} className="text-foreground text-sm">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={round(min)}
        max={round(max)}
        step={STEP}
        value={round(value)}
        aria-valuetext={`${value.toFixed(1)} seconds`}
        onChange={(event) => {
          const next = Number(event.target.value);
          onChange(Math.min(max, Math.max(min, next)));
        }}
        disabled={disabled}
        className="accent-gold-400 w-full"
      />
      <output htmlFor={id} className="text-muted-foreground text-right text-sm tabular-nums">
        {formatSeconds(value)}
      </output>
    </div>
  );
}

/**
 * After recording: the preview (which plays the edit: it skips the cut and stops at the end), the
 * trim handles, the poster frame, the free downloads (MP4, WebM, GIF for short clips) and Save to
 * My Creations with its share link.
 */
export function AfterRecording({
  recording,
  notice,
  onNewRecording,
}: {
  recording: FinishedRecording;
  notice: string | null;
  onNewRecording: () => void;
}) {
  const id = useId();
  const { platform } = useBackend();
  const url = useBlobUrl(recording.blob);
  const video = useRef<HTMLVideoElement>(null);
  const [facts, setFacts] = useState<Facts | null>(null);
  const [factsProblem, setFactsProblem] = useState<string | null>(null);
  const [plan, setPlan] = useState<EditPlan>({ start: 0, end: 0, cuts: [] });
  const [cutting, setCutting] = useState(false);
  const [posterSeconds, setPosterSeconds] = useState(0);
  const [poster, setPoster] = useState<Blob | null>(null);
  const posterUrl = useBlobUrl(poster);
  const [busy, setBusy] = useState<Format | null>(null);
  const [share, setShare] = useState(0);
  const [exportError, setExportError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    recordingFacts(recording.blob)
      .then((read) => {
        if (!live) return;
        if (!(read.duration > 0)) {
          setFactsProblem('This recording is empty. Discard it and record again.');
          return;
        }
        setFacts(read);
        setPlan({ start: 0, end: read.duration, cuts: [] });
      })
      .catch((error: unknown) => {
        console.warn('Reading the recording failed:', error);
        if (live)
          setFactsProblem(
            error instanceof Error && error.name === 'Error'
              ? error.message
              : 'That recording cannot be read. It may be damaged.',
          );
      });
    return () => {
      live = false;
    };
  }, [recording.blob]);

  // Stop an export under way when the page goes.
  useEffect(() => () => abort.current?.abort(), []);

  const duration = facts?.duration ?? 0;
  const edit = normalisePlan(plan, duration);
  const kept = keptDuration(edit);
  const cut = edit.cuts[0] ?? null;
  const stem = recordingFileStem(recording.name);

  const seek = (seconds: number) => {
    if (video.current && Number.isFinite(seconds)) video.current.currentTime = seconds;
  };

  const setStart = (value: number) => {
    setPlan((current) => ({ ...current, start: Math.min(value, current.end - 0.5) }));
    seek(value);
  };
  const setEnd = (value: number) => {
    setPlan((current) => ({ ...current, end: Math.max(value, current.start + 0.5) }));
    seek(value);
  };
  const setCut = (from: number, to: number) => {
    setPlan((current) => ({ ...current, cuts: [{ from, to }] }));
  };
  const toggleCut = (on: boolean) => {
    setCutting(on);
    const length = edit.end - edit.start;
    setPlan((current) => ({
      ...current,
      cuts: on ? [{ from: edit.start + length * 0.4, to: edit.start + length * 0.6 }] : [],
    }));
  };

  // The preview plays the edit: from the start, over the cut, and stops at the end.
  const onTimeUpdate = () => {
    const element = video.current;
    if (!element || element.paused || !facts) return;
    const now = element.currentTime;
    if (now < edit.start - 0.05) element.currentTime = edit.start;
    else if (now >= edit.end) {
      element.pause();
      element.currentTime = edit.end;
    } else {
      const inside = edit.cuts.find((range) => now >= range.from && now < range.to);
      if (inside) element.currentTime = inside.to;
    }
  };

  // A recording straight from MediaRecorder has no length in its header: the player learns it
  // by seeking to the end once, then comes back.
  const onLoadedMetadata = () => {
    const element = video.current;
    if (element && element.duration === Infinity) element.currentTime = 1e9;
  };
  const onDurationChange = () => {
    const element = video.current;
    if (
      element &&
      Number.isFinite(element.duration) &&
      element.currentTime > element.duration - 0.01 &&
      element.duration > 0
    )
      element.currentTime = edit.start;
  };

  const pickPoster = async () => {
    const seconds = video.current?.currentTime ?? edit.start;
    setPosterSeconds(seconds);
    try {
      setPoster(await posterFrame(recording.blob, seconds));
    } catch (error) {
      console.warn('Making the poster failed:', error);
      void notifyError('That frame could not be taken. Pick another one.');
    }
  };

  const download = async (format: Format) => {
    if (!platform || busy || !facts) return;
    const controller = new AbortController();
    abort.current = controller;
    setBusy(format);
    setShare(0);
    setExportError(null);
    try {
      const file = await exportRecording(recording.blob, edit, format, {
        signal: controller.signal,
        onProgress: setShare,
      });
      const outcome = await platform.saveFile(file, `${stem}.${format}`);
      if (outcome.saved) void notifySuccess(`${format.toUpperCase()} downloaded.`);
      else if (outcome.reason === 'failed')
        setExportError('The file could not be saved. Try again or choose another folder.');
    } catch (error) {
      if (!controller.signal.aborted) {
        console.warn(`The ${format} export failed:`, error);
        setExportError(exportProblem(error, format.toUpperCase()));
      }
    } finally {
      abort.current = null;
      setBusy(null);
    }
  };

  const gifTooLong = kept > GIF_MAX_SECONDS;
  const exportButton = (format: Format, label: string, primary = false) => (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      onClick={() => void download(format)}
      disabled={busy !== null || !facts || (format === 'gif' && gifTooLong)}
      aria-describedby={format === 'gif' && gifTooLong ? `${id}-gif` : undefined}
      data-testid={`export-${format}`}
    >
      {busy === format ? (
        <Loader2 className="animate-spin" aria-hidden />
      ) : (
        <Download aria-hidden />
      )}
      {label}
    </Button>
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <ToolCard
        title="Your recording"
        icon={Clapperboard}
        labelId={`${id}-preview`}
        action={
          <Button variant="ghost" size="sm" onClick={onNewRecording}>
            <RotateCcw aria-hidden /> New recording
          </Button>
        }
      >
        <div className="flex flex-col gap-4">
          {notice && <RunError message={notice} />}
          {recording.end === 'recovered' && (
            <p className="text-muted-foreground text-sm">
              Recovered from this computer: everything up to the last second before it stopped.
            </p>
          )}
          {url && (
            // A fresh recording of the presenter's own voice: there are no captions to give yet.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              ref={video}
              src={url}
              controls
              playsInline
              preload="auto"
              aria-label={`Preview: ${recording.name}`}
              onTimeUpdate={onTimeUpdate}
              onLoadedMetadata={onLoadedMetadata}
              onDurationChange={onDurationChange}
              className="aspect-video w-full rounded-xl bg-black object-contain"
              data-testid="recording-preview"
            />
          )}
          {factsProblem && <RunError message={factsProblem} />}
          {!facts && !factsProblem && (
            <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
              <Loader2 className="text-gold-400 size-4 animate-spin" aria-hidden /> Reading the
              recording…
            </p>
          )}
          {facts && (
            <fieldset className="flex flex-col gap-3">
              <legend className="text-foreground mb-2 flex items-center gap-2 text-sm font-semibold">
                <Scissors className="text-gold-400 size-4" aria-hidden /> Trim
              </legend>
              <SecondsRange
                label="Start at"
                value={edit.start}
                min={0}
                max={duration}
                onChange={setStart}
                disabled={busy !== null}
              />
              <SecondsRange
                label="End at"
                value={edit.end}
                min={0}
                max={duration}
                onChange={setEnd}
                disabled={busy !== null}
              />
              <div className="flex items-center gap-3">
                <Switch
                  id={`${id}-cut`}
                  checked={cutting}
                  onCheckedChange={toggleCut}
                  disabled={busy !== null}
                />
                <label htmlFor={`${id}-cut`} className="text-foreground text-sm">
                  Cut out a middle section
                </label>
              </div>
              {cutting && cut && (
                <>
                  <SecondsRange
                    label="Cut from"
                    value={cut.from}
                    min={edit.start}
                    max={edit.end}
                    onChange={(value) => {
                      setCut(Math.min(value, cut.to), cut.to);
                      seek(value);
                    }}
                    disabled={busy !== null}
                  />
                  <SecondsRange
                    label="Cut to"
                    value={cut.to}
                    min={edit.start}
                    max={edit.end}
                    onChange={(value) => {
                      setCut(cut.from, Math.max(value, cut.from));
                      seek(value);
                    }}
                    disabled={busy !== null}
                  />
                </>
              )}
              <p className="text-foreground text-sm">
                Kept length:{' '}
                <span
                  className="text-gold-200 font-semibold tabular-nums"
                  data-testid="kept-length"
                >
                  {formatSeconds(kept)}
                </span>{' '}
                <span className="text-muted-foreground">of {formatSeconds(duration)}</span>
              </p>
            </fieldset>
          )}
          {facts && (
            <div className="border-border flex flex-wrap items-center gap-3 border-t pt-4">
              <span className="grid aspect-video w-28 place-items-center overflow-hidden rounded-md bg-white/5">
                {posterUrl ? (
                  <img
                    src={posterUrl}
                    alt={`Poster frame at ${formatSeconds(posterSeconds)}`}
                    className="size-full object-cover"
                  />
                ) : (
                  <ImageIcon className="text-muted-foreground size-5" aria-hidden />
                )}
              </span>
              <div className="flex flex-col gap-1">
                <Button variant="outline" size="sm" onClick={() => void pickPoster()}>
                  <ImageIcon aria-hidden /> Use this frame as the poster
                </Button>
                <p className="text-muted-foreground text-xs">
                  {poster
                    ? `Poster: the frame at ${formatSeconds(posterSeconds)}.`
                    : 'Pause the preview on a frame, then use it as the poster (the first frame otherwise).'}
                </p>
              </div>
            </div>
          )}
        </div>
      </ToolCard>
      <div className="flex flex-col gap-6">
        <ToolCard title="Download" icon={Film} labelId={`${id}-export`}>
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              {exportButton('mp4', 'Export MP4', true)}
              {exportButton('webm', 'Export WebM')}
              {exportButton('gif', 'Export GIF')}
            </div>
            {busy && (
              <div className="flex items-center gap-3">
                <progress
                  max={1}
                  value={share}
                  aria-label={`Making the ${busy.toUpperCase()}`}
                  className="accent-gold-400 h-2 flex-1"
                />
                <span role="status" className="text-muted-foreground text-xs tabular-nums">
                  {Math.round(share * 100)}%
                </span>
                <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
                  Stop export
                </Button>
              </div>
            )}
            {exportError && <RunError message={exportError} />}
            <p id={`${id}-gif`} className="text-muted-foreground text-xs">
              {gifTooLong
                ? `GIF is for clips up to ${GIF_MAX_SECONDS} s: trim this one to ${GIF_MAX_SECONDS} s or less.`
                : 'Made on this computer from your edit, free. MP4 plays everywhere; the GIF is silent.'}
            </p>
          </div>
        </ToolCard>
        {facts && (
          <ToolCard title="Save and share" icon={FolderHeart} labelId={`${id}-save`}>
            <SavePanel
              blob={recording.blob}
              plan={edit}
              keptSeconds={kept}
              size={{ width: facts.width, height: facts.height }}
              posterSeconds={poster ? posterSeconds : edit.start}
              defaultName={recording.name}
            />
          </ToolCard>
        )}
      </div>
    </div>
  );
}
