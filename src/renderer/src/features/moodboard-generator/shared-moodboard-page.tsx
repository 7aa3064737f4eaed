import { useQuery } from '@tanstack/react-query';
import { LayoutDashboard } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { moodboardMessages } from '@contracts/messages';
import { PreviewEmpty } from '@/components/photo/preview-parts';
import { ToolPage } from '@/components/photo/tool-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import { fetchSharedBoard } from './api/moodboard-api';
import { boardFromData } from './board-model';
import { boardFace, loadBoardFonts } from './lib/board-fonts';
import { BoardView } from './components/board-view';
import { SidePanel } from './components/side-panel';

/** /shared/moodboard/:id — a board its owner shared, read-only, for anyone with the link. */
export function SharedMoodboardPage() {
  const { id = '' } = useParams();
  const { supabase } = useBackend();
  const shared = useQuery({
    queryKey: ['shared-moodboard', id],
    queryFn: ({ signal }) => fetchSharedBoard(supabase!, id, signal),
    enabled: !!supabase && id !== '',
    retry: false,
  });
  const board = useMemo(
    () => (shared.data ? boardFromData(shared.data.moodboard_data) : null),
    [shared.data],
  );
  const faces = useMemo(
    () =>
      board ? { heading: boardFace(board.fonts.heading), body: boardFace(board.fonts.body) } : null,
    [board],
  );
  useEffect(() => {
    if (board) void loadBoardFonts(board.fonts);
  }, [board]);

  return (
    <ToolPage>
      <header className="flex flex-col gap-2">
        <p className="text-gold-200 text-xs font-semibold tracking-[0.18em]">SHARED MOODBOARD</p>
        <h1 className="text-foreground text-3xl font-semibold tracking-tight">
          {board?.title ?? 'A shared moodboard'}
        </h1>
      </header>
      {shared.isPending && supabase ? (
        <p role="status" className="text-muted-foreground text-sm">
          Opening the board…
        </p>
      ) : board && faces ? (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_17rem]">
          <BoardView board={board} faces={faces} />
          <SidePanel board={board} faces={faces} stacked />
        </div>
      ) : (
        <PreviewEmpty icon={LayoutDashboard} title={moodboardMessages.sharedNotFound}>
          Ask its owner for a new link.
        </PreviewEmpty>
      )}
      <div>
        <Button asChild variant="outline">
          <Link to={paths.moodboardGenerator}>Make your own moodboard</Link>
        </Button>
      </div>
    </ToolPage>
  );
}
