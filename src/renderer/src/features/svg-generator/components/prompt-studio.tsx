import { Image as ImageIcon, PenTool, Settings2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { SVG_STYLES, vectorArtResponseSchema } from '@contracts/api/vector';
import type { SvgStyle, VectorArtResponse } from '@contracts/api/vector';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { vectorToolMessages } from '@contracts/messages';
import { ToolCard } from '@/components/photo/tool-header';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { DEFAULT_PALETTE, PalettePicker, paletteOf } from '@/components/vector/palette-picker';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorChoice } from '@/components/vector/vector-choice';
import { vectorDesignLabels, vectorFileStem } from '@/components/vector/vector-names';
import { VectorResult } from '@/components/vector/vector-result';
import { VectorResults } from '@/components/vector/vector-results';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import { toolFunctions } from '@/lib/function-names';
import { notifySuccess } from '@/lib/notify';

const COST = CREDIT_COSTS['svg-generate'];

const STYLE_WORDS: Record<SvgStyle, { label: string; description: string }> = {
  flat: { label: 'Flat', description: 'Solid shapes' },
  outline: { label: 'Outline', description: 'Strokes only' },
  duotone: { label: 'Duotone', description: 'Two tones' },
  gradient: { label: 'Gradient', description: 'Soft blends' },
  sticker: { label: 'Sticker', description: 'White border' },
};

/** The settings a run is made with, kept with its result (the prompt names what was saved). */
type RunSettings = { prompt: string };

/** Prompt → three SVG variants, with style, palette, transparency and simplification. */
export function PromptStudio() {
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<SvgStyle>('flat');
  const [palette, setPalette] = useState(DEFAULT_PALETTE);
  const [transparent, setTransparent] = useState(false);
  const [simplify, setSimplify] = useState(0);
  const [selected, setSelected] = useState(0);
  const [made, setMade] = useState<RunSettings | null>(null);
  const run = useVectorRun<VectorArtResponse>();
  const text = prompt.trim();

  const start = async () => {
    if (!text) return;
    const [generate] = toolFunctions('svg-generator');
    if (!generate) return;
    const answer = await run.run(
      generate,
      { prompt: text, style, palette: paletteOf(palette), transparent, simplify },
      vectorArtResponseSchema,
    );
    if (answer) {
      setSelected(0);
      setMade({ prompt: text });
      void notifySuccess(vectorToolMessages.generated);
    }
  };

  const result = run.result;
  const output = result?.outputs[selected] ?? result?.outputs[0];
  const labels = made ? vectorDesignLabels(made.prompt, 'svg') : null;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
      <ToolCard title="Describe it" icon={Settings2} labelId={`${id}-settings`}>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-prompt`} className="text-foreground text-sm font-medium">
              What should the SVG show?
            </label>
            <textarea
              id={`${id}-prompt`}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              maxLength={1000}
              rows={3}
              placeholder="A cabin among pine trees in the snow"
              className="border-border bg-surface-raised text-foreground placeholder:text-muted-foreground focus-visible:ring-ring w-full resize-y rounded-xl border px-3 py-2 text-sm outline-none focus-visible:ring-2"
              disabled={run.running}
            />
          </div>
          <VectorChoice
            legend="Style"
            name="svg-style"
            value={style}
            onChange={setStyle}
            options={SVG_STYLES.map((value) => ({ value, ...STYLE_WORDS[value] }))}
            tiles
            disabled={run.running}
          />
          <PalettePicker value={palette} onChange={setPalette} name="svg" />
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={`${id}-transparent`} className="text-foreground text-sm font-medium">
              Transparent background
            </label>
            <Switch
              id={`${id}-transparent`}
              checked={transparent}
              onCheckedChange={setTransparent}
              disabled={run.running}
            />
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between text-sm">
              <span className="text-foreground font-medium" id={`${id}-simplify`}>
                Simplify
              </span>
              <span className="text-muted-foreground tabular-nums">{simplify}</span>
            </div>
            <Slider
              aria-label="Simplify"
              min={0}
              max={100}
              step={5}
              value={[simplify]}
              onValueChange={([next]) => setSimplify(next ?? 0)}
              disabled={run.running}
            />
            <p className="text-muted-foreground text-xs">
              Higher keeps fewer shapes and points: lighter files, less detail.
            </p>
          </div>
          <VectorRunControls
            run={run}
            cost={COST}
            label="Generate SVGs"
            icon={<Sparkles aria-hidden />}
            disabledReason={text ? null : vectorToolMessages.emptyPrompt}
            busyCaption="Drawing 3 variants…"
            onStart={() => void start()}
          />
        </div>
      </ToolCard>
      <VectorResults
        labelId={`${id}-results`}
        title="Your SVGs"
        icon={ImageIcon}
        empty={{
          icon: PenTool,
          title: 'Three variants appear here',
          text: 'Describe a scene or an object; each run draws three SVG variants to pick from, recolour and export.',
        }}
        running={run.running}
        busyLabel="Drawing your SVGs…"
        outputs={result?.outputs ?? []}
        labels={(result?.outputs ?? []).map((_, index) => `Variant ${index + 1}`)}
        selected={selected}
        onSelect={setSelected}
      >
        {result && output && made && labels && (
          <VectorResult
            key={output.url}
            output={output}
            stats={result.stats[selected]}
            drawn={result.drawn[selected]}
            engine={result.engine}
            alt={`SVG variant ${selected + 1}: ${made.prompt}`}
            fileStem={vectorFileStem(made.prompt, `svg-${selected + 1}`)}
            design={{ type: 'vector', prompt: made.prompt, ...labels }}
          />
        )}
      </VectorResults>
    </div>
  );
}
