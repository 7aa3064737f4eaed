// The board's type pairing in the browser: its heading and body faces from the shipped font
// catalogue (src/renderer/src/lib/fonts/catalogue-fonts.ts). The board, the PNG export (a canvas)
// and the PDF all wait for them.
import type { MoodboardFonts } from '@contracts/api/moodboard';
import { catalogueFace, loadFace } from '@/lib/fonts/catalogue-fonts';
import type { CatalogueFace } from '@/lib/fonts/catalogue-fonts';

export { catalogueFamily, fontFileUrl, loadFace } from '@/lib/fonts/catalogue-fonts';

/** A font as the board sets it: the CSS family (with fallbacks) and a weight the face ships. */
export type BoardFace = CatalogueFace;

/** How the board sets one of its fonts. */
export function boardFace(font: MoodboardFonts['heading']): BoardFace {
  return catalogueFace(font);
}

/** Loads the heading and body faces of a board. */
export async function loadBoardFonts(fonts: MoodboardFonts): Promise<void> {
  await Promise.all([loadFace(boardFace(fonts.heading)), loadFace(boardFace(fonts.body))]);
}
