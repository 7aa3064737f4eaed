// The insert rail: text, the six shapes, a picture from this computer or from My Creations.
import {
  ArrowRight,
  Circle,
  Hexagon,
  ImagePlus,
  Library,
  Minus,
  Square,
  Star,
  Type,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useSetAtom } from '@/lib/state';
import type { ShapeKind } from '../model/document';
import { runCommandAtom } from '../state/editor-store';

const SHAPES: { kind: ShapeKind; label: string; icon: LucideIcon; key: string }[] = [
  { kind: 'rect', label: 'Rectangle', icon: Square, key: 'R' },
  { kind: 'ellipse', label: 'Ellipse', icon: Circle, key: 'O' },
  { kind: 'line', label: 'Line', icon: Minus, key: 'L' },
  { kind: 'arrow', label: 'Arrow', icon: ArrowRight, key: 'Shift+L' },
  { kind: 'star', label: 'Star', icon: Star, key: '' },
  { kind: 'polygon', label: 'Polygon', icon: Hexagon, key: '' },
];

function RailButton({
  label,
  icon: Icon,
  hint,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  hint?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={hint ? `${label} (${hint})` : label}
      className="text-muted-foreground hover:text-foreground focus-visible:ring-ring flex w-11 flex-col items-center gap-1 rounded-lg px-1 py-2 text-[0.65rem] outline-none hover:bg-white/6 focus-visible:ring-2 sm:w-16"
    >
      <Icon className="size-5" aria-hidden />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

export function InsertRail({
  onUpload,
  onFromCreations,
}: {
  onUpload: () => void;
  onFromCreations: () => void;
}) {
  const run = useSetAtom(runCommandAtom);
  return (
    <nav
      aria-label="Add to the design"
      className="border-border bg-surface/95 flex w-12 shrink-0 flex-col items-center gap-1 overflow-y-auto border-r py-2 sm:w-20"
    >
      <RailButton label="Text" icon={Type} hint="T" onClick={() => run({ id: 'add-text' })} />
      {SHAPES.map((shape) => (
        <RailButton
          key={shape.kind}
          label={shape.label}
          icon={shape.icon}
          hint={shape.key || undefined}
          onClick={() => run({ id: 'add-shape', args: { kind: shape.kind } })}
        />
      ))}
      <span className="bg-border my-1 h-px w-10" aria-hidden />
      <RailButton label="Upload" icon={ImagePlus} onClick={onUpload} />
      <RailButton label="Creations" icon={Library} onClick={onFromCreations} />
    </nav>
  );
}
