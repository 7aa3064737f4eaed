// The Hive Editor (`/hive-edit`, spec 2.2 "Edit Tools"): with `?document=<id>` it opens that
// design; with `?design=<id>` it starts a design from a creation of My Creations; a picture sent
// from another tool ("Edit in Hive Editor") starts one too; otherwise it shows the start screen
// (sizes, upload, paste, drop, My Creations, recent designs). The editor itself loads only here.
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { creationFile } from '@/components/designs/creation-picker';
import { takeOfferedPhoto } from '@/components/studio/photo-handoff';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { useReopenDesign } from '@/lib/designs/use-reopen-design';
import { notifyError, notifyInfo } from '@/lib/notify';
import { assetUrls, DocumentLoadError, loadDocument } from './api/documents-api';
import { StartScreen } from './components/start-screen';
import { takeEditorPicture } from './lib/editor-files';
import { startPictureDesign } from './lib/new-document';
import { editorMessages } from './messages';
import { documentAssets } from './model/document';

// The editor itself (Konva and the panels) is its own chunk: it downloads while the design is
// read, so opening a design waits for whichever is slower rather than for both in turn. (Loaded
// with the query, not through React.lazy: a Suspense boundary's reveal is throttled by ~300 ms.)
const loadEditorShell = () => import('./components/editor-shell');

export function HiveEditPage() {
  const [params] = useSearchParams();
  const documentId = params.get('document');
  return documentId ? <OpenDocument key={documentId} documentId={documentId} /> : <Start />;
}

function Start() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const took = useRef(false);

  /** Checks a picture and starts a design around it. */
  const startWith = async (file: File): Promise<boolean> => {
    if (!supabase || !user) return false;
    const picture = await takeEditorPicture(file);
    if (!picture) return false;
    setBusy(true);
    try {
      const id = await startPictureDesign(supabase, user.id, picture);
      void navigate(`${paths.hiveEdit}?document=${id}`, { replace: true });
      return true;
    } catch (error) {
      console.warn('Starting a design failed:', error);
      void notifyError(editorMessages.uploadFailed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  // A picture sent from another tool opens at once.
  useEffect(() => {
    if (took.current || !supabase || !user) return;
    took.current = true;
    const offered = takeOfferedPhoto('hive-edit');
    if (offered) void Promise.resolve(offered).then(startWith);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when signed in
  }, [supabase, user]);

  // `?design=<id>`: a creation of My Creations.
  const reopen = useReopenDesign(async (design) => startWith(await creationFile(design)));

  if (reopen === 'loading' || busy) return <Loading label="Opening your picture…" />;
  return <StartScreen onPicture={startWith} reopenFailed={reopen === 'failed'} />;
}

function Loading({ label }: { label: string }) {
  return (
    <div
      className="bg-hive-glow flex min-h-dvh flex-1 items-center justify-center"
      aria-busy="true"
    >
      <p className="text-muted-foreground flex items-center gap-3 text-sm" role="status">
        <Loader2 className="text-gold-400 size-5 animate-spin" aria-hidden />
        {label}
      </p>
    </div>
  );
}

function OpenDocument({ documentId }: { documentId: string }) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const opened = useQuery({
    queryKey: ['hive-edit', 'open', documentId, user?.id],
    enabled: !!supabase && !!user,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const [loaded, shell] = await Promise.all([
        loadDocument(supabase!, documentId),
        loadEditorShell(),
      ]);
      const urls = await assetUrls(supabase!, user!.id, documentId, documentAssets(loaded.content));
      return { ...loaded, urls, EditorShell: shell.EditorShell };
    },
  });

  useEffect(() => {
    if (opened.data?.recovered) void notifyInfo(editorMessages.recovered);
  }, [opened.data?.recovered]);

  if (opened.isPending) return <Loading label="Opening your design…" />;
  if (opened.isError || !opened.data || !supabase || !user) {
    const message =
      opened.error instanceof DocumentLoadError ? opened.error.message : editorMessages.notFound;
    return (
      <div className="bg-hive-glow flex min-h-dvh flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-foreground text-2xl font-semibold">The Hive Editor</h1>
        <p className="text-muted-foreground max-w-md" role="alert">
          {message}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.hiveEdit}>Start a new design</Link>
        </Button>
      </div>
    );
  }
  const { EditorShell } = opened.data;
  return (
    <EditorShell
      supabase={supabase}
      userId={user.id}
      stored={opened.data.doc}
      content={opened.data.content}
      urls={opened.data.urls}
    />
  );
}
