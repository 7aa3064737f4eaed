// Simplify 0–100: fewer shapes and points. Before painting, shapes smaller than a share of their
// icon are dropped (each icon keeps its largest) and weather particles are thinned; after
// painting, SVGO rewrites the paths at a lower precision (fewer digits, merged and straightened
// segments). Subject groups and their data-subject names are kept.
import { optimize } from 'svgo/browser';
import type { SceneLayers, ScenePiece } from '../scene/index.ts';
import { parsePath, pathBox } from './path-data.ts';
import { listShapes, mapShapes } from './shapes.ts';

/** The size below which a shape is a detail, as a share of its 32-unit icon, at simplify 100. */
const DETAIL_SHARE = 0.14;

function shapeSize(tag: string, attributes: Map<string, string>): number {
  if (tag === 'path') {
    try {
      const box = pathBox(parsePath(attributes.get('d') ?? ''));
      return Math.max(box.w, box.h);
    } catch {
      return Number.POSITIVE_INFINITY;
    }
  }
  const r = Number(attributes.get('r') ?? attributes.get('rx') ?? Number.NaN);
  if (Number.isFinite(r)) return r * 2;
  const w = Number(attributes.get('width') ?? Number.NaN);
  const h = Number(attributes.get('height') ?? Number.NaN);
  return Number.isFinite(w) && Number.isFinite(h) ? Math.max(w, h) : Number.POSITIVE_INFINITY;
}

function trimPiece(piece: ScenePiece, threshold: number): ScenePiece {
  if (piece.transform === null) return piece;
  const sizes = listShapes(piece.body).map((shape) => shapeSize(shape.tag, shape.attributes));
  const largest = Math.max(...sizes);
  let index = -1;
  const body = mapShapes(piece.body, (tag, attributes) => {
    index += 1;
    const size = sizes[index]!;
    if (size < threshold && size < largest) return '';
    return `<${tag}${[...attributes].map(([k, v]) => ` ${k}="${v}"`).join('')}/>`;
  });
  return { ...piece, body };
}

/** The scene with its small details dropped for a simplify level (0 keeps everything). */
export function trimDetails(layers: SceneLayers, simplify: number): SceneLayers {
  if (simplify <= 0) return layers;
  const share = (simplify / 100) * DETAIL_SHARE;
  return {
    ...layers,
    groups: layers.groups.map((group) => {
      const pieces = group.particles
        ? group.pieces.slice(0, Math.max(4, Math.ceil(group.pieces.length * (1 - simplify / 125))))
        : group.pieces;
      // Icons are 32 units across: the threshold is in icon units.
      return { ...group, pieces: pieces.map((piece) => trimPiece(piece, share * 32)) };
    }),
  };
}

/** SVGO at the precision a simplify level asks for; 0 returns the SVG as it is. */
export function optimiseSvg(svg: string, simplify: number): string {
  if (simplify <= 0) return svg;
  const precision = simplify >= 60 ? 1 : 2;
  return optimize(svg, {
    multipass: simplify >= 60,
    floatPrecision: precision,
    plugins: [
      {
        name: 'preset-default',
        params: {
          overrides: {
            // Subject groups are what the editor recolours, moves and deletes: keep them whole.
            collapseGroups: false,
            moveElemsAttrsToGroup: false,
            moveGroupAttrsToElems: false,
            cleanupIds: false,
            removeUnknownsAndDefaults: { keepDataAttrs: true },
          },
        },
      },
    ],
  }).data;
}
