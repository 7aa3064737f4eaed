// Abstract marks the composer draws itself (for names nothing in the icon sets illustrates): each
// is solid shapes in a square of side `size` centred at (cx, cy), as path data with the nonzero
// fill rule (overlapping parts join).
import type { LogoMark } from '../../contracts/api/logo.ts';
import { circlePath, num, polygonPath, roundedRectPath } from './path-geometry.ts';

function ellipsePoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rotation: number,
): [number, number][] {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  return Array.from({ length: 40 }, (_, index) => {
    const t = (index / 40) * 2 * Math.PI;
    const x = rx * Math.cos(t);
    const y = ry * Math.sin(t);
    return [cx + x * cos - y * sin, cy + x * sin + y * cos] as [number, number];
  });
}

/** A ring (annulus) as one path: outer circle clockwise, inner counter-clockwise. */
function ringPath(cx: number, cy: number, outer: number, inner: number): string {
  const r = num(inner);
  return (
    circlePath(cx, cy, outer) +
    `M${num(cx - inner)} ${num(cy)}A${r} ${r} 0 1 1 ${num(cx + inner)} ${num(cy)}A${r} ${r} 0 1 1 ${num(cx - inner)} ${num(cy)}Z`
  );
}

/** The mark's path data. */
export function markPath(mark: LogoMark, cx: number, cy: number, size: number): string {
  const s = size / 2;
  switch (mark) {
    case 'orbit':
      // A planet in a ring, a moon on the ring.
      return (
        circlePath(cx - s * 0.08, cy + s * 0.08, s * 0.36) +
        ringPath(cx, cy, s * 0.96, s * 0.8) +
        circlePath(cx + s * 0.62, cy - s * 0.62, s * 0.17)
      );
    case 'stack': {
      // Three rounded bars, stepped like layers.
      const bar = s * 0.42;
      const gap = s * 0.13;
      return [0, 1, 2]
        .map((row) =>
          roundedRectPath(
            {
              x: cx - s + row * s * 0.28,
              y: cy - s * 0.98 + row * (bar + gap) + gap,
              width: s * 1.44,
              height: bar,
            },
            bar / 2,
          ),
        )
        .join('');
    }
    case 'spark': {
      // A four-pointed star with concave sides.
      const k = s * 0.16;
      return (
        `M${num(cx)} ${num(cy - s)}Q${num(cx + k)} ${num(cy - k)} ${num(cx + s)} ${num(cy)}` +
        `Q${num(cx + k)} ${num(cy + k)} ${num(cx)} ${num(cy + s)}Q${num(cx - k)} ${num(cy + k)} ${num(cx - s)} ${num(cy)}` +
        `Q${num(cx - k)} ${num(cy - k)} ${num(cx)} ${num(cy - s)}Z`
      );
    }
    case 'petals':
      // A quatrefoil: four circles round a centre.
      return [0, 1, 2, 3]
        .map((index) => {
          const angle = (index * Math.PI) / 2;
          return circlePath(
            cx + Math.cos(angle) * s * 0.45,
            cy + Math.sin(angle) * s * 0.45,
            s * 0.5,
          );
        })
        .join('');
    case 'peak':
      // Two mountains and a sun.
      return (
        polygonPath([
          [cx - s, cy + s * 0.78],
          [cx - s * 0.22, cy - s * 0.62],
          [cx + s * 0.56, cy + s * 0.78],
        ]) +
        polygonPath([
          [cx - s * 0.05, cy + s * 0.78],
          [cx + s * 0.45, cy - s * 0.1],
          [cx + s, cy + s * 0.78],
        ]) +
        circlePath(cx + s * 0.52, cy - s * 0.62, s * 0.2)
      );
    case 'bloom':
      // Six petals round a centre.
      return Array.from({ length: 6 }, (_, index) => {
        const angle = (index * Math.PI) / 3;
        return polygonPath(
          ellipsePoints(
            cx + Math.cos(angle) * s * 0.5,
            cy + Math.sin(angle) * s * 0.5,
            s * 0.48,
            s * 0.22,
            angle,
          ),
        );
      }).join('');
  }
}
