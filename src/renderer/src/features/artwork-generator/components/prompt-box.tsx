import { Loader2, Sparkles } from 'lucide-react';
import { useId } from 'react';
import type { RefObject } from 'react';
import { PROMPT_MAX_LENGTH, clampPrompt, promptCounterTone } from '@contracts/domain/generation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAtom, useAtomValue } from '@/lib/state';
import { promptAtom, runAtom } from '../stores/generator-atoms';

const counterTones = {
  normal: 'text-muted-foreground',
  'amber-light': 'text-amber-300',
  amber: 'text-amber-500',
} as const;

/**
 * The prompt (at most 500 characters, further input ignored; counter amber-light above 300 and
 * amber above 400) and the Generate button with the run's price ("5 credits", or "Local preview ·
 * free" when only the local preview will run). An empty prompt marks Generate
 * disabled; pressing it still explains why (spec 5). Ctrl/Cmd+Enter generates.
 */
export function PromptBox({
  textareaRef,
  price,
  onGenerate,
}: {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  price: string;
  onGenerate: () => void;
}) {
  const [prompt, setPrompt] = useAtom(promptAtom);
  const run = useAtomValue(runAtom);
  const id = useId();
  const empty = prompt.trim() === '';
  const tone = promptCounterTone(prompt.length);
  const busy = run === 'generating';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="text-foreground text-sm font-semibold">
          Describe your image
        </label>
        <span
          id={`${id}-counter`}
          data-tone={tone}
          aria-live="polite"
          className={cn('text-xs tabular-nums', counterTones[tone])}
        >
          {prompt.length}/{PROMPT_MAX_LENGTH}
        </span>
      </div>
      <textarea
        id={id}
        ref={textareaRef}
        value={prompt}
        maxLength={PROMPT_MAX_LENGTH}
        rows={4}
        aria-describedby={`${id}-counter`}
        placeholder="A golden honeycomb city at sunset, cinematic light…"
        onChange={(event) => setPrompt(clampPrompt(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onGenerate();
          }
        }}
        className="border-border bg-surface-raised text-foreground placeholder:text-subtle-foreground focus-visible:border-gold-400/60 focus-visible:ring-ring w-full resize-y rounded-xl border p-3 text-sm leading-relaxed focus-visible:ring-2 focus-visible:outline-none"
      />
      <Button
        variant="primary"
        size="lg"
        aria-disabled={empty || busy}
        data-empty={empty}
        onClick={onGenerate}
        className={cn('w-full', (empty || busy) && 'opacity-60')}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        {busy ? 'Generating…' : 'Generate'}
        <span className="bg-primary-foreground/15 rounded-full px-2 py-0.5 text-xs font-semibold">
          {price}
        </span>
      </Button>
    </div>
  );
}
