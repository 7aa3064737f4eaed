import { FileText, Fingerprint, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import {
  BRAND_AUDIENCE_MAX,
  BRAND_INDUSTRY_MAX,
  BRAND_NAME_MAX,
  DEFAULT_PERSONALITY,
  PERSONALITY_AXES,
  brandBlueprintResponseSchema,
  brandMessages,
  type BrandBlueprintResponse,
  type Personality,
} from '@contracts/api/brand';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { ToolCard } from '@/components/photo/tool-header';
import { Slider } from '@/components/ui/slider';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import { toolFunctions } from '@/lib/function-names';
import { notifySuccess } from '@/lib/notify';
import type { PickedLogo } from '../logo-file';
import { BlueprintResult } from './blueprint-result';
import { LogoPicker } from './logo-picker';

const COST = CREDIT_COSTS['brand-blueprint'];

const FIELD =
  'border-border bg-surface-raised text-foreground placeholder:text-muted-foreground focus-visible:ring-ring w-full rounded-xl border px-3 py-2 text-sm outline-none focus-visible:ring-2 disabled:opacity-60';

/** Why the run cannot start yet, in the user's words (null when it can). */
export function blueprintBlocker(name: string, logo: PickedLogo | null): string | null {
  if (!name.trim()) return brandMessages.nameEmpty;
  if (name.trim().length > BRAND_NAME_MAX) return brandMessages.nameTooLong;
  if (!logo) return brandMessages.logoMissing;
  return null;
}

function PersonalitySliders({
  value,
  onChange,
  disabled,
}: {
  value: Personality;
  onChange: (next: Personality) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="text-muted-foreground mb-3 text-xs font-semibold tracking-widest uppercase">
        Personality
      </legend>
      {PERSONALITY_AXES.map((axis) => (
        <div
          key={axis.id}
          className="grid grid-cols-[5.5rem_1fr_5.5rem] items-center gap-3 text-xs"
        >
          <span className="text-muted-foreground text-right">{axis.low}</span>
          <Slider
            aria-label={`${axis.low} to ${axis.high}`}
            min={0}
            max={100}
            step={5}
            value={[value[axis.id]]}
            onValueChange={([next]) => onChange({ ...value, [axis.id]: next ?? 50 })}
            disabled={disabled}
          />
          <span className="text-muted-foreground">{axis.high}</span>
        </div>
      ))}
    </fieldset>
  );
}

/** The Brand Blueprint studio: the brand's name, logo and character in, the guideline out. */
export function BrandStudio() {
  const id = useId();
  const [name, setName] = useState('');
  const [logo, setLogo] = useState<PickedLogo | null>(null);
  const [industry, setIndustry] = useState('');
  const [audience, setAudience] = useState('');
  const [personality, setPersonality] = useState<Personality>(DEFAULT_PERSONALITY);
  const [made, setMade] = useState<{ industry: string } | null>(null);
  const run = useVectorRun<BrandBlueprintResponse>();
  const blocker = blueprintBlocker(name, logo);

  const start = async () => {
    if (blocker || !logo) return;
    const [blueprint] = toolFunctions('brand-blueprint');
    if (!blueprint) return;
    const answer = await run.run(
      blueprint,
      {
        name: name.trim(),
        logo: logo.dataUrl,
        ...(industry.trim() && { industry: industry.trim() }),
        ...(audience.trim() && { audience: audience.trim() }),
        personality,
      },
      brandBlueprintResponseSchema,
    );
    if (answer) {
      setMade({ industry: industry.trim() });
      void notifySuccess(brandMessages.ready);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
      <ToolCard title="Your brand" icon={Fingerprint} labelId={`${id}-brand`}>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between">
              <label htmlFor={`${id}-name`} className="text-foreground text-sm font-medium">
                Brand name
              </label>
              <span className="text-muted-foreground text-xs tabular-nums" aria-hidden>
                {name.trim().length}/{BRAND_NAME_MAX}
              </span>
            </div>
            <input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={BRAND_NAME_MAX}
              placeholder="Northwind Labs"
              autoComplete="organization"
              className={FIELD}
              disabled={run.running}
            />
          </div>
          <div className="flex flex-col gap-2">
            <span className="text-foreground text-sm font-medium">Logo</span>
            <LogoPicker
              logo={logo}
              onChange={setLogo}
              disabled={run.running}
              labelId={`${id}-logo`}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <label htmlFor={`${id}-industry`} className="text-foreground text-sm font-medium">
                Industry <span className="text-muted-foreground font-normal">(optional)</span>
              </label>
              <input
                id={`${id}-industry`}
                value={industry}
                onChange={(event) => setIndustry(event.target.value)}
                maxLength={BRAND_INDUSTRY_MAX}
                placeholder="Software consulting"
                className={FIELD}
                disabled={run.running}
              />
            </div>
            <div className="flex flex-col gap-2">
              <label htmlFor={`${id}-audience`} className="text-foreground text-sm font-medium">
                Audience <span className="text-muted-foreground font-normal">(optional)</span>
              </label>
              <input
                id={`${id}-audience`}
                value={audience}
                onChange={(event) => setAudience(event.target.value)}
                maxLength={BRAND_AUDIENCE_MAX}
                placeholder="Product teams at growing companies"
                className={FIELD}
                disabled={run.running}
              />
            </div>
          </div>
          <PersonalitySliders
            value={personality}
            onChange={setPersonality}
            disabled={run.running}
          />
          <VectorRunControls
            run={run}
            cost={COST}
            label="Make brand guideline"
            icon={<Sparkles aria-hidden />}
            disabledReason={blocker}
            busyCaption="Laying out your guideline…"
            onStart={() => void start()}
          />
        </div>
      </ToolCard>
      <ToolCard title="Your guideline" icon={FileText} labelId={`${id}-result`}>
        {run.result && made ? (
          <BlueprintResult key={run.result.job_id} answer={run.result} industry={made.industry} />
        ) : (
          <div
            className="flex flex-col items-center gap-3 py-16 text-center"
            data-testid="blueprint-empty"
          >
            <FileText className="text-gold-400/70 size-10" aria-hidden />
            <p className="text-foreground font-medium">
              {run.running ? 'Building your brand guideline…' : 'A 13-page guideline appears here'}
            </p>
            <p className="text-muted-foreground max-w-sm text-sm">
              Logo rules drawn from your real logo, a palette with print and screen values and a
              contrast check, a type pairing, a voice, tagline ideas, and files for designers and
              developers.
            </p>
          </div>
        )}
      </ToolCard>
    </div>
  );
}
