// The Advertising Video Generator's timeline (issue #17): the scenes an ad starts with (a headline,
// the product's reveal, a callout per feature that fits, the offer, the end card with the call to
// action), timings kept exact when the user edits them, and which scene a moment of the ad is in.
// Times are handled in whole tenths of a second, so scenes always add up to the ad's 6, 10 or 15 s
// without floating-point drift. Pure TypeScript: the page's editor and preview, the functions and
// Hive Local's renderer share it.
import { AD_LIMITS, type AdDuration, type AdScene } from '../api/ad-video.ts';

/** What the default timeline is made from. */
export type AdTimelineInput = {
  durationSeconds: AdDuration;
  headline: string;
  subline: string;
  cta: string;
  offer: string;
  features: string[];
  /** How many product photos there are (at least one is assumed). */
  products: number;
};

/** Where a moment of the ad falls: the scene, when it started, and how far into it we are. */
export type AdMoment = {
  index: number;
  scene: AdScene;
  /** The scene's start, in seconds from the ad's start. */
  start: number;
  /** Seconds since the scene started. */
  local: number;
  /** The share of the scene played, 0–1. */
  share: number;
};

/** How many scenes each length holds (a scene needs ~1.5 s to be read). */
const SCENES_BY_DURATION: Record<AdDuration, number> = { 6: 4, 10: 6, 15: 8 };

/** The relative weight of each kind of scene in the default timing. */
const WEIGHTS: Record<AdScene['kind'], number> = {
  intro: 1,
  reveal: 1.3,
  feature: 1,
  offer: 1,
  end: 1.3,
};

/**
 * Splits `total` tenths between parts in proportion to `weights`, each getting at least `min`
 * tenths, by largest remainder (so the parts add up exactly).
 */
function apportion(weights: number[], total: number, min: number): number[] {
  const count = weights.length;
  if (count === 0) return [];
  if (count * min >= total) {
    // No room above the minimum: share evenly (the schema keeps this from happening).
    const base = Math.floor(total / count);
    return weights.map((_, index) => base + (index < total - base * count ? 1 : 0));
  }
  const safe = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0.01));
  // Parts whose share falls under the minimum are pinned to it; the rest share what is left.
  const pinned = new Set<number>();
  let exact: number[] = [];
  for (let round = 0; round <= count; round += 1) {
    const free = safe.reduce((sum, weight, index) => (pinned.has(index) ? sum : sum + weight), 0);
    const left = total - pinned.size * min;
    exact = safe.map((weight, index) => (pinned.has(index) ? min : (weight / free) * left));
    const under = exact.findIndex((value, index) => !pinned.has(index) && value < min);
    if (under < 0) break;
    exact.forEach((value, index) => {
      if (!pinned.has(index) && value < min) pinned.add(index);
    });
  }
  const parts = exact.map((value) => Math.max(min, Math.floor(value)));
  let missing = total - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let step = 0; missing > 0; step += 1) {
    parts[order[step % count]!.index]! += 1;
    missing -= 1;
  }
  // Pinned parts rounded up can overshoot: take tenths back from the longest parts.
  while (missing < 0) {
    let longest = 0;
    parts.forEach((part, index) => {
      if (part > parts[longest]!) longest = index;
    });
    if (parts[longest]! <= min) break;
    parts[longest]! -= 1;
    missing += 1;
  }
  return parts;
}

/**
 * The timeline a new ad starts with: intro (the headline), reveal (product 1 and the subline), a
 * callout per feature that fits (cycling through the products), the offer when there is one, and
 * the end card (the call to action). A 6 s ad keeps intro, reveal, the offer (or else the first
 * feature) and the end. The seconds add up to the ad's length exactly, each at least 1 s, in
 * tenths.
 */
export function defaultAdScenes(input: AdTimelineInput): AdScene[] {
  const products = Math.max(1, Math.min(AD_LIMITS.products, Math.floor(input.products)));
  const features = input.features
    .map((feature) => feature.trim())
    .filter(Boolean)
    .slice(0, AD_LIMITS.features);
  const offer = input.offer.trim();
  const room = SCENES_BY_DURATION[input.durationSeconds] - 3 - (offer ? 1 : 0);
  const shown = features.slice(0, Math.max(0, room));
  const scenes: Omit<AdScene, 'seconds'>[] = [
    { id: 'intro', kind: 'intro', text: input.headline.trim(), product: 0 },
    { id: 'reveal', kind: 'reveal', text: input.subline.trim(), product: 0 },
    ...shown.map((feature, index) => ({
      id: `feature-${index + 1}`,
      kind: 'feature' as const,
      text: feature,
      // The reveal showed product 1: callouts move on to the next photos and cycle.
      product: (index + 1) % products,
    })),
    ...(offer ? [{ id: 'offer', kind: 'offer' as const, text: offer, product: 0 }] : []),
    { id: 'end', kind: 'end', text: input.cta.trim(), product: 0 },
  ];
  const tenths = apportion(
    scenes.map((scene) => WEIGHTS[scene.kind]),
    input.durationSeconds * 10,
    10,
  );
  return scenes.map((scene, index) => ({
    ...scene,
    text: scene.text.slice(0, AD_LIMITS.sceneText),
    seconds: tenths[index]! / 10,
  }));
}

/**
 * The scenes with their seconds rescaled (keeping their proportions) so they add up to
 * `durationSeconds` exactly, each at least 0.5 s, in tenths.
 */
export function fitScenes(scenes: readonly AdScene[], durationSeconds: number): AdScene[] {
  const tenths = apportion(
    scenes.map((scene) => scene.seconds),
    Math.round(durationSeconds * 10),
    Math.round(AD_LIMITS.minSceneSeconds * 10),
  );
  return scenes.map((scene, index) => ({ ...scene, seconds: tenths[index]! / 10 }));
}

/** The scene playing at `seconds` (clamped into the ad), with its start and how far in it is. */
export function sceneAt(scenes: readonly AdScene[], seconds: number): AdMoment {
  if (scenes.length === 0) throw new Error('an ad has at least one scene');
  const time = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  let start = 0;
  for (let index = 0; index < scenes.length; index += 1) {
    const scene = scenes[index]!;
    const end = start + scene.seconds;
    if (time < end - 1e-9 || index === scenes.length - 1) {
      const local = Math.min(scene.seconds, Math.max(0, time - start));
      return {
        index,
        scene,
        start,
        local,
        share: scene.seconds > 0 ? local / scene.seconds : 1,
      };
    }
    start = end;
  }
  // Unreachable: the last scene is always returned above.
  throw new Error('no scene');
}
