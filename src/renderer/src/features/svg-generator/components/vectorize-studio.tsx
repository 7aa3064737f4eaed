import { Image as ImageIcon, ScanLine, Upload, Wand2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { VECTORIZE_PRESETS, vectorizeResponseSchema } from '@contracts/api/vector';
import type { VectorizePreset, VectorizeResponse } from '@contracts/api/vector';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, vectorToolMessages } from '@contracts/messages';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { DropZone } from '@/components/photo/drop-zone';
import { blobToBase64 } from '@/components/photo/photo-function';
import { ToolCard } from '@/components/photo/tool-header';
import { usePasteImage } from '@/components/studio/use-paste-image';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { checkVectorizeFile } from '@/components/vector/check-vector-file';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorChoice } from '@/components/vector/vector-choice';
import { vectorFileStem } from '@/components/vector/vector-names';
import { VectorResult } from '@/components/vector/vector-result';
import { VectorResults } from '@/components/vector/vector-results';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import { toolFunctions } from '@/lib/function-names';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { colorCountFixed, VECTORIZE_PRESET_INFO, vectorizeOptions } from '../vectorize-presets';
import type { TraceControls } from '../vectorize-presets';

const COST = CREDIT_COSTS.vectorize;

const MIME: Record<CheckedPhoto['format'], string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The picked image and its object URL (revoked when it is replaced). */
type Picked = { photo: CheckedPhoto; url: string };

function ControlSlider({
  label,
  value,
  min,
  max,
  hint,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  hint: string;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="text-foreground font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{value}</span>
      </div>
      <Slider
        aria-label={label}
        min={min}
        max={max}
        step={1}
        value={[value]}
        onValueChange={([next]) => onChange(next ?? min)}
        disabled={disabled}
      />
      <p className="text-muted-foreground text-xs">{hint}</p>
    </div>
  );
}

