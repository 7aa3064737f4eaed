import type { EnhancementQuality, EnhancementType } from '@contracts/api/photo-tools';
import { Slider } from '@/components/ui/slider';
import {
  clampFactor,
  DEFAULT_FACTOR,
  ENHANCEMENT_OPTIONS,
  FACTOR_MAX,
  FACTOR_MIN,
  isEnhancementType,
  QUALITY_OPTIONS,
} from '../enhancer-settings';

/** The enhancer's settings card (spec 2.8): enhancement type, resolution factor and quality. */
export function EnhancerSettingsPanel({
  type,
  factor,
  quality,
  disabled,
  onType,
  onFactor,
  onQuality,
}: {
  type: EnhancementType;
  factor: number;
  quality: EnhancementQuality;
  /** While a run is going. */
  disabled: boolean;
  onType: (type: EnhancementType) => void;
  onFactor: (factor: number) => void;
  onQuality: (quality: EnhancementQuality) => void;
}) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <label htmlFor="enhancement-type" className="text-foreground text-sm font-medium">
          Enhancement type
        </label>
        <select
          id="enhancement-type"
          value={type}
          onChange={(event) => {
            if (isEnhancementType(event.target.value)) onType(event.target.value);
          }}
          disabled={disabled}
          className="border-border bg-surface-raised text-foreground focus-visible:ring-ring h-10 w-full min-w-0 truncate rounded-lg border px-3 text-sm outline-none focus-visible:ring-2"
        >
          {ENHANCEMENT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label} — {option.hint}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <span id="factor-label" className="text-foreground text-sm font-medium">
            Resolution factor
          </span>
          <span className="text-gold-300 text-sm font-semibold tabular-nums">{factor}x</span>
        </div>
        <Slider
          aria-labelledby="factor-label"
          aria-label="Resolution factor"
          min={FACTOR_MIN}
          max={FACTOR_MAX}
          step={1}
          value={[factor]}
          onValueChange={([value]) => onFactor(clampFactor(value ?? DEFAULT_FACTOR))}
          disabled={disabled}
        />
        <div className="text-subtle-foreground flex justify-between text-xs">
          <span>{FACTOR_MIN}x</span>
          <span>{FACTOR_MAX}x</span>
        </div>
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled}>
        <legend className="text-foreground mb-2 text-sm font-medium">Quality</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {QUALITY_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="border-border bg-surface-raised has-[:checked]:border-gold-400 has-[:checked]:bg-gold-400/10 has-[:focus-visible]:ring-ring flex cursor-pointer flex-col gap-0.5 rounded-lg border px-3 py-2 has-[:focus-visible]:ring-2"
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="radio"
                  name="enhancement-quality"
                  value={option.value}
                  checked={quality === option.value}
                  onChange={() => onQuality(option.value)}
                  className="accent-gold-400"
                />
                {option.label}
              </span>
              <span className="text-muted-foreground text-xs">{option.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
