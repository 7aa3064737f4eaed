import { CheckCircle2, Eye, SlidersHorizontal, Sparkles, Wand2, X } from 'lucide-react';
import { useState } from 'react';
import type { EnhancementQuality, EnhancementType } from '@contracts/api/photo-tools';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, photoToolMessages } from '@contracts/messages';
import { resultTags } from '@/components/photo/photo-output';
import type { PhotoQueue } from '@/components/photo/use-photo-queue';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { ToolStudio } from '@/components/studio/tool-studio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import {
  DEFAULT_FACTOR,
  DEFAULT_QUALITY,
  DEFAULT_TYPE,
  ENHANCEMENT_OPTIONS,
  enhancedFileName,
  enhancerErrorMessage,
  fitsOutputLimit,
} from '../enhancer-settings';
import { EnhancerSettingsPanel } from './enhancer-settings-panel';

const COST = CREDIT_COSTS['image-enhance'];

/** The type and factor a photo was enhanced with. */
type UsedSettings = { type: EnhancementType; factor: number };

/** 'Ready for enhancement' with the photo's name (or how many), and the clear button (spec 2.8). */
function ReadyStrip({ queue, onClear }: { queue: PhotoQueue; onClear: () => void }) {
  if (queue.items.length === 0) return null;
  return (
    <div
      className="flex items-center gap-3 rounded-lg border border-emerald-400/30 bg-emerald-400/10 px-3 py-2"
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
        onClick={onClear}
        disabled={queue.running}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}

/** The enhancer studio (spec 2.8): upload and settings on the left, Studio Preview on the right. */
export function EnhancerStudio() {
  const { isAdmin } = useAuth();
  const [type, setType] = useState<EnhancementType>(DEFAULT_TYPE);
  const [factor, setFactor] = useState(DEFAULT_FACTOR);
  const [quality, setQuality] = useState<EnhancementQuality>(DEFAULT_QUALITY);
  // What each photo was enhanced with: the success toast and the file name say so.
  const [used] = useState(() => new WeakMap<File, UsedSettings>());
  const typeLabel = ENHANCEMENT_OPTIONS.find((option) => option.value === type)?.label ?? type;

  const photos = usePhotoTool({
    tool: 'image-enhancer',
    multiple: true,
    buildBody: (photo, image) => {
      used.set(photo.file, { type, factor });
      return { image, enhancementType: type, desiredIncrease: factor, quality };
    },
    onAccepted: (accepted) => {
      for (const photo of accepted) void notifyInfo(enhancementMessages.selected(photo.file.name));
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
  const { queue } = photos;
  const count = queue.items.length;
  const tooLarge = queue.items.some(
    (item) => item.status !== 'done' && !fitsOutputLimit(item.photo, factor),
  );

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
      <ToolStudio
        tool="image-enhancer"
        photos={photos}
        cost={COST}
        dropLabel="Drop images here to enhance"
        clearable={false}
        uploadExtra={
          <ReadyStrip
            queue={queue}
            onClear={() => {
              queue.clear();
              void notifyInfo(enhancementMessages.cleared);
            }}
          />
        }
        settings={{
          title: 'Settings',
          icon: SlidersHorizontal,
          content: (
            <EnhancerSettingsPanel
              type={type}
              factor={factor}
              quality={quality}
              disabled={queue.running}
              onType={setType}
              onFactor={setFactor}
              onQuality={setQuality}
            />
          ),
        }}
        run={{
          label: count > 1 ? `Enhance ${count} Images` : 'Enhance Image',
          icon: <Wand2 aria-hidden />,
          disabledReason: tooLarge ? photoToolMessages.outputTooLarge : null,
        }}
        preview={{
          title: 'Studio Preview',
          icon: Eye,
          empty: {
            icon: Sparkles,
            title: enhancementMessages.studioReady,
            text: 'Upload an image to see the original here, and its enhanced version below it.',
          },
          busyLabel: enhancementMessages.enhancing,
          layout: 'stacked',
          afterLabel: 'Enhanced',
          resultLabel: (result) => `Enhanced · ${result.width} × ${result.height}`,
          resultTestId: 'enhanced-image',
          errorMessage: enhancerErrorMessage,
        }}
        result={{
          designType: 'enhanced-image',
          fileName: (item, result) => {
            const settings = used.get(item.photo.file);
            return enhancedFileName(
              settings?.type ?? 'quality',
              settings?.factor ?? result.desired_increase ?? 4,
              item.finishedAt ?? 0,
            );
          },
          designName: (item) => `Enhanced ${item.photo.file.name}`,
          tags: (result) => resultTags('enhanced', result),
          downloadLabel: 'Download HD',
          downloadFailedMessage: enhancementMessages.downloadFailed,
        }}
      />
    </section>
  );
}
