import {
  Aperture,
  Clapperboard,
  Eraser,
  FileText,
  ImagePlus,
  Layers,
  Palette,
  PenTool,
  Presentation,
  Scissors,
  Shapes,
  Sparkles,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ToolIcon as ToolIconKey } from '@/config/tools';

const icons: Record<ToolIconKey, LucideIcon> = {
  editor: Layers,
  'remove-background': Scissors,
  'remove-object': Eraser,
  enhance: Sparkles,
  background: ImagePlus,
  artwork: Palette,
  svg: PenTool,
  vector: Shapes,
  moodboard: Aperture,
  invoice: FileText,
  presentation: Presentation,
  video: Clapperboard,
};

/** The icon for a tool of the catalogue (decorative). */
export function ToolIcon({ icon, className }: { icon: ToolIconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon className={className} aria-hidden />;
}
