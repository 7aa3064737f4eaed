import { Eye, Sparkles } from 'lucide-react';
import type { EnhancementType } from '@contracts/api/photo-tools';
import { enhancementMessages } from '@contracts/messages';
import { PreviewEmpty, PreviewFrame, RunError } from '@/components/photo/preview-parts';
import { EngineBadge } from '@/components/photo/run-panel';
import { resultTags } from '@/components/photo/photo-output';
import { ResultActions } from '@/components/photo/result-actions';
import { ToolCard } from '@/components/photo/tool-header';
import type { PhotoQueue } from '@/components/photo/use-photo-queue';
import { enhancedFileName, enhancerErrorMessage } from '../enhancer-settings';

/** The type and factor a photo was enhanced with. */
export type UsedSettings = { type: EnhancementType; factor: number };

/** Studio Preview (spec 2.8): original and enhanced stacked, Download HD, 'Studio Ready', 'Enhancing Image'. */
export function EnhancerPreview({
  queue,
  used,
}: {
  queue: PhotoQueue;
  used: WeakMap<File, UsedSettings>;
}) {
  const item = queue.selected;
  const settings = item ? used.get(item.photo.file) : undefined;

  return (
    <ToolCard title="Studio Preview" icon={Eye} labelId="studio-preview" className="self-start">
      {!item ? (
        <PreviewEmpty icon={Sparkles} title={enhancementMessages.studioReady}>
          Upload an image to see the original here, and its enhanced version below it.
        </PreviewEmpty>
      ) : (
        <div className="flex flex-col gap-5">
          <PreviewFrame
            label="Original"
            busyLabel={item.status === 'running' ? enhancementMessages.enhancing : null}
          >
            <img
              src={item.previewUrl}
              alt={`Original: ${item.photo.file.name}`}
              className="mx-auto block max-h-80 w-auto object-contain"
            />
          </PreviewFrame>
          {item.status === 'failed' && (
            <RunError message={enhancerErrorMessage(item.error)} refunded={item.refunded} />
          )}
          {item.result && (
            <>
              <PreviewFrame label={`Enhanced · ${item.result.width} × ${item.result.height}`}>
                <img
                  src={item.result.output}
                  alt={`Enhanced: ${item.photo.file.name}`}
                  className="mx-auto block max-h-[32rem] w-auto object-contain"
                  data-testid="enhanced-image"
                />
              </PreviewFrame>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <EngineBadge engine={item.result.engine} />
                <ResultActions
                  key={item.result.generation_id}
                  result={item.result}
                  designType="enhanced-image"
                  fileName={enhancedFileName(
                    settings?.type ?? 'quality',
                    settings?.factor ?? item.result.desired_increase ?? 4,
                    item.finishedAt ?? 0,
                  )}
                  designName={`Enhanced ${item.photo.file.name}`}
                  tags={resultTags('enhanced', item.result)}
                  downloadLabel="Download HD"
                  downloadFailedMessage={enhancementMessages.downloadFailed}
                />
              </div>
            </>
          )}
        </div>
      )}
    </ToolCard>
  );
}
