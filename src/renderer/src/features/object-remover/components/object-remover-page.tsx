import { Eraser } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { ObjectRemoverStudio } from './object-remover-studio';

/** The object remover: paint over something or click to select it, and it is filled in from its surroundings. */
export function ObjectRemoverPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="OBJECT REMOVER"
        icon={Eraser}
        title={
          <>
            Erase what <span className="text-gold-gradient">does not belong</span>
          </>
        }
        description="Paint over a blemish, a caption or a stray object, or click it to select it; it is filled in from what surrounds it. Local removal works best for blemishes, text and small objects."
      />
      <AccessGate cost={CREDIT_COSTS['object-remove']}>
        <ObjectRemoverStudio />
      </AccessGate>
    </ToolPage>
  );
}
