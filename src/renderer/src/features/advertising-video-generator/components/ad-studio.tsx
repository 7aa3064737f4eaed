import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Clapperboard, FolderOpen, Music, Palette, Sparkles, Type, Video, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  AD_DURATIONS,
  AD_FORMAT_SIZES,
  AD_FORMATS,
  AD_LIMITS,
  AD_STYLES,
  adMessages,
  adSpecSchema,
  adVideoResultSchema,
  type AdColours,
  type AdSpec,
  type AdVideoResult,
} from '@contracts/api/ad-video';
import type { AdAssets } from '@contracts/domain/ad-render';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { CreationPicker, creationFile } from '@/components/designs/creation-picker';
import { logosFirst } from '@/lib/designs/picture-designs';
import { checkPhotoFiles } from '@/components/photo/check-photo-file';
import { blobToBase64 } from '@/components/photo/photo-function';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { DropZone } from '@/components/photo/drop-zone';
import { RunError } from '@/components/photo/preview-parts';
import { ToolCard } from '@/components/photo/tool-header';
import { Button } from '@/components/ui/button';
import { useVectorRun } from '@/components/vector/use-vector-run';
import { VectorChoice } from '@/components/vector/vector-choice';
import { VectorRunControls } from '@/components/vector/vector-run-controls';
import { VideoResult } from '@/components/video/video-result';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import type { Design } from '@/lib/designs/design-schemas';
import { getDesignsQueryOptions } from '@/lib/designs/designs-api';
import { useReopenDesign } from '@/lib/designs/use-reopen-design';
import { browserStorage } from '@/lib/designs/local-designs';
import { toolFunctions } from '@/lib/function-names';
import { notifySuccess } from '@/lib/notify';
import {
  adBlocker,
  adFileStem,
  brandForAd,
  initialAd,
  scenesFor,
  withDuration,
  withProducts,
  withWords,
  type AdWords,
} from '../ad-draft';
import { AdAudioError, musicForAd, type AdMusic } from '../ad-audio';
import { AdPreview, revealResult } from './ad-preview';
import { TimelineEditor } from './timeline-editor';

const COST = CREDIT_COSTS['advertising-video'];

const STYLE_WORDS: Record<AdSpec['style'], { label: string; description: string }> = {
  'bold-sale': { label: 'Bold sale', description: 'Big type, price bursts' },
  elegant: { label: 'Elegant', description: 'Serif, slow fades' },
  minimal: { label: 'Minimal', description: 'Space, clean slides' },
  energetic: { label: 'Energetic', description: 'Quick pops, motion' },
};

const FORMAT_WORDS: Record<AdSpec['format'], string> = {
  '9:16': 'Story',
  '1:1': 'Feed',
  '16:9': 'Landscape',
};

const COLOUR_WORDS: Record<keyof AdColours, string> = {
  background: 'Background',
  primary: 'Brand colour',
  accent: 'Accent',
  text: 'Text',
};

/** Pictures as drawables for the preview, in order; null while one is being read. */
function useBitmaps(sources: readonly Blob[]): (ImageBitmap | null)[] {
  const [read, setRead] = useState<{ sources: readonly Blob[]; bitmaps: (ImageBitmap | null)[] }>({
    sources: [],
    bitmaps: [],
  });
  useEffect(() => {
    let live = true;
    const made: ImageBitmap[] = [];
    void Promise.all(
      sources.map((source) =>
        createImageBitmap(source).then(
          (bitmap) => {
            made.push(bitmap);
            return bitmap;
          },
          () => null,
        ),
      ),
    ).then((bitmaps) => {
      if (live) setRead({ sources, bitmaps });
    });
    return () => {
      live = false;
      for (const bitmap of made) bitmap.close();
    };
  }, [sources]);
  // Bitmaps read for other pictures are not shown while the new ones are read.
  return read.sources === sources ? read.bitmaps : sources.map(() => null);
}

/** The rendered ad: what the player shows and what Save keeps. */
type Rendered = { answer: AdVideoResult; ad: AdSpec };

/** What a saved ad keeps in designs.details: the ad, its poster and its products as cut out. */
const savedAdSchema = z.object({
  tool: z.literal('advertising-video-generator'),
  poster_url: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  duration_seconds: z.number().positive(),
  ad: adSpecSchema,
  cutout_urls: z.array(z.string()).default([]),
});

/**
 * A saved ad, reopened: it plays, its words, look and timeline are back in the editor, and its
 * products (as cut out) are read back as photos, so it can be changed and made again. Null when
 * the design is not an ad.
 */
