import { ArrowLeft, Coins, FolderHeart, SlidersHorizontal } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CREDIT_COSTS, generatorRunCostKey } from '@contracts/domain/credits';
import { LOCAL_PREVIEW_PRICE_LABEL } from '@contracts/domain/generation';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useCreditBalance } from '@/lib/credit-balance';
import { useLocalDesignSync } from '@/lib/designs/use-local-design-sync';
import { StateProvider, useAtomValue, useSetAtom } from '@/lib/state';
import { AllowanceNote } from './components/allowance-note';
import { CreationsStrip } from './components/creations-strip';
import { InspirationGallery } from './components/inspiration-gallery';
import { OverviewCard } from './components/overview-card';
import { PromptBox } from './components/prompt-box';
import { RecentRuns } from './components/recent-runs';
import { QualitySettings } from './components/quality-settings';
import { ResultsPanel } from './components/results-panel';
import { QualityExamples, TestimonialBlock } from './components/showcase-blocks';
import { StylePicker } from './components/style-picker';
import { TypePicker } from './components/type-picker';
import { useGenerationEngine } from '@/lib/generation-engine';
import { useGeneration } from './hooks/use-generation';
import { useRunReattach } from './hooks/use-run-reattach';
import { choiceAtom, imagesAtom, promptAtom } from './stores/generator-atoms';
import { scrollBehavior } from '@/lib/scroll';

/** The balance, live, linking to pricing (spec 2.7: plan upgrade goes to /pricing). */
function BalancePill() {
  const balance = useCreditBalance();
  return (
    <Link
      to={paths.pricing}
      data-testid="generator-balance"
      aria-label={balance === undefined ? 'Credit balance loading' : `${balance} credits, get more`}
      className="border-gold-400/40 bg-gold-400/10 text-gold-100 hover:bg-gold-400/15 inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-semibold tabular-nums"
    >
      <Coins className="text-gold-300 size-4" aria-hidden />
      {balance === undefined ? '…' : `${balance} credits`}
    </Link>
  );
}

function GeneratorScreen() {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const choice = useAtomValue(choiceAtom);
  const images = useAtomValue(imagesAtom);
  const setPrompt = useSetAtom(promptAtom);
  useLocalDesignSync();
  // Display only: the server decides what a run costs (spec 9, architecture "Trust and money"),
  // and a run only the local preview can serve costs nothing (the server says which will run).
  const engine = useGenerationEngine();
  const price =
    engine === 'local'
      ? LOCAL_PREVIEW_PRICE_LABEL
      : `${CREDIT_COSTS[generatorRunCostKey(choice.style, choice.type)]} credits`;
  const focusPrompt = () => textareaRef.current?.focus();
  const { generate, generateMore, cancel } = useGeneration(focusPrompt);
  useRunReattach();

  return (
    <div className="bg-hive-glow flex min-h-dvh flex-col">
      <header className="border-border bg-background/80 sticky top-0 z-30 border-b backdrop-blur-xl">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <Link
              to={paths.dashboard}
              aria-label="Back to dashboard"
              className="text-muted-foreground hover:text-foreground rounded-md p-1.5"
            >
              <ArrowLeft className="size-5" aria-hidden />
            </Link>
            <Link to={paths.home} aria-label="Hive Studio home">
              <Logo />
            </Link>
          </div>
          <nav aria-label="Generator" className="flex items-center gap-2">
            <Link
              to={paths.myDesigns}
              className="text-foreground/85 hover:text-foreground hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium hover:bg-white/5 sm:inline-flex"
            >
              <FolderHeart className="text-gold-300 size-4" aria-hidden /> My Creations
            </Link>
            <BalancePill />
          </nav>
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-8 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">
            AI Generator
          </p>
          <h1 className="text-foreground mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            Artwork <span className="text-gold-gradient">Generator</span>
          </h1>
          <p className="text-muted-foreground mt-3">
            Describe what you want, pick a style, and get three takes on it. Save the ones you love
            to My Creations.
          </p>
        </div>

        <div className="grid gap-6 lg:grid-cols-12">
          <section
            aria-labelledby="settings-title"
            className="rounded-card border-border bg-surface/80 flex flex-col gap-6 border p-5 lg:col-span-5"
          >
            <h2
              id="settings-title"
              className="text-foreground flex items-center gap-2 text-sm font-semibold"
            >
              <SlidersHorizontal className="text-gold-300 size-4" aria-hidden /> Generation Settings
            </h2>
            <TypePicker />
            <PromptBox textareaRef={textareaRef} price={price} onGenerate={() => void generate()} />
            <AllowanceNote engine={engine} />
            <div className="border-border flex flex-col gap-6 border-t pt-5">
              <StylePicker />
              <QualitySettings />
            </div>
          </section>
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-7">
            <OverviewCard />
            <ResultsPanel
              price={price}
              onGenerateMore={() => void generateMore()}
              onCancel={cancel}
            />
          </div>
        </div>

        {images.length === 0 && (
          <InspirationGallery
            onChoose={(prompt) => {
              setPrompt(prompt);
              textareaRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
              focusPrompt();
            }}
          />
        )}
        <CreationsStrip />
        <RecentRuns />
        <div className="grid gap-6 lg:grid-cols-2">
          <QualityExamples />
          <TestimonialBlock />
        </div>
      </div>
    </div>
  );
}

/** /artwork-generator (spec 2.7). Its own state store: each visit starts clean. */
export function ArtworkGeneratorPage() {
  return (
    <StateProvider>
      <GeneratorScreen />
    </StateProvider>
  );
}
