// The Advertising Video Generator's wire contract (issue #17): an ad is a timeline of scenes
// (intro, product reveal, feature callouts, offer, end card with the call to action) in a format,
// a length and a template style, with the brand's colours and logo, up to three product photos
// (cut out on the server) and an optional music track. The page edits the ad and previews it with
// the same renderer the server draws the MP4 with (`domain/ad-render.ts`); `advertising-video`
// renders it as one charged job (25 credits).
import { z } from 'zod';

/** The ad's shapes: a story, a feed post and a landscape video. */
export const AD_FORMATS = ['9:16', '1:1', '16:9'] as const;
export type AdFormat = (typeof AD_FORMATS)[number];

/** Frame sizes by format (full HD on the short side, as the platforms ask). */
export const AD_FORMAT_SIZES: Readonly<Record<AdFormat, { width: number; height: number }>> = {
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '16:9': { width: 1920, height: 1080 },
};

/** The lengths an ad can have, in seconds. */
export const AD_DURATIONS = [6, 10, 15] as const;
export type AdDuration = (typeof AD_DURATIONS)[number];

/** The template styles: how type, colour, motion and transitions feel. */
export const AD_STYLES = ['bold-sale', 'elegant', 'minimal', 'energetic'] as const;
export type AdStyle = (typeof AD_STYLES)[number];

/** What a scene shows. */
export const AD_SCENE_KINDS = ['intro', 'reveal', 'feature', 'offer', 'end'] as const;
export type AdSceneKind = (typeof AD_SCENE_KINDS)[number];

export const AD_FPS = 30;

/** The ad's limits (characters, counts, seconds, bytes). */
export const AD_LIMITS = {
  products: 3,
  features: 3,
  scenes: 8,
  brandName: 40,
  headline: 60,
  subline: 120,
  cta: 30,
  offer: 40,
  feature: 40,
  sceneText: 120,
  minSceneSeconds: 0.5,
  imageBytes: 10 * 1024 * 1024,
  /** The music as 16-bit stereo PCM WAV at 48 kHz, at most the ad's length (15 s = 2.9 MB). */
  audioSampleRate: 48_000,
  audioChannels: 2,
  audioMaxBytes: 15 * 48_000 * 2 * 2 + 1024,
} as const;

/** Where a platform's own buttons and captions cover the picture (shares of the frame). */
export const AD_SAFE_AREAS = {
  'instagram-story': { label: 'Instagram Story', top: 0.14, bottom: 0.2, left: 0.06, right: 0.06 },
  'tiktok-reels': { label: 'TikTok / Reels', top: 0.12, bottom: 0.26, left: 0.06, right: 0.16 },
  'youtube-shorts': { label: 'YouTube Shorts', top: 0.1, bottom: 0.24, left: 0.06, right: 0.14 },
  feed: { label: 'Feed post', top: 0.05, bottom: 0.05, left: 0.05, right: 0.05 },
  youtube: { label: 'YouTube', top: 0.05, bottom: 0.12, left: 0.05, right: 0.05 },
} as const;
export type AdSafeArea = keyof typeof AD_SAFE_AREAS;

/** The safe areas that apply to a format. */
export function safeAreasFor(format: AdFormat): AdSafeArea[] {
  if (format === '9:16') return ['instagram-story', 'tiktok-reels', 'youtube-shorts'];
  if (format === '1:1') return ['feed'];
  return ['youtube'];
}

/** What the tool says, in the user's words. */
export const adMessages = {
  productRequired: 'Add a product photo.',
  headlineRequired: 'Write a headline for the ad.',
  ctaRequired: 'Write the call to action (e.g. Shop now).',
  notAnImage: 'That file is not a picture we can read. Use a PNG, JPEG or WebP image.',
  imageTooLarge: 'That picture is over 10 MB. Use a smaller one.',
  imageTooManyPixels: 'That picture has too many pixels. Use one of at most 4096 × 4096.',
  notAudio: 'That file is not audio we can play. Use an MP3, M4A, WAV or OGG file.',
  audioTooLong: 'The music is longer than the ad; it is cut to the ad’s length.',
  completed: 'Your ad video is ready.',
  failed: 'Your ad could not be made. Your credits have been returned.',
} as const;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #rrggbb');

