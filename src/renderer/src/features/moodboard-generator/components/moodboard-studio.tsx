import { ImagePlus, LayoutDashboard, Settings2, Sparkles, StickyNote } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  MOODBOARD_IMAGE_TILES,
  MOODBOARD_LAYOUTS,
  MOODBOARD_LIMITS,
} from '@contracts/api/moodboard';
import type { MoodboardLayout } from '@contracts/api/moodboard';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { DEFAULT_STYLE_VALUE } from '@contracts/domain/styles';
import { moodboardMessages } from '@contracts/messages';
import { toolById } from '@contracts/tools/tool-views';
import { PreviewEmpty } from '@/components/photo/preview-parts';
import { ToolCard } from '@/components/photo/tool-header';
import { Button } from '@/components/ui/button';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorChoice } from '@/components/vector/vector-choice';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { useCreditBalance } from '@/lib/credit-balance';
import { useReopenDesign } from '@/lib/designs/use-reopen-design';
import { toolFunctions } from '@/lib/function-names';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  boardAnswerSchema,
  boardRequest,
  reopenBoard,
  tileAnswerSchema,
  tileRequest,
} from '../api/moodboard-api';
import type { BoardAnswer, TileAnswer } from '../api/moodboard-api';
import { boardBlocker, boardFromAnswer, boardFromData } from '../board-model';
import { useBoard } from '../hooks/use-board';
import { boardFace, loadBoardFonts } from '../lib/board-fonts';
import { BoardActions } from './board-actions';
import type { SavedBoard } from './board-actions';
import { BoardView } from './board-view';
import { useBoardImageUpload } from './references';
import { RunFields } from './run-form';
import type { RunForm } from './run-form';
import { SidePanel } from './side-panel';

const TOOL = toolById('moodboard-generator');
/** A board's cost, from the registry's cost key (display only: the server charges). */
export const BOARD_COST = CREDIT_COSTS[TOOL.costKeys[0] ?? 'moodboard-generation'];
/** "Vary this tile" costs a generator run (the contract's 'text-to-image'). */
export const VARY_COST = CREDIT_COSTS['text-to-image'];

const LAYOUT_WORDS: Record<MoodboardLayout, string> = {
  grid: 'Grid',
  masonry: 'Masonry',
  collage: 'Collage',
};

const INITIAL_FORM: RunForm = {
  keywords: [],
  style: DEFAULT_STYLE_VALUE,
  // Mixed: each tile takes the style's look that suits its framing (server: plan.ts).
  variation: '',
  tiles: 9,
  colors: 'auto',
  palette: ['#1f2a44', '#c8901a', '#f4efe4'],
  references: [],
};

