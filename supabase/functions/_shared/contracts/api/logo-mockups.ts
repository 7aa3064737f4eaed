// The wire contract of Logo Marketing (issue #16, function `logo-mockups`, 10 credits a kit): a
// logo (PNG, with its SVG when it is one) and the brand's details become a kit of mockups and a
// social kit, stored in `photo-results` with one ZIP of everything. One copy, imported by the
// function (Deno) and the renderer (Vite); the item catalogue (ids, titles, exact pixel sizes and
// where each platform documents them), the contrast a logo needs (the WCAG formula itself is
// contracts/domain/colour.ts) and the words people see.
import { z } from 'zod';
import { vectorToolMessages } from '../messages.ts';
import { engineSchema } from './photo-tools.ts';

/** Upload rules, checked in the browser first and again on the server before any charge. */
export const MOCKUP_LOGO_LIMITS = {
  /** The logo's PNG (an SVG arrives rasterised by the browser, beside its text). */
  maxBytes: 10 * 1024 * 1024,
  /** Decompression bombs are refused from the PNG header, before decoding. */
  maxPixels: 4096 * 4096,
  /** An SVG logo's text. */
  maxSvgChars: 2_000_000,
  /** The longest side the browser rasterises an SVG logo to. */
  rasterSide: 1600,
} as const;

/** A scene mockup's size (4:3, as designers present them). */
export const MOCKUP_SCENE_SIZE = { width: 1440, height: 1080 } as const;

/** Where an item belongs in the kit. */
export type MockupGroup = 'mockup' | 'social';

/** One item of the kit as the catalogue declares it. */
export type MockupItemSpec = {
  id: string;
  title: string;
  group: MockupGroup;
  /** The item's main PNG. */
  width: number;
  height: number;
  /** The flat artwork a printer gets (SVG and PNG), for print items. */
  print?: { width: number; height: number; label: string };
  /** The platform a social item is for, and where it documents the size. */
  platform?: string;
  source?: string;
};

const scene = (id: string, title: string, print?: MockupItemSpec['print']): MockupItemSpec => ({
  id,
  title,
  group: 'mockup',
  ...MOCKUP_SCENE_SIZE,
  ...(print && { print }),
});

// Social sizes are the platforms' own recommendations (checked 2026):
// - Instagram, "Image resolution of photos you share on Instagram"
//   (https://help.instagram.com/1631821640426723): photos at a width of 1080 px; profile photos
//   are kept at 320 × 320.
// - X, "Help with profile photo upload issues"
//   (https://help.x.com/en/managing-your-account/common-issues-when-uploading-profile-photos):
//   profile photo 400 × 400, header 1500 × 500.
// - LinkedIn Help, "Add or change your profile background photo" and "Profile photo
//   specifications" (https://www.linkedin.com/help/linkedin): background 1584 × 396, photo
//   400 × 400.
// - YouTube Help, "Manage your channel's branding" (https://support.google.com/youtube/answer/2972003):
//   banner at least 2048 × 1152 (we make the recommended 2560 × 1440) with everything that matters
//   inside the centred safe area (1235 × 338 at the minimum size, 1546 × 423 at ours); profile
//   picture 800 × 800.
// - Facebook Help Center, "What are the dimensions of my Page's cover photo?"
//   (https://www.facebook.com/help/125379114252045): 851 × 315 loads fastest; shown at 820 × 312
//   on computers and cropped to 640 × 360 on phones, so content stays in the middle.
const social = (
  id: string,
  title: string,
  platform: string,
  width: number,
  height: number,
  source: string,
): MockupItemSpec => ({ id, title, group: 'social', width, height, platform, source });