/** The ad's colours: the background, the brand's main colour, an accent and the text colour. */
export const adColoursSchema = z.object({
  background: hex,
  primary: hex,
  accent: hex,
  text: hex,
});
export type AdColours = z.infer<typeof adColoursSchema>;

/** One scene of the timeline. */
export const adSceneSchema = z.object({
  /** Stable within the ad (the editor's key). */
  id: z.string().min(1).max(40),
  kind: z.enum(AD_SCENE_KINDS),
  /** How long it lasts, in seconds (a tenth at most precise). */
  seconds: z.number().min(AD_LIMITS.minSceneSeconds).max(15),
  /** Its words: the headline, the product line, a feature, the offer or the call to action. */
  text: z.string().trim().max(AD_LIMITS.sceneText).default(''),
  /** Which product photo it shows (reveal and feature scenes). */
  product: z
    .number()
    .int()
    .min(0)
    .max(AD_LIMITS.products - 1)
    .default(0),
});
export type AdScene = z.infer<typeof adSceneSchema>;

/** An ad as the editor holds it and the server renders it. */
export const adSpecSchema = z
  .object({
    format: z.enum(AD_FORMATS),
    durationSeconds: z.union([z.literal(6), z.literal(10), z.literal(15)]),
    style: z.enum(AD_STYLES),
    colours: adColoursSchema,
    brandName: z.string().trim().max(AD_LIMITS.brandName).default(''),
    headline: z.string().trim().min(1, adMessages.headlineRequired).max(AD_LIMITS.headline),
    subline: z.string().trim().max(AD_LIMITS.subline).default(''),
    cta: z.string().trim().min(1, adMessages.ctaRequired).max(AD_LIMITS.cta),
    offer: z.string().trim().max(AD_LIMITS.offer).default(''),
    features: z.array(z.string().trim().min(1).max(AD_LIMITS.feature)).max(AD_LIMITS.features),
    scenes: z.array(adSceneSchema).min(2).max(AD_LIMITS.scenes),
  })
  .superRefine((ad, context) => {
    const total = ad.scenes.reduce((sum, scene) => sum + scene.seconds, 0);
    if (Math.abs(total - ad.durationSeconds) > 0.05)
      context.addIssue({
        code: 'custom',
        path: ['scenes'],
        message: `The scenes last ${total.toFixed(1)} s; they must add up to the ad's ${ad.durationSeconds} s.`,
      });
  });
export type AdSpec = z.output<typeof adSpecSchema>;
export type AdSpecInput = z.input<typeof adSpecSchema>;

/** What the page sends to `advertising-video`. */
export const adVideoRequestSchema = z.object({
  ad: adSpecSchema,
  /** The product photos, base64 (PNG, JPEG or WebP; each checked by its bytes, size and pixels). */
  products: z.array(z.string().min(1).max(14_000_100)).min(1, adMessages.productRequired).max(3),
  /** The logo, base64 (PNG, JPEG or WebP). */
  logo: z.string().min(1).max(14_000_100).optional(),
  /** The music, base64 of a 16-bit stereo 48 kHz PCM WAV no longer than the ad (the page decodes any audio file to it). */
  audio: z
    .string()
    .min(1)
    .max(Math.ceil((AD_LIMITS.audioMaxBytes * 4) / 3) + 16)
    .optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type AdVideoRequest = z.output<typeof adVideoRequestSchema>;

/** The answer: the video and what the page shows of it. */
export const adVideoResultSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  output_url: z.string().min(1),
  poster_url: z.string().min(1).nullable(),
  job_id: z.string(),
  credits_used: z.number(),
  credits_remaining: z.number(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  duration_seconds: z.number().positive(),
  has_audio: z.boolean(),
  /** The product photos as cut out (PNG with transparency), so the preview shows them too. */
  cutout_urls: z.array(z.string()),
});
export type AdVideoResult = z.infer<typeof adVideoResultSchema>;

/** The cost key of a rendered ad (25 credits, `credit_costs`). */
export const AD_COST_KEY = 'advertising-video';
