import { Eye, Scissors, Upload, X } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, photoToolMessages } from '@contracts/messages';
import { ComparisonSlider } from '@/components/photo/comparison-slider';
import { DropZone } from '@/components/photo/drop-zone';
import { resultFileName, resultTags } from '@/components/photo/photo-output';
import { PreviewEmpty, PreviewFrame, RunError } from '@/components/photo/preview-parts';
import { EngineBadge, QueueList, RunControls } from '@/components/photo/run-panel';
import { ToolCard } from '@/components/photo/tool-header';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreditBalance } from '@/lib/credit-balance';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { BackdropPanel } from './backdrop-panel';

const COST = CREDIT_COSTS['background-remove'];

/** Upload and run on the left; the selected photo's before/after, backdrop and download on the right. */
export function RemoverStudio() {
  const { isAdmin } = useAuth();
  const balance = useCreditBalance();
  const { queue, addFiles, checking } = usePhotoTool({
    tool: 'background-remover',
    multiple: true,
    buildBody: (_photo, image) => ({ image }),
    onAccepted: (photos) => {
      for (const photo of photos) void notifyInfo(enhancementMessages.selected(photo.file.name));
    },
    onDone: () => void notifySuccess(photoToolMessages.backgroundRemoved),
    onFailed: (_item, error) => {
      if (!error.cancelled) void notifyError(error.message);
    },
  });
  const item = queue.selected;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <ToolCard
          title="Upload"
          icon={Upload}
          labelId="remover-upload"
          action={
            queue.items.length > 0 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  queue.clear();
                  void notifyInfo(enhancementMessages.cleared);
                }}
                disabled={queue.running}
              >
                <X aria-hidden /> Clear
              </Button>
            )
          }
        >
          <div className="flex flex-col gap-4">
            <DropZone
              multiple
              onFiles={(files) => void addFiles(files)}
              disabled={queue.running || checking}
              label="Drop photos here"
            />
            <QueueList queue={queue} />
            <RunControls
              queue={queue}
              cost={COST}
              balance={balance}
              isAdmin={isAdmin}
              startLabel={
                queue.items.length > 1
                  ? `Remove ${queue.items.length} Backgrounds`
                  : 'Remove Background'
              }
              startIcon={<Scissors aria-hidden />}
              disabledReason={queue.items.length === 0 ? enhancementMessages.uploadFirst : null}
            />
          </div>
        </ToolCard>
      </div>
      <ToolCard title="Preview" icon={Eye} labelId="remover-preview" className="self-start">
        {!item ? (
          <PreviewEmpty icon={Scissors} title="Ready when you are">
            Upload a photo to see it here; after the run, drag the handle to compare it with the
            cut-out.
          </PreviewEmpty>
        ) : item.result ? (
          <div className="flex flex-col gap-5">
            <ComparisonSlider
              before={item.previewUrl}
              after={item.result.output}
              beforeLabel="Original"
              afterLabel="Cut-out"
              imageClassName="max-h-[28rem]"
            />
            <div className="flex flex-wrap items-center gap-3">
              <EngineBadge engine={item.result.engine} />
              <span className="text-muted-foreground text-xs">
                {item.result.width} × {item.result.height} · transparent PNG
              </span>
            </div>
            <BackdropPanel
              key={item.result.generation_id}
              result={item.result}
              fileName={resultFileName(item.photo.file.name, 'no-background')}
              designName={`Cut-out of ${item.photo.file.name}`}
              tags={resultTags('background-removed', item.result)}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <PreviewFrame
              label="Original"
              busyLabel={item.status === 'running' ? 'Removing Background' : null}
            >
              <img
                src={item.previewUrl}
                alt={`Original: ${item.photo.file.name}`}
                className="mx-auto block max-h-[28rem] w-auto object-contain"
              />
            </PreviewFrame>
            {item.status === 'failed' && item.error && (
              <RunError message={item.error} refunded={item.refunded} />
            )}
          </div>
        )}
      </ToolCard>
    </div>
  );
}
