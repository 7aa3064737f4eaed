import { Coins, Download, Loader2, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CREDIT_COSTS, generatorRunCostKey } from '@contracts/domain/credits';
import { LANDING_DOWNLOAD } from '@contracts/domain/download-encoding';
import type { GenerationType } from '@contracts/domain/credits';
import { LOCAL_PREVIEW_PRICE_LABEL, PROMPT_MAX_LENGTH } from '@contracts/domain/generation';
import { creditMessages, generatorMessages } from '@contracts/messages';
import { GenerationTypePicker } from '@/components/generation/generation-type-picker';
import { SignInUpsellDialog } from '@/components/generation/sign-in-upsell-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { anchors, homeAnchorPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';
import { useGenerationEngine } from '@/lib/generation-engine';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getPlatform } from '@/platform/get-platform';
import { downloadLandingImage, landingFileName } from '../api/download-landing-image';
import { landingGenerationMessage, useGenerateImage } from '../api/generate-image';

const STYLE = 'realistic';

/**
 * The in-page AI generator (anchor `ai-generator`, spec 2.4): a compact prompt box that runs the
 * real `generate-image` function. Visitors get the sign-in upsell instead; the cost shows first.
 */
export function AiGeneratorSection({
  badge,
  headingLevel = 'h2',
}: {
  badge?: string;
  headingLevel?: 'h1' | 'h2';
}) {
  const { isAuthenticated } = useAuth();
  const [prompt, setPrompt] = useState('');
  const [type, setType] = useState<GenerationType>('ai-art');
  const [upsellOpen, setUpsellOpen] = useState(false);
  const [guard, setGuard] = useState<string | null>(null);
  const generation = useGenerateImage();
  const { platform } = useBackend();
  const [downloading, setDownloading] = useState<string | null>(null);
  const promptId = useId();
  // The server runs Hive Local's preview for free when no hosted model is configured.
  const engine = useGenerationEngine();
  const cost =
    engine === 'local' ? LOCAL_PREVIEW_PRICE_LABEL : CREDIT_COSTS[generatorRunCostKey(STYLE, type)];
  const Heading = headingLevel;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAuthenticated) {
      setUpsellOpen(true);
      return;
    }
    if (prompt.trim() === '') {
      setGuard(generatorMessages.enterPrompt);
      return;
    }
    if (generation.isPending) {
      setGuard(generatorMessages.alreadyGenerating);
      return;
    }
    setGuard(null);
    generation.mutate({ prompt: prompt.trim(), type, style: STYLE });
  };

  const error = guard ?? (generation.error ? landingGenerationMessage(generation.error) : null);

  const download = async (url: string, index: number) => {
    const data = generation.data;
    if (!data || downloading) return;
    setDownloading(url);
    try {
      const name = landingFileName(data.prompt, type, index + 1, data.provider === 'local');
      const saved = await downloadLandingImage(platform ?? (await getPlatform()), url, name);
      if (saved) void notifySuccess(generatorMessages.downloaded);
    } catch (failure) {
      console.warn('Landing download failed:', failure);
      void notifyError(generatorMessages.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section
      id={anchors.aiGenerator}
      aria-labelledby="ai-generator-title"
      className="mx-auto w-full max-w-5xl scroll-mt-24 px-4 sm:px-6 lg:px-8"
    >
      <div className="border-border bg-surface/80 relative overflow-hidden rounded-[1.5rem] border p-6 sm:p-10">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_16rem_at_50%_0%,rgb(245_184_46/0.12),transparent_70%)]"
        />
        <div className="relative">
          <div className="flex flex-wrap items-center gap-3">
            <span className="border-gold-400/30 bg-gold-400/10 flex size-10 items-center justify-center rounded-xl border">
              <Wand2 className="text-gold-300 size-5" aria-hidden />
            </span>
            <Heading
              id="ai-generator-title"
              className="text-foreground text-2xl font-semibold tracking-tight sm:text-3xl"
            >
              AI Generator
            </Heading>
            {badge && <Badge variant="new">{badge}</Badge>}
          </div>
          <p className="text-muted-foreground mt-3 max-w-2xl">
            Describe a picture and get three variations in seconds. For every style and setting,
            open the full{' '}
            <Link
              className="text-gold-300 underline underline-offset-4"
              to={paths.artworkGenerator}
            >
              Artwork Generator
            </Link>
            .
          </p>
          <form onSubmit={submit} className="mt-6 grid gap-5 lg:grid-cols-[1fr_16rem]" noValidate>
            <div className="flex flex-col gap-2">
              <label htmlFor={promptId} className="text-foreground text-sm font-medium">
                Prompt
              </label>
              <textarea
                id={promptId}
                value={prompt}
                onChange={(event) => setPrompt(event.target.value.slice(0, PROMPT_MAX_LENGTH))}
                maxLength={PROMPT_MAX_LENGTH}
                rows={4}
                placeholder="A golden honeycomb city at sunrise, cinematic light"
                aria-describedby={`${promptId}-count`}
                className="border-border bg-background/60 text-foreground placeholder:text-subtle-foreground focus-visible:ring-ring w-full resize-none rounded-xl border p-4 text-base outline-none focus-visible:ring-2"
              />
              <p id={`${promptId}-count`} className="text-muted-foreground text-right text-xs">
                {prompt.length}/{PROMPT_MAX_LENGTH}
              </p>
            </div>
            <div className="flex flex-col gap-4">
              <GenerationTypePicker value={type} onChange={setType} />
              <Button type="submit" variant="primary" size="lg" disabled={generation.isPending}>
                {generation.isPending ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <Wand2 aria-hidden />
                )}
                {generation.isPending ? 'Generating…' : 'Generate'}
                <span className="ml-1 inline-flex items-center gap-1 rounded-md bg-black/15 px-1.5 py-0.5 text-xs">
                  {typeof cost === 'number' && <Coins className="size-3" aria-hidden />} {cost}
                </span>
              </Button>
            </div>
          </form>
          <div aria-live="polite" className="mt-4">
            {error && (
              <p role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
            {generation.data && (
              <div>
                <p className="text-muted-foreground text-sm">
                  {creditMessages.generationCompleted} {generation.data.credits_used} credits used ·{' '}
                  {generation.data.credits_remaining} left
                  {generation.data.provider === 'local' &&
                    ` · ${generatorMessages.localProviderLabel}`}
                </p>
                <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
                  {generation.data.urls.map((url, index) => (
                    <li
                      key={url}
                      className={cn(
                        'border-border flex flex-col overflow-hidden rounded-xl border',
                      )}
                    >
                      <img
                        src={url}
                        alt={`Result ${index + 1} for “${generation.data.prompt}”`}
                        width={1536}
                        height={1024}
                        className="aspect-[3/2] w-full object-cover"
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="rounded-none"
                        disabled={downloading !== null}
                        aria-label={`Download result ${index + 1}, ${LANDING_DOWNLOAD.scale}× at ${LANDING_DOWNLOAD.density} PPI`}
                        onClick={() => void download(url, index)}
                      >
                        {downloading === url ? (
                          <Loader2 className="animate-spin" aria-hidden />
                        ) : (
                          <Download aria-hidden />
                        )}
                        Download HD
                      </Button>
                    </li>
                  ))}
                </ul>
                <Button asChild variant="link" className="mt-3">
                  <Link to={paths.myDesigns}>See My Creations</Link>
                </Button>
              </div>
            )}
          </div>
        </div>
      </div>
      <SignInUpsellDialog
        open={upsellOpen}
        onOpenChange={setUpsellOpen}
        redirect={homeAnchorPath(anchors.aiGenerator)}
      />
    </section>
  );
}
