import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { AD_LIMITS, AD_SCENE_KINDS, type AdSceneKind, type AdSpec } from '@contracts/api/ad-video';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { movedScene, withScene, withSceneSeconds, withoutScene } from '../ad-draft';
import { SCENE_LABELS, SCENE_TEXT_LABELS } from './scene-labels';

const SHOWS_PRODUCT = new Set<AdSceneKind>(['reveal', 'feature']);

/**
 * The ad's timeline: its scenes in order, each with its words, the product it shows and how long
 * it lasts (the others share the rest, so the ad keeps its length), moved up or down, removed or
 * added. Every control is a labelled native input or button, so it works from the keyboard.
 */
export function TimelineEditor({
  ad,
  products,
  onChange,
  disabled,
}: {
  ad: AdSpec;
  /** How many product photos there are. */
  products: number;
  onChange: (ad: AdSpec) => void;
  disabled: boolean;
}) {
  const id = useId();
  const total = ad.scenes.reduce((sum, scene) => sum + scene.seconds, 0);
  return (
    <div className="flex flex-col gap-3">
      <div
        className="flex h-3 w-full overflow-hidden rounded-full"
        aria-hidden
        data-testid="timeline-bar"
      >
        {ad.scenes.map((scene, index) => (
          <span
            key={scene.id}
            className={cn(
              'h-full border-r border-black/40 last:border-r-0',
              index % 2 === 0 ? 'bg-gold-400/80' : 'bg-gold-200/60',
            )}
            style={{ width: `${(scene.seconds / total) * 100}%` }}
          />
        ))}
      </div>
      <ol className="flex flex-col gap-2" aria-label="Scenes">
        {ad.scenes.map((scene, index) => {
          const label = `Scene ${index + 1}, ${SCENE_LABELS[scene.kind]}`;
          return (
            <li
              key={scene.id}
              className="border-border bg-surface-raised flex flex-col gap-2 rounded-xl border p-3"
              aria-label={label}
              data-testid="scene"
            >
              <div className="flex items-center gap-2">
                <span className="text-foreground text-sm font-semibold">
                  {index + 1}. {SCENE_LABELS[scene.kind]}
                </span>
                <span className="ml-auto flex items-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => onChange(movedScene(ad, index, -1))}
                    disabled={disabled || index === 0}
                    aria-label={`Move scene ${index + 1} earlier`}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => onChange(movedScene(ad, index, 1))}
                    disabled={disabled || index === ad.scenes.length - 1}
                    aria-label={`Move scene ${index + 1} later`}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => onChange(withoutScene(ad, index))}
                    disabled={disabled || ad.scenes.length <= 2}
                    aria-label={`Remove scene ${index + 1}`}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              </div>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
                <label className="flex min-w-0 flex-col gap-1 text-xs">
                  <span className="text-muted-foreground">{SCENE_TEXT_LABELS[scene.kind]}</span>
                  <input
                    type="text"
                    value={scene.text}
                    maxLength={AD_LIMITS.sceneText}
                    onChange={(event) =>
                      onChange({
                        ...ad,
                        scenes: ad.scenes.map((entry, at) =>
                          at === index ? { ...entry, text: event.target.value } : entry,
                        ),
                      })
                    }
                    disabled={disabled}
                    aria-label={`${label}: ${SCENE_TEXT_LABELS[scene.kind]}`}
                    className="border-border bg-surface text-foreground focus-visible:ring-ring rounded-lg border px-2 py-1.5 text-sm outline-none focus-visible:ring-2"
                  />
                </label>
                {SHOWS_PRODUCT.has(scene.kind) && products > 1 && (
                  <label className="flex flex-col gap-1 text-xs">
                    <span className="text-muted-foreground">Product</span>
                    <select
                      value={scene.product}
                      onChange={(event) =>
                        onChange({
                          ...ad,
                          scenes: ad.scenes.map((entry, at) =>
                            at === index
                              ? { ...entry, product: Number(event.target.value) }
                              : entry,
                          ),
                        })
                      }
                      disabled={disabled}
                      aria-label={`${label}: product`}
                      className="border-border bg-surface text-foreground rounded-lg border px-2 py-1.5 text-sm"
                    >
                      {Array.from({ length: products }, (_, at) => (
                        <option key={at} value={at}>
                          Photo {at + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <label className="flex flex-col gap-1 text-xs">
                  <span className="text-muted-foreground">Seconds</span>
                  <input
                    type="number"
                    min={AD_LIMITS.minSceneSeconds}
                    max={ad.durationSeconds}
                    step={0.5}
                    value={scene.seconds}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      if (Number.isFinite(value) && value > 0)
                        onChange(withSceneSeconds(ad, index, value));
                    }}
                    disabled={disabled}
                    aria-label={`${label}: seconds`}
                    className="border-border bg-surface text-foreground w-20 rounded-lg border px-2 py-1.5 text-sm tabular-nums"
                  />
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby={`${id}-add`}>
        <span id={`${id}-add`} className="text-muted-foreground text-xs">
          Add a scene:
        </span>
        {AD_SCENE_KINDS.filter((kind) => kind !== 'intro' && kind !== 'end').map((kind) => (
          <Button
            key={kind}
            variant="outline"
            size="sm"
            onClick={() => onChange(withScene(ad, kind))}
            disabled={disabled || ad.scenes.length >= AD_LIMITS.scenes}
          >
            <Plus aria-hidden /> {SCENE_LABELS[kind]}
          </Button>
        ))}
      </div>
      <p className="text-muted-foreground text-xs">
        {ad.scenes.length} scenes · {total.toFixed(1)} s. Changing one scene&rsquo;s length shares
        the rest among the others, so the ad stays {ad.durationSeconds} s.
      </p>
    </div>
  );
}
