// One open design: its own state store and picture store, autosave, the keyboard, pictures added
// by upload, paste, drop or My Creations, and the layout — top bar, insert rail, canvas, and the
// panels (design, AI tools, layers).
import type { SupabaseClient } from '@supabase/supabase-js';
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CreationPicker, creationFile } from '@/components/designs/creation-picker';
import { isTextEntry } from '@/components/studio/use-paste-image';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notifyError } from '@/lib/notify';
import { StateProvider, useAtomValue, useSetAtom, useStore } from '@/lib/state';
import { getPlatform } from '@/platform/get-platform';
import { uploadAsset } from '../api/documents-api';
import type { StoredDocument } from '../api/documents-api';
import { EditorCanvas } from '../canvas/editor-canvas';
import { matchShortcut } from '../commands/registry';
import { editorPictureChoices, takeEditorPicture } from '../lib/editor-files';
import { editorMessages } from '../messages';
import { findLayer } from '../model/document';
import type { EditorDocument, ImageLayer } from '../model/document';
import { CropDialog } from '../panels/crop-dialog';
import { croppedLayerPatch } from '../panels/crop-math';
import { LayersPanel } from '../panels/layers-panel';
import { PropertiesPanel } from '../panels/properties-panel';
import { ShortcutsSheet } from '../panels/shortcuts-sheet';
import { AssetStore } from '../render/asset-store';
import {
  createEditorStore,
  docAtom,
  endGestureAtom,
  redoAtom,
  runCommandAtom,
  selectionAtom,
  undoAtom,
} from '../state/editor-store';
import { useAutosave } from '../state/use-autosave';
import { AiPanel } from './ai-panel';
import { InsertRail } from './insert-rail';
import { TextEditorOverlay } from './text-editor-overlay';
import { TopBar } from './top-bar';

export type EditorShellProps = {
  supabase: SupabaseClient;
  userId: string;
  stored: StoredDocument;
  content: EditorDocument;
  urls: Record<string, string>;
};

export function EditorShell(props: EditorShellProps) {
  const { stored, content, urls } = props;
  const store = useMemo(
    () =>
      createEditorStore(content, {
        id: stored.id,
        title: stored.title,
        version: stored.version,
        exportedAt: stored.exportedAt,
      }),
    // One store per opened document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stored.id],
  );
  const assets = useMemo(() => {
    const made = new AssetStore();
    for (const [name, url] of Object.entries(urls)) void made.add(name, url);
    return made;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored.id]);
  return (
    <StateProvider store={store}>
      <Editor {...props} assets={assets} />
    </StateProvider>
  );
}

const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.svg';

