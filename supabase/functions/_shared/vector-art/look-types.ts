// What every look (a style of the SVG Generator or a preset of Vector Illustrations) gets and
// gives: the composed scene's layers in, a backdrop and each subject piece's markup out.
import type { SceneGroup, SceneLayers, ScenePiece } from '../scene/index.ts';

/** The looks the painter knows; the tools' styles and presets map onto them. */
export const LOOKS = [
  'flat',
  'outline',
  'duotone',
  'gradient',
  'sticker',
  'isometric',
  'hand-drawn',
  'spot',
] as const;
export type LookName = (typeof LOOKS)[number];

export type LookContext = {
  layers: SceneLayers;
  /** The chosen palette deep to light, or null. */
  palette: string[] | null;
  ink: string;
  paper: string;
  /** The stroke every outline of the picture shares, in scene pixels. */
  strokePx: number;
  /** Leave out the backdrop. */
  transparent: boolean;
  random: () => number;
  /** Paint servers the look needs, collected into one `<defs>`. */
  defs: Map<string, string>;
};

export type Look = {
  /** The backdrop ('' for none). */
  background(context: LookContext): string;
  /** One piece of a subject's group, placed (transform included). */
  piece(piece: ScenePiece, group: SceneGroup, context: LookContext): string;
  /** Whether the composer's overlay (fog) is kept. */
  overlay?: boolean;
};
