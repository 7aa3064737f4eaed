import { Shapes } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { IllustrationsStudio } from './components/illustrations-studio';

/** /vector-illustrations: flat, crisp illustrations, alone or as a matching set. */
export function VectorIllustrationsPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="VECTOR ILLUSTRATIONS"
        icon={Shapes}
        title={
          <>
            Crisp illustrations <span className="text-gold-gradient">that scale to any size</span>
          </>
        }
        description="Pick a look and a shape, describe a scene — or up to four for a set that shares one palette and stroke — then recolour and export SVG or PNG."
      />
      <AccessGate cost={CREDIT_COSTS['vector-illustration']}>
        <IllustrationsStudio />
      </AccessGate>
    </ToolPage>
  );
}
