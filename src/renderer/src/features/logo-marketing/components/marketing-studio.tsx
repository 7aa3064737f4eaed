import { AlertTriangle, Building2, LayoutGrid, Sparkles, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import {
  brandDetailsSchema,
  logoMockupsResponseSchema,
  mockupMessages,
  type LogoMockupsResponse,
} from '@contracts/api/logo-mockups';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { ToolCard } from '@/components/photo/tool-header';
import { PreviewEmpty } from '@/components/photo/preview-parts';
import { Button } from '@/components/ui/button';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import { toolFunction } from '@/lib/function-names';
import { notifySuccess } from '@/lib/notify';
import { kitRequest } from '../api/kit-api';
import type { LogoInput } from '../logo-input';
import { BrandFields, EMPTY_BRAND, type BrandForm } from './brand-form';
import { KitResults, type ShownKit } from './kit-results';
import { LogoSource } from './logo-source';
import { SavedKits } from './saved-kits';

const COST = CREDIT_COSTS['logo-mockups'];

/** Why the run cannot start yet, or null. */
export function kitBlocker(logo: LogoInput | null, brand: BrandForm): string | null {
  if (!logo) return mockupMessages.uploadFirst;
  if (brand.name.trim() === '') return mockupMessages.nameRequired;
  return null;
}

/** Logo Marketing: the logo and the brand's details on the left, the kit on the right. */
export function MarketingStudio() {
  const id = useId();
  const [logo, setLogo] = useState<LogoInput | null>(null);
  const [brand, setBrand] = useState<BrandForm>(EMPTY_BRAND);
  const [shown, setShown] = useState<ShownKit | null>(null);
  const [photoWarned, setPhotoWarned] = useState(false);
  const run = useVectorRun<LogoMockupsResponse>();
  const blocker = kitBlocker(logo, brand);

  const start = async (allowPhoto: boolean) => {
    const name = toolFunction('logo-marketing');
    const details = brandDetailsSchema.safeParse(brand);
    if (!logo || !name || !details.success) return;
    setPhotoWarned(false);
    const answer = await run.run(
      name,
      { ...kitRequest(logo, brand, allowPhoto) },
      logoMockupsResponseSchema,
    );
    // A refusal (the photo warning among them) is the run's failure, shown below.
    if (answer) {
      setShown({ kit: answer.kit, brand: details.data, engine: answer.engine, saved: false });
      void notifySuccess(mockupMessages.made);
    }
  };

  // The server refused a photo-like logo before charging: say so, and offer to go on.
  const photoRefused =
    run.phase === 'failed' && run.failure?.message === mockupMessages.photoWarning;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <ToolCard title="Your logo" icon={Upload} labelId={`${id}-logo`}>
          <LogoSource
            logo={logo}
            onLogo={(next) => {
              setLogo(next);
              setPhotoWarned(false);
            }}
            disabled={run.running}
          />
        </ToolCard>
        <ToolCard title="Your brand" icon={Building2} labelId={`${id}-brand`}>
          <div className="flex flex-col gap-5">
            <BrandFields value={brand} onChange={setBrand} disabled={run.running} />
            {photoRefused && !photoWarned && (
              <div
                role="alert"
                className="flex flex-col gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100"
                data-testid="photo-warning"
              >
                <p className="flex items-start gap-2">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
                  {mockupMessages.photoWarning}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => {
                    setPhotoWarned(true);
                    void start(true);
                  }}
                >
                  {mockupMessages.makeAnyway}
                </Button>
              </div>
            )}
            <VectorRunControls
              run={photoRefused ? { ...run, phase: 'idle', failure: null } : run}
              cost={COST}
              label="Make the mockup kit"
              icon={<Sparkles aria-hidden />}
              disabledReason={blocker}
              busyCaption="Making your kit: stationery, merch, the shop sign, your app icon and the social sizes…"
              onStart={() => void start(false)}
            />
          </div>
        </ToolCard>
      </div>
      <ToolCard title="Your mockup kit" icon={LayoutGrid} labelId={`${id}-kit`}>
        <div className="flex flex-col gap-5">
          <SavedKits onOpen={setShown} disabled={run.running} />
          {shown ? (
            <KitResults shown={shown} />
          ) : (
            <PreviewEmpty icon={LayoutGrid} title="Your kit appears here">
              Business cards, letterhead, envelope, T-shirt, mug, tote bag, a shop sign, your app
              icon on a phone, an email signature, and your social profiles and banners at each
              platform’s size.
            </PreviewEmpty>
          )}
        </div>
      </ToolCard>
    </div>
  );
}
