import { Download, ExternalLink, Layers, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EDITOR_DESIGN_TYPES } from '@contracts/domain/design-types';
import { downloadFileName, LOCAL_PREVIEW_MODEL_LABEL } from '@contracts/domain/generation';
import { generatorMessages } from '@contracts/messages';
import { splitEngineModel } from '@contracts/tools/engine-labels';
import { NOT_PICTURES } from '@/lib/designs/picture-designs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import { DESIGN_TYPE_LABELS } from '@/lib/designs/design-schemas';
import type { Design } from '@/lib/designs/design-schemas';
import { downloadImage, downloadQuality, isMobileScreen } from '@/lib/designs/download-image';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getPlatform } from '@/platform/get-platform';
import { designTool, videoPoster } from '../design-tool';
import type { DesignLibrary } from '../hooks/use-design-library';
import { libraryMessages } from '../messages';
import { ConfirmDialog } from './confirm-dialog';

/** The saved model in user words; an engine id goes to the tooltip only. */
function ModelLabel({ model }: { model: string }) {
  if (!model) return <>Unknown model</>;
  const { label, details } = splitEngineModel(model);
  return details ? (
    <span title={details} data-testid="design-model">
      {label}
    </span>
  ) : (
    <span data-testid="design-model">{label}</span>
  );
}

function RenameForm({ design, library }: { design: Design; library: DesignLibrary }) {
  const [name, setName] = useState(design.name);
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === design.name) return;
    library.rename.mutate({ design, name: trimmed });
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label
          htmlFor={id}
          className="text-muted-foreground text-xs font-semibold tracking-widest uppercase"
        >
          Design name
        </label>
        <input
          id={id}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          className="border-border bg-surface-raised focus-visible:ring-ring h-9 rounded-lg border px-3 text-sm focus-visible:ring-2 focus-visible:outline-none"
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="h-9"
        disabled={name.trim() === '' || name.trim() === design.name}
      >
        Rename
      </Button>
    </form>
  );
}

