// Paints a composed scene in a look: the look's backdrop, then each subject's group
// (`<g data-subject="…">`, kept in every look) with its pieces rewritten, the look's paint
// servers in one `<defs>`, and the simplify level applied.
import { escapeXml, svgOpen, type ComposedScene } from '../scene/index.ts';
import { byLightness, DEFAULT_INK, DEFAULT_PAPER, mixHex } from './colour.ts';
import { duotoneLook, flatLook, gradientLook } from './looks-colour.ts';
import { handDrawnLook, outlineLook } from './looks-line.ts';
import { isometricLook, spotLook, stickerLook } from './looks-backdrop.ts';
import type { Look, LookContext, LookName } from './look-types.ts';
import { optimiseSvg, trimDetails } from './simplify.ts';
import { mulberry32 } from '../contracts/domain/random.ts';

const LOOK_TABLE: Record<LookName, Look> = {
  flat: flatLook,
  outline: outlineLook,
  duotone: duotoneLook,
  gradient: gradientLook,
  sticker: stickerLook,
  isometric: isometricLook,
  'hand-drawn': handDrawnLook,
  spot: spotLook,
};

export type PaintOptions = {
  look: LookName;
  palette?: string[];
  transparent: boolean;
  /** Shared by every picture of a set. */
  strokePx: number;
  simplify: number;
  seed: number;
};

function makeRandom(seed: number): () => number {
  return mulberry32((seed ^ 0x5bd1e995) >>> 0 || 1);
}

/** The stroke a picture of this size draws with (a set shares it: same size, same stroke). */
export function strokeFor(width: number, height: number): number {
  return Math.max(1.5, Math.round(Math.min(width, height) * 0.0045 * 10) / 10);
}

/** The scene painted in the look, as SVG text (not yet sanitised). */
export function paintScene(scene: ComposedScene, options: PaintOptions): string {
  const look = LOOK_TABLE[options.look];
  const palette = options.palette?.length ? byLightness(options.palette) : null;
  const layers = trimDetails(scene.layers, options.simplify);
  const context: LookContext = {
    layers,
    palette,
    ink: palette ? mixHex(palette[0]!, '#000000', 0.35) : DEFAULT_INK,
    paper: palette ? mixHex(palette[palette.length - 1]!, '#ffffff', 0.55) : DEFAULT_PAPER,
    strokePx: options.strokePx,
    transparent: options.transparent,
    random: makeRandom(options.seed),
    defs: new Map(),
  };
  const background = look.background(context);
  const groups = layers.groups
    .map(
      (group) =>
        `<g data-subject="${escapeXml(group.subject)}">${group.pieces
          .map((piece) => look.piece(piece, group, context))
          .join('')}</g>`,
    )
    .join('');
  const defs = context.defs.size ? `<defs>${[...context.defs.values()].join('')}</defs>` : '';
  const overlay = look.overlay && !options.transparent ? layers.overlay : '';
  const svg =
    svgOpen(layers.width, layers.height) + defs + background + groups + overlay + '</svg>';
  return optimiseSvg(svg, options.simplify);
}
