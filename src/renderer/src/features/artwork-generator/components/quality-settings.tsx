import { useId } from 'react';
import { ASPECT_RATIOS, CONTRAST_LEVELS, GENERATION_MODES } from '@contracts/domain/generation';
import type { AspectRatio, ContrastLevel, GenerationMode } from '@contracts/domain/generation';
import { Switch } from '@/components/ui/switch';
import { useAtom } from '@/lib/state';
import { settingsAtom } from '../stores/generator-atoms';
import { ChoiceGroup } from './choice-group';

const capitalise = (value: string) => value[0]!.toUpperCase() + value.slice(1);

/** Aspect ratio (3:2 default), contrast, generation mode and prompt enhancement (spec 5). */
export function QualitySettings() {
  const [settings, setSettings] = useAtom(settingsAtom);
  const ratioId = useId();
  const enhanceId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label
          htmlFor={ratioId}
          className="text-muted-foreground text-xs font-semibold tracking-widest uppercase"
        >
          Aspect ratio
        </label>
        <select
          id={ratioId}
          value={settings.aspectRatio}
          onChange={(event) =>
            setSettings({ ...settings, aspectRatio: event.target.value as AspectRatio })
          }
          className="border-border bg-surface-raised text-foreground focus-visible:ring-ring h-10 rounded-lg border px-3 text-sm focus-visible:ring-2 focus-visible:outline-none"
        >
          {ASPECT_RATIOS.map((ratio) => (
            <option key={ratio} value={ratio}>
              {ratio}
            </option>
          ))}
        </select>
      </div>
      <ChoiceGroup<ContrastLevel>
        legend="Contrast"
        name="contrast"
        value={settings.contrast}
        onChange={(contrast) => setSettings({ ...settings, contrast })}
        options={CONTRAST_LEVELS.map((value) => ({ value, label: capitalise(value) }))}
      />
      <ChoiceGroup<GenerationMode>
        legend="Generation mode"
        name="generation-mode"
        value={settings.generationMode}
        onChange={(generationMode) => setSettings({ ...settings, generationMode })}
        options={GENERATION_MODES.map((value) => ({ value, label: capitalise(value) }))}
      />
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={enhanceId} className="text-sm">
          <span className="text-foreground font-medium">Prompt Enhancement</span>
          <span className="text-muted-foreground block text-xs">Adds detail to short prompts</span>
        </label>
        <Switch
          id={enhanceId}
          checked={settings.promptEnhance}
          onCheckedChange={(promptEnhance) => setSettings({ ...settings, promptEnhance })}
        />
      </div>
    </div>
  );
}
