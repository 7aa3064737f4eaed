// Click to select: each click (Add or Subtract) asks Hive Local for the object's mask, one request
// at a time (a newer click aborts the older one); a failed request keeps the previous selection.
import { useMemo, useRef, useState } from 'react';
import { photoToolMessages } from '@contracts/messages';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { photoFailure } from '@/components/photo/photo-function';
import { useBackend } from '@/lib/backend-context';
import { notifyError } from '@/lib/notify';
import type { MaskPoint } from '@/components/photo/mask-strokes';
import { requestSelection, selectionOverlay, toClick } from './object-selection';
import type { SelectClick, Selection } from './object-selection';

/** The selection's tint over the photo (the brush paints gold; the selection is sky blue). */
const SELECTION_COLOR = [56, 189, 248, 140] as const;

/** The click selection of `photo`: its clicks, the mask they made, and the actions on them. */
export function useObjectSelection(photo: CheckedPhoto | null) {
  const { supabase } = useBackend();
  const [include, setInclude] = useState(true);
  const [clicks, setClicks] = useState<SelectClick[]>([]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [selecting, setSelecting] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const overlay = useMemo(
    () => (selection ? selectionOverlay(selection.mask, SELECTION_COLOR) : null),
    [selection],
  );

  /** Forgets the clicks and the selection (and any request under way). */
  const reset = () => {
    pending.current?.abort();
    pending.current = null;
    setClicks([]);
    setSelection(null);
    setSelecting(false);
  };

  /** Asks for the mask of `next` clicks; on failure the previous selection stays. */
  const select = async (next: SelectClick[]) => {
    if (!photo || !supabase) return;
    pending.current?.abort();
    if (next.length === 0) {
      reset();
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const previous = clicks;
    setClicks(next);
    setSelecting(true);
    try {
      const made = await requestSelection(supabase, photo.file, next, controller.signal);
      if (controller.signal.aborted) return;
      setSelection(made);
    } catch (error) {
      if (controller.signal.aborted) return;
      setClicks(previous);
      const message =
        error instanceof Error ? photoFailure(error).message : photoToolMessages.failed;
      void notifyError(message);
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setSelecting(false);
      }
    }
  };

  /** A click on the photo: adds (or with Subtract, takes out) the object there. */
  const clickAt = (point: MaskPoint) => {
    if (!photo || selecting) return;
    // The first click always adds: there is nothing to take out of yet.
    const adds = include || !clicks.some((click) => click.include);
    void select([...clicks, toClick(point, adds, photo)]);
  };

  return {
    include,
    setInclude,
    clicks,
    selection,
    selecting,
    overlay,
    reset,
    /** Takes the last click back. */
    undo: () => void select(clicks.slice(0, -1)),
    clickAt,
  };
}

/** The click selection, as `useObjectSelection` gives it. */
export type ObjectSelection = ReturnType<typeof useObjectSelection>;
