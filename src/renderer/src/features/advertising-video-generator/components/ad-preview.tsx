import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  AD_FORMAT_SIZES,
  AD_SAFE_AREAS,
  safeAreasFor,
  type AdSafeArea,
  type AdSpec,
} from '@contracts/api/ad-video';
import { AD_STYLE_FONTS, drawAdFrame, type AdAssets } from '@contracts/domain/ad-render';
import { sceneAt } from '@contracts/domain/ad-timeline';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { catalogueFace, loadFace } from '@/lib/fonts/catalogue-fonts';
import { scrollBehavior } from '@/lib/scroll';
import { SCENE_LABELS } from './scene-labels';

/** The preview's longest side in CSS pixels. */
const PREVIEW_LONG_SIDE = 480;

/** The preview's CSS size for a format. */
export function previewSize(format: AdSpec['format']): { width: number; height: number } {
  const full = AD_FORMAT_SIZES[format];
  const scale = PREVIEW_LONG_SIDE / Math.max(full.width, full.height);
  return { width: Math.round(full.width * scale), height: Math.round(full.height * scale) };
}

/** Loads the style's two faces; resolves when the page can draw with them. */
function useStyleFonts(style: AdSpec['style']): boolean {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const fonts = AD_STYLE_FONTS[style];
    void Promise.all([
      loadFace(catalogueFace(fonts.display)),
      loadFace(catalogueFace(fonts.body)),
    ]).then(() => {
      if (live) setReady(style);
    });
    return () => {
      live = false;
    };
  }, [style]);
  return ready === style;
}

/**
 * The live preview: the ad drawn by the renderer the server uses, at preview size, playing in a
 * loop or scrubbed to a moment, with the platform's safe area shown over it (where its own
 * buttons and captions cover the picture).
 */
export function AdPreview({ ad, assets }: { ad: AdSpec; assets: AdAssets<ImageBitmap> }) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const [showSafe, setShowSafe] = useState(true);
  const areas = safeAreasFor(ad.format);
  const [area, setArea] = useState<AdSafeArea>(areas[0]!);
  const safe = AD_SAFE_AREAS[areas.includes(area) ? area : areas[0]!];
  const fontsReady = useStyleFonts(ad.style);
  const { width, height } = previewSize(ad.format);
  const duration = ad.durationSeconds;

  // Playing: the clock moves with real time and loops at the end.
  useEffect(() => {
    if (!playing) return undefined;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      setTime((current) => (current + (now - last) / 1000) % duration);
      last = now;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, duration]);

  // Every change of the ad, its pictures or the moment draws the frame again.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    if (element.width !== Math.round(width * ratio)) element.width = Math.round(width * ratio);
    if (element.height !== Math.round(height * ratio)) element.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawAdFrame(context, ad, assets, Math.min(time, duration - 1 / 60), { width, height });
    // fontsReady: draw again once the style's faces are in.
  }, [ad, assets, time, duration, width, height, fontsReady]);

  const at = sceneAt(ad.scenes, Math.min(time, duration - 1e-3));
  return (
    <div className="flex flex-col items-center gap-3">
      <div
        className="relative overflow-hidden rounded-xl bg-black shadow-lg"
        style={{ width, height, maxWidth: '100%' }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Preview of the ad at ${time.toFixed(1)} s: ${SCENE_LABELS[at.scene.kind]}`}
          style={{ width: '100%', height: '100%' }}
          data-testid="ad-preview"
        />
        {showSafe && (
          <div
            aria-hidden
            data-testid="safe-area"
            className="pointer-events-none absolute rounded-sm border-2 border-dashed border-white/70 shadow-[0_0_0_9999px_rgba(220,38,38,0.22)]"
            style={{
              top: `${safe.top * 100}%`,
              bottom: `${safe.bottom * 100}%`,
              left: `${safe.left * 100}%`,
              right: `${safe.right * 100}%`,
            }}
          />
        )}
      </div>
      <div className="flex w-full max-w-md flex-col gap-2">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? 'Pause the preview' : 'Play the preview'}
          >
            {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => setTime(0)}
            aria-label="Back to the start"
          >
            <RotateCcw aria-hidden />
          </Button>
          <input
            type="range"
            min={0}
            max={duration}
            step={0.05}
            value={time}
            onChange={(event) => {
              setPlaying(false);
              setTime(Number(event.target.value));
            }}
            aria-label="Preview time"
            aria-valuetext={`${time.toFixed(1)} of ${duration} seconds`}
            className="accent-gold-400 min-w-0 flex-1"
          />
          <span className="text-muted-foreground w-16 text-right text-xs tabular-nums">
            {time.toFixed(1)} / {duration} s
          </span>
        </div>
        <p className="text-muted-foreground text-xs" aria-live="polite">
          Scene {at.index + 1} of {ad.scenes.length}: {SCENE_LABELS[at.scene.kind]}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-safe`} className="text-foreground text-sm">
            Show safe area
          </label>
          <Switch id={`${id}-safe`} checked={showSafe} onCheckedChange={setShowSafe} />
          {areas.length > 1 && (
            <select
              aria-label="Platform"
              value={area}
              onChange={(event) => setArea(event.target.value as AdSafeArea)}
              className="border-border bg-surface-raised text-foreground rounded-lg border px-2 py-1 text-sm"
            >
              {areas.map((value) => (
                <option key={value} value={value}>
                  {AD_SAFE_AREAS[value].label}
                </option>
              ))}
            </select>
          )}
          {areas.length === 1 && (
            <span className="text-muted-foreground text-xs">{safe.label}</span>
          )}
        </div>
        <p className="text-muted-foreground text-xs">
          Keep words inside the dashed frame: the platform&rsquo;s buttons and captions cover the
          shaded edges.
        </p>
      </div>
    </div>
  );
}

/** Scrolls a rendered ad into view (on a phone it is below the editor). */
export function revealResult(element: HTMLElement | null): void {
  element?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' });
}