/** Every item of a kit, in the order the grid and the ZIP show them. */
export const MOCKUP_ITEMS = [
  scene('business-card-front', 'Business card · front', {
    width: 1050,
    height: 600,
    label: '3.5 × 2 in at 300 dpi',
  }),
  scene('business-card-back', 'Business card · back', {
    width: 1050,
    height: 600,
    label: '3.5 × 2 in at 300 dpi',
  }),
  scene('letterhead', 'Letterhead', { width: 1240, height: 1754, label: 'A4 at 150 dpi' }),
  scene('envelope', 'Envelope', {
    width: 1299,
    height: 650,
    label: 'DL (220 × 110 mm) at 150 dpi',
  }),
  scene('t-shirt', 'T-shirt'),
  scene('mug', 'Mug'),
  scene('tote-bag', 'Tote bag'),
  scene('storefront-sign', 'Storefront sign'),
  scene('phone-app-icon', 'Phone with your app icon'),
  scene('email-signature', 'Email signature'),
  social(
    'instagram-profile',
    'Instagram profile picture',
    'Instagram',
    320,
    320,
    'help.instagram.com/1631821640426723',
  ),
  social(
    'instagram-post',
    'Instagram post',
    'Instagram',
    1080,
    1080,
    'help.instagram.com/1631821640426723',
  ),
  social('x-profile', 'X profile picture', 'X', 400, 400, 'help.x.com'),
  social('x-header', 'X header', 'X', 1500, 500, 'help.x.com'),
  social('linkedin-profile', 'LinkedIn profile picture', 'LinkedIn', 400, 400, 'linkedin.com/help'),
  social('linkedin-banner', 'LinkedIn banner', 'LinkedIn', 1584, 396, 'linkedin.com/help'),
  social(
    'youtube-profile',
    'YouTube profile picture',
    'YouTube',
    800,
    800,
    'support.google.com/youtube/answer/2972003',
  ),
  social(
    'youtube-banner',
    'YouTube banner',
    'YouTube',
    2560,
    1440,
    'support.google.com/youtube/answer/2972003',
  ),
  social(
    'facebook-cover',
    'Facebook cover',
    'Facebook',
    851,
    315,
    'facebook.com/help/125379114252045',
  ),
] as const satisfies readonly MockupItemSpec[];

export type MockupItemId = (typeof MOCKUP_ITEMS)[number]['id'];
export const MOCKUP_ITEM_IDS = MOCKUP_ITEMS.map((item) => item.id) as [
  MockupItemId,
  ...MockupItemId[],
];

/** An item of the catalogue by id. */
export function mockupItem(id: MockupItemId): MockupItemSpec {
  return MOCKUP_ITEMS.find((item) => item.id === id)!;
}

/** The kit's preview picture (the design's picture in My Creations). */
export const KIT_PREVIEW_SIZE = { width: 1600, height: 1000 } as const;

/** The largest a grid thumbnail is. */
export const KIT_THUMB_SIZE = { width: 480, height: 360 } as const;

/** The contrast graphics need against what is behind them (WCAG 2.1 SC 1.4.11, non-text contrast). */
export const LOGO_CONTRAST_MIN = 3;

