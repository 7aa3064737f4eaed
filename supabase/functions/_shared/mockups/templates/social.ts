// The social kit as flat artwork at each platform's own size (the catalogue in the contract says
// which and where each platform documents it): profile pictures with the logo inside the circle
// the platform crops to, a square post, and banners whose logo and tagline stay inside the area
// every device shows (clear of the profile photo that overlaps them on X and LinkedIn, inside
// YouTube's safe area, in the middle of Facebook's phone crop).
import { mockupItem, type MockupItemId } from '../../contracts/api/logo-mockups.ts';
import { mix, type Rgba } from '../raster/canvas.ts';
import { Path } from '../raster/path.ts';
import { fitSize, measureText } from '../raster/text.ts';
import { css, type KitContext } from '../kit-context.ts';
import { fitLogo, type Box, type Doc, type DocShape } from './doc.ts';

/** The social items. */
export const SOCIAL_ITEM_IDS = [
  'instagram-profile',
  'instagram-post',
  'x-profile',
  'x-header',
  'linkedin-profile',
  'linkedin-banner',
  'youtube-profile',
  'youtube-banner',
  'facebook-cover',
] as const satisfies readonly MockupItemId[];
export type SocialItemId = (typeof SOCIAL_ITEM_IDS)[number];

/** Where the logo and words must stay, per banner (pixels of the item). */
const SAFE: Partial<Record<SocialItemId, Box>> = {
  // The profile photo covers the lower left on X: keep right of it, in the middle band.
  'x-header': { x: 420, y: 70, width: 980, height: 330 },
  // LinkedIn's profile photo sits over the left; its card covers the bottom.
  'linkedin-banner': { x: 560, y: 60, width: 920, height: 240 },
  // YouTube shows only the centre 1546 × 423 on phones (at 2560 × 1440).
  'youtube-banner': { x: 507, y: 509, width: 1546, height: 423 },
  // Facebook shows 820 × 312 on computers and crops the sides on phones.
  'facebook-cover': { x: 140, y: 50, width: 571, height: 215 },
};

/** The background of every social item: the brand colour, deepening across. */
function background(width: number, height: number, context: KitContext) {
  return {
    linear: { x1: 0, y1: 0, x2: width, y2: height },
    stops: [
      [0, css(mix(context.palette.brand, [255, 255, 255, 1], 0.08))],
      [1, css(context.palette.brandDeep)],
    ] as const,
  };
}

/** Quiet shapes in the corners: depth, without competing with the logo. */
function decoration(width: number, height: number, context: KitContext): DocShape[] {
  const large = Math.max(width, height);
  return [
    {
      kind: 'path',
      path: new Path().ellipse(width * 1.02, -height * 0.1, large * 0.42),
      fill: '#ffffff',
      opacity: 0.07,
    },
    {
      kind: 'path',
      path: new Path().ellipse(width * 0.92, height * 0.02, large * 0.22),
      fill: '#ffffff',
      opacity: 0.05,
    },
    {
      kind: 'path',
      path: new Path().ellipse(-width * 0.05, height * 1.05, large * 0.3),
      fill: css(context.palette.accent),
      opacity: 0.18,
    },
  ];
}

/** The colour a social item's logo sits on (for the logo's version and the text colour). */
export function socialBackground(context: KitContext): Rgba {
  return mix(context.palette.brand, context.palette.brandDeep, 0.5);
}

function textColor(context: KitContext): string {
  return context.variantOn(socialBackground(context)) === 'dark' ? '#1d222b' : '#ffffff';
}

/** A profile picture: the logo inside the circle the platform crops to (a box of 58%). */
function profile(context: KitContext, size: number): Doc {
  const box = size * 0.58;
  return {
    width: size,
    height: size,
    background: {
      radial: { cx: size * 0.5, cy: size * 0.42, r: size * 0.75 },
      stops: [
        [0, css(mix(context.palette.brand, [255, 255, 255, 1], 0.08))],
        [1, css(context.palette.brandDeep)],
      ],
    },
    shapes: [
      {
        kind: 'logo',
        box: { x: (size - box) / 2, y: (size - box) / 2, width: box, height: box },
        variant: context.variantOn(socialBackground(context)),
      },
    ],
  };
}

/** The logo and the tagline (or the website) inside a safe box: side by side when wide. */
function lockup(context: KitContext, safe: Box, scale: number): DocShape[] {
  const variant = context.variantOn(socialBackground(context));
  const words = context.details.tagline || context.details.website;
  const color = textColor(context);
  const wide = safe.width / safe.height > 2.6;
  if (!wide) {
    // Logo above, words under it, the pair centred in the safe box.
    const size = fitSize(
      context.fonts,
      words,
      { size: safe.height * 0.065, weight: 'semibold' },
      safe.width * 0.9,
    );
    const logoSize = fitLogo(
      { x: 0, y: 0, width: safe.width * 0.8, height: safe.height * 0.5 },
      context.logo.aspect,
    );
    const gap = size * 1.6;
    const top = safe.y + (safe.height - (logoSize.height + gap + size)) / 2;
    return [
      {
        kind: 'logo',
        box: {
          x: safe.x + (safe.width - logoSize.width) / 2,
          y: top,
          width: logoSize.width,
          height: logoSize.height,
        },
        variant,
      },
      {
        kind: 'text',
        text: words,
        x: safe.x + safe.width / 2,
        y: top + logoSize.height + gap + size * 0.75,
        style: { size, weight: 'semibold', align: 'middle' },
        color,
        opacity: 0.9,
      },
    ];
  }
  // Logo left, a thin rule, words right; the pair centred in the safe box.
  const logoHeight = safe.height * 0.62;
  const logoWidth = Math.min(safe.width * 0.46, logoHeight * context.logo.aspect);
  const gap = safe.height * 0.22;
  const wordsMax = safe.width - logoWidth - gap * 2;
  const size = fitSize(
    context.fonts,
    words,
    { size: safe.height * 0.15, weight: 'semibold' },
    wordsMax,
  );
  const wordsWidth = measureText(context.fonts, words, { size, weight: 'semibold' });
  const total = logoWidth + gap * 2 + wordsWidth;
  const left = safe.x + (safe.width - total) / 2;
  const middle = safe.y + safe.height / 2;
  return [
    {
      kind: 'logo',
      box: { x: left, y: middle - logoHeight / 2, width: logoWidth, height: logoHeight },
      variant,
    },
    {
      kind: 'path',
      path: new Path().rect(
        left + logoWidth + gap - 1.5 * scale,
        middle - logoHeight * 0.35,
        3 * scale,
        logoHeight * 0.7,
      ),
      fill: color,
      opacity: 0.5,
    },
    {
      kind: 'text',
      text: words,
      x: left + logoWidth + gap * 2,
      y: middle + size * 0.36,
      style: { size, weight: 'semibold' },
      color,
      opacity: 0.92,
    },
  ];
}

/** A social item's artwork. */
export function socialDoc(context: KitContext, id: SocialItemId): Doc {
  const { width, height } = mockupItem(id);
  if (width === height && id !== 'instagram-post') return profile(context, width);
  const scale = Math.max(width, height) / 1500;
  const safe = SAFE[id] ?? {
    x: width * 0.14,
    y: height * 0.2,
    width: width * 0.72,
    height: height * 0.6,
  };
  return {
    width,
    height,
    background: background(width, height, context),
    shapes: [...decoration(width, height, context), ...lockup(context, safe, scale)],
  };
}
