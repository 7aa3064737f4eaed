import { CheckCircle2, SlidersHorizontal, Upload, Wand2, X } from 'lucide-react';
import { useState } from 'react';
import type { EnhancementQuality, EnhancementType } from '@contracts/api/photo-tools';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, photoToolMessages } from '@contracts/messages';
import { DropZone } from '@/components/photo/drop-zone';
import { QueueList, RunControls } from '@/components/photo/run-panel';
import { ToolCard } from '@/components/photo/tool-header';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreditBalance } from '@/lib/credit-balance';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import {
  clampFactor,
  DEFAULT_FACTOR,
  DEFAULT_QUALITY,
  DEFAULT_TYPE,
  ENHANCEMENT_OPTIONS,
  enhancerErrorMessage,
  FACTOR_MAX,
  FACTOR_MIN,
  fitsOutputLimit,
  isEnhancementType,
  QUALITY_OPTIONS,
} from '../enhancer-settings';
import { EnhancerPreview } from './enhancer-preview';
import type { UsedSettings } from './enhancer-preview';

const COST = CREDIT_COSTS['image-enhance'];

/** The enhancer studio (spec 2.8): upload and settings on the left, Studio Preview on the right. */
export function EnhancerStudio() {
  const { isAdmin } = useAuth();
  const balance = useCreditBalance();
  const [type, setType] = useState<EnhancementType>(DEFAULT_TYPE);
  const [factor, setFactor] = useState(DEFAULT_FACTOR);
  const [quality, setQuality] = useState<EnhancementQuality>(DEFAULT_QUALITY);
  // What each photo was enhanced with: the success toast and the file name say so.
  const [used] = useState(() => new WeakMap<File, UsedSettings>());
  const typeLabel = ENHANCEMENT_OPTIONS.find((option) => option.value === type)?.label ?? type;

  const { queue, addFiles, checking } = usePhotoTool({
    tool: 'image-enhancer',
    multiple: true,
    buildBody: (photo, image) => {
      used.set(photo.file, { type, factor });
      return { image, enhancementType: type, desiredIncrease: factor, quality };
    },
    onAccepted: (photos) => {
      for (const photo of photos) void notifyInfo(enhancementMessages.selected(photo.file.name));
    },
    onDone: (item, result) => {
      const settings = used.get(item.photo.file) ?? { type, factor };
      void notifySuccess(
        enhancementMessages.success(result.desired_increase ?? settings.factor, settings.type),
      );
    },
    onFailed: (_item, error) => {
      if (!error.cancelled) void notifyError(enhancerErrorMessage(error.message));
    },
  });

  const clear = () => {
    queue.clear();
    void notifyInfo(enhancementMessages.cleared);
  };

  return (
    <section aria-labelledby="studio-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2
          id="studio-title"
          className="text-gold-200 inline-flex items-center gap-2 text-sm font-semibold tracking-[0.2em]"
        >
          <span className="size-2 animate-pulse rounded-full bg-emerald-400" aria-hidden />
          STUDIO ACTIVE
        </h2>
        {isAdmin && <Badge variant="new">Admin Mode</Badge>}
        <Badge data-testid="mode-badge">
          {typeLabel} · {factor}x
        </Badge>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ToolCard title="Upload" icon={Upload} labelId="enhancer-upload">
            <DropZone
              multiple
              onFiles={(files) => void addFiles(files)}
              disabled={queue.running || checking}
              label="Drop images here to enhance"
            />
            {queue.items.length > 0 && (
              <div
                className="mt-4 flex items-center gap-3 rounded-lg border border-emerald-400/30 bg-emerald-400/10 px-3 py-2"
                data-testid="ready-strip"
              >
                <CheckCircle2 className="size-4 shrink-0 text-emerald-400" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-emerald-200">
                    {enhancementMessages.readyForEnhancement}
                  </p>
                  <p className="text-muted-foreground truncate text-xs">
                    {queue.items.length === 1
                      ? queue.items[0]?.photo.file.name
                      : `${queue.items.length} images`}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label="Clear images"
                  onClick={clear}
                  disabled={queue.running}
                >
                  <X aria-hidden />
                </Button>
              </div>
            )}
            <div className="mt-4">
              <QueueList queue={queue} />
            </div>
          </ToolCard>
          <ToolCard title="Settings" icon={SlidersHorizontal} labelId="enhancer-settings">
            <div className="flex flex-col gap-5">
              <div className="flex flex-col gap-2">
                <label htmlFor="enhancement-type" className="text-foreground text-sm font-medium">
                  Enhancement type
                </label>
                <select
                  id="enhancement-type"
                  value={type}
                  onChange={(event) => {
                    if (isEnhancementType(event.target.value)) setType(event.target.value);
                  }}
                  disabled={queue.running}
                  className="border-border bg-surface-raised text-foreground focus-visible:ring-ring h-10 w-full min-w-0 truncate rounded-lg border px-3 text-sm outline-none focus-visible:ring-2"
                >
                  {ENHANCEMENT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label} — {option.hint}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-3">
                <div className="flex items-center justify-between">
                  <span id="factor-label" className="text-foreground text-sm font-medium">
                    Resolution factor
                  </span>
                  <span className="text-gold-300 text-sm font-semibold tabular-nums">
                    {factor}x
                  </span>
                </div>
                <Slider
                  aria-labelledby="factor-label"
                  aria-label="Resolution factor"
                  min={FACTOR_MIN}
                  max={FACTOR_MAX}
                  step={1}
                  value={[factor]}
                  onValueChange={([value]) => setFactor(clampFactor(value ?? DEFAULT_FACTOR))}
                  disabled={queue.running}
                />
                <div className="text-subtle-foreground flex justify-between text-xs">
                  <span>{FACTOR_MIN}x</span>
                  <span>{FACTOR_MAX}x</span>
                </div>
              </div>
              <fieldset className="flex min-w-0 flex-col gap-2" disabled={queue.running}>
                <legend className="text-foreground mb-2 text-sm font-medium">Quality</legend>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                  {QUALITY_OPTIONS.map((option) => (
                    <label
                      key={option.value}
                      className="border-border bg-surface-raised has-[:checked]:border-gold-400 has-[:checked]:bg-gold-400/10 has-[:focus-visible]:ring-ring flex cursor-pointer flex-col gap-0.5 rounded-lg border px-3 py-2 has-[:focus-visible]:ring-2"
                    >
                      <span className="flex items-center gap-2 text-sm font-medium">
                        <input
                          type="radio"
                          name="enhancement-quality"
                          value={option.value}
                          checked={quality === option.value}
                          onChange={() => setQuality(option.value)}
                          className="accent-gold-400"
                        />
                        {option.label}
                      </span>
                      <span className="text-muted-foreground text-xs">{option.hint}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <RunControls
                queue={queue}
                cost={COST}
                balance={balance}
                isAdmin={isAdmin}
                startLabel={
                  queue.items.length > 1 ? `Enhance ${queue.items.length} Images` : 'Enhance Image'
                }
                startIcon={<Wand2 aria-hidden />}
                disabledReason={
                  queue.items.length === 0
                    ? enhancementMessages.uploadFirst
                    : queue.items.some(
                          (item) => item.status !== 'done' && !fitsOutputLimit(item.photo, factor),
                        )
                      ? photoToolMessages.outputTooLarge
                      : null
                }
              />
            </div>
          </ToolCard>
        </div>
        <EnhancerPreview queue={queue} used={used} />
      </div>
    </section>
  );
}
