import { Megaphone } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { AdStudio } from './components/ad-studio';

/** /advertising-video-generator: a short ad video for a product (25 credits a video). */
export function AdvertisingVideoPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="ADVERTISING VIDEO"
        icon={Megaphone}
        title={
          <>
            Ad videos <span className="text-gold-gradient">for your product</span>
          </>
        }
        description="Add product photos and your words, pick a format, length and template, then edit the scenes with a live preview. The video is made as an MP4 with your music, ready for stories, feeds and YouTube."
      />
      <AccessGate cost={CREDIT_COSTS['advertising-video']}>
        <AdStudio />
      </AccessGate>
    </ToolPage>
  );
}
