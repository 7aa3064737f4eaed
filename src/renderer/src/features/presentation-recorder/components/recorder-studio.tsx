import {
  Camera,
  ChevronLeft,
  ChevronRight,
  Circle,
  Maximize,
  Minimize,
  MonitorUp,
  Pause,
  Play,
  Presentation,
  Square,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { RunError } from '@/components/photo/preview-parts';
import { ToolCard } from '@/components/photo/tool-header';
import { Button } from '@/components/ui/button';
import { VectorChoice } from '@/components/vector/vector-choice';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';
import { recordedAudio, type RecordedAudio } from '../audio-mix';
import { useMediaInputs } from '../hooks/use-media-inputs';
import { useRecorder, type FinishedRecording } from '../hooks/use-recorder';
import { useVideoElement } from '../hooks/use-video-element';
import {
  openRecordingStore,
  type RecordingStore,
  type StoredRecording,
} from '../lib/recording-store';
import {
  COUNTDOWN_SECONDS,
  defaultRecordingName,
  deviceProblem,
  formatClock,
  INITIAL_BUBBLE,
  slideKeyAction,
  STAGE_FPS,
} from '../recorder-model';
import { SlideBitmaps, type PdfDocument, type Slide } from '../slides';
import type { StageSource } from '../stage-drawing';
import { AfterRecording } from './after-recording';
import { InputsPanel } from './inputs-panel';
import { RecordingStage, type StageBase } from './recording-stage';
import { RecoveryOffer } from './recovery-offer';
import { ScreenPicker } from './screen-picker';
import { SlideList } from './slide-list';

const SOURCES = [
  { value: 'slides', label: 'Slides', description: 'Pictures or a PDF' },
  { value: 'screen', label: 'Screen', description: 'A screen, window or tab' },
  { value: 'camera', label: 'Camera only', description: 'Just you' },
] as const satisfies readonly { value: StageSource; label: string; description: string }[];

/** Keys a focused control uses for itself (a radio group, a slider, a list box, text). */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  const role = target.getAttribute('role') ?? '';
  return ['radio', 'slider', 'listbox', 'option', 'menuitem', 'tab', 'switch'].includes(role);
}

function stopTracks(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Opens the browser's store of recordings once, and what it holds from earlier visits. */
function useRecordingStore() {
  const [store, setStore] = useState<RecordingStore | null>(null);
  const [ready, setReady] = useState(false);
  const [leftovers, setLeftovers] = useState<StoredRecording[]>([]);
  useEffect(() => {
    let live = true;
    let opened: RecordingStore | null = null;
    openRecordingStore()
      .then(async (next) => {
        opened = next;
        if (!live) {
          next.close();
          return;
        }
        setStore(next);
        setLeftovers(await next.list());
      })
      .catch((error: unknown) => {
        console.warn('The recording store could not open; recording in memory:', error);
      })
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
      opened?.close();
    };
  }, []);
  return { store, ready, leftovers, setLeftovers };
}

/**
 * The Presentation Recorder: the stage (slides, a shared screen or the camera, with the camera
 * bubble and the pointer's marks) recorded with the microphone, then trimmed, exported and saved.
 */
