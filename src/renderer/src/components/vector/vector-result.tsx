import { queryOptions, useQuery } from '@tanstack/react-query';
import { Layers, Loader2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Drawn, SvgStats, VectorOutput } from '@contracts/api/vector';
import { vectorToolMessages } from '@contracts/messages';
import { ComparisonSlider } from '@/components/photo/comparison-slider';
import { CHECKERBOARD, RunError } from '@/components/photo/preview-parts';
import { EngineBadge } from '@/components/photo/run-panel';
import { cn } from '@/lib/cn';
import { ColorSwatches } from './color-swatches';
import {
  browserXml,
  countPaths,
  formatBytes,
  listSubjects,
  listSvgColors,
  svgPixelSize,
  swapSvgColor,
  textBytes,
  unsafeSvgReason,
} from './svg-text';
import { VectorChoice } from './vector-choice';
import { VectorExports } from './vector-exports';
import type { VectorDesign } from './vector-exports';

/** Query keys of result SVG texts (read once per URL: a stored result never changes). */
export const vectorSvgKeys = {
  all: ['vector-svg'] as const,
  text: (url: string) => ['vector-svg', url] as const,
};

/** Reads a result SVG as text (never attached to the page; see svg-text.ts). */
export function getVectorSvgQueryOptions(url: string) {
  return queryOptions({
    queryKey: vectorSvgKeys.text(url),
    queryFn: async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      return response.text();
    },
    staleTime: Infinity,
    retry: 1,
  });
}

const ZOOMS = ['1', '2', '4', '8'] as const;
type Zoom = (typeof ZOOMS)[number];

/** The blob: URL of a text for as long as the text is shown. */
function useBlobUrl(text: string | null): string | null {
  const url = useMemo(
    () => (text === null ? null : URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }))),
    [text],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * One result SVG: shown as an image (from a blob: URL of its text, so colour swaps show at once),
 * with a zoom to check edges (and the original beside it, when it was traced from one), its
 * facts (paths, file size, pixel size), the subjects drawn, its colours to swap, and its exports.
 */
export function VectorResult({
  output,
  stats,
  drawn,
  engine,
  design,
  fileStem,
  alt,
  before,
}: {
  output: VectorOutput;
  stats?: SvgStats;
  drawn?: Drawn;
  engine: VectorDesign['engine'];
  design: Omit<VectorDesign, 'url' | 'engine'>;
  fileStem: string;
  alt: string;
  /** The image it was traced from: shown with a before/after slider. */
  before?: { url: string; label: string };
}) {
  const xml = useMemo(() => browserXml(), []);
  const { data: original, isError, isPending } = useQuery(getVectorSvgQueryOptions(output.url));
  const [edited, setEdited] = useState<string | null>(null);
  const [zoom, setZoom] = useState<Zoom>('1');
  const safe = original !== undefined && unsafeSvgReason(original, xml) === null;
  const text = safe ? (edited ?? original) : null;
  const blobUrl = useBlobUrl(text);
  const colors = useMemo(() => (text ? listSvgColors(text, xml) : []), [text, xml]);
  const subjects = useMemo(() => (text ? listSubjects(text, xml) : []), [text, xml]);
  const paths = useMemo(
    () => (text ? countPaths(text, xml) : (stats?.paths ?? 0)),
    [text, xml, stats],
  );
  const size = (text && svgPixelSize(text, xml)) || {
    width: output.width || 1024,
    height: output.height || 1024,
  };

  if (isPending) {
    return (
      <div role="status" className="text-muted-foreground flex items-center gap-2 py-10 text-sm">
        <Loader2 className="text-gold-400 size-4 animate-spin" aria-hidden /> Reading the SVG…
      </div>
    );
  }
  if (isError || !text || !blobUrl) {
    return (
      <RunError
        message={
          original && !safe ? vectorToolMessages.unsafeSvg : vectorToolMessages.unreadableResult
        }
      />
    );
  }

  const scale = Number(zoom);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div
          // Scrollable when zoomed in: it takes focus so the keyboard can scroll it (WCAG 2.1.1,
          // axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={`Result preview at ${zoom}×`}
          className={cn(
            'border-border focus-visible:ring-ring max-h-[30rem] overflow-auto rounded-xl border outline-none focus-visible:ring-2',
            !before && CHECKERBOARD,
          )}
          data-testid="vector-preview"
        >
          {/* At 1× the whole picture fits; zoomed, it is that many times as wide, and scrolls. */}
          <div style={scale > 1 ? { width: `${scale * 100}%` } : undefined}>
            {before ? (
              <ComparisonSlider
                before={before.url}
                after={blobUrl}
                beforeLabel={before.label}
                afterLabel="SVG"
                imageClassName={scale > 1 ? undefined : 'max-h-[30rem]'}
                className="[&_[data-testid=comparison-frame]]:rounded-none [&_[data-testid=comparison-frame]]:border-0"
              />
            ) : (
              <img
                src={blobUrl}
                alt={alt}
                className={cn(
                  'block h-auto',
                  scale > 1 ? 'w-full' : 'mx-auto max-h-[30rem] w-auto max-w-full',
                )}
                data-testid="vector-image"
              />
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <VectorChoice
            legend="Zoom"
            name={`zoom-${fileStem}`}
            value={zoom}
            onChange={setZoom}
            options={ZOOMS.map((value) => ({ value, label: `${value}×` }))}
            inline
          />
          <div className="flex flex-wrap items-center gap-3">
            <EngineBadge engine={engine} />
            <span className="text-muted-foreground text-xs" data-testid="svg-stats">
              {paths} {paths === 1 ? 'path' : 'paths'} · {formatBytes(textBytes(text))} ·{' '}
              {Math.round(size.width)} × {Math.round(size.height)}
            </span>
          </div>
        </div>
      </div>
      {(subjects.length > 0 || drawn) && (
        <div className="flex flex-col gap-2">
          <h3 className="text-muted-foreground flex items-center gap-1.5 text-xs font-semibold tracking-widest uppercase">
            <Layers className="text-gold-400 size-3.5" aria-hidden /> Subjects
          </h3>
          {subjects.length > 0 && (
            <ul
              className="flex flex-wrap gap-1.5"
              aria-label="Subjects drawn"
              data-testid="subjects"
            >
              {subjects.map((subject) => (
                <li
                  key={subject}
                  className="border-border bg-surface-raised text-foreground rounded-full border px-2.5 py-0.5 text-xs"
                >
                  {subject}
                </li>
              ))}
            </ul>
          )}
          {drawn?.note && (
            <p className="text-muted-foreground text-sm" data-testid="drawn-note">
              {drawn.note}
            </p>
          )}
        </div>
      )}
      <ColorSwatches
        colors={colors}
        edited={edited !== null}
        onSwap={(from, to) => setEdited(swapSvgColor(text, from, to, xml))}
        onReset={() => setEdited(null)}
      />
      <VectorExports
        text={text}
        blobUrl={blobUrl}
        size={size}
        fileStem={fileStem}
        design={{ ...design, url: output.url, engine }}
        edited={edited !== null}
        xml={xml}
      />
    </div>
  );
}
