import { Clapperboard, Settings2, Sparkles, Video } from 'lucide-react';
import { useId, useState } from 'react';
import {
  videoDesignDetailsSchema,
  videoResultSchema,
  type VideoDesignDetails,
  type VideoResult as VideoAnswer,
} from '@contracts/api/generate-video';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { PROMPT_MAX_LENGTH } from '@contracts/domain/generation';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { blobToBase64 } from '@/components/photo/photo-function';
import { RunError } from '@/components/photo/preview-parts';
import { ToolCard } from '@/components/photo/tool-header';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorChoice } from '@/components/vector/vector-choice';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import type { Design, NewDesign } from '@/lib/designs/design-schemas';
import { useReopenDesign } from '@/lib/designs/use-reopen-design';
import { toolFunctions } from '@/lib/function-names';
import { notifySuccess } from '@/lib/notify';
import { scrollBehavior } from '@/lib/scroll';
import {
  ASPECT_OPTIONS,
  frameSizeText,
  INITIAL_VIDEO_FORM,
  LENGTH_OPTIONS,
  MOTION_OPTIONS,
  QUALITY_OPTIONS,
  videoBlocker,
  videoFileStem,
  videoRequest,
  type VideoForm,
} from '../video-options';
import { VideoPicture } from './video-picture';
import { VideoResult, type ShownVideo } from '@/components/video/video-result';

const COST = CREDIT_COSTS['text-to-video'];

/** A made or reopened video: what the player shows and what Save keeps. */
type MadeVideo = { shown: ShownVideo; prompt: string; details: VideoDesignDetails };

function videoName(prompt: string): string {
  return prompt ? prompt.slice(0, 100) : 'Animated picture';
}

function madeFrom(answer: VideoAnswer, form: VideoForm): MadeVideo {
  const prompt = form.prompt.trim();
  return {
    prompt,
    shown: {
      url: answer.output_url,
      posterUrl: answer.poster_url,
      name: videoName(prompt),
      width: answer.width,
      height: answer.height,
      durationSeconds: answer.duration_seconds,
      engineKind: answer.engine_kind,
      model: answer.model,
    },
    details: {
      poster_url: answer.poster_url,
      width: answer.width,
      height: answer.height,
      duration_seconds: answer.duration_seconds,
      task: form.task,
      aspect_ratio: form.aspect,
      quality: form.quality,
      motion: form.motion,
      engine_kind: answer.engine_kind,
    },
  };
}

/** What Save to My Creations keeps of a video. */
function videoDesign(made: MadeVideo): NewDesign {
  return {
    url: made.shown.url,
    prompt: made.prompt || null,
    type: 'video',
    model: made.shown.model,
    name: made.shown.name,
    tags: ['video', made.details.task, made.details.aspect_ratio],
    details: made.details,
  };
}

/** A saved video as the studio shows it again, with the settings that made it; null when it is not one. */
function reopened(design: Design): { video: MadeVideo; form: VideoForm } | null {
  const details = videoDesignDetailsSchema.safeParse(design.details);
  if (design.type !== 'video' || !details.success) return null;
  return {
    form: {
      task: details.data.task,
      prompt: design.prompt ?? '',
      seconds: INITIAL_VIDEO_FORM.seconds,
      aspect: details.data.aspect_ratio,
      quality: details.data.quality,
      motion: details.data.motion,
    },
    video: {
      prompt: design.prompt ?? '',
      details: details.data,
      shown: {
        url: design.url,
        posterUrl: details.data.poster_url,
        name: design.name,
        width: details.data.width,
        height: details.data.height,
        durationSeconds: details.data.duration_seconds,
        engineKind: details.data.engine_kind,
        model: design.model,
      },
    },
  };
}

