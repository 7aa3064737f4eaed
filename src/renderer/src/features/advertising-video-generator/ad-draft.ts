// The ad as the page edits it: the words, the look and the timeline, kept as one AdSpec. The
// scenes start from the words (defaultAdScenes); once edited by hand they are kept, and a change
// of the words reaches only the scenes that still say what the words said before. Changing the
// length keeps the scenes and fits their timings to it. Pure functions, tested on their own.
import {
  AD_LIMITS,
  adMessages,
  type AdColours,
  type AdDuration,
  type AdScene,
  type AdSceneKind,
  type AdSpec,
} from '@contracts/api/ad-video';
import { brandDetailsSchema } from '@contracts/api/brand';
import { relativeLuminance, hexToRgb } from '@contracts/domain/colour';
import { defaultAdScenes, fitScenes } from '@contracts/domain/ad-timeline';

/** The words an ad is made from. */
export type AdWords = Pick<AdSpec, 'headline' | 'subline' | 'cta' | 'offer' | 'features'>;

export const DEFAULT_AD_COLOURS: AdColours = {
  background: '#14110d',
  primary: '#e0a526',
  accent: '#ff5a36',
  text: '#ffffff',
};

/** A new ad: a 10 s story in the bold sale style, no words yet. */
export function initialAd(): AdSpec {
  const words: AdWords = { headline: '', subline: '', cta: 'Shop now', offer: '', features: [] };
  return {
    format: '9:16',
    durationSeconds: 10,
    style: 'bold-sale',
    colours: DEFAULT_AD_COLOURS,
    brandName: '',
    ...words,
    scenes: scenesFor(words, 10, 1),
  };
}

/** The starting timeline for words, a length and a number of products. */
export function scenesFor(words: AdWords, duration: AdDuration, products: number): AdScene[] {
  return defaultAdScenes({
    durationSeconds: duration,
    headline: words.headline,
    subline: words.subline,
    cta: words.cta,
    offer: words.offer,
    features: words.features.filter((feature) => feature.trim() !== ''),
    products: Math.max(1, products),
  });
}

/** What a scene of a kind says by default (the nth feature scene says the nth feature). */
export function defaultWords(kind: AdSceneKind, words: AdWords, featureIndex: number): string {
  switch (kind) {
    case 'intro':
      return words.headline;
    case 'reveal':
      return words.subline;
    case 'feature':
      return words.features[featureIndex] ?? '';
    case 'offer':
      return words.offer;
    case 'end':
      return words.cta;
  }
}

/** New words: scenes that still said the old words say the new ones; edited scenes stay. */
export function withWords(ad: AdSpec, words: Partial<AdWords>): AdSpec {
  const next = { ...ad, ...words };
  let feature = 0;
  const scenes = ad.scenes.map((scene) => {
    const index = scene.kind === 'feature' ? feature++ : 0;
    const before = defaultWords(scene.kind, ad, index);
    return scene.text === before
      ? { ...scene, text: defaultWords(scene.kind, next, index) }
      : scene;
  });
  return { ...next, scenes };
}

/** A new length: the scenes keep their order and share of the time. */
export function withDuration(ad: AdSpec, duration: AdDuration): AdSpec {
  return { ...ad, durationSeconds: duration, scenes: fitScenes(ad.scenes, duration) };
}

/** One scene's length changed: it keeps it (as far as the others allow) and the others share the rest. */
export function withSceneSeconds(ad: AdSpec, index: number, seconds: number): AdSpec {
  const others = ad.scenes.length - 1;
  const most = ad.durationSeconds - others * AD_LIMITS.minSceneSeconds;
  const wanted = Math.round(Math.min(most, Math.max(AD_LIMITS.minSceneSeconds, seconds)) * 10) / 10;
  const rest = fitScenes(
    ad.scenes.filter((_, at) => at !== index),
    Math.round((ad.durationSeconds - wanted) * 10) / 10,
  );
  const scenes = [...rest];
  scenes.splice(index, 0, { ...ad.scenes[index]!, seconds: wanted });
  return { ...ad, scenes };
}