async function reopenedAd(
  design: Design,
): Promise<{ rendered: Rendered; products: CheckedPhoto[]; cutouts: Blob[] } | null> {
  const saved = savedAdSchema.safeParse(design.details);
  if (!saved.success) return null;
  const blobs = await Promise.all(
    saved.data.cutout_urls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      return response.blob();
    }),
  );
  const files = blobs.map(
    (blob, index) => new File([blob], `product-${index + 1}.png`, { type: blob.type }),
  );
  const { accepted } = await checkPhotoFiles(files, true);
  return {
    products: accepted,
    cutouts: blobs,
    rendered: {
      ad: saved.data.ad,
      answer: {
        status: 'success',
        message: adMessages.completed,
        output_url: design.url,
        poster_url: saved.data.poster_url,
        job_id: design.id,
        credits_used: 0,
        credits_remaining: 0,
        width: saved.data.width,
        height: saved.data.height,
        duration_seconds: saved.data.duration_seconds,
        has_audio: false,
        cutout_urls: saved.data.cutout_urls,
      },
    },
  };
}

/** The Advertising Video Generator: the ad's words and look, its timeline, a live preview, the render. */
export function AdStudio() {
  const id = useId();
  const [ad, setAd] = useState<AdSpec>(initialAd);
  const [products, setProducts] = useState<CheckedPhoto[]>([]);
  const [cutouts, setCutouts] = useState<Blob[] | null>(null);
  const [logo, setLogo] = useState<CheckedPhoto | null>(null);
  const [music, setMusic] = useState<AdMusic | null>(null);
  const [readingMusic, setReadingMusic] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [editedScenes, setEditedScenes] = useState(false);
  const run = useVectorRun<AdVideoResult>();
  const running = run.running;
  // A saved ad (`?design=<id>` from My Creations) comes back into the editor.
  const reopen = useReopenDesign(async (design) => {
    const saved = await reopenedAd(design);
    if (!saved) return false;
    setAd(saved.rendered.ad);
    setEditedScenes(true);
    setProducts(saved.products);
    setCutouts(saved.cutouts.length === saved.products.length ? saved.cutouts : null);
    setRendered(saved.rendered);
    return true;
  });
  const result = useRef<HTMLElement | null>(null);

  // The newest Brand Blueprint, to start from the brand's name and colours.
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  const designs = useQuery(getDesignsQueryOptions(supabase, storage, user?.id));
  const brand = brandForAd(designs.data?.designs ?? []);

  // The preview shows the cut-outs once a render made them, the photos until then.
  const productFiles = useMemo(
    () => cutouts ?? products.map((photo) => photo.file),
    [cutouts, products],
  );
  const logoFiles = useMemo(() => (logo ? [logo.file] : []), [logo]);
  const productBitmaps = useBitmaps(productFiles);
  const [logoBitmap = null] = useBitmaps(logoFiles);
  // Until a render cut them out, the photos are drawn as photos (cards), not as cut-outs.
  const cutOut = cutouts !== null;
  const assets: AdAssets<ImageBitmap> = useMemo(
    () => ({
      products: productBitmaps,
      logo: logoBitmap,
      productKinds: productBitmaps.map(() => (cutOut ? 'cutout' : 'photo')),
    }),
    [productBitmaps, logoBitmap, cutOut],
  );

  const setWords = (words: Partial<AdWords>) =>
    setAd((current) => {
      const next = withWords(current, words);
      // Until the scenes are edited by hand, they follow the words (a feature added adds its scene).
      return editedScenes
        ? next
        : { ...next, scenes: scenesFor(next, next.durationSeconds, products.length) };
    });

  const addProducts = async (files: File[]) => {
    const { accepted, refused } = await checkPhotoFiles(files, true);
    setRefusal(refused[0] ?? null);
    if (accepted.length === 0) return;
    const next = [...products, ...accepted].slice(0, AD_LIMITS.products);
    setProducts(next);
    setAd((draft) =>
      editedScenes
        ? withProducts(draft, next.length)
        : { ...draft, scenes: scenesFor(draft, draft.durationSeconds, next.length) },
    );
    setCutouts(null);
  };

  const removeProduct = (index: number) => {
    const next = products.filter((_, at) => at !== index);
    setProducts(next);
    setAd((draft) => withProducts(draft, next.length));
    setCutouts(null);
  };

  const pickLogo = async (files: File[]): Promise<boolean> => {
    const { accepted, refused } = await checkPhotoFiles(files, false);
    setRefusal(refused[0] ?? null);
    if (!accepted[0]) return false;
    setLogo(accepted[0]);
    return true;
  };
  const [choosingLogo, setChoosingLogo] = useState(false);

  // The music is read from its file when it is picked and again when the ad's length changes
  // (cut and faded to it).
  const [musicFile, setMusicFile] = useState<File | null>(null);
  const reading = useRef(0);
  const readMusic = (file: File | null, seconds: number) => {
    const turn = (reading.current += 1);
    setMusicFile(file);
    setMusic(null);
    setRefusal(null);
    if (!file) return;
    setReadingMusic(true);
    musicForAd(file, seconds)
      .then(
        (read) => {
          if (turn === reading.current) setMusic(read);
        },
        (error: unknown) => {
          if (turn !== reading.current) return;
          setMusicFile(null);
          setRefusal(error instanceof AdAudioError ? error.message : adMessages.notAudio);
        },
      )
      .finally(() => {
        if (turn === reading.current) setReadingMusic(false);
      });
  };

  const blocker = adBlocker(ad, products.length);
  const start = async () => {
    if (blocker) return;
    const [name] = toolFunctions('advertising-video-generator');
    if (!name) return;
    const body = {
      ad,
      products: await Promise.all(products.map((photo) => blobToBase64(photo.file))),
      ...(logo && { logo: await blobToBase64(logo.file) }),
      ...(music && { audio: await blobToBase64(new Blob([music.wav.slice()])) }),
    };
    const made = ad;
    const answer = await run.run(name, body, adVideoResultSchema);
    if (!answer) return;
    setRendered({ answer, ad: made });
    void notifySuccess(adMessages.completed);
    // The preview shows the products as the server cut them out.
    void Promise.all(
      answer.cutout_urls.map((url) => fetch(url).then((response) => response.blob())),
    ).then(setCutouts, () => undefined);
    requestAnimationFrame(() => revealResult(result.current));
  };

  const full = AD_FORMAT_SIZES[ad.format];
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        <ToolCard title="Product and words" icon={Type} labelId={`${id}-words`}>
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <span className="text-foreground text-sm font-medium">
                Product photos ({products.length} of {AD_LIMITS.products})
              </span>
              {products.length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label="Product photos">
                  {products.map((photo, index) => (
                    <li key={`${photo.file.name}-${index}`} className="relative">
                      <ProductThumb file={photo.file} label={`Product photo ${index + 1}`} />
                      <Button
                        variant="outline"
                        size="icon-sm"
                        className="absolute -top-2 -right-2 rounded-full"
                        onClick={() => removeProduct(index)}
                        disabled={running}
                        aria-label={`Remove product photo ${index + 1}`}
                      >
                        <X aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {products.length < AD_LIMITS.products && (
                <DropZone
                  onFiles={(files) => void addProducts(files)}
                  multiple
                  disabled={running}
                  label="Drop product photos here"
                />
              )}
              <p className="text-muted-foreground text-xs">
                Each product is cut out from its background when the video is made.
              </p>
            </div>
            <TextField
              label="Headline"
              value={ad.headline}
              max={AD_LIMITS.headline}
              placeholder="Summer sale on every sneaker"
              onChange={(headline) => setWords({ headline })}
              disabled={running}
            />
            <TextField
              label="Subline"
              value={ad.subline}
              max={AD_LIMITS.subline}
              placeholder="Light, breathable, made to last"
              onChange={(subline) => setWords({ subline })}
              disabled={running}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label="Call to action"
                value={ad.cta}
                max={AD_LIMITS.cta}
                placeholder="Shop now"
                onChange={(cta) => setWords({ cta })}
                disabled={running}
              />
              <TextField
                label="Price or offer"
                value={ad.offer}
                max={AD_LIMITS.offer}
                placeholder="30% off · $49"
                onChange={(offer) => setWords({ offer })}
                disabled={running}
              />
            </div>
            <fieldset className="flex flex-col gap-2" disabled={running}>
              <legend className="text-foreground mb-1 text-sm font-medium">
                Features (up to {AD_LIMITS.features})
              </legend>
              {Array.from({ length: AD_LIMITS.features }, (_, index) => (
                <input
                  key={index}
                  type="text"
                  value={ad.features[index] ?? ''}
                  maxLength={AD_LIMITS.feature}
                  placeholder={['Free delivery', 'Recycled materials', '2-year warranty'][index]}
                  aria-label={`Feature ${index + 1}`}
                  onChange={(event) => {
                    const features = [...ad.features];
                    features[index] = event.target.value;
                    while (features.length > 0 && (features.at(-1) ?? '').trim() === '')
                      features.pop();
                    setWords({ features: features.map((feature) => feature ?? '') });
                  }}
                  className="border-border bg-surface-raised text-foreground placeholder:text-muted-foreground focus-visible:ring-ring rounded-xl border px-3 py-2 text-sm outline-none focus-visible:ring-2"
                />
              ))}
            </fieldset>
          </div>
        </ToolCard>

        <ToolCard title="Brand and look" icon={Palette} labelId={`${id}-look`}>
          <div className="flex flex-col gap-4">
            {brand && (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                disabled={running}
                onClick={() =>
                  setAd((current) => ({
                    ...current,
                    brandName: brand.name.slice(0, AD_LIMITS.brandName),
                    colours: brand.colours,
                  }))
                }
              >
                Use my brand: {brand.name}
              </Button>
            )}
            <TextField
              label="Brand name"
              value={ad.brandName}
              max={AD_LIMITS.brandName}
              placeholder="Northwind"
              onChange={(brandName) => setAd((current) => ({ ...current, brandName }))}
              disabled={running}
            />
            <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4" disabled={running}>
              <legend className="text-foreground mb-2 text-sm font-medium">Colours</legend>
              {(Object.keys(COLOUR_WORDS) as (keyof AdColours)[]).map((key) => (
                <label key={key} className="flex items-center gap-2 text-xs">
                  <input
                    type="color"
                    value={ad.colours[key]}
                    onChange={(event) =>
                      setAd((current) => ({
                        ...current,
                        colours: { ...current.colours, [key]: event.target.value },
                      }))
                    }
                    className="size-8 cursor-pointer rounded border-0 bg-transparent"
                  />
                  <span className="text-foreground">{COLOUR_WORDS[key]}</span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-2">
              <span className="text-foreground text-sm font-medium">Logo (optional)</span>
              {logo ? (
                <div className="flex items-center gap-3">
                  <ProductThumb file={logo.file} label="Logo" />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setLogo(null)}
                    disabled={running}
                  >
                    <X aria-hidden /> Remove logo
                  </Button>
                </div>
              ) : (
                <>
                  <DropZone
                    onFiles={(files) => void pickLogo(files)}
                    disabled={running}
                    label="Drop your logo here"
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start"
                    onClick={() => setChoosingLogo(true)}
                    disabled={running}
                  >
                    <FolderOpen aria-hidden /> Logo from My Creations
                  </Button>
                </>
              )}
              <CreationPicker
                open={choosingLogo}
                onOpenChange={setChoosingLogo}
                title="Pick your logo from My Creations"
                description="Your logos come first; it is checked like an upload."
                select={logosFirst}
                problem={refusal}
                onPick={async (design) => pickLogo([await creationFile(design)])}
              />
            </div>
            <VectorChoice
              legend="Format"
              name="ad-format"
              value={ad.format}
              onChange={(format) => setAd((current) => ({ ...current, format }))}
              options={AD_FORMATS.map((value) => ({
                value,
                label: value,
                description: FORMAT_WORDS[value],
              }))}
              tiles
              disabled={running}
            />
            <VectorChoice
              legend="Length"
              name="ad-length"
              value={String(ad.durationSeconds) as '6' | '10' | '15'}
              onChange={(value) => {
                const duration = Number(value) as AdSpec['durationSeconds'];
                setAd((current) => withDuration(current, duration));
                if (musicFile) readMusic(musicFile, duration);
              }}
              options={AD_DURATIONS.map((value) => ({
                value: String(value) as '6' | '10' | '15',
                label: `${value} s`,
              }))}
              disabled={running}
            />
            <VectorChoice
              legend="Template"
              name="ad-style"
              value={ad.style}
              onChange={(style) => setAd((current) => ({ ...current, style }))}
              options={AD_STYLES.map((value) => ({ value, ...STYLE_WORDS[value] }))}
              tiles
              disabled={running}
            />
            <div className="flex flex-col gap-2">
              <span className="text-foreground flex items-center gap-2 text-sm font-medium">
                <Music className="size-4" aria-hidden /> Music (optional)
              </span>
              {music ? (
                <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="ad-music">
                  <span className="text-foreground">{music.name}</span>
                  <span className="text-muted-foreground text-xs">
                    {music.seconds.toFixed(1)} s used
                    {music.sourceSeconds > music.seconds + 0.05
                      ? ' (cut to the ad, faded out)'
                      : ''}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => readMusic(null, ad.durationSeconds)}
                    disabled={running}
                  >
                    <X aria-hidden /> Remove music
                  </Button>
                </div>
              ) : (
                <label className="text-foreground flex flex-col gap-1 text-xs">
                  <span className="text-muted-foreground">
                    MP3, M4A, WAV or OGG; mixed in as AAC, cut to the ad&rsquo;s length.
                  </span>
                  <input
                    type="file"
                    accept="audio/*"
                    aria-label="Music file"
                    disabled={running || readingMusic}
                    onChange={(event) => {
                      readMusic(event.target.files?.[0] ?? null, ad.durationSeconds);
                      event.target.value = '';
                    }}
                    className="text-sm"
                  />
                </label>
              )}
              {readingMusic && (
                <p role="status" className="text-muted-foreground text-xs">
                  Reading the music…
                </p>
              )}
            </div>
            {refusal && <RunError message={refusal} />}
          </div>
        </ToolCard>
      </div>

      <div className="flex flex-col gap-6">
        <ToolCard title="Preview" icon={Clapperboard} labelId={`${id}-preview`}>
          <AdPreview ad={ad} assets={assets} />
        </ToolCard>
        <ToolCard title="Timeline" icon={Sparkles} labelId={`${id}-timeline`}>
          <TimelineEditor
            ad={ad}
            products={products.length}
            onChange={(next) => {
              setEditedScenes(true);
              setAd(next);
            }}
            disabled={running}
          />
        </ToolCard>
        <ToolCard title="Make the video" icon={Video} labelId={`${id}-render`}>
          <div className="flex flex-col gap-3">
            <p className="text-muted-foreground text-xs" data-testid="ad-size">
              {full.width} × {full.height} · {ad.durationSeconds} s · 30 frames a second · MP4
              {music ? ' with music' : ''}
            </p>
            <VectorRunControls
              run={run}
              cost={COST}
              label="Make ad video"
              icon={<Video aria-hidden />}
              disabledReason={blocker}
              busyCaption="Cutting out the products and drawing every frame…"
              onStart={() => void start()}
            />
          </div>
        </ToolCard>
        <section
          ref={result}
          aria-labelledby={`${id}-result-title`}
          className="border-border bg-surface flex flex-col gap-4 rounded-2xl border p-5"
        >
          <h2 id={`${id}-result-title`} className="text-foreground font-semibold">
            Your ad video
          </h2>
          {reopen === 'failed' && (
            <RunError message="That saved ad could not be opened. It may have been deleted." />
          )}
          {rendered ? (
            <VideoResult
              video={{
                url: rendered.answer.output_url,
                posterUrl: rendered.answer.poster_url,
                name: rendered.ad.headline,
                width: rendered.answer.width,
                height: rendered.answer.height,
                durationSeconds: rendered.answer.duration_seconds,
                engineKind: 'local',
                model: 'Hive ad renderer',
              }}
              fileStem={adFileStem(rendered.ad)}
              design={{
                url: rendered.answer.output_url,
                prompt: rendered.ad.headline,
                type: 'video',
                model: 'Hive ad renderer',
                name: rendered.ad.headline.slice(0, 100),
                tags: ['ad', rendered.ad.style, rendered.ad.format],
                details: {
                  tool: 'advertising-video-generator',
                  poster_url: rendered.answer.poster_url,
                  width: rendered.answer.width,
                  height: rendered.answer.height,
                  duration_seconds: rendered.answer.duration_seconds,
                  ad: rendered.ad,
                  cutout_urls: rendered.answer.cutout_urls,
                },
              }}
            />
          ) : (
            <p className="text-muted-foreground text-sm">
              Edit the ad and watch the preview; when it looks right, make the video. It costs{' '}
              {COST} credits; cancel while it is made and they come back.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

function TextField({
  label,
  value,
  max,
  placeholder,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  max: number;
  placeholder: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-foreground text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={max}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        className="border-border bg-surface-raised text-foreground placeholder:text-muted-foreground focus-visible:ring-ring rounded-xl border px-3 py-2 text-sm outline-none focus-visible:ring-2"
      />
    </div>
  );
}

/** A picked picture as a small square thumbnail. */
function ProductThumb({ file, label }: { file: Blob; label: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img
      src={url}
      alt={label}
      className="border-border size-20 rounded-lg border bg-white/5 object-contain"
    />
  );
}
