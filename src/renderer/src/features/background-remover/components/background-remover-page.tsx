import { Scissors } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { RemoverStudio } from './remover-studio';

/** The background remover: cut the subject out of one or many photos, download transparent PNGs. */
export function BackgroundRemoverPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="BACKGROUND REMOVER"
        icon={Scissors}
        title={
          <>
            Remove backgrounds <span className="text-gold-gradient">in one click</span>
          </>
        }
        description="Drop one photo or several: each subject is cut out onto a transparent background. Download the PNG, or put it on a colour or a picture of your own."
      />
      <AccessGate cost={CREDIT_COSTS['background-remove']}>
        <RemoverStudio />
      </AccessGate>
    </ToolPage>
  );
}
