import { Fragment, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { PhotoToolResponse } from '@contracts/api/photo-tools';
import type { PhotoDesignType } from '@contracts/domain/design-types';
import { ComparisonSlider } from '@/components/photo/comparison-slider';
import { PreviewEmpty, PreviewFrame, RunError } from '@/components/photo/preview-parts';
import { ResultActions } from '@/components/photo/result-actions';
import type { ResultActionsProps } from '@/components/photo/result-actions';
import { EngineBadge } from '@/components/photo/run-panel';
import { ToolCard } from '@/components/photo/tool-header';
import type { QueueItem } from '@/components/photo/use-photo-queue';
import { cn } from '@/lib/cn';
import { scrollBehavior } from '@/lib/scroll';

/** How a tool's preview looks: before any photo, while it runs, and with a result. */
export type StudioPreviewOptions = {
  title: string;
  icon: LucideIcon;
  /** Before any photo: an icon, a title and a line on what will appear. */
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  /** Over the original while a run is going (e.g. "Removing Background"). */
  busyLabel: string;
  /**
   * `compare` (default): the result replaces the original, with a before/after slider.
   * `stacked`: the original stays, the result under it (the enhancer, spec 2.8).
   */
  layout?: 'compare' | 'stacked';
  /** The slider's labels (compare), or the result image's name prefix (stacked). */
  beforeLabel?: string;
  afterLabel?: string;
  /** The caption over the result (stacked). */
  resultLabel?: (result: PhotoToolResponse) => string;
  /** The result image's test id (stacked). */
  resultTestId?: string;
  /** A line beside the engine badge (e.g. size and format). */
  details?: (result: PhotoToolResponse) => ReactNode;
  /** Shown instead of the plain original before a result (e.g. the mask painter). */
  original?: (item: QueueItem) => ReactNode;
  /** The words for a failed run (default: the run's own message). */
  errorMessage?: (raw: string | undefined) => string | undefined;
};

/** What the result actions need to know about a tool's results. */
export type StudioResultOptions = {
  designType: PhotoDesignType;
  fileName: (item: QueueItem, result: PhotoToolResponse) => string;
  designName: (item: QueueItem) => string;
  tags: (result: PhotoToolResponse) => string[];
  downloadLabel?: string;
  downloadFailedMessage?: string;
  /** Replaces the plain result actions (e.g. the background remover's backdrop panel). */
  panel?: (actions: ResultActionsProps, item: QueueItem) => ReactNode;
};

function OriginalFrame({
  item,
  busyLabel,
  imageClassName,
}: {
  item: QueueItem;
  busyLabel: string;
  imageClassName: string;
}) {
  return (
    <PreviewFrame label="Original" busyLabel={item.status === 'running' ? busyLabel : null}>
      <img
        src={item.previewUrl}
        alt={`Original: ${item.photo.file.name}`}
        className={`mx-auto block w-auto object-contain ${imageClassName}`}
      />
    </PreviewFrame>
  );
}

/**
 * The preview card: what will appear before any photo; the original (or the tool's own editor)
 * with a busy overlay while it runs; then before and after, where it ran, and the result actions.
 */
export function StudioPreview({
  className,
  labelId,
  item,
  preview,
  result: resultOptions,
  actions,
}: {
  className?: string;
  labelId: string;
  item: QueueItem | null;
  preview: StudioPreviewOptions;
  result: StudioResultOptions;
  /** Send to and Run again for the item's result, added to its actions. */
  actions: Pick<ResultActionsProps, 'sendFrom' | 'runAgain'>;
}) {
  const stacked = preview.layout === 'stacked';
  const result = item?.result;
  // A run again keeps the earlier result until the new one comes; meanwhile the run shows (over
  // the original), and the result's actions wait.
  const settled = !!result && item?.status !== 'running';
  // A new result is brought into view (it can land below the fold, under a long queue or the
  // run's settings); gently, and not at all for people who ask for reduced motion.
  const resultRef = useRef<HTMLDivElement>(null);
  const shownResult = useRef<string | null>(null);
  const resultId = settled ? result.generation_id : null;
  useEffect(() => {
    const element = resultRef.current;
    if (!resultId || !element || shownResult.current === resultId) return undefined;
    const reveal = () => {
      shownResult.current = resultId;
      element.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' });
    };
    // Scrolled once its pictures have their height; before, only their top would come into view.
    const loading = [...element.querySelectorAll('img')].filter((image) => !image.complete);
    if (loading.length === 0) {
      reveal();
      return undefined;
    }
    let left = loading.length;
    const loaded = () => {
      left -= 1;
      if (left === 0) reveal();
    };
    for (const image of loading) {
      image.addEventListener('load', loaded, { once: true });
      image.addEventListener('error', loaded, { once: true });
    }
    return () => {
      for (const image of loading) {
        image.removeEventListener('load', loaded);
        image.removeEventListener('error', loaded);
      }
    };
  }, [resultId]);
  const error =
    item?.status === 'failed' ? (preview.errorMessage?.(item.error) ?? item.error) : undefined;

  const resultPanel = (done: QueueItem, output: PhotoToolResponse) => {
    const props: ResultActionsProps = {
      result: output,
      designType: resultOptions.designType,
      fileName: resultOptions.fileName(done, output),
      designName: resultOptions.designName(done),
      tags: resultOptions.tags(output),
      downloadLabel: resultOptions.downloadLabel,
      downloadFailedMessage: resultOptions.downloadFailedMessage,
      ...actions,
    };
    return (
      // Keyed by the run: a new result starts with fresh actions (not "Saved" from the last one).
      <Fragment key={output.generation_id}>
        <div className="flex flex-wrap items-center gap-3">
          <EngineBadge engine={output.engine} />
          {preview.details && (
            <span className="text-muted-foreground text-xs">{preview.details(output)}</span>
          )}
        </div>
        {resultOptions.panel ? resultOptions.panel(props, done) : <ResultActions {...props} />}
      </Fragment>
    );
  };

  return (
    <ToolCard
      title={preview.title}
      icon={preview.icon}
      labelId={labelId}
      className={cn('self-start', className)}
    >
      {!item ? (
        <PreviewEmpty icon={preview.empty.icon} title={preview.empty.title}>
          {preview.empty.text}
        </PreviewEmpty>
      ) : (
        <div className="flex flex-col gap-5">
          {stacked ? (
            <OriginalFrame item={item} busyLabel={preview.busyLabel} imageClassName="max-h-80" />
          ) : settled && result ? (
            <div ref={resultRef} className="scroll-mt-4">
              <ComparisonSlider
                before={item.previewUrl}
                after={result.output}
                beforeLabel={preview.beforeLabel}
                afterLabel={preview.afterLabel}
                imageClassName="max-h-[28rem]"
              />
            </div>
          ) : preview.original ? (
            preview.original(item)
          ) : (
            <OriginalFrame
              item={item}
              busyLabel={preview.busyLabel}
              imageClassName="max-h-[28rem]"
            />
          )}
          {error && <RunError message={error} refunded={item.refunded} />}
          {stacked && result && (
            <div ref={resultRef} className="scroll-mt-4">
              <PreviewFrame label={preview.resultLabel?.(result)}>
                <img
                  src={result.output}
                  alt={`${preview.afterLabel ?? 'Result'}: ${item.photo.file.name}`}
                  className="mx-auto block max-h-[32rem] w-auto object-contain"
                  data-testid={preview.resultTestId}
                />
              </PreviewFrame>
            </div>
          )}
          {settled && result && resultPanel(item, result)}
        </div>
      )}
    </ToolCard>
  );
}
