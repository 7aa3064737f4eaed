// The one layout of a tool page that takes a photo (architecture "Client": one tool studio
// shell). It owns the input (drop zone, file button, Ctrl/Cmd+V anywhere on the page, and a photo
// sent from another tool), a slot for the tool's settings, the run with its cost, real progress
// and Cancel, the preview with before and after, and the result actions (download, save to My
// Creations, drag out, send to another tool, run again). A tool brings its run state
// (usePhotoTool), its words and its settings; docs/adding-a-tool.md.
import { Upload, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { enhancementMessages } from '@contracts/messages';
import { DropZone } from '@/components/photo/drop-zone';
import type { PhotoToolId } from '@/components/photo/photo-function';
import { canAfford, QueueList, RunControls } from '@/components/photo/run-panel';
import { ToolCard } from '@/components/photo/tool-header';
import type { PhotoTool } from '@/components/photo/use-photo-tool';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { useCreditBalance } from '@/lib/credit-balance';
import { notifyError, notifyInfo } from '@/lib/notify';
import { takeOfferedPhoto } from './photo-handoff';
import { StudioPreview } from './studio-preview';
import type { StudioPreviewOptions, StudioResultOptions } from './studio-preview';
import { usePasteImage } from './use-paste-image';

/** The run button: its words and icon, and the tool's own reason it cannot run yet. */
export type StudioRunOptions = {
  label: string;
  icon: ReactNode;
  /** Why the tool cannot run yet for its own reasons (e.g. nothing painted), or null. */
  disabledReason?: string | null;
  /** What Start does when the tool asks something first (default: start the queue). */
  onStart?: () => void;
};

/** A tool's page below its header: see the file comment. */
export type ToolStudioProps = {
  tool: PhotoToolId;
  photos: PhotoTool;
  /** Credits per photo (display; the server charges). */
  cost: number;
  /** The drop zone's call to action. */
  dropLabel?: string;
  /** Under the drop zone (e.g. the enhancer's "Ready for enhancement" strip). */
  uploadExtra?: ReactNode;
  /** Whether the Upload card offers Clear (false when the tool clears elsewhere). */
  clearable?: boolean;
  /** After Clear, for the tool's own state (e.g. the painted mask). */
  onCleared?: () => void;
  /** The tool's settings card; the run controls close it (or the Upload card, without one). */
  settings?: { title: string; icon: LucideIcon; content: ReactNode };
  run: StudioRunOptions;
  preview: StudioPreviewOptions;
  result: StudioResultOptions;
  /** Takes no new photo while the tool asks something (e.g. a confirmation). */
  inputDisabled?: boolean;
  /** On phones, the preview right after the upload (when the preview is where you work). */
  previewFirstOnPhones?: boolean;
  /** Dialogs and the like. */
  children?: ReactNode;
};

/** The tool studio: upload and settings on the left, the preview and its result on the right. */
export function ToolStudio({
  tool,
  photos,
  cost,
  dropLabel,
  uploadExtra,
  clearable = true,
  onCleared,
  settings,
  run,
  preview,
  result,
  inputDisabled = false,
  previewFirstOnPhones = false,
  children,
}: ToolStudioProps) {
  const { isAdmin } = useAuth();
  const balance = useCreditBalance();
  const { queue, addFiles, checking, multiple } = photos;
  const item = queue.selected;
  const takesInput = !queue.running && !checking && !inputDisabled;
  const take = (files: File[]) => void addFiles(files);

  usePasteImage({
    disabled: !takesInput,
    onFiles: take,
    onRefused: (message) => void notifyError(message),
  });

  // A photo sent here from another tool's result: taken once, as the studio opens.
  const addLatest = useRef(addFiles);
  useEffect(() => {
    addLatest.current = addFiles;
  });
  useEffect(() => {
    const sent = takeOfferedPhoto(tool);
    if (sent) void addLatest.current([sent]);
  }, [tool]);

  const clear = () => {
    queue.clear();
    onCleared?.();
    void notifyInfo(enhancementMessages.cleared);
  };

  const controls = (
    <RunControls
      queue={queue}
      cost={cost}
      balance={balance}
      isAdmin={isAdmin}
      startLabel={run.label}
      startIcon={run.icon}
      onStart={run.onStart}
      disabledReason={!item ? enhancementMessages.uploadFirst : (run.disabledReason ?? null)}
    />
  );

  const runAgain = item && {
    onRun: () => void queue.rerun(item.id),
    cost,
    isAdmin,
    disabled:
      queue.running ||
      checking ||
      !canAfford(1, cost, balance, isAdmin) ||
      !!run.disabledReason ||
      inputDisabled,
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
      {/* With previewFirstOnPhones the cards are ordered upload, preview, settings below lg; from
          lg up upload and settings share the left column. */}
      <div
        className={cn('flex min-w-0 flex-col gap-6', previewFirstOnPhones && 'contents lg:flex')}
      >
        <ToolCard
          className={previewFirstOnPhones ? 'order-1' : undefined}
          title="Upload"
          icon={Upload}
          labelId={`${tool}-upload`}
          action={
            clearable &&
            queue.items.length > 0 && (
              <Button variant="ghost" size="sm" onClick={clear} disabled={queue.running}>
                <X aria-hidden /> Clear
              </Button>
            )
          }
        >
          <div className="flex flex-col gap-4">
            <DropZone
              multiple={multiple}
              onFiles={take}
              disabled={!takesInput}
              label={dropLabel}
              pasteHint
            />
            {uploadExtra}
            <QueueList queue={queue} />
            {!settings && controls}
          </div>
        </ToolCard>
        {settings && (
          <ToolCard
            className={previewFirstOnPhones ? 'order-3' : undefined}
            title={settings.title}
            icon={settings.icon}
            labelId={`${tool}-settings`}
          >
            <div className="flex flex-col gap-5">
              {settings.content}
              {controls}
            </div>
          </ToolCard>
        )}
      </div>
      <StudioPreview
        className={previewFirstOnPhones ? 'order-2 lg:order-none' : undefined}
        labelId={`${tool}-preview`}
        item={item}
        preview={preview}
        result={result}
        actions={{ sendFrom: tool, runAgain: runAgain || undefined }}
      />
      {children}
    </div>
  );
}
