// What the board draws besides pictures, shared by the page and the PNG export so both look the
// same: the frame around the tiles (paper, margins, the title band, the gaps), the texture tile's
// pattern in the palette's colours, and the type tile's specimen lines.
import type { Board } from '../board-model';

/** The board's frame in board units (the tiles' area is 1000 wide inside it). */
export const BOARD_FRAME = {
  pad: 28,
  title: 92,
  gap: 10,
  paper: '#f4f1ea',
  width: 1000 + 2 * 28,
} as const;

/** The whole board's height in units: margins, the title band and the tiles. */
export function frameHeight(tilesHeight: number): number {
  return BOARD_FRAME.pad * 2 + BOARD_FRAME.title + tilesHeight;
}

/** A seamless 80-unit pattern of the palette: offset dots over diagonal weave lines. */
export function textureSvg(colours: readonly string[]): string {
  const [base = '#e9e4da', mid = '#b9ad98', accent = '#6b5e4a'] = [
    colours.at(-1),
    colours[Math.floor(colours.length / 2)],
    colours[0],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" fill="${base}"/><path d="M-10 10 L10 -10 M-10 50 L50 -10 M-10 90 L90 -10 M30 90 L90 30 M70 90 L90 70" stroke="${mid}" stroke-width="5" opacity="0.55"/><circle cx="20" cy="20" r="5" fill="${accent}"/><circle cx="60" cy="60" r="5" fill="${accent}"/><circle cx="60" cy="20" r="2.5" fill="${mid}"/><circle cx="20" cy="60" r="2.5" fill="${mid}"/></svg>`;
}

/** The type tile's lines: the title (or first keywords) as the heading, a pangram-like body. */
export function typeSpecimen(board: Pick<Board, 'title' | 'keywords'>): {
  heading: string;
  body: string;
} {
  const theme = board.keywords.slice(0, 3).join(', ');
  return {
    heading: board.title || theme || 'Headline',
    body: `A board about ${theme || 'this theme'}: the quick brown fox jumps over the lazy dog, 0123456789.`,
  };
}