/** The AI Video Generator: words or a picture in, an MP4 out. */
export function VideoStudio() {
  const id = useId();
  const [form, setForm] = useState<VideoForm>(INITIAL_VIDEO_FORM);
  const [photo, setPhoto] = useState<CheckedPhoto | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState<MadeVideo | null>(null);
  const run = useVectorRun<VideoAnswer>();
  // A saved video (`?design=<id>` from My Creations) plays again with its settings.
  const reopen = useReopenDesign((design) => {
    const saved = reopened(design);
    if (saved) {
      setShown(saved.video);
      setForm(saved.form);
    }
    return saved !== null;
  });
  const update = <Key extends keyof VideoForm>(key: Key, value: VideoForm[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const blocker = videoBlocker(form, photo !== null);

  const start = async () => {
    if (blocker) return;
    const [name] = toolFunctions('video-generator');
    if (!name) return;
    const image = form.task === 'image-to-video' && photo ? await blobToBase64(photo.file) : null;
    const made = { ...form };
    const answer = await run.run(name, videoRequest(made, image), videoResultSchema);
    if (answer) {
      setShown(madeFrom(answer, made));
      void notifySuccess('Your video is ready.');
      // On a phone the result is below the settings: bring it into view.
      requestAnimationFrame(() =>
        document
          .getElementById(`${id}-result`)
          ?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' }),
      );
    }
  };

  const running = run.running;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
      <ToolCard title="Make a video" icon={Settings2} labelId={`${id}-settings`}>
        <div className="flex flex-col gap-5">
          <VectorChoice
            legend="Start from"
            name="video-task"
            value={form.task}
            onChange={(value) => update('task', value)}
            options={[
              { value: 'text-to-video', label: 'Text to video', description: 'Describe a scene' },
              {
                value: 'image-to-video',
                label: 'Image to video',
                description: 'Bring a picture to life',
              },
            ]}
            tiles
            disabled={running}
          />
          {form.task === 'image-to-video' && (
            <div className="flex flex-col gap-2">
              <span className="text-foreground text-sm font-medium">Picture</span>
              <VideoPicture
                photo={photo}
                onPhoto={(next) => {
                  setPhoto(next);
                  setRefusal(null);
                }}
                onRefused={setRefusal}
                disabled={running}
              />
              {refusal && <RunError message={refusal} />}
            </div>
          )}
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-prompt`} className="text-foreground text-sm font-medium">
              {form.task === 'text-to-video'
                ? 'What should the video show?'
                : 'How should it move? (optional)'}
            </label>
            <textarea
              id={`${id}-prompt`}
              value={form.prompt}
              onChange={(event) => update('prompt', event.target.value)}
              maxLength={PROMPT_MAX_LENGTH}
              rows={3}
              placeholder={
                form.task === 'text-to-video'
                  ? 'A snowy mountain village at night, lights in the windows'
                  : 'Slowly push in on the subject'
              }
              aria-describedby={`${id}-count`}
              className="border-border bg-surface-raised text-foreground placeholder:text-muted-foreground focus-visible:ring-ring w-full resize-y rounded-xl border px-3 py-2 text-sm outline-none focus-visible:ring-2"
              disabled={running}
            />
            <p id={`${id}-count`} className="text-muted-foreground text-right text-xs tabular-nums">
              {form.prompt.length} / {PROMPT_MAX_LENGTH}
            </p>
          </div>
          <VectorChoice
            legend="Length"
            name="video-length"
            value={String(form.seconds) as (typeof LENGTH_OPTIONS)[number]['value']}
            onChange={(value) => update('seconds', Number(value) as VideoForm['seconds'])}
            options={LENGTH_OPTIONS}
            disabled={running}
          />
          <VectorChoice
            legend="Shape"
            name="video-aspect"
            value={form.aspect}
            onChange={(value) => update('aspect', value)}
            options={ASPECT_OPTIONS}
            tiles
            disabled={running}
          />
          <VectorChoice
            legend="Quality"
            name="video-quality"
            value={form.quality}
            onChange={(value) => update('quality', value)}
            options={QUALITY_OPTIONS}
            tiles
            disabled={running}
          />
          <VectorChoice
            legend="Camera"
            name="video-motion"
            value={form.motion}
            onChange={(value) => update('motion', value)}
            options={MOTION_OPTIONS}
            tiles
            disabled={running}
          />
          <p className="text-muted-foreground text-xs" data-testid="video-size">
            {frameSizeText(form.aspect, form.quality)} · {form.seconds} s · 30 frames a second · MP4
          </p>
          <VectorRunControls
            run={run}
            cost={COST}
            label="Generate video"
            icon={<Sparkles aria-hidden />}
            disabledReason={blocker}
            busyCaption={`Making a ${form.seconds} s video…`}
            onStart={() => void start()}
          />
        </div>
      </ToolCard>
      <section
        aria-labelledby={`${id}-result-title`}
        id={`${id}-result`}
        className="border-border bg-surface flex flex-col gap-4 rounded-2xl border p-5"
      >
        <h2
          id={`${id}-result-title`}
          className="text-foreground flex items-center gap-2 font-semibold"
        >
          <Video className="text-gold-400 size-5" aria-hidden /> Your video
        </h2>
        {reopen === 'failed' && (
          <RunError message="That saved video could not be opened. It may have been deleted." />
        )}
        {shown ? (
          <VideoResult
            video={shown.shown}
            fileStem={videoFileStem(shown.prompt)}
            design={videoDesign(shown)}
          />
        ) : (
          <div className="border-border flex min-h-64 flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center">
            <Clapperboard className="text-gold-400 size-8" aria-hidden />
            <p className="text-foreground font-medium">Your video plays here</p>
            <p className="text-muted-foreground max-w-sm text-sm">
              Describe a scene, or add a picture and choose how the camera moves. Each video costs{' '}
              {COST} credits; cancel while it is made and they come back.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
