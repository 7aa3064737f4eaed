import { LayoutDashboard } from 'lucide-react';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { MoodboardStudio } from './components/moodboard-studio';

/**
 * /moodboard-generator: keywords, a style and a colour direction become a board to arrange,
 * export, save and share. The gate asks for sign-in only: a saved board reopens, exports and
 * shares for free, and the run's own controls say when credits are short.
 */
export function MoodboardGeneratorPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="MOODBOARD GENERATOR"
        icon={LayoutDashboard}
        title={
          <>
            A whole <span className="text-gold-gradient">moodboard</span> from a few words
          </>
        }
        description="Pictures on your theme, a palette drawn from them, a type pairing and your keywords, arranged as a grid, masonry or collage. Move, resize, lock and vary tiles, add notes and your own images, then download it as PNG or PDF, save it or share a link."
      />
      <AccessGate cost={0}>
        <MoodboardStudio />
      </AccessGate>
    </ToolPage>
  );
}
