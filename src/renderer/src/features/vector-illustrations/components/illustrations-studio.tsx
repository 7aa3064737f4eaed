import { Image as ImageIcon, Palette, Settings2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ILLUSTRATION_ASPECTS,
  ILLUSTRATION_PRESETS,
  ILLUSTRATION_SET_SIZE,
  vectorArtResponseSchema,
} from '@contracts/api/vector';
import type {
  IllustrationAspect,
  IllustrationPreset,
  VectorArtResponse,
} from '@contracts/api/vector';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { vectorToolMessages } from '@contracts/messages';
import { ToolCard } from '@/components/photo/tool-header';
import { DEFAULT_PALETTE, PalettePicker, paletteOf } from '@/components/vector/palette-picker';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorChoice } from '@/components/vector/vector-choice';
import { vectorDesignLabels, vectorFileStem } from '@/components/vector/vector-names';
import { VectorResult } from '@/components/vector/vector-result';
import { VectorResults } from '@/components/vector/vector-results';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import { toolFunction } from '@/lib/function-names';
import { notifySuccess } from '@/lib/notify';
import {
  ASPECT_WORDS,
  illustrationCount,
  illustrationRequest,
  PRESET_WORDS,
} from '../illustration-options';
import type { IllustrationMode } from '../illustration-options';

const COST = CREDIT_COSTS['vector-illustration'];

const fieldClass =
  'border-border bg-surface-raised text-foreground placeholder:text-muted-foreground focus-visible:ring-ring w-full rounded-xl border px-3 py-2 text-sm outline-none focus-visible:ring-2';

const SET_PLACEHOLDERS = [
  'A team planning around a whiteboard',
  'A rocket leaving a laptop screen',
  'Two people shaking hands',
  'A trophy on a podium',
];

/** One illustration from a prompt, or a set of up to four sharing palette and stroke. */
export function IllustrationsStudio() {
  const id = useId();
  const [mode, setMode] = useState<IllustrationMode>('single');
  const [prompt, setPrompt] = useState('');
  const [set, setSet] = useState<string[]>(() =>
    Array.from({ length: ILLUSTRATION_SET_SIZE }, () => ''),
  );
  const [preset, setPreset] = useState<IllustrationPreset>('flat-scene');
  const [aspect, setAspect] = useState<IllustrationAspect>('4:3');
  const [palette, setPalette] = useState(DEFAULT_PALETTE);
  const [selected, setSelected] = useState(0);
  const [prompts, setPrompts] = useState<string[]>([]);
  const run = useVectorRun<VectorArtResponse>();
  const request = illustrationRequest({
    mode,
    prompt,
    set,
    preset,
    aspect,
    palette: paletteOf(palette),
  });
  const count = mode === 'set' ? Math.max(2, illustrationCount(request)) : 1;

  const start = async () => {
    if (!request) return;
    const answer = await run.run(
      toolFunction('vector-illustrations'),
      { ...request },
      vectorArtResponseSchema,
    );
    if (answer) {
      setSelected(0);
      setPrompts(request.set ?? [request.prompt ?? '']);
      void notifySuccess(vectorToolMessages.illustrated);
    }
  };

  const result = run.result;
  const output = result?.outputs[selected];
  const shownPrompt = prompts[selected] ?? prompts[0] ?? '';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <ToolCard title="Describe it" icon={Settings2} labelId={`${id}-prompt`}>
          <div className="flex flex-col gap-4">
            <VectorChoice
              legend="Make"
              name="illustration-mode"
              value={mode}
              onChange={setMode}
              options={[
                { value: 'single', label: 'One illustration' },
                { value: 'set', label: `A set of 2–${ILLUSTRATION_SET_SIZE}` },
              ]}
              disabled={run.running}
            />
            {mode === 'single' ? (
              <div className="flex flex-col gap-2">
                <label htmlFor={`${id}-single`} className="text-foreground text-sm font-medium">
                  What should it show?
                </label>
                <textarea
                  id={`${id}-single`}
                  value={prompt}
                  onChange={(event) => setPrompt(event.target.value)}
                  maxLength={1000}
                  rows={3}
                  placeholder="A reader in an armchair by a window with plants"
                  className={`${fieldClass} resize-y`}
                  disabled={run.running}
                />
              </div>
            ) : (
              <fieldset className="flex flex-col gap-2" disabled={run.running}>
                <legend className="text-foreground mb-2 text-sm font-medium">
                  One line per illustration: they share palette and stroke.
                </legend>
                {set.map((value, index) => (
                  <input
                    key={index}
                    type="text"
                    value={value}
                    aria-label={`Illustration ${index + 1}`}
                    maxLength={1000}
                    placeholder={SET_PLACEHOLDERS[index]}
                    onChange={(event) =>
                      setSet((all) =>
                        all.map((old, at) => (at === index ? event.target.value : old)),
                      )
                    }
                    className={fieldClass}
                  />
                ))}
              </fieldset>
            )}
          </div>
        </ToolCard>
        <ToolCard title="Look" icon={Palette} labelId={`${id}-look`}>
          <div className="flex flex-col gap-5">
            <VectorChoice
              legend="Preset"
              name="illustration-preset"
              value={preset}
              onChange={setPreset}
              options={ILLUSTRATION_PRESETS.map((value) => ({ value, ...PRESET_WORDS[value] }))}
              tiles
              disabled={run.running}
            />
            <VectorChoice
              legend="Aspect ratio"
              name="illustration-aspect"
              value={aspect}
              onChange={setAspect}
              options={ILLUSTRATION_ASPECTS.map((value) => ({ value, label: ASPECT_WORDS[value] }))}
              disabled={run.running}
            />
            <PalettePicker value={palette} onChange={setPalette} name="illustration" />
            <VectorRunControls
              run={run}
              cost={COST}
              count={count}
              noun="illustrations"
              label={mode === 'set' ? `Illustrate ${count}` : 'Illustrate'}
              icon={<Sparkles aria-hidden />}
              disabledReason={
                request
                  ? null
                  : mode === 'set'
                    ? vectorToolMessages.setNeedsPrompts
                    : vectorToolMessages.emptyPrompt
              }
              busyCaption={mode === 'set' ? `Drawing ${count} illustrations…` : 'Drawing…'}
              onStart={() => void start()}
            />
          </div>
        </ToolCard>
      </div>
      <VectorResults
        labelId={`${id}-results`}
        title="Your illustrations"
        icon={ImageIcon}
        empty={{
          icon: Sparkles,
          title: 'Illustrations appear here',
          text: 'Describe one scene, or up to four for a matching set, then recolour and export them.',
        }}
        running={run.running}
        busyLabel="Drawing your illustrations…"
        outputs={result?.outputs ?? []}
        labels={prompts}
        selected={selected}
        onSelect={setSelected}
      >
        {result && output && (
          <VectorResult
            key={output.url}
            output={output}
            stats={result.stats[selected]}
            drawn={result.drawn[selected]}
            engine={result.engine}
            alt={`Illustration: ${shownPrompt}`}
            fileStem={vectorFileStem(shownPrompt, `illustration-${selected + 1}`)}
            design={{
              type: 'vector-illustration',
              prompt: shownPrompt,
              ...vectorDesignLabels(shownPrompt, 'illustration'),
            }}
          />
        )}
      </VectorResults>
    </div>
  );
}