/** The Moodboard Generator: the run's inputs on the left, the board with its tools on the right. */
export function MoodboardStudio() {
  const id = useId();
  const [form, setForm] = useState<RunForm>(INITIAL_FORM);
  const [layout, setLayout] = useState<MoodboardLayout>('grid');
  const [saved, setSaved] = useState<SavedBoard | null>(null);
  const [varying, setVarying] = useState<string | null>(null);
  const board = useBoard();
  const run = useVectorRun<BoardAnswer>();
  const vary = useVectorRun<TileAnswer>();
  const balance = useCreditBalance();
  const { isAdmin } = useAuth();
  const own = useBoardImageUpload('own');
  const { platform, supabase } = useBackend();
  const functionName = toolFunctions('moodboard-generator')[0];
  const current = board.board;
  const faces = useMemo(
    () =>
      current
        ? { heading: boardFace(current.fonts.heading), body: boardFace(current.fonts.body) }
        : null,
    [current],
  );
  useEffect(() => {
    if (current) void loadBoardFonts(current.fonts);
  }, [current?.fonts]); // eslint-disable-line react-hooks/exhaustive-deps

  // A saved board (`?design=<id>` from My Creations) comes back as saved, its images signed afresh.
  const reopening = useReopenDesign(async (design) => {
    const data = supabase ? await reopenBoard(supabase, design) : null;
    const reopened = data ? boardFromData(data) : null;
    if (!reopened) return false;
    board.load(reopened);
    setLayout(reopened.layout.kind);
    setSaved({ id: design.id, shared: !design.isPrivate, source: design.source });
    return true;
  });

  const blocker =
    functionName === undefined
      ? 'The Moodboard Generator is not available yet.'
      : boardBlocker(form.keywords, form.colors, form.palette);

  const start = async () => {
    if (!functionName || blocker) return;
    const inputs = {
      keywords: form.keywords,
      style: form.style,
      variation: form.variation || undefined,
      tiles: form.tiles,
      colors: form.colors,
      palette: form.palette,
      references: form.references.map((reference) => ({ path: reference.path })),
    };
    const answer = await run.run(functionName, { ...boardRequest(inputs) }, boardAnswerSchema);
    if (!answer) return;
    const next = boardFromAnswer(
      answer,
      {
        title: '',
        style: form.style,
        variation: inputs.variation,
        keywords: form.keywords,
        colors: form.colors,
      },
      form.tiles,
      layout,
    );
    // The references the run used sit on the board as the user's images.
    board.load(next);
    setSaved(null);
    if (answer.failed_tiles > 0) {
      void notifySuccess(
        moodboardMessages.someTilesFailed(answer.failed_tiles, answer.credits_returned),
      );
    } else void notifySuccess(moodboardMessages.made);
  };

  const varyTile = async (tileId: string) => {
    if (!current || !functionName || vary.running) return;
    const tile = current.layout.tiles.find((entry) => entry.id === tileId);
    if (!tile || tile.kind !== 'image') return;
    if (tile.locked) {
      void notifyError(moodboardMessages.tileLocked);
      return;
    }
    const image = current.images.find((entry) => entry.id === tile.imageId);
    setVarying(tileId);
    try {
      const answer = await vary.run(
        functionName,
        {
          ...tileRequest(current, {
            subject: image?.subject ?? current.keywords[0] ?? '',
            seed: image?.seed,
          }),
        },
        tileAnswerSchema,
      );
      if (answer?.images[0]) board.replaceImage(tileId, answer.images[0]);
    } finally {
      setVarying(null);
    }
  };
  useEffect(() => {
    if (vary.phase === 'failed' && vary.failure) void notifyError(vary.failure.message);
  }, [vary.phase, vary.failure]);

  const addOwnImage = async () => {
    if (!platform || !current) return;
    const files = await platform.openFiles({
      accept: 'image/jpeg,image/png,image/webp',
      multiple: false,
    });
    const room = MOODBOARD_LIMITS.maxTilesOnBoard - current.layout.tiles.length;
    const [image] = await own.upload(files, Math.min(1, room));
    if (image) board.addImage(image);
  };

  const varyAffordable = isAdmin || (balance ?? 0) >= VARY_COST;

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <ToolCard title="Your theme" icon={Settings2} labelId={`${id}-theme`}>
        <div className="flex flex-col gap-6">
          <RunFields form={form} onChange={setForm} disabled={run.running} />
          <VectorRunControls
            run={run}
            cost={BOARD_COST}
            label="Generate the board"
            icon={<Sparkles aria-hidden />}
            disabledReason={blocker}
            busyCaption={`Making ${MOODBOARD_IMAGE_TILES[form.tiles]} images, the palette and the type pairing…`}
            onStart={() => void start()}
          />
        </div>
      </ToolCard>
      <ToolCard title="Your board" icon={LayoutDashboard} labelId={`${id}-board`}>
        {current && faces ? (
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-end gap-4">
              <div className="flex min-w-56 flex-1 flex-col gap-1">
                <label htmlFor={`${id}-title`} className="text-muted-foreground text-xs">
                  Board title
                </label>
                <input
                  id={`${id}-title`}
                  value={current.title}
                  maxLength={MOODBOARD_LIMITS.maxTitleChars}
                  onChange={(event) => board.setTitle(event.target.value)}
                  className="border-border bg-surface-raised text-foreground focus-visible:ring-ring rounded-lg border px-3 py-2 text-sm outline-none focus-visible:ring-2"
                />
              </div>
              <VectorChoice
                legend="Layout"
                name="moodboard-layout"
                value={current.layout.kind}
                onChange={(kind) => {
                  setLayout(kind);
                  board.setLayout(kind);
                }}
                options={MOODBOARD_LAYOUTS.map((value) => ({ value, label: LAYOUT_WORDS[value] }))}
              />
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={board.addNote}
                  disabled={current.layout.tiles.length >= MOODBOARD_LIMITS.maxTilesOnBoard}
                >
                  <StickyNote aria-hidden /> Add a note
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void addOwnImage()}
                  disabled={
                    own.busy || current.layout.tiles.length >= MOODBOARD_LIMITS.maxTilesOnBoard
                  }
                >
                  <ImagePlus aria-hidden /> Add an image
                </Button>
              </div>
            </div>
            <p className="text-muted-foreground text-xs">
              Select a tile for its tools. Drag a tile onto another to swap them, or use the arrow
              keys; + and − resize, L locks. Vary this tile costs {VARY_COST} credits.
            </p>
            <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,1fr)_16rem]">
              <BoardView
                board={current}
                faces={faces}
                editing={{
                  onSwap: board.swap,
                  onMove: board.move,
                  onResize: board.resize,
                  onLock: board.toggleLock,
                  onVary: (tileId) => void varyTile(tileId),
                  onRemove: board.remove,
                  onText: board.setText,
                  varying,
                  varyLabel: `Vary this tile · ${VARY_COST} credits`,
                  varyDisabled: vary.running || run.running || !varyAffordable,
                }}
              />
              <SidePanel board={current} faces={faces} />
            </div>
            <p aria-live="polite" className="sr-only" data-testid="board-announcement">
              {board.announcement}
            </p>
            <BoardActions board={current} saved={saved} onSaved={setSaved} />
          </div>
        ) : reopening === 'loading' ? (
          <p role="status" className="text-muted-foreground text-sm">
            Opening your board…
          </p>
        ) : (
          <PreviewEmpty
            icon={LayoutDashboard}
            title={
              reopening === 'failed' ? 'That board could not be opened' : 'Your board appears here'
            }
          >
            A few keywords and a style become a board of pictures, a palette drawn from them, a type
            pairing and your words — arrange it, lock what you like, vary the rest, then export it
            or share it.
          </PreviewEmpty>
        )}
      </ToolCard>
    </div>
  );
}
