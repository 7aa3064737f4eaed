import { Megaphone } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { MarketingStudio } from './components/marketing-studio';

/** /logo-marketing: a logo becomes a kit of mockups and a social kit, downloadable as one ZIP. */
export function LogoMarketingPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="LOGO MARKETING"
        icon={Megaphone}
        title={
          <>
            Your logo, <span className="text-gold-gradient">out in the world</span>
          </>
        }
        description="Upload your logo or pick one from My Creations. Get business cards, letterhead, merch, a shop sign, your app icon and an email signature, plus social images at each platform’s exact size — light or dark logo chosen for every background."
      />
      <AccessGate cost={CREDIT_COSTS['logo-mockups']}>
        <MarketingStudio />
      </AccessGate>
    </ToolPage>
  );
}
