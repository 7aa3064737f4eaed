import { Download, Film, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { generatorMessages } from '@contracts/messages';
import { engineLabel } from '@contracts/tools/engine-labels';
import { SaveToCreationsButton } from '@/components/designs/save-to-creations-button';
import { EngineBadge } from '@/components/photo/run-panel';
import { Button } from '@/components/ui/button';
import { useBackend } from '@/lib/backend-context';
import type { NewDesign } from '@/lib/designs/design-schemas';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toGif, toWebm } from './video-exports';

/** What the result shows. */
export type ShownVideo = {
  url: string;
  posterUrl: string | null;
  /** What the player is called and the creation's name. */
  name: string;
  width: number;
  height: number;
  durationSeconds: number;
  engineKind: 'local' | 'hosted';
  /** "Local motion", the hosted model's label, or the renderer's. */
  model: string;
};

type Busy = 'mp4' | 'webm' | 'gif' | null;

/** "5.0 s" */
function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

/**
 * A finished video: the player (native controls: play, scrub, full screen, keyboard), its facts,
 * Download MP4, WebM and GIF made in the browser from the MP4 with their progress, Save to My
 * Creations (as a `video` with its poster) and, on desktop, the poster to drag the MP4 out.
 */
export function VideoResult({
  video,
  fileStem,
  design,
}: {
  video: ShownVideo;
  fileStem: string;
  /** What Save to My Creations saves (type `video`, with the tool's details). */
  design: NewDesign;
}) {
  const { platform } = useBackend();
  const [busy, setBusy] = useState<Busy>(null);
  const [share, setShare] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const saver = useCreationSaver(video.url);
  const { name } = video;

  const fetchMp4 = async (): Promise<Blob> => {
    const response = await fetch(video.url);
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    return response.blob();
  };

  const download = async (kind: Exclude<Busy, null>) => {
    if (!platform || busy) return;
    setBusy(kind);
    setShare(0);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const mp4 = await fetchMp4();
      const options = { signal: controller.signal, onProgress: setShare };
      const file =
        kind === 'mp4'
          ? mp4
          : kind === 'webm'
            ? await toWebm(mp4, options)
            : await toGif(mp4, options);
      const outcome = await platform.saveFile(file, `${fileStem}.${kind}`);
      if (outcome.saved) void notifySuccess('Video downloaded.');
      else if (outcome.reason === 'failed') void notifyError(generatorMessages.downloadFailed);
    } catch (error) {
      if (!controller.signal.aborted) {
        console.warn(`The ${kind} export failed:`, error);
        void notifyError(
          kind === 'mp4'
            ? generatorMessages.downloadFailed
            : `The ${kind.toUpperCase()} could not be made in this browser. Download the MP4 instead.`,
        );
      }
    } finally {
      abort.current = null;
      setBusy(null);
    }
  };

  const save = () => saver.save(design);

  const button = (kind: Exclude<Busy, null>, label: string, primary = false) => (
    <Button
      variant={primary ? 'primary' : 'outline'}
      size={primary ? 'default' : 'sm'}
      onClick={() => void download(kind)}
      disabled={busy !== null}
      data-testid={`download-${kind}`}
    >
      {busy === kind ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="video-result">
      {/* Our videos carry no speech (moving pictures, music at most): there are no captions to give. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        key={video.url}
        src={video.url}
        poster={video.posterUrl ?? undefined}
        controls
        loop
        playsInline
        preload="auto"
        aria-label={`Your video: ${name}`}
        className="max-h-[70vh] w-full rounded-xl bg-black object-contain"
        style={{ aspectRatio: `${video.width} / ${video.height}` }}
        data-testid="video-player"
      />
      <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
        <EngineBadge engine={{ kind: video.engineKind, name: video.model }} />
        <span>
          {video.width} × {video.height}
        </span>
        <span>{seconds(video.durationSeconds)}</span>
        <span>{video.engineKind === 'local' ? video.model : engineLabel('hosted')}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {platform && video.posterUrl && (
          <img
            src={video.posterUrl}
            alt=""
            draggable
            title="Drag the MP4 to your desktop or a folder"
            onDragStart={(event) => {
              const file = { url: video.url, name: `${fileStem}.mp4`, type: 'video/mp4' };
              if (!platform.startDragOut(event.nativeEvent, file)) event.preventDefault();
            }}
            className="border-border h-10 cursor-grab rounded-md border object-cover active:cursor-grabbing"
            data-testid="drag-out"
          />
        )}
        {button('mp4', 'Download MP4', true)}
        <SaveToCreationsButton state={saver.state} onSave={() => void save()} />
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Other formats">
        <Film className="text-muted-foreground size-4" aria-hidden />
        {button('webm', 'WebM')}
        {button('gif', 'GIF')}
        {busy && busy !== 'mp4' && (
          <>
            <span role="status" className="text-muted-foreground text-xs tabular-nums">
              Making the {busy.toUpperCase()}… {Math.round(share * 100)}%
            </span>
            <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
              Stop
            </Button>
          </>
        )}
      </div>
      <p className="text-muted-foreground text-xs">
        WebM and GIF are made on this computer from the MP4, free. The GIF is at most 480 px wide.
      </p>
    </div>
  );
}
