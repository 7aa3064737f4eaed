import { Video } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { VideoStudio } from './components/video-studio';

/** /video-generator: text or a picture becomes an MP4 (25 credits). */
export function VideoGeneratorPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="AI VIDEO GENERATOR"
        icon={Video}
        title={
          <>
            Videos <span className="text-gold-gradient">from words or a picture</span>
          </>
        }
        description="Describe a scene, or bring a photo to life with a moving camera and depth. Pick the length, shape and camera, then play it, download it as MP4, WebM or GIF, and save it to My Creations."
      />
      <AccessGate cost={CREDIT_COSTS['text-to-video']}>
        <VideoStudio />
      </AccessGate>
    </ToolPage>
  );
}
