import { useId } from 'react';

const radius = 46;
const width = Math.sqrt(3) * radius;

/** Cells of the honeycomb: row, column and how each is drawn. */
const cells: { row: number; col: number; tone: 'solid' | 'soft' | 'line' | 'glow' }[] = [
  { row: -2, col: -0.5, tone: 'line' },
  { row: -2, col: 0.5, tone: 'soft' },
  { row: -1, col: -1, tone: 'soft' },
  { row: -1, col: 0, tone: 'line' },
  { row: -1, col: 1, tone: 'solid' },
  { row: 0, col: -1.5, tone: 'line' },
  { row: 0, col: -0.5, tone: 'solid' },
  { row: 0, col: 0.5, tone: 'glow' },
  { row: 0, col: 1.5, tone: 'soft' },
  { row: 1, col: -1, tone: 'soft' },
  { row: 1, col: 0, tone: 'solid' },
  { row: 1, col: 1, tone: 'line' },
  { row: 2, col: -0.5, tone: 'soft' },
  { row: 2, col: 0.5, tone: 'line' },
];

function hexagon(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 180) * (60 * index - 90);
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** Decorative honeycomb for the hero (no text, hidden from assistive technology). */
export function HoneycombArt({ className }: { className?: string }) {
  const id = useId();
  const gold = `${id}-gold`;
  const fade = `${id}-fade`;
  return (
    <svg viewBox="-200 -200 400 400" className={className} aria-hidden>
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.5" stopColor="#f5b82e" />
          <stop offset="1" stopColor="#9a670c" />
        </linearGradient>
        <radialGradient id={fade}>
          <stop offset="0" stopColor="#f5b82e" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f5b82e" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="0" cy="0" r="190" fill={`url(#${fade})`} opacity="0.35" />
      {cells.map(({ row, col, tone }) => {
        const cx = col * width;
        const cy = row * radius * 1.5;
        const points = hexagon(cx, cy, radius - 4);
        if (tone === 'line')
          return (
            <polygon
              key={`${row}:${col}`}
              points={points}
              fill="none"
              stroke="#f5b82e"
              strokeOpacity="0.28"
              strokeWidth="1.5"
            />
          );
        if (tone === 'soft')
          return (
            <polygon
              key={`${row}:${col}`}
              points={points}
              fill="#f5b82e"
              fillOpacity="0.08"
              stroke="#f5b82e"
              strokeOpacity="0.35"
              strokeWidth="1"
            />
          );
        if (tone === 'solid')
          return (
            <polygon
              key={`${row}:${col}`}
              points={points}
              fill={`url(#${gold})`}
              fillOpacity="0.85"
            />
          );
        return (
          <g key={`${row}:${col}`}>
            <polygon points={points} fill={`url(#${gold})`} />
            <polygon points={hexagon(cx, cy, radius * 0.55)} fill="#0a0907" />
            <polygon points={hexagon(cx, cy, radius * 0.24)} fill={`url(#${gold})`} />
          </g>
        );
      })}
    </svg>
  );
}
