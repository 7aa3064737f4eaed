import { Check, Download, Heart, ImagePlus, Loader2, Plus, ShieldCheck } from 'lucide-react';
import { isLocalPreview } from '@contracts/domain/generation';
import { generatorMessages } from '@contracts/messages';
import { Badge } from '@/components/ui/badge';
import { EditInEditorButton } from '@/components/studio/edit-in-editor-button';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { CancelledNotice, JobProgress } from '@/components/jobs/job-progress';
import { useJob } from '@/lib/jobs/use-job';
import { useAtom, useAtomValue } from '@/lib/state';
import { useDownload } from '../hooks/use-download';
import { useSaveCreation } from '../hooks/use-save-creation';
import {
  cancellingAtom,
  cancelNoticeAtom,
  imagesAtom,
  runAtom,
  runJobIdAtom,
  savingUrlAtom,
  selectedIndexAtom,
} from '../stores/generator-atoms';

/**
 * Shown while a run is under way (spec 4 "generating"): the job's real progress (0 until the
 * server reports some), the time left once it can be told, and Cancel.
 */
function RunProgress({ more, onCancel }: { more: boolean; onCancel: () => void }) {
  const jobId = useAtomValue(runJobIdAtom);
  const cancelling = useAtomValue(cancellingAtom);
  const job = useJob(jobId);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-gold-200 flex items-center gap-2 text-sm font-medium">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {more ? 'Generating 3 more images…' : 'Creating your artwork…'}
      </p>
      <JobProgress
        label="Generation progress"
        progress={job.progress}
        timeLeftSeconds={job.timeLeftSeconds}
        onCancel={jobId ? onCancel : undefined}
        cancelling={cancelling}
      />
    </div>
  );
}

/**
 * The run's results (spec 2.7): the large preview of the selected image with Download and
 * Save, then the style cards (a swipeable carousel on phones, a grid of 3 on desktop), then
 * 'Generate 3 More', which appends.
 */