/** A design's preview with every action on it: rename, privacy, folder, collections, download, open, delete. */
export function DesignPreviewDialog({
  design,
  library,
  onClose,
}: {
  design: Design;
  library: DesignLibrary;
  onClose: () => void;
}) {
  const { platform } = useBackend();
  const [deleting, setDeleting] = useState(false);
  const [pendingCollections, setPendingCollections] = useState<Record<string, boolean>>({});
  const folderId = useId();
  const privateId = useId();
  const folders = library.folders.data ?? [];
  const collections = library.collections.data ?? [];
  const tool = designTool(design);
  // A picture (not a video, kit, guideline, board or an editor design itself) opens as a new design.
  const editable =
    !NOT_PICTURES.has(design.type) &&
    !(EDITOR_DESIGN_TYPES as readonly string[]).includes(design.type);
  const local = design.source === 'local';

  async function download() {
    try {
      const shell = platform ?? (await getPlatform());
      if (design.type === 'video') {
        // A video is saved as it is stored: the MP4 (images are re-encoded below).
        const response = await fetch(design.url);
        if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
        const stem = downloadFileName(design.prompt ?? design.name, design.type, 1, 'ultrahd');
        const outcome = await shell.saveFile(await response.blob(), stem.replace(/\.\w+$/, '.mp4'));
        if (outcome.saved) void notifySuccess(generatorMessages.downloaded);
        return;
      }
      const name = downloadFileName(
        design.prompt ?? design.name,
        design.type,
        1,
        design.model === LOCAL_PREVIEW_MODEL_LABEL ? 'preview' : 'ultrahd',
      );
      const outcome = await downloadImage(
        shell,
        design.url,
        name,
        downloadQuality(isMobileScreen()),
      );
      if (outcome === 'saved') void notifySuccess(generatorMessages.downloaded);
      if (outcome === 'direct-link') void notifySuccess(generatorMessages.desktopDownloadFallback);
    } catch (error) {
      console.warn('Download failed:', error);
      void notifyError(generatorMessages.downloadFailed);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="truncate">{design.name}</DialogTitle>
          <DialogDescription>
            {DESIGN_TYPE_LABELS[design.type]} · <ModelLabel model={design.model} /> · saved{' '}
            {new Date(design.createdAt).toLocaleDateString()}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="bg-surface-raised flex items-center justify-center self-start overflow-hidden rounded-xl">
            {design.type === 'video' ? (
              // Our videos carry no speech (moving pictures, music at most): no captions to give.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                src={design.url}
                poster={videoPoster(design) ?? undefined}
                controls
                loop
                playsInline
                preload="metadata"
                aria-label={design.name}
                className="max-h-[60dvh] w-full bg-black object-contain"
              />
            ) : (
              <img
                src={design.url}
                alt={design.name}
                className="max-h-[60dvh] w-full object-contain"
              />
            )}
          </div>
          <div className="flex flex-col gap-5">
            {local && <Badge variant="warning">{libraryMessages.localOnly}</Badge>}
            <RenameForm key={design.name} design={design} library={library} />
            {design.prompt && (
              <div>
                <p className="text-muted-foreground text-xs font-semibold tracking-widest uppercase">
                  Prompt
                </p>
                <p className="text-foreground/90 mt-1 text-sm">{design.prompt}</p>
              </div>
            )}
            {design.tags.length > 0 && (
              <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                {design.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex items-center justify-between gap-3">
              <label htmlFor={privateId} className="text-sm font-medium">
                Private
              </label>
              <Switch
                id={privateId}
                checked={design.isPrivate}
                onCheckedChange={(isPrivate) => library.setPrivacy.mutate({ design, isPrivate })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label
                htmlFor={folderId}
                className="text-muted-foreground text-xs font-semibold tracking-widest uppercase"
              >
                Folder
              </label>
              <select
                id={folderId}
                value={design.folderId ?? ''}
                onChange={(event) =>
                  library.moveToFolder.mutate({ design, folderId: event.target.value || null })
                }
                className="border-border bg-surface-raised focus-visible:ring-ring h-9 rounded-lg border px-3 text-sm focus-visible:ring-2 focus-visible:outline-none"
              >
                <option value="">No folder</option>
                {folders.map((folder) => (
                  <option key={folder.id} value={folder.id}>
                    {folder.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset disabled={local} className="flex flex-col gap-1.5">
              <legend className="text-muted-foreground mb-1 text-xs font-semibold tracking-widest uppercase">
                Collections
              </legend>
              {collections.length === 0 && (
                <p className="text-muted-foreground text-sm">
                  Create a collection in the sidebar first.
                </p>
              )}
              {collections.map((collection) => {
                // Shows the new state at once; the server's answer settles it.
                const inside =
                  pendingCollections[collection.id] ?? collection.designs.includes(design.id);
                return (
                  <label
                    key={collection.id}
                    className="flex cursor-pointer items-center gap-2 text-sm"
                  >
                    <input
                      type="checkbox"
                      checked={inside}
                      onChange={() => {
                        setPendingCollections((current) => ({
                          ...current,
                          [collection.id]: !inside,
                        }));
                        (inside ? library.uncollect : library.collect).mutate(
                          { collection, design },
                          {
                            onSettled: () =>
                              setPendingCollections(
                                ({ [collection.id]: _settled, ...rest }) => rest,
                              ),
                          },
                        );
                      }}
                      className="accent-gold-400 size-4"
                    />
                    {collection.name}
                  </label>
                );
              })}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => void download()}>
                <Download aria-hidden /> Download
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={tool.href}>
                  <ExternalLink aria-hidden /> Open in {tool.label}
                </Link>
              </Button>
              {editable && (
                <Button asChild variant="outline" size="sm">
                  <Link to={`${paths.hiveEdit}?design=${encodeURIComponent(design.id)}`}>
                    <Layers aria-hidden /> Edit in Hive Editor
                  </Link>
                </Button>
              )}
              <Button variant="destructive" size="sm" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden /> Delete
              </Button>
            </div>
          </div>
        </div>
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={`Delete “${design.name}”?`}
          description="It is removed from My Creations and from every collection."
          confirmLabel="Delete design"
          onConfirm={() => library.remove.mutate(design, { onSuccess: onClose })}
        />
      </DialogContent>
    </Dialog>
  );
}