/** "Vectorize an image": a PNG, JPG or WebP traced into an SVG, with before and after. */
export function VectorizeStudio() {
  const id = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [checking, setChecking] = useState(false);
  const [preset, setPreset] = useState<VectorizePreset>('logo');
  const [controls, setControls] = useState<TraceControls>(VECTORIZE_PRESET_INFO.logo.controls);
  const [traced, setTraced] = useState<Picked | null>(null);
  const run = useVectorRun<VectorizeResponse>();
  const takesInput = !run.running && !checking;

  // Object URLs live as long as they are shown (the traced image stays beside its result).
  const urls = useRef(new Set<string>());
  useEffect(() => {
    for (const url of urls.current) {
      if (url === picked?.url || url === traced?.url) continue;
      URL.revokeObjectURL(url);
      urls.current.delete(url);
    }
  }, [picked, traced]);
  useEffect(() => {
    const live = urls.current;
    return () => {
      for (const url of live) URL.revokeObjectURL(url);
    };
  }, []);

  const take = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setChecking(true);
    try {
      const check = await checkVectorizeFile(file);
      if (!check.ok) {
        void notifyError(check.message);
        return;
      }
      const url = URL.createObjectURL(check.photo.file);
      urls.current.add(url);
      setPicked({ photo: check.photo, url });
      void notifyInfo(enhancementMessages.selected(check.photo.file.name));
    } finally {
      setChecking(false);
    }
  };

  usePasteImage({
    disabled: !takesInput,
    onFiles: (files) => void take(files),
    onRefused: (message) => void notifyError(message),
  });

  const choosePreset = (next: VectorizePreset) => {
    setPreset(next);
    setControls(VECTORIZE_PRESET_INFO[next].controls);
  };

  const start = async () => {
    if (!picked) return;
    const vectorize = toolFunctions('svg-generator').find((name) => name === 'vectorize');
    if (!vectorize) return;
    const base64 = await blobToBase64(picked.photo.file);
    const answer = await run.run(
      vectorize,
      {
        image: `data:${MIME[picked.photo.format]};base64,${base64}`,
        ...vectorizeOptions(preset, controls),
      },
      vectorizeResponseSchema,
    );
    if (answer) {
      setTraced(picked);
      void notifySuccess(vectorToolMessages.vectorized);
    }
  };

  const set = (key: keyof TraceControls) => (value: number) =>
    setControls((current) => ({ ...current, [key]: value }));
  const result = run.result;
  const output = result?.outputs[0];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <ToolCard
          title="Upload"
          icon={Upload}
          labelId={`${id}-upload`}
          action={
            picked && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setPicked(null)}
                disabled={run.running}
              >
                <X aria-hidden /> Clear
              </Button>
            )
          }
        >
          <div className="flex flex-col gap-4">
            <DropZone
              onFiles={(files) => void take(files)}
              disabled={!takesInput}
              label="Drop a PNG, JPG or WebP to trace"
              pasteHint
            />
            {picked && (
              <p className="text-muted-foreground flex items-center gap-3 text-sm">
                <img
                  src={picked.url}
                  alt={`To trace: ${picked.photo.file.name}`}
                  className="border-border size-12 rounded-md border object-contain"
                />
                <span className="min-w-0 truncate">
                  {picked.photo.file.name} · {picked.photo.width} × {picked.photo.height}
                </span>
              </p>
            )}
          </div>
        </ToolCard>
        <ToolCard title="Tracing" icon={ScanLine} labelId={`${id}-settings`}>
          <div className="flex flex-col gap-5">
            <VectorChoice
              legend="Preset"
              name="trace-preset"
              value={preset}
              onChange={choosePreset}
              options={VECTORIZE_PRESETS.map((value) => ({
                value,
                label: VECTORIZE_PRESET_INFO[value].label,
                description: VECTORIZE_PRESET_INFO[value].description,
              }))}
              tiles
              disabled={run.running}
            />
            <ControlSlider
              label="Colours"
              value={colorCountFixed(preset) ? 2 : controls.colors}
              min={2}
              max={64}
              hint={
                colorCountFixed(preset)
                  ? 'Line art is always black and white.'
                  : 'How many colours the SVG keeps.'
              }
              disabled={run.running || colorCountFixed(preset)}
              onChange={set('colors')}
            />
            <ControlSlider
              label="Detail"
              value={controls.detail}
              min={0}
              max={100}
              hint="Low: the simplest shapes. High: follow every edge."
              disabled={run.running}
              onChange={set('detail')}
            />
            <ControlSlider
              label="Corner smoothness"
              value={controls.smoothness}
              min={0}
              max={100}
              hint="Low: sharp corners. High: smooth curves."
              disabled={run.running}
              onChange={set('smoothness')}
            />
            <ControlSlider
              label="Speckle filter"
              value={controls.speckle}
              min={0}
              max={100}
              hint="Higher drops more small specks."
              disabled={run.running}
              onChange={set('speckle')}
            />
            <VectorRunControls
              run={run}
              cost={COST}
              label="Vectorize"
              icon={<Wand2 aria-hidden />}
              disabledReason={picked ? null : vectorToolMessages.uploadFirst}
              busyCaption={picked ? `Tracing ${picked.photo.file.name}…` : 'Tracing…'}
              onStart={() => void start()}
            />
          </div>
        </ToolCard>
      </div>
      <VectorResults
        labelId={`${id}-results`}
        title="Before and after"
        icon={ImageIcon}
        empty={{
          icon: ScanLine,
          title: 'Your SVG appears here',
          text: 'Upload a logo, drawing or photo; after tracing, compare it with the original and zoom in to check the edges.',
        }}
        running={run.running}
        busyLabel="Tracing your image…"
        outputs={output ? [output] : []}
        labels={[]}
        selected={0}
        onSelect={() => undefined}
      >
        {result && output && traced && (
          <VectorResult
            key={output.url}
            output={output}
            stats={result.stats}
            engine={result.engine}
            alt={`SVG traced from ${traced.photo.file.name}`}
            before={{ url: traced.url, label: 'Original' }}
            fileStem={vectorFileStem(traced.photo.file.name, 'vector')}
            design={{
              type: 'vector',
              prompt: null,
              name: `Vector of ${traced.photo.file.name}`.slice(0, 100),
              tags: ['vectorize', preset],
            }}
          />
        )}
      </VectorResults>
    </div>
  );
}
