import {
  Aperture,
  BookOpen,
  Clapperboard,
  Eraser,
  FileText,
  Film,
  ImagePlus,
  Layers,
  Megaphone,
  Palette,
  PenTool,
  Presentation,
  Scissors,
  Shapes,
  Sparkles,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ToolIconKey } from '@contracts/tools/tool-definition';

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
  logo: PenTool,
  brand: BookOpen,
  advert: Film,
  marketing: Megaphone,
};

/** The icon for a tool of the registry (decorative). */
export function ToolIcon({ icon, className }: { icon: ToolIconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon className={className} aria-hidden />;
}