/** Whether an event comes from inside a dialog (its keys are its own). */
function inDialog(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

/** Whether the focused element uses Space, Enter or the arrows itself. */
function ownKeys(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest(
      'button, a, select, [role="slider"], [role="switch"], [role="row"], [role="tab"], [role="radio"], [role="menuitem"]',
    ) !== null
  );
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function Editor({ supabase, userId, stored, assets }: EditorShellProps & { assets: AssetStore }) {
  const store = useStore();
  const run = useSetAtom(runCommandAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  const endGesture = useSetAtom(endGestureAtom);
  const doc = useAtomValue(docAtom);
  const selection = useAtomValue(selectionAtom);
  const autosave = useAutosave({
    supabase,
    userId,
    assets,
    needsThumbnail: stored.thumbnailPath === null,
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [spaceHeld, setSpaceHeld] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [cropId, setCropId] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  // Narrow screens start with the canvas in full view and the panels behind a button.
  const [panelsOpen, setPanelsOpen] = useState(
    () => typeof window === 'undefined' || window.matchMedia('(min-width: 1024px)').matches,
  );
  const stage = useRef<Konva.Stage | null>(null);

  /** Checks, uploads and adds pictures as new layers. */
  const addPictures = async (files: readonly File[]) => {
    for (const file of files) {
      const picture = await takeEditorPicture(file);
      if (!picture) continue;
      try {
        const asset = await uploadAsset(supabase, userId, stored.id, picture.blob, picture.ext);
        await assets.add(asset, URL.createObjectURL(picture.blob));
        run({
          id: picture.kind === 'svg' ? 'add-svg' : 'add-image',
          args: {
            asset,
            width: Math.round(picture.width),
            height: Math.round(picture.height),
            name: picture.name,
          },
        });
      } catch (error) {
        console.warn('Adding a picture failed:', error);
        void notifyError(editorMessages.uploadFailed);
      }
    }
  };

  // The keyboard: the registry's shortcuts, undo/redo, Space to pan, ? for the sheet.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTextEntry(event.target) || editingId || inDialog(event.target)) return;
      const mod = isMac ? event.metaKey : event.ctrlKey;
      const key = event.key.toLowerCase();
      // Space, Enter and the arrows belong to a focused control (a button, a slider, a list row).
      if (
        ownKeys(event.target) &&
        (event.key === ' ' || event.key === 'Enter' || event.key.startsWith('Arrow'))
      )
        return;
      if (event.key === ' ') {
        setSpaceHeld(true);
        event.preventDefault();
        return;
      }
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) redo();
        else undo();
        return;
      }
      if (mod && key === 'y') {
        event.preventDefault();
        redo();
        return;
      }
      if (event.key === '?') {
        setShortcutsOpen(true);
        return;
      }
      if (event.key === 'Enter' && selection.length === 1) {
        const layer = findLayer(store.get(docAtom), selection[0]!);
        if (layer?.type === 'text' && !layer.locked) {
          event.preventDefault();
          setEditingId(layer.id);
          return;
        }
      }
      // Paste goes through the paste event (it may carry a picture).
      if (mod && key === 'v') return;
      const match = matchShortcut(event, isMac);
      if (!match) return;
      event.preventDefault();
      run({
        id: match.command.id as never,
        args: match.args,
        coalesceKey: match.command.id.startsWith('nudge')
          ? `nudge:${selection.join(',')}`
          : undefined,
      });
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') setSpaceHeld(false);
      if (event.key.startsWith('Arrow')) endGesture();
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isTextEntry(event.target) || editingId || inDialog(event.target)) return;
      const files = [...(event.clipboardData?.files ?? [])];
      event.preventDefault();
      if (files.length > 0) void addPictures(files);
      else run({ id: 'paste' });
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    document.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      document.removeEventListener('paste', onPaste);
    };
  });

  const cropLayer = cropId ? findLayer(doc, cropId) : null;

  return (
    <div
      className="bg-background text-foreground relative flex h-dvh min-h-0 flex-col"
      data-testid="hive-editor"
    >
      <TopBar
        supabase={supabase}
        assets={assets}
        autosave={autosave}
        onShortcuts={() => setShortcutsOpen(true)}
        panelsOpen={panelsOpen}
        onTogglePanels={() => setPanelsOpen((open) => !open)}
        stage={stage}
      />
      <div className="flex min-h-0 flex-1">
        <InsertRail
          onUpload={async () => {
            const platform = await getPlatform();
            await addPictures(await platform.openFiles({ accept: PICTURE_ACCEPT, multiple: true }));
          }}
          onFromCreations={() => setPicking(true)}
        />
        <section
          aria-label="Canvas"
          className={`relative min-w-0 flex-1 overflow-hidden bg-[#16140f] ${dropping ? 'ring-gold-400 ring-2 ring-inset' : ''}`}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes('Files')) return;
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDropping(false);
            const dropped = [...event.dataTransfer.files];
            void getPlatform()
              .then((platform) => platform.readDroppedFiles(dropped))
              .then((files) => addPictures(files));
          }}
        >
          <EditorCanvas
            assets={assets}
            editingId={editingId}
            spaceHeld={spaceHeld}
            onEditText={setEditingId}
            onStage={(made) => {
              stage.current = made;
              // The stage is handed to the e2e tests and the benchmark, which drive the browser
              // by automation (navigator.webdriver); a person's browser never gets it.
              if (navigator.webdriver)
                (
                  window as unknown as { __hiveEditorStage?: Konva.Stage | null }
                ).__hiveEditorStage = made;
            }}
          />
          {editingId && (
            <TextEditorOverlay
              layerId={editingId}
              stage={stage}
              onDone={() => setEditingId(null)}
            />
          )}
        </section>
        {/* Beside the canvas on wide screens; over it, behind a button in the top bar, on narrow ones. */}
        <aside
          id="design-panels"
          aria-label="Design panels"
          className={`border-border bg-surface absolute top-14 right-0 bottom-0 z-20 w-[min(20rem,88vw)] shrink-0 flex-col border-l shadow-2xl lg:static lg:flex lg:w-80 lg:shadow-none ${panelsOpen ? 'flex' : 'hidden'}`}
        >
          <Tabs defaultValue="design" className="flex min-h-0 flex-1 flex-col">
            <TabsList className="m-2">
              <TabsTrigger value="design">Design</TabsTrigger>
              <TabsTrigger value="ai">AI tools</TabsTrigger>
              <TabsTrigger value="layers">Layers</TabsTrigger>
            </TabsList>
            <TabsContent value="design" className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
              <PropertiesPanel onCrop={setCropId} />
            </TabsContent>
            <TabsContent value="ai" className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
              <AiPanel supabase={supabase} userId={userId} assets={assets} />
            </TabsContent>
            <TabsContent value="layers" className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
              <LayersPanel />
            </TabsContent>
          </Tabs>
        </aside>
      </div>
      <ShortcutsSheet open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      <CreationPicker
        open={picking}
        onOpenChange={setPicking}
        title="Add from My Creations"
        description="Pick a picture to add as a new layer."
        select={editorPictureChoices}
        empty="No pictures in My Creations yet."
        onPick={async (design) => {
          setPicking(false);
          await addPictures([await creationFile(design)]);
          return true;
        }}
      />
      {cropLayer?.type === 'image' && assets.url(cropLayer.asset) && (
        <CropDialog
          open
          onOpenChange={(open) => !open && setCropId(null)}
          layer={cropLayer}
          imageUrl={assets.url(cropLayer.asset)!}
          onApply={(crop) => {
            run({
              id: 'update-layers',
              args: {
                patches: [
                  { id: cropLayer.id, patch: croppedLayerPatch(cropLayer as ImageLayer, crop) },
                ],
              },
            });
            setCropId(null);
          }}
        />
      )}
    </div>
  );
}
