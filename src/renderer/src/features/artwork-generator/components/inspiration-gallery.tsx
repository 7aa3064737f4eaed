import { Lightbulb } from 'lucide-react';
import { clampPrompt } from '@contracts/domain/generation';
import { visibleInspiration } from '../data/inspiration';

const examples = visibleInspiration();

/** Get Inspired (spec 2.7): the first 24 examples; choosing one fills the prompt. */
export function InspirationGallery({ onChoose }: { onChoose: (prompt: string) => void }) {
  return (
    <section aria-labelledby="inspiration-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Lightbulb className="text-gold-300 size-5" aria-hidden />
        <h2 id="inspiration-title" className="text-foreground text-lg font-semibold">
          Get Inspired
        </h2>
        <span className="text-muted-foreground text-sm">Pick an example to use its prompt</span>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {examples.map((example) => (
          <li key={example.title}>
            <button
              type="button"
              onClick={() => onChoose(clampPrompt(example.prompt))}
              className="group border-border bg-surface focus-visible:ring-ring hover:border-gold-400/50 flex h-full w-full flex-col overflow-hidden rounded-xl border text-left transition focus-visible:ring-2 focus-visible:outline-none"
            >
              <img
                src={example.image}
                alt=""
                loading="lazy"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <span className="flex flex-col gap-0.5 p-2.5">
                <span className="text-foreground text-sm font-medium">{example.title}</span>
                <span className="text-muted-foreground line-clamp-2 text-xs">{example.prompt}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