/** Moves a scene up or down the timeline. */
export function movedScene(ad: AdSpec, index: number, by: -1 | 1): AdSpec {
  const to = index + by;
  if (to < 0 || to >= ad.scenes.length) return ad;
  const scenes = [...ad.scenes];
  const [scene] = scenes.splice(index, 1);
  scenes.splice(to, 0, scene!);
  return { ...ad, scenes };
}

/** Removes a scene (an ad keeps at least two); the others share its time. */
export function withoutScene(ad: AdSpec, index: number): AdSpec {
  if (ad.scenes.length <= 2) return ad;
  const scenes = ad.scenes.filter((_, at) => at !== index);
  return { ...ad, scenes: fitScenes(scenes, ad.durationSeconds) };
}

/** Adds a scene of a kind before the end card; the timings are fitted again. */
export function withScene(ad: AdSpec, kind: AdSceneKind): AdSpec {
  if (ad.scenes.length >= AD_LIMITS.scenes) return ad;
  const features = ad.scenes.filter((scene) => scene.kind === 'feature').length;
  const scene: AdScene = {
    id: `${kind}-${Date.now().toString(36)}`,
    kind,
    seconds: 1.5,
    text: defaultWords(kind, ad, features),
    product: 0,
  };
  const end = ad.scenes.findIndex((entry) => entry.kind === 'end');
  const scenes = [...ad.scenes];
  scenes.splice(end === -1 ? scenes.length : end, 0, scene);
  return { ...ad, scenes: fitScenes(scenes, ad.durationSeconds) };
}

/** Scenes that show a product beyond the photos there are show the first one. */
export function withProducts(ad: AdSpec, products: number): AdSpec {
  const most = Math.max(0, products - 1);
  return {
    ...ad,
    scenes: ad.scenes.map((scene) =>
      scene.product > most ? { ...scene, product: scene.product % Math.max(1, products) } : scene,
    ),
  };
}

/** Why the ad cannot be rendered yet, or null. */
export function adBlocker(ad: AdSpec, products: number): string | null {
  if (products === 0) return adMessages.productRequired;
  if (ad.headline.trim() === '') return adMessages.headlineRequired;
  if (ad.cta.trim() === '') return adMessages.ctaRequired;
  return null;
}

/**
 * The newest Brand Blueprint's name and colours as the ad's: the darkest colour as the
 * background, the primary and accent roles, and white or near-black text, whichever reads.
 */
export function brandForAd(
  designs: readonly { type: string; createdAt: string; details: Record<string, unknown> | null }[],
): { name: string; colours: AdColours } | null {
  const newest = designs
    .filter((design) => design.type === 'brand-blueprint')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((design) => brandDetailsSchema.safeParse(design.details))
    .find((parsed) => parsed.success);
  if (!newest?.success) return null;
  const { palette, name } = newest.data;
  const light = (hex: string) => relativeLuminance(hexToRgb(hex));
  const role = (wanted: string) => palette.find((colour) => colour.role === wanted)?.hex;
  const byDark = [...palette].sort((a, b) => light(a.hex) - light(b.hex));
  const background = byDark[0]!.hex.toLowerCase();
  const primary = (role('primary') ?? byDark.at(-2)?.hex ?? '#e0a526').toLowerCase();
  const accent = (role('accent') ?? role('secondary') ?? primary).toLowerCase();
  const text = light(background) > 0.4 ? '#141414' : '#ffffff';
  return { name, colours: { background, primary, accent, text } };
}

/** A file name for the ad: its headline's first words. */
export function adFileStem(ad: Pick<AdSpec, 'headline' | 'format'>): string {
  const words = ad.headline
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 5);
  const shape = { '9:16': 'story', '1:1': 'square', '16:9': 'wide' }[ad.format];
  return `hive-ad-${words.length > 0 ? words.join('-') : 'video'}-${shape}`;
}