export function RecorderStudio() {
  const id = useId();
  const { platform } = useBackend();
  const desktop = platform?.target === 'desktop';
  const { store, ready: storeReady, leftovers, setLeftovers } = useRecordingStore();
  const [finished, setFinished] = useState<FinishedRecording | null>(null);
  const [source, setSource] = useState<StageSource>('slides');
  const [slides, setSlides] = useState<Slide[]>([]);
  const [current, setCurrent] = useState(0);
  const [otherNotes, setOtherNotes] = useState('');
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const [screenProblem, setScreenProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [bubble, setBubble] = useState(INITIAL_BUBBLE);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [fullScreen, setFullScreen] = useState(false);
  // The camera and microphone are let go of while a recording is edited (the light goes out).
  const inputs = useMediaInputs(desktop, finished === null);
  const cameraVideo = useVideoElement(inputs.camera.stream);
  const screenVideo = useVideoElement(screen);
  const bitmaps = useMemo(() => new SlideBitmaps(), []);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const presenting = useRef<HTMLDivElement>(null);
  const capture = useRef<{ canvas: MediaStream; audio: RecordedAudio } | null>(null);
  const documents = useRef(new Set<PdfDocument>());
  const screenRef = useRef(screen);
  useEffect(() => {
    screenRef.current = screen;
  });
  const countdownTimer = useRef<number | null>(null);

  const releaseCapture = () => {
    const taken = capture.current;
    capture.current = null;
    if (!taken) return;
    taken.canvas.getTracks().forEach((track) => track.stop());
    taken.audio.close();
  };

  const listSources = useCallback(
    () => platform?.listCaptureSources() ?? Promise.resolve(null),
    [platform],
  );
  const recorder = useRecorder(store, (recording) => {
    releaseCapture();
    // Sharing ends with the recording: the browser's "sharing" bar goes away.
    stopTracks(screenRef.current);
    setScreen(null);
    setFinished(recording);
    setAnnouncement('Recording stopped. Trim it, export it or save it below.');
  });
  const active = recorder.phase !== 'idle' || countdown !== null;
  const activeRef = useRef(active);
  const stopRef = useRef(recorder.stop);
  useEffect(() => {
    activeRef.current = recorder.phase === 'recording' || recorder.phase === 'paused';
    stopRef.current = recorder.stop;
  });

  // Slide pictures near the shown one are kept ready; PDFs no slide uses any more are closed.
  useEffect(() => {
    bitmaps.keepAround(slides, current);
    const used = new Set<PdfDocument>();
    for (const slide of slides) if (slide.source.kind === 'pdf') used.add(slide.source.document);
    for (const document of documents.current) {
      if (used.has(document)) continue;
      document.close();
      documents.current.delete(document);
    }
    for (const document of used) documents.current.add(document);
  }, [slides, current, bitmaps]);

  useEffect(
    () => () => {
      bitmaps.close();
      for (const document of documents.current) document.close();
      documents.current.clear();
    },
    [bitmaps],
  );

  // The shared screen is let go of when the page goes.
  useEffect(() => () => stopTracks(screenRef.current), []);

  // Leaving (closing the tab, reloading, another address) while recording asks first.
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const slide = slides[current] ?? null;
  const goTo = useCallback(
    (index: number) => setCurrent(Math.min(Math.max(0, index), Math.max(0, slides.length - 1))),
    [slides.length],
  );

  // Arrow keys and PageUp/PageDown turn the slides while presenting.
  useEffect(() => {
    if (finished || source !== 'slides') return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsArrowKeys(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const action = slideKeyAction(event.key);
      if (!action) return;
      event.preventDefault();
      setCurrent((index) =>
        Math.min(Math.max(0, index + (action === 'next' ? 1 : -1)), Math.max(0, slides.length - 1)),
      );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [finished, source, slides.length]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === presenting.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const onScreenEnded = (ended: MediaStream) => {
    setScreen((shown) => (shown === ended ? null : shown));
    if (activeRef.current) {
      setNotice(
        'The shared screen ended, so the recording stopped. Everything recorded until then is kept.',
      );
      stopRef.current('screen-ended');
    }
  };

  const shareScreen = async (sourceId?: string) => {
    setScreenProblem(null);
    if (desktop && !sourceId) {
      setPicking(true);
      return;
    }
    try {
      if (sourceId && platform && !(await platform.chooseCaptureSource(sourceId))) {
        setScreenProblem('That screen or window is no longer there. Choose another one.');
        return;
      }
      if (!navigator.mediaDevices?.getDisplayMedia) throw new Error('getDisplayMedia missing');
      const stream = await navigator.mediaDevices.getDisplayMedia({
        video: { frameRate: { ideal: STAGE_FPS } },
        // The browser's picker offers a tab's or the system's sound; the desktop shell grants video.
        audio: !desktop,
      });
      stream.getVideoTracks()[0]?.addEventListener('ended', () => onScreenEnded(stream));
      stopTracks(screen);
      setScreen(stream);
    } catch (error) {
      console.warn('Sharing the screen failed:', error);
      setScreenProblem(deviceProblem('screen', error, desktop));
    }
  };

  const stopSharing = () => {
    stopTracks(screen);
    setScreen(null);
  };

  const blocker = !storeReady
    ? 'Getting ready…'
    : source === 'slides' && slides.length === 0
      ? 'Add slides to present first.'
      : source === 'screen' && !screen
        ? 'Share a screen, window or tab first.'
        : source === 'camera' && !inputs.camera.stream
          ? 'Turn the camera on first.'
          : null;

  async function startRecording() {
    const canvas = canvasRef.current;
    if (!canvas || capture.current) return;
    if (source === 'screen' && !screen) {
      setNotice('The shared screen ended before recording began. Share it again.');
      setAnnouncement('');
      return;
    }
    const canvasStream = canvas.captureStream(STAGE_FPS);
    const audio = recordedAudio([
      ...(inputs.microphone.on ? (inputs.microphone.stream?.getAudioTracks() ?? []) : []),
      ...(source === 'screen' ? (screen?.getAudioTracks() ?? []) : []),
    ]);
    capture.current = { canvas: canvasStream, audio };
    const stream = new MediaStream([
      ...canvasStream.getVideoTracks(),
      ...(audio.track ? [audio.track] : []),
    ]);
    const started = await recorder.start(stream, defaultRecordingName(Date.now()));
    if (started) setAnnouncement('Recording');
    else releaseCapture();
  }
  const startLatest = useRef(startRecording);
  useEffect(() => {
    startLatest.current = startRecording;
  });

  const cancelCountdown = () => {
    if (countdownTimer.current !== null) window.clearInterval(countdownTimer.current);
    countdownTimer.current = null;
    setCountdown(null);
    setAnnouncement('Recording cancelled');
  };
  useEffect(
    () => () => {
      if (countdownTimer.current !== null) window.clearInterval(countdownTimer.current);
    },
    [],
  );
  const counting = countdown !== null;
  const cancelLatest = useRef(cancelCountdown);
  useEffect(() => {
    cancelLatest.current = cancelCountdown;
  });
  // Escape during the countdown calls it off.
  useEffect(() => {
    if (!counting) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelLatest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [counting]);

  /** 3, 2, 1, then the recorder starts with the stage as it is then. */
  const begin = () => {
    if (blocker || active) return;
    recorder.clearError();
    setNotice(null);
    let left = COUNTDOWN_SECONDS;
    setCountdown(left);
    setAnnouncement(`Recording starts in ${left}`);
    countdownTimer.current = window.setInterval(() => {
      left -= 1;
      if (left > 0) {
        setCountdown(left);
        setAnnouncement(`${left}`);
        return;
      }
      if (countdownTimer.current !== null) window.clearInterval(countdownTimer.current);
      countdownTimer.current = null;
      setCountdown(null);
      void startLatest.current();
    }, 1000);
  };

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void presenting.current?.requestFullscreen().catch(() => undefined);
  };

  const openLeftover = async (recording: StoredRecording) => {
    if (!store) return;
    try {
      if (!recording.finished) await store.finish(recording.id);
      const blob = await store.read(recording.id);
      setLeftovers((list) => list.filter((item) => item.id !== recording.id));
      setFinished({
        id: recording.id,
        name: recording.name,
        startedAt: recording.startedAt,
        blob,
        durationMs: recording.durationMs,
        end: 'recovered',
      });
    } catch (error) {
      console.warn('Opening a kept recording failed:', error);
      setNotice('That recording could not be read. It may have been removed in another tab.');
    }
  };

  const discardLeftover = async (recording: StoredRecording) => {
    setLeftovers((list) => list.filter((item) => item.id !== recording.id));
    await store?.remove(recording.id).catch((error: unknown) => {
      console.warn('Discarding a kept recording failed:', error);
    });
  };

  const startOver = async () => {
    const done = finished;
    setFinished(null);
    setAnnouncement('');
    if (done) await store?.remove(done.id).catch(() => undefined);
  };

  const announcer = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );

  if (finished) {
    return (
      <div className="flex flex-col gap-6">
        {announcer}
        <AfterRecording
          key={finished.id}
          recording={finished}
          notice={notice ?? recorder.error}
          onNewRecording={() => {
            setNotice(null);
            recorder.clearError();
            void startOver();
          }}
        />
      </div>
    );
  }

  const recording = recorder.phase === 'recording';
  const paused = recorder.phase === 'paused';
  const base: StageBase = {
    source,
    slide,
    screen: screenVideo,
    camera: inputs.camera.on ? cameraVideo : null,
    bubble,
  };
  const strokesKey = source === 'slides' ? (slide?.key ?? 'none') : source;
  const stageLabel =
    source === 'slides'
      ? slide
        ? `The stage, recorded: slide ${current + 1} of ${slides.length}, ${slide.name}`
        : 'The stage, recorded: no slides yet'
      : source === 'screen'
        ? 'The stage, recorded: your shared screen'
        : 'The stage, recorded: your camera';
  const notes = source === 'slides' ? (slide?.notes ?? '') : otherNotes;
  const setNotes = (text: string) => {
    if (source !== 'slides') {
      setOtherNotes(text);
      return;
    }
    setSlides((list) =>
      list.map((item, index) => (index === current ? { ...item, notes: text } : item)),
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {announcer}
      {!active && leftovers.length > 0 && (
        <RecoveryOffer
          recordings={leftovers}
          onOpen={(item) => void openLeftover(item)}
          onDiscard={(item) => void discardLeftover(item)}
        />
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)]">
        <ToolCard title="Stage" icon={Presentation} labelId={`${id}-stage`}>
          <div
            ref={presenting}
            className={cn('flex flex-col gap-4', fullScreen && 'bg-background overflow-y-auto p-6')}
          >
            <RecordingStage
              base={base}
              strokesKey={strokesKey}
              bitmaps={bitmaps}
              canvasRef={canvasRef}
              countdown={countdown}
              label={stageLabel}
            />
            {source === 'slides' && (
              <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Slides">
                <Button
                  variant="secondary"
                  onClick={() => goTo(current - 1)}
                  disabled={current <= 0}
                  aria-keyshortcuts="ArrowLeft PageUp"
                >
                  <ChevronLeft aria-hidden /> Previous slide
                </Button>
                <span className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
                  {slides.length > 0 ? `Slide ${current + 1} of ${slides.length}` : 'No slides'}
                </span>
                <Button
                  variant="secondary"
                  onClick={() => goTo(current + 1)}
                  disabled={current >= slides.length - 1}
                  aria-keyshortcuts="ArrowRight PageDown"
                >
                  Next slide <ChevronRight aria-hidden />
                </Button>
              </div>
            )}
            <div className="border-border flex flex-wrap items-center gap-3 border-t pt-4">
              {countdown !== null ? (
                <Button variant="secondary" onClick={cancelCountdown} aria-keyshortcuts="Escape">
                  <X aria-hidden /> Cancel
                </Button>
              ) : recording || paused ? (
                <>
                  {recording ? (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        recorder.pause();
                        setAnnouncement('Paused');
                      }}
                    >
                      <Pause aria-hidden /> Pause
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        recorder.resume();
                        setAnnouncement('Recording again');
                      }}
                    >
                      <Play aria-hidden /> Resume
                    </Button>
                  )}
                  <Button variant="destructive" onClick={() => recorder.stop()}>
                    <Square aria-hidden /> Stop
                  </Button>
                </>
              ) : (
                <Button
                  variant="primary"
                  size="lg"
                  onClick={begin}
                  disabled={!!blocker || recorder.phase !== 'idle'}
                  aria-describedby={blocker ? `${id}-blocker` : undefined}
                >
                  <Circle className="fill-current" aria-hidden /> Start recording
                </Button>
              )}
              <p
                className={cn(
                  'flex items-center gap-2 text-sm font-medium tabular-nums',
                  recording ? 'text-red-300' : 'text-muted-foreground',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'size-2.5 rounded-full',
                    recording
                      ? 'animate-pulse bg-red-500'
                      : paused
                        ? 'bg-amber-400'
                        : 'bg-white/20',
                  )}
                />
                <span className="sr-only">
                  {recording ? 'Recording, ' : paused ? 'Paused, ' : 'Recorded '}
                </span>
                <span role="timer" aria-live="off" data-testid="recording-timer">
                  {formatClock(recorder.elapsedMs)}
                </span>
                {paused && <span aria-hidden>· Paused</span>}
              </p>
              {recorder.phase === 'stopping' && (
                <span className="text-muted-foreground text-sm">Keeping the recording…</span>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                onClick={toggleFullScreen}
                aria-pressed={fullScreen}
              >
                {fullScreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
                Full screen
              </Button>
            </div>
            {blocker && !active && (
              <p id={`${id}-blocker`} className="text-muted-foreground text-xs">
                {blocker}
              </p>
            )}
            {(notice ?? recorder.error) && (
              <RunError message={(notice ?? recorder.error) as string} />
            )}
            <div className="border-gold-400/25 bg-gold-400/5 flex flex-col gap-1 rounded-xl border p-3">
              <label
                htmlFor={`${id}-notes`}
                className="text-gold-200 text-xs font-semibold tracking-widest uppercase"
              >
                {source === 'slides' && slide
                  ? `Speaker notes · slide ${current + 1}`
                  : 'Speaker notes'}{' '}
                <span className="text-muted-foreground font-normal tracking-normal normal-case">
                  (only you see these; they are not recorded)
                </span>
              </label>
              <textarea
                id={`${id}-notes`}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                readOnly={recording || paused}
                rows={recording || paused ? 4 : 3}
                placeholder={
                  source === 'slides' && !slide
                    ? 'Add a slide to write its notes'
                    : 'What to say here…'
                }
                disabled={source === 'slides' && !slide}
                className={cn(
                  'text-foreground placeholder:text-muted-foreground focus-visible:ring-ring w-full resize-y rounded-lg bg-transparent px-2 py-1 outline-none focus-visible:ring-2',
                  recording || paused ? 'text-xl leading-relaxed' : 'text-sm',
                )}
                data-testid="speaker-notes"
              />
            </div>
          </div>
        </ToolCard>
        <div className="flex flex-col gap-6">
          <ToolCard title="What to present" icon={MonitorUp} labelId={`${id}-source`}>
            <div className="flex flex-col gap-4">
              <VectorChoice
                legend="Present"
                name="recorder-source"
                value={source}
                options={SOURCES}
                onChange={setSource}
                tiles
                disabled={active}
              />
              {source === 'slides' && (
                <SlideList
                  slides={slides}
                  current={current}
                  onSlides={(next, show) => {
                    setSlides(next);
                    setCurrent((index) =>
                      Math.min(Math.max(0, show ?? index), Math.max(0, next.length - 1)),
                    );
                  }}
                  onCurrent={goTo}
                  disabled={active}
                />
              )}
              {source === 'screen' && (
                <div className="flex flex-col gap-3">
                  {screen ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="text-foreground text-sm">
                        Sharing: {screen.getVideoTracks()[0]?.label || 'your screen'}
                      </p>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => void shareScreen()}
                        disabled={active}
                      >
                        Share another
                      </Button>
                      <Button variant="ghost" size="sm" onClick={stopSharing} disabled={active}>
                        Stop sharing
                      </Button>
                    </div>
                  ) : (
                    <Button
                      variant="outline"
                      className="self-start"
                      onClick={() => void shareScreen()}
                    >
                      <MonitorUp aria-hidden /> Share a screen
                    </Button>
                  )}
                  <p className="text-muted-foreground text-xs">
                    {desktop
                      ? 'Pick a screen or a window. If sharing ends while recording, the recording stops and keeps what was recorded.'
                      : 'Your browser asks which screen, window or tab to share (a tab can share its sound too). If sharing ends while recording, the recording stops and keeps what was recorded.'}
                  </p>
                  {screenProblem && <RunError message={screenProblem} />}
                </div>
              )}
              {source === 'camera' && (
                <p className="text-muted-foreground text-sm">
                  The camera fills the whole picture. Choose the camera and microphone below.
                </p>
              )}
            </div>
          </ToolCard>
          <ToolCard title="Camera and microphone" icon={Camera} labelId={`${id}-inputs`}>
            <InputsPanel
              inputs={inputs}
              bubble={bubble}
              onBubble={setBubble}
              showBubble={source !== 'camera'}
              recording={active}
            />
          </ToolCard>
        </div>
      </div>
      {platform && (
        <ScreenPicker
          open={picking}
          onOpenChange={setPicking}
          listSources={listSources}
          onPick={(picked) => {
            setPicking(false);
            void shareScreen(picked.id);
          }}
        />
      )}
    </div>
  );
}