/** Which version of the logo an item shows: as made, all light, or all dark. */
export const LOGO_VARIANTS = ['color', 'light', 'dark'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

const text = (max: number) => z.string().trim().max(max).default('');

/** What goes on the stationery and the social kit beside the logo. */
export const brandDetailsSchema = z.object({
  name: z.string().trim().min(1).max(60),
  tagline: text(90),
  person: text(60),
  role: text(60),
  email: text(80),
  phone: text(40),
  website: text(80),
  address: text(120),
});
export type BrandDetails = z.infer<typeof brandDetailsSchema>;
/** The details as a form holds them (every field a string). */
export type BrandDetailsInput = z.input<typeof brandDetailsSchema>;

/** `logo-mockups` body. */
export const logoMockupsRequestSchema = z.object({
  /** The logo as PNG (base64 or a data URL): an SVG is rasterised by the browser first. */
  logo: z
    .string()
    .min(16)
    .max(Math.ceil((MOCKUP_LOGO_LIMITS.maxBytes * 4) / 3) + 64),
  /** The logo's SVG text when it is one (sanitised on the server; one with scripts is refused). */
  svg: z.string().max(MOCKUP_LOGO_LIMITS.maxSvgChars).optional(),
  brand: brandDetailsSchema,
  /** The person saw that the logo looks like a photo and asked for the kit anyway. */
  allowPhoto: z.boolean().default(false),
  /** Where the logo came from, in their words (a file or a design's name), for the record. */
  source: text(200),
});
export type LogoMockupsRequest = z.input<typeof logoMockupsRequestSchema>;

const storedFileSchema = z.object({
  /** The file's path in the kit's ZIP, e.g. `social/x-header-1500x500.png`. */
  name: z.string().min(1),
  mime: z.string().min(1),
  /** Its path in Storage (photo-results) when it is also stored on its own. */
  path: z.string().optional(),
  url: z.string().optional(),
  width: z.number().int().nonnegative().optional(),
  height: z.number().int().nonnegative().optional(),
});

/** One made item: its main PNG (the preview and the download) and every file of it in the ZIP. */
export const kitItemSchema = z.object({
  id: z.enum(MOCKUP_ITEM_IDS),
  title: z.string(),
  group: z.enum(['mockup', 'social']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  path: z.string().min(1),
  url: z.string().optional(),
  /** A small copy for the preview grid (at most 480 × 360; not in the ZIP). */
  thumb: z.object({ path: z.string().min(1), url: z.string().optional() }),
  /** The logo version the background called for, and that background. */
  variant: z.enum(LOGO_VARIANTS),
  background: z.string().regex(/^#[0-9a-f]{6}$/),
  files: z.array(storedFileSchema).min(1),
});
export type KitItem = z.infer<typeof kitItemSchema>;

/** The whole kit: its items, the ZIP, the preview and the email signature's HTML. */
export const kitSchema = z.object({
  items: z.array(kitItemSchema).min(1),
  zip: z.object({
    name: z.string().min(1),
    path: z.string().min(1),
    url: z.string().optional(),
    bytes: z.number().int().positive(),
  }),
  preview: z.object({
    path: z.string().min(1),
    url: z.string().optional(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  /** The email signature (HTML; the ZIP also holds it with its logo). Shown as text, never run. */
  signatureHtml: z.string(),
  /** The brand colour the kit was dressed in. */
  brandColor: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type Kit = z.infer<typeof kitSchema>;

/** `logo-mockups` success: the job runner's answer plus the kit. */
export const logoMockupsResponseSchema = z.object({
  status: z.literal('success'),
  job_id: z.string(),
  outputs: z
    .array(z.object({ url: z.string(), mime: z.string(), width: z.number(), height: z.number() }))
    .min(1),
  kit: kitSchema,
  engine: engineSchema,
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
});
export type LogoMockupsResponse = z.infer<typeof logoMockupsResponseSchema>;

/** What a saved kit keeps in designs.details to reopen (URLs are signed afresh from the paths). */
export const kitDetailsSchema = z.object({
  tool: z.literal('logo-marketing'),
  version: z.literal(1),
  brand: brandDetailsSchema,
  kit: kitSchema,
});
export type KitDetails = z.infer<typeof kitDetailsSchema>;

/** The words of Logo Marketing. */
export const mockupMessages = {
  uploadFirst: 'Add your logo first: upload an SVG or PNG, or pick one from My Creations.',
  nameRequired: 'Enter your brand name: it goes on the cards, the sign and the social kit.',
  notAnImage: 'That file is not a logo we can use. Upload an SVG, PNG, JPG or WebP.',
  unsafeSvg: vectorToolMessages.unsafeSvg,
  tooLarge: 'That logo file is over 10 MB. Use a smaller file.',
  tooManyPixels: vectorToolMessages.tooManyPixels,
  unreadable: 'That logo could not be read. It may be damaged: try another file.',
  /** The function takes the logo as PNG (the page converts other images first). */
  pngOnly: 'Send the logo as a PNG (the app converts SVG, JPG and WebP for you).',
  /** A logo with nothing visible on it once its plain background is taken away. */
  blankLogo: 'That logo is blank: there is nothing on it to put on the mockups.',
  /** The photo warning (refused free of charge until the person asks for the kit anyway). */
  photoWarning:
    'This looks like a photo rather than a logo. Mockups work best with a logo on a transparent or plain background.',
  makeAnyway: 'Make the kit anyway',
  missingLetters: (field: string, letters: string) =>
    `Our fonts cannot draw “${letters}” in the ${field}. Use Latin, Cyrillic, Greek or Vietnamese letters there.`,
  failed: 'The kit could not be made. Your credits were returned.',
  made: 'Your mockup kit is ready.',
  downloaded: 'Downloaded.',
  downloadFailed: 'The download failed. Please try again.',
  saved: 'Kit saved to My Creations.',
  /** A saved kit whose files could not be found (deleted, or another account's). */
  kitUnavailable: 'That kit’s files are no longer available. Make the kit again.',
  /** No saved logo to pick. */
  noLogos: 'Save a logo or an image first, then pick it here from My Creations.',
  /** A saved design's picture could not be read. */
  designUnreadable: 'That design could not be read. Pick another one, or upload the file.',
  signatureCopied: 'Signature HTML copied.',
  /** Under the email signature: how to use it. */
  signatureHint:
    'Paste the HTML into your mail app’s signature settings. Host the logo image on your website and point the image address at it.',
} as const;

/** The names of the brand fields, for the missing-letters message. */
export const BRAND_FIELD_LABELS: Record<keyof BrandDetails, string> = {
  name: 'brand name',
  tagline: 'tagline',
  person: 'name on the card',
  role: 'job title',
  email: 'email address',
  phone: 'phone number',
  website: 'website',
  address: 'address',
};
