import { useMemo } from 'react';
import { vectorToolMessages } from '@contracts/messages';
import { paths } from '@/config/paths';
import type { Design } from '@/lib/designs/design-schemas';
import { CreationPicker } from '@/components/designs/creation-picker';
import { DesignColorsError, designsForPalette, readDesignColors } from './design-colors';
import type { DesignColorsFailure } from './design-colors';
import { browserXml } from './svg-text';
import { creationName } from '@/components/designs/creation-grid';

const FAILURE_MESSAGES: Record<DesignColorsFailure, string> = {
  unreadable: vectorToolMessages.designColorsUnreadable,
  blocked: vectorToolMessages.designColorsBlocked,
  empty: vectorToolMessages.designColorsEmpty,
};

/** A design's name and type, as its thumbnail's accessible name. */
export const designPaletteName = creationName;

/**
 * Pick a saved design (server and browser copies, as My Creations reads them); its brand colours
 * are read and handed to `onPick`. Closing the dialog while they are read cancels the pick.
 */
export function DesignPaletteDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (design: Design, colors: string[]) => void;
}) {
  const xml = useMemo(() => browserXml(), []);
  return (
    <CreationPicker
      open={open}
      onOpenChange={onOpenChange}
      title="Colours from My Creations"
      description={vectorToolMessages.pickDesignHint}
      label="Your saved designs"
      empty={vectorToolMessages.noDesignsForPalette}
      emptyLink={{ to: paths.myDesigns, label: 'Open My Creations' }}
      readingMessage="Reading the colours…"
      select={designsForPalette}
      failure={(error) =>
        FAILURE_MESSAGES[error instanceof DesignColorsError ? error.reason : 'unreadable']
      }
      onPick={async (design, closed) => {
        const colors = await readDesignColors(design, xml);
        if (closed.aborted) return false;
        onPick(design, colors);
        return true;
      }}
    />
  );
}
