import { Check, Sparkles } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { AccessGate } from '@/components/photo/access-gate';
import { ComparisonSlider } from '@/components/photo/comparison-slider';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { EnhancerStudio } from './enhancer-studio';

/** The image enhancer (spec 2.8): header, the live before/after demo, then the studio or its gate. */
export function ImageEnhancerPage() {
  return (
    <ToolPage>
      <ToolHeader
        badge="AI ENHANCER"
        icon={Sparkles}
        title={
          <>
            Enhance and upscale <span className="text-gold-gradient">with AI</span>
          </>
        }
        description="Sharpen detail and raise the resolution up to 8×. Pick a photo, choose the kind of enhancement, and compare before and after."
      />
      <section
        aria-label="Demo"
        className="rounded-card border-border bg-surface/60 grid grid-cols-1 items-center gap-6 border p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      >
        <div className="flex flex-col gap-3">
          <h2 className="text-foreground text-xl font-semibold">See the difference</h2>
          <p className="text-muted-foreground text-sm leading-relaxed">
            Drag the handle, or focus it and use the arrow keys, to compare a low-resolution photo
            with its enhanced version. Each enhancement costs {CREDIT_COSTS['image-enhance']}{' '}
            credits.
          </p>
          <ul className="text-muted-foreground mt-2 flex flex-col gap-2 text-sm">
            {[
              'Up to 8× the resolution, up to 4096 × 4096 pixels',
              'Four modes: quality, product, portrait and clarity',
              'Every result says where it ran: Local or Hosted',
            ].map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check className="text-gold-400 size-4 shrink-0" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ComparisonSlider
          before="/samples/enhancer-before.webp"
          after="/samples/enhancer-after.webp"
          className="mx-auto w-full max-w-sm md:max-w-none"
        />
      </section>
      <AccessGate cost={CREDIT_COSTS['image-enhance']}>
        <EnhancerStudio />
      </AccessGate>
    </ToolPage>
  );
}
