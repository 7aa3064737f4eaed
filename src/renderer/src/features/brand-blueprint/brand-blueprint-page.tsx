import { BookMarked } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { BrandStudio } from './components/brand-studio';

/**
 * /brand-blueprint: a brand's name, logo and personality become a guideline a printer and a
 * developer can both use (PDF, design tokens, palette files), charged 10 credits.
 */
export function BrandBlueprintPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="BRAND BLUEPRINT"
        icon={BookMarked}
        title={
          <>
            Your brand guideline, <span className="text-gold-gradient">from your logo</span>
          </>
        }
        description="Add your logo and a few words about the brand. You get a 13-page guideline PDF with logo rules, palette, contrast checks, type and voice, plus design tokens and swatches for your tools."
      />
      <AccessGate cost={CREDIT_COSTS['brand-blueprint']}>
        <BrandStudio />
      </AccessGate>
    </ToolPage>
  );
}