export function ResultsPanel({
  price,
  onGenerateMore,
  onCancel,
}: {
  price: string;
  onGenerateMore: () => void;
  /** Cancels the run under way. */
  onCancel: () => void;
}) {
  const images = useAtomValue(imagesAtom);
  const [selected, setSelected] = useAtom(selectedIndexAtom);
  const run = useAtomValue(runAtom);
  const savingUrl = useAtomValue(savingUrlAtom);
  const cancelNotice = useAtomValue(cancelNoticeAtom);
  const { isAdmin } = useAuth();
  const { save, savedUrls } = useSaveCreation();
  const download = useDownload();
  const current = images[selected] ?? images[0];
  const currentIndex = current ? images.indexOf(current) : 0;

  if (!current) {
    return (
      <section
        aria-labelledby="results-title"
        className="rounded-card border-border bg-surface/60 flex min-h-72 flex-col justify-center gap-4 border border-dashed p-8"
      >
        <h2 id="results-title" className="sr-only">
          Results
        </h2>
        {run === 'idle' && cancelNotice && <CancelledNotice notice={cancelNotice} />}
        {run === 'generating' ? (
          <RunProgress more={false} onCancel={onCancel} />
        ) : (
          <div className="text-center">
            <ImagePlus className="text-gold-400/70 mx-auto size-10" aria-hidden />
            <p className="text-foreground mt-3 font-medium">Your artwork will appear here</p>
            <p className="text-muted-foreground mt-1 text-sm">
              Describe an image and press Generate. Every run makes 3 images.
            </p>
          </div>
        )}
      </section>
    );
  }

  const saved = savedUrls.has(current.url);
  const saving = savingUrl === current.url;
  return (
    <section
      aria-labelledby="results-title"
      className="rounded-card border-border bg-surface/80 flex flex-col gap-5 border p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="results-title" className="text-foreground text-sm font-semibold">
          Results{' '}
          <span className="text-muted-foreground font-normal">({images.length} images)</span>
        </h2>
        {isLocalPreview(current.provider) && (
          <Badge variant="secondary" data-testid="local-provider-label">
            {generatorMessages.localProviderLabel}
          </Badge>
        )}
      </div>
      {run === 'generating' && <RunProgress more={false} onCancel={onCancel} />}
      {run === 'idle' && cancelNotice && <CancelledNotice notice={cancelNotice} />}
      <figure className="flex flex-col gap-3">
        <div className="bg-surface-raised relative overflow-hidden rounded-xl">
          <img
            src={current.url}
            alt={`Selected result ${currentIndex + 1}: ${current.prompt}`}
            className="mx-auto max-h-[60vh] w-full object-contain"
            data-testid="preview-image"
          />
        </div>
        <figcaption className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span className="text-muted-foreground text-sm">
            Image {currentIndex + 1} · {current.label}
          </span>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void download(current, currentIndex)}>
              <Download aria-hidden /> Download
            </Button>
            <Button
              variant={saved ? 'success' : 'outline'}
              disabled={saved}
              aria-busy={saving}
              onClick={() => void save(current)}
            >
              {saved ? (
                <Check aria-hidden />
              ) : saving ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Heart aria-hidden />
              )}
              {saved ? generatorMessages.savedLabel : saving ? 'Saving…' : 'Save to My Creations'}
            </Button>
            <EditInEditorButton url={current.url} fileName={`artwork-${currentIndex + 1}.png`} />
          </div>
        </figcaption>
      </figure>
      <ul
        aria-label="Generated images"
        className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 md:pb-0"
      >
        {images.map((image, index) => (
          <li
            key={`${image.url}-${index}`}
            className="relative w-[72%] shrink-0 snap-center sm:w-[45%] md:w-auto"
          >
            <button
              type="button"
              aria-pressed={index === currentIndex}
              aria-label={`Image ${index + 1}: ${image.label}`}
              onClick={() => setSelected(index)}
              className={cn(
                'group bg-surface-raised focus-visible:ring-ring relative block w-full overflow-hidden rounded-xl border-2 transition focus-visible:ring-2 focus-visible:outline-none',
                index === currentIndex
                  ? 'border-gold-400 shadow-gold'
                  : 'hover:border-gold-400/40 border-transparent',
              )}
            >
              <img
                src={image.url}
                alt=""
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
              <span className="absolute right-2 bottom-2 left-2 flex items-center justify-between gap-2 rounded-lg bg-black/60 px-2 py-1 text-left text-xs text-white backdrop-blur">
                <span className="truncate">{image.label}</span>
                {savedUrls.has(image.url) && (
                  <Check className="size-3.5 shrink-0 text-emerald-300" aria-label="Saved" />
                )}
              </span>
            </button>
            <button
              type="button"
              aria-label={`Save image ${index + 1} to My Creations`}
              onClick={() => void save(image)}
              className="focus-visible:ring-ring absolute top-2 right-2 rounded-full bg-black/60 p-1.5 text-white backdrop-blur transition hover:bg-black/80 focus-visible:ring-2 focus-visible:outline-none"
            >
              {savedUrls.has(image.url) ? (
                <Check className="size-4 text-emerald-300" aria-hidden />
              ) : (
                <Heart className="size-4" aria-hidden />
              )}
            </button>
          </li>
        ))}
        {run === 'generating-more' &&
          [0, 1, 2].map((slot) => (
            <li
              key={`pending-${slot}`}
              aria-hidden
              className="w-[72%] shrink-0 sm:w-[45%] md:w-auto"
            >
              <div className="bg-surface-raised aspect-[3/2] w-full animate-pulse rounded-xl" />
            </li>
          ))}
      </ul>
      {run === 'generating-more' && <RunProgress more onCancel={onCancel} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="brand"
          aria-disabled={run !== 'idle'}
          onClick={onGenerateMore}
          className={cn(run !== 'idle' && 'opacity-60')}
        >
          <Plus aria-hidden /> Generate 3 More
          <span className="bg-gold-400/15 rounded-full px-2 py-0.5 text-xs font-semibold">
            {price}
          </span>
        </Button>
        {isAdmin && (
          <Badge variant="pro">
            <ShieldCheck className="size-3" aria-hidden /> Admin
          </Badge>
        )}
      </div>
    </section>
  );
}
