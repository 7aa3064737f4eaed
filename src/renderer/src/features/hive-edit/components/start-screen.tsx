// The Hive Editor's start: a blank canvas from a size preset or a custom size, a picture (upload,
// paste, drop), a creation from My Creations, or one of the recent designs.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ImagePlus, LayoutTemplate, Library } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CreationPicker, creationFile } from '@/components/designs/creation-picker';
import { usePasteImage } from '@/components/studio/use-paste-image';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import { notifyError } from '@/lib/notify';
import { getPlatform } from '@/platform/get-platform';
import { listDocuments, thumbnailUrls } from '../api/documents-api';
import { editorPictureChoices } from '../lib/editor-files';
import { startBlankDesign, validCanvasSize } from '../lib/new-document';
import { editorMessages } from '../messages';
import { SIZE_PRESETS } from '../model/document';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.svg';

export function StartScreen({
  onPicture,
  reopenFailed,
}: {
  onPicture: (file: File) => Promise<boolean>;
  reopenFailed: boolean;
}) {
  const { supabase } = useBackend();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [picking, setPicking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [custom, setCustom] = useState({ width: '1920', height: '1080' });
  const recent = useQuery({
    queryKey: ['hive-edit', 'recent'],
    enabled: !!supabase,
    queryFn: async () => {
      const documents = await listDocuments(supabase!, 12);
      // A list without pictures is still a list: thumbnails are best effort.
      const thumbnails = await thumbnailUrls(supabase!, documents).catch(
        (): Record<string, string> => ({}),
      );
      return documents.map((doc) => ({ ...doc, thumbnail: thumbnails[doc.id] ?? null }));
    },
  });

  usePasteImage({
    disabled: creating,
    onFiles: (files) => void onPicture(files[0]!),
    onRefused: (message) => void notifyError(message),
  });

  const blank = async (size: { width: number; height: number; title: string }) => {
    if (!supabase) return;
    setCreating(true);
    try {
      const id = await startBlankDesign(supabase, size);
      void navigate(`${paths.hiveEdit}?document=${id}`);
    } catch (error) {
      console.warn('Creating a design failed:', error);
      void notifyError('The design could not be created. Please try again.');
    } finally {
      setCreating(false);
    }
  };

  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    const width = Number(custom.width);
    const height = Number(custom.height);
    if (!validCanvasSize(width, height)) {
      void notifyError(editorMessages.customSizeInvalid);
      return;
    }
    void blank({ width, height, title: `Custom ${width} × ${height}` });
  };

  const upload = async () => {
    const platform = await getPlatform();
    const [file] = await platform.openFiles({ accept: ACCEPT });
    if (file) await onPicture(file);
  };

  return (
    <div
      className="bg-hive-glow min-h-dvh flex-1"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const dropped = [...event.dataTransfer.files];
        void getPlatform()
          .then((platform) => platform.readDroppedFiles(dropped))
          .then((files) => (files[0] ? onPicture(files[0]) : false));
      }}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <header className="flex flex-col gap-4">
          <Link
            to={paths.dashboard}
            className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to Dashboard
          </Link>
          <div>
            <h1 className="text-foreground text-3xl font-semibold tracking-tight sm:text-4xl">
              The Hive Editor
            </h1>
            <p className="text-muted-foreground mt-2 max-w-2xl">
              Layers, text, shapes and every AI photo tool on the layer you choose. Your design
              saves itself as you work; the first export costs 10 credits, later ones are free.
            </p>
          </div>
          {reopenFailed && (
            <p role="alert" className="text-destructive text-sm">
              That creation could not be opened in the editor.
            </p>
          )}
        </header>

        <section aria-labelledby="new-design" className="flex flex-col gap-4">
          <h2
            id="new-design"
            className="text-foreground flex items-center gap-2 text-lg font-semibold"
          >
            <LayoutTemplate className="text-gold-400 size-5" aria-hidden />
            New design
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {SIZE_PRESETS.map((preset) => (
              <li key={preset.id}>
                <button
                  type="button"
                  disabled={creating}
                  onClick={() =>
                    void blank({ width: preset.width, height: preset.height, title: preset.label })
                  }
                  className="border-border bg-surface/85 hover:border-gold-400/60 focus-visible:ring-ring flex h-full w-full flex-col items-center gap-3 rounded-xl border p-4 text-center outline-none focus-visible:ring-2 disabled:opacity-60"
                >
                  <span
                    aria-hidden
                    className="border-gold-400/50 bg-gold-400/10 block rounded-sm border"
                    style={{
                      width: 64 * Math.min(1, preset.width / preset.height),
                      height: 64 * Math.min(1, preset.height / preset.width),
                    }}
                  />
                  <span className="text-foreground text-sm font-medium">{preset.label}</span>
                  <span className="text-muted-foreground text-xs tabular-nums">
                    {preset.width} × {preset.height} px
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <form
            onSubmit={submitCustom}
            className="flex flex-wrap items-end gap-3"
            aria-label="Custom size"
          >
            <label className="text-muted-foreground flex flex-col gap-1 text-xs">
              Width (px)
              <input
                inputMode="numeric"
                value={custom.width}
                onChange={(event) => setCustom({ ...custom, width: event.target.value })}
                className="border-border bg-surface text-foreground h-9 w-28 rounded-md border px-2 text-sm"
              />
            </label>
            <label className="text-muted-foreground flex flex-col gap-1 text-xs">
              Height (px)
              <input
                inputMode="numeric"
                value={custom.height}
                onChange={(event) => setCustom({ ...custom, height: event.target.value })}
                className="border-border bg-surface text-foreground h-9 w-28 rounded-md border px-2 text-sm"
              />
            </label>
            <Button type="submit" variant="secondary" size="sm" disabled={creating}>
              Create custom size
            </Button>
          </form>
        </section>

        <section aria-labelledby="open-picture" className="flex flex-col gap-3">
          <h2
            id="open-picture"
            className="text-foreground flex items-center gap-2 text-lg font-semibold"
          >
            <ImagePlus className="text-gold-400 size-5" aria-hidden />
            Start from a picture
          </h2>
          <div
            className={`flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center ${dragging ? 'border-gold-400 bg-gold-400/10' : 'border-border bg-surface/60'}`}
          >
            <p className="text-muted-foreground text-sm">
              Drop a picture here, paste one (Ctrl+V), or choose one. PNG, JPG, WebP or SVG, up to
              20 MB.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button type="button" onClick={() => void upload()} disabled={creating}>
                Upload a picture
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => setPicking(true)}
                disabled={creating}
              >
                <Library className="size-4" aria-hidden />
                From My Creations
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="recent-designs" className="flex flex-col gap-3">
          <h2 id="recent-designs" className="text-foreground text-lg font-semibold">
            Recent designs
          </h2>
          {recent.data && recent.data.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
              {recent.data.map((doc) => (
                <li key={doc.id}>
                  <Link
                    to={`${paths.hiveEdit}?document=${doc.id}`}
                    className="border-border bg-surface/85 hover:border-gold-400/60 flex flex-col gap-2 rounded-xl border p-3 text-sm"
                  >
                    <span className="flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-[#16140f]">
                      {doc.thumbnail ? (
                        <img
                          src={doc.thumbnail}
                          alt=""
                          loading="lazy"
                          className="max-h-full max-w-full object-contain"
                        />
                      ) : (
                        <LayoutTemplate className="text-muted-foreground size-6" aria-hidden />
                      )}
                    </span>
                    <span className="text-foreground truncate font-medium">{doc.title}</span>
                    <span className="text-muted-foreground text-xs tabular-nums">
                      {doc.width} × {doc.height}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">
              {recent.isPending ? 'Loading…' : 'Your designs will show here.'}
            </p>
          )}
        </section>
      </div>
      <CreationPicker
        open={picking}
        onOpenChange={setPicking}
        title="Open a creation in the editor"
        description="Pick a picture to start a design with."
        select={editorPictureChoices}
        empty="No pictures in My Creations yet."
        onPick={async (design) => {
          setPicking(false);
          return onPicture(await creationFile(design));
        }}
      />
    </div>
  );
}
