import { PenTool } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { LogoStudio } from './components/logo-studio';

/** /logo-creator: a brand name becomes six vector logos to fine-tune, download and save. */
export function LogoCreatorPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="LOGO CREATOR"
        icon={PenTool}
        title={
          <>
            Professional logos, <span className="text-gold-gradient">vector ready</span>
          </>
        }
        description="Six styles, true vector outlines, HD exports and a full icon set. Fine-tune the type, layout and colours for free, then download or save."
      />
      <AccessGate cost={CREDIT_COSTS['logo-generate']}>
        <LogoStudio />
      </AccessGate>
    </ToolPage>
  );
}
