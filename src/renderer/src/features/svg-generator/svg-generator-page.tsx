import { PenTool, ScanLine, Sparkles } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PromptStudio } from './components/prompt-studio';
import { VectorizeStudio } from './components/vectorize-studio';

/** /svg-generator: a prompt becomes three SVG variants, or an image is traced into an SVG. */
export function SvgGeneratorPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="SVG GENERATOR"
        icon={PenTool}
        title={
          <>
            Scalable vectors <span className="text-gold-gradient">from words or pictures</span>
          </>
        }
        description="Describe an SVG and pick one of three variants, or trace a logo, drawing or photo. Swap its colours, then download the SVG or a PNG at any of three sizes."
      />
      <AccessGate cost={Math.min(CREDIT_COSTS['svg-generate'], CREDIT_COSTS.vectorize)}>
        <Tabs defaultValue="prompt">
          <TabsList aria-label="How to make the SVG">
            <TabsTrigger value="prompt">
              <Sparkles className="mr-1.5 size-4" aria-hidden /> From a prompt
            </TabsTrigger>
            <TabsTrigger value="vectorize">
              <ScanLine className="mr-1.5 size-4" aria-hidden /> Vectorize an image
            </TabsTrigger>
          </TabsList>
          <TabsContent value="prompt" className="mt-6">
            <PromptStudio />
          </TabsContent>
          <TabsContent value="vectorize" className="mt-6">
            <VectorizeStudio />
          </TabsContent>
        </Tabs>
      </AccessGate>
    </ToolPage>
  );
}
