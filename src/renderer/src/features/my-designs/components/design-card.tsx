import { CloudOff, Lock, Globe } from 'lucide-react';
import type { DragEvent } from 'react';
import { downloadFileName, LOCAL_PREVIEW_MODEL_LABEL } from '@contracts/domain/generation';
import { useBackend } from '@/lib/backend-context';
import { DESIGN_TYPE_LABELS } from '@/lib/designs/design-schemas';
import type { Design, DesignFolder } from '@/lib/designs/design-schemas';
import { videoPoster } from '../design-tool';
import { libraryMessages } from '../messages';

/**
 * One design in the grid; opens its preview. Its picture can be dragged out of the app into a
 * folder or another app (a real file on desktop, the image's download on the web), under the
 * name a download would get.
 */
export function DesignCard({
  design,
  folder,
  onOpen,
}: {
  design: Design;
  folder?: DesignFolder;
  onOpen: () => void;
}) {
  const { platform } = useBackend();
  const dragOut = (event: DragEvent<HTMLImageElement>) => {
    const name = downloadFileName(
      design.prompt ?? design.name,
      design.type,
      1,
      design.model === LOCAL_PREVIEW_MODEL_LABEL ? 'preview' : 'ultrahd',
    );
    const file =
      design.type === 'video'
        ? { url: design.url, name: name.replace(/\.\w+$/, '.mp4'), type: 'video/mp4' }
        : { url: design.url, name, type: 'image/png' };
    if (!platform?.startDragOut(event.nativeEvent, file)) {
      event.preventDefault();
    }
  };
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Open ${design.name}`}
      className="group border-border bg-surface focus-visible:ring-ring hover:border-gold-400/50 flex h-full w-full flex-col overflow-hidden rounded-xl border text-left transition focus-visible:ring-2 focus-visible:outline-none"
    >
      <span className="bg-surface-raised relative block">
        <img
          src={videoPoster(design) ?? design.url}
          alt=""
          loading="lazy"
          draggable={platform !== null}
          onDragStart={dragOut}
          data-testid="design-drag-out"
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute top-2 left-2 rounded-full bg-black/65 px-2 py-0.5 text-[0.6875rem] font-semibold text-white backdrop-blur">
          {DESIGN_TYPE_LABELS[design.type]}
        </span>
        {design.source === 'local' && (
          <span
            className="absolute top-2 right-2 rounded-full bg-black/65 p-1 text-amber-300 backdrop-blur"
            title={libraryMessages.localOnly}
          >
            <CloudOff className="size-3.5" aria-hidden />
            <span className="sr-only">{libraryMessages.localOnly}</span>
          </span>
        )}
      </span>
      <span className="flex flex-col gap-1 p-3">
        <span className="text-foreground truncate text-sm font-medium">{design.name}</span>
        <span className="text-muted-foreground flex items-center gap-2 text-xs">
          {design.isPrivate ? (
            <Lock className="size-3" aria-hidden />
          ) : (
            <Globe className="size-3" aria-hidden />
          )}
          {design.isPrivate ? 'Private' : 'Shared'}
          {folder && (
            <span className="flex min-w-0 items-center gap-1">
              ·{' '}
              <span
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: folder.color }}
                aria-hidden
              />
              <span className="truncate">{folder.name}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
