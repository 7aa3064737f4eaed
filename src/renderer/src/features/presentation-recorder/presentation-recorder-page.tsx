import { Presentation } from 'lucide-react';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { RecorderStudio } from './components/recorder-studio';

/**
 * /presentation-recorder: present slides, a screen or just the camera, with a camera bubble and
 * your voice; trim it and download it free, or save it to My Creations (10 credits) and share it.
 */
export function PresentationRecorderPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="PRESENTATION RECORDER"
        icon={Presentation}
        title={
          <>
            Present and record <span className="text-gold-gradient">with your camera</span>
          </>
        }
        description="Present your slides, a PDF or your screen with your camera in a bubble and your voice. Trim it, download it as MP4, WebM or GIF for free, or save it to My Creations and share a link."
      />
      {/* Recording and downloads are free: the gate only asks for a signed-in user. */}
      <AccessGate cost={0}>
        <RecorderStudio />
      </AccessGate>
    </ToolPage>
  );
}
