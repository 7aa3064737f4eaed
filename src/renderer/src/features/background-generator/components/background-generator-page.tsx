import { ImagePlus } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { GeneratorStudio } from './generator-studio';

/** The background generator: keep the subject, give it a new scene or colour, with a soft shadow. */
export function BackgroundGeneratorPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="BACKGROUND GENERATOR"
        icon={ImagePlus}
        title={
          <>
            A new scene <span className="text-gold-gradient">behind your subject</span>
          </>
        }
        description="Upload a product or portrait. The subject is cut out and placed on a background made from your description, or on a plain colour, with a soft shadow if you like."
      />
      <AccessGate cost={CREDIT_COSTS['background-generate']}>
        <GeneratorStudio />
      </AccessGate>
    </ToolPage>
  );
}
