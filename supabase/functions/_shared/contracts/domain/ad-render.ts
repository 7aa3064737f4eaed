// The Advertising Video Generator's renderer (issue #17): one frame of an ad, drawn on any Canvas
// 2D context — the page's preview (the browser's, ~360 px wide) and Hive Local's MP4 (Skia's,
// through @napi-rs/canvas, at 1080p) run this same code, so what the user previews is what the
// video shows. Every length is a share of the frame, so both sizes look alike.
//
// An ad is a timeline of scenes (ad-timeline.ts) in one of four template styles. The background
// runs continuously under every scene (bold-sale: saturated primary with diagonal accent bands;
// elegant: a deep vignette with thin gold-like rules; minimal: a flat colour; energetic: drifting
// shapes that pop at each cut); each scene's content enters with eased, staggered motion (lines
// rising out of a mask, words popping, slow fades) and hands over to the next with the style's
// transition (a diagonal wipe, a crossfade, a slide or a zoom). Text is wrapped and shrunk to fit
// (measured with the context's own fonts) and kept inside the format's tightest platform safe
// area; `layoutAdScene` answers where every text goes, so tests can hold it to that.
//
// Pure TypeScript with no DOM types: `AdCanvasContext` names exactly the Canvas 2D members used,
// which both the browser's CanvasRenderingContext2D and @napi-rs/canvas's SKRSContext2D satisfy.
import { fontFamily, type FontFamilyId } from '../../fonts/catalogue.ts';
import {
  AD_SAFE_AREAS,
  safeAreasFor,
  type AdFormat,
  type AdScene,
  type AdSpec,
  type AdStyle,
} from '../api/ad-video.ts';
import { sceneAt } from './ad-timeline.ts';

// ---------------------------------------------------------------------------------------------
// The drawing surface.

/** Anything drawImage takes (an HTMLImageElement or ImageBitmap; @napi-rs/canvas's Image). */
export type AdImage = { readonly width: number; readonly height: number };

/** A gradient the context made. */
export interface AdGradient {
  addColorStop(offset: number, color: string): void;
}

/** What measureText answers that the layout reads. */
export type AdTextMetrics = {
  readonly width: number;
  readonly actualBoundingBoxAscent: number;
  readonly actualBoundingBoxDescent: number;
};

/**
 * The Canvas 2D members the renderer uses. `I` is the context's image type, so drawImage stays
 * typed on both sides (the browser: CanvasImageSource; Skia: its Image or Canvas).
 */
export interface AdCanvasContext<I extends AdImage = AdImage> {
  get fillStyle(): unknown;
  set fillStyle(value: string | AdGradient);
  get strokeStyle(): unknown;
  set strokeStyle(value: string | AdGradient);
  globalAlpha: number;
  lineWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'bevel' | 'miter' | 'round';
  font: string;
  letterSpacing: string;
  textAlign: 'center' | 'end' | 'left' | 'right' | 'start';
  textBaseline: 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  ellipse(
    x: number,
    y: number,
    radiusX: number,
    radiusY: number,
    rotation: number,
    startAngle: number,
    endAngle: number,
  ): void;
  rect(x: number, y: number, width: number, height: number): void;
  fill(): void;
  stroke(): void;
  clip(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): AdTextMetrics;
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): AdGradient;
  createRadialGradient(
    x0: number,
    y0: number,
    r0: number,
    x1: number,
    y1: number,
    r1: number,
  ): AdGradient;
  drawImage(image: I, dx: number, dy: number, dw: number, dh: number): void;
}

/** A product photo as drawn: cut out (transparent around the product) or a plain photo. */
export type AdProductKind = 'cutout' | 'photo';

/** The pictures an ad draws (null where a photo is missing or failed to load). */
export type AdAssets<I extends AdImage = AdImage> = {
  products: (I | null)[];
  logo: I | null;
  /** Whether each product is a cut-out or a photo (default: cut-out). */
  productKinds?: AdProductKind[];
};

/** A frame's size in pixels. */
export type AdSize = { width: number; height: number };

// ---------------------------------------------------------------------------------------------
// Fonts.

/** One face of a style: the catalogue family (its id for the files, its name for CSS) and weight. */
export type AdFontFace = { id: FontFamilyId; family: string; weight: number };

function face(id: FontFamilyId, weight: number): AdFontFace {
  const family = fontFamily(id);
  if (!family.weights.includes(weight)) throw new Error(`${id} ships no weight ${weight}`);
  return { id, family: family.family, weight };
}

/** Each style's display face (headlines, offers) and body face (brand, sublines, buttons). */
export const AD_STYLE_FONTS: Readonly<Record<AdStyle, { display: AdFontFace; body: AdFontFace }>> =
  {
    'bold-sale': { display: face('montserrat', 800), body: face('montserrat', 700) },
    elegant: { display: face('playfair-display', 400), body: face('montserrat', 400) },
    minimal: { display: face('dm-sans', 700), body: face('dm-sans', 400) },
    energetic: { display: face('poppins', 700), body: face('poppins', 600) },
  };

/** Every face an ad of `style` uses (for loading before the first frame). */
export function adFontFaces(style: AdStyle): AdFontFace[] {
  const { display, body } = AD_STYLE_FONTS[style];
  return display.id === body.id && display.weight === body.weight ? [display] : [display, body];
}

function fontString(fontFace: AdFontFace, size: number): string {
  const generic = fontFamily(fontFace.id).category === 'serif' ? 'serif' : 'sans-serif';
  return `${fontFace.weight} ${Math.max(1, Math.round(size * 10) / 10)}px "${fontFace.family}", ${generic}`;
}

// ---------------------------------------------------------------------------------------------
// Colour.

type Rgb = readonly [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 17, 20];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return INK;
  const value = parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function css(colour: Rgb, alpha = 1): string {
  const [r, g, b] = colour.map((channel) => Math.round(Math.min(255, Math.max(0, channel))));
  return alpha >= 1
    ? `rgb(${r},${g},${b})`
    : `rgba(${r},${g},${b},${Math.max(0, alpha).toFixed(3)})`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `preferred` when it reads on `background` (contrast ≥ 3), else white or ink, whichever reads. */
function readable(background: Rgb, preferred: Rgb, minimum = 3): Rgb {
  if (contrast(background, preferred) >= minimum) return preferred;
  return contrast(background, WHITE) >= contrast(background, INK) ? WHITE : INK;
}

/** The colours a style paints with, from the ad's four. */
type Palette = {
  background: Rgb;
  /** The background's gradient partner (vignette edge). */
  deep: Rgb;
  text: Rgb;
  primary: Rgb;
  accent: Rgb;
  /** Text on the accent (badges, buttons, bursts). */
  onAccent: Rgb;
  /** Text on the primary. */
  onPrimary: Rgb;
  /** Fills of cards and placeholders. */
  card: Rgb;
};

function paletteOf(ad: AdSpec): Palette {
  const colours = {
    background: parseHex(ad.colours.background),
    primary: parseHex(ad.colours.primary),
    accent: parseHex(ad.colours.accent),
    text: parseHex(ad.colours.text),
  };
  let background = colours.background;
  if (ad.style === 'bold-sale') background = colours.primary;
  if (ad.style === 'elegant' && luminance(background) > 0.12)
    // Elegant wants depth: a light background becomes a deep shade of the brand's colour.
    background = mix(colours.primary, INK, 0.72);
  let accent = colours.accent;
  // On bold-sale the accent bands sit on the primary: keep them apart.
  if (ad.style === 'bold-sale' && contrast(accent, background) < 1.4)
    accent = luminance(background) > 0.4 ? INK : WHITE;
  const text = readable(background, colours.text, 4);
  return {
    background,
    deep: mix(background, INK, 0.35),
    text,
    primary: colours.primary,
    accent,
    onAccent: readable(accent, ad.style === 'bold-sale' ? colours.primary : colours.text, 4),
    onPrimary: readable(colours.primary, colours.text, 4),
    card: mix(background, text, 0.08),
  };
}

// ---------------------------------------------------------------------------------------------
// Motion.

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const easeOutCubic = (t: number) => 1 - (1 - clamp01(t)) ** 3;
const easeInOutCubic = (t: number) => {
  const x = clamp01(t);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
};
const easeOutBack = (t: number) => {
  const x = clamp01(t);
  const c1 = 1.70158;
  return 1 + (c1 + 1) * (x - 1) ** 3 + c1 * (x - 1) ** 2;
};
const easeOutExpo = (t: number) => {
  const x = clamp01(t);
  return x >= 1 ? 1 : 1 - 2 ** (-10 * x);
};
/** How far a move that starts at `delay` and lasts `duration` is at `time` (0–1, linear). */
const phase = (time: number, delay: number, duration: number) =>
  clamp01((time - delay) / Math.max(1e-6, duration));

type Transition = 'wipe' | 'crossfade' | 'slide' | 'zoom';

/** How a style moves: its entrance timings and its transition between scenes. */
type Motion = {
  transition: Transition;
  /** The transition's length in seconds (centred on the cut). */
  transitionSeconds: number;
  /** One text line's (or word's) entrance, seconds. */
  enter: number;
  /** Between consecutive lines (words), seconds. */
  stagger: number;
  /** How far a line rises as it enters, in units (a hundredth of the short side). */
  rise: number;
};

const MOTION: Record<AdStyle, Motion> = {
  'bold-sale': { transition: 'wipe', transitionSeconds: 0.45, enter: 0.45, stagger: 0.09, rise: 0 },
  elegant: { transition: 'crossfade', transitionSeconds: 0.5, enter: 0.9, stagger: 0.16, rise: 2 },
  minimal: { transition: 'slide', transitionSeconds: 0.4, enter: 0.55, stagger: 0.1, rise: 3.5 },
  energetic: { transition: 'zoom', transitionSeconds: 0.3, enter: 0.34, stagger: 0.055, rise: 0 },
};

// ---------------------------------------------------------------------------------------------
// Layout.

/** A rectangle in pixels. */
export type AdBox = { x: number; y: number; width: number; height: number };

/** What a block of text says. */
export type AdTextRole = 'brand' | 'headline' | 'subline' | 'feature' | 'offer' | 'cta';

/** A block of text as laid out: its lines, its font and where it sits. */
export type AdTextBlock = {
  role: AdTextRole;
  lines: string[];
  /** Each line's measured width. */
  widths: number[];
  /** The CSS font string and its size in pixels. */
  font: string;
  size: number;
  /** Baseline-to-baseline distance. */
  lineHeight: number;
  /** Letter spacing in pixels (tracked capitals). */
  tracking: number;
  align: 'left' | 'center';
  /** The block's bounds: its widest line across, its lines down. */
  box: AdBox;
  /** The distance from a line's top to its baseline. */
  baseline: number;
};

/** Where a scene's parts go. */
export type AdSceneLayout = {
  kind: AdScene['kind'];
  /** The tightest platform safe area of the format (texts stay inside it). */
  safe: AdBox;
  texts: AdTextBlock[];
  /** Where the product is fitted (it may reach beyond the safe area), and which one. */
  product: { box: AdBox; index: number } | null;
  /** The logo's plate on the end card. */
  logo: AdBox | null;
  /** The shape behind a text: the feature's pill, the end card's button, the offer's badge. */
  badge: { role: AdTextRole; box: AdBox } | null;
};

type Shape = 'portrait' | 'square' | 'landscape';

function shapeOf(format: AdFormat): Shape {
  return format === '9:16' ? 'portrait' : format === '16:9' ? 'landscape' : 'square';
}

/**
 * The safe zone of a format at a size: the tightest margin of every platform the format goes to
 * on each side, with left and right made equal so centred text sits on the frame's centre.
 */
export function adSafeZone(format: AdFormat, size: AdSize): AdBox {
  const areas = safeAreasFor(format).map((name) => AD_SAFE_AREAS[name]);
  const top = Math.max(...areas.map((area) => area.top));
  const bottom = Math.max(...areas.map((area) => area.bottom));
  const side = Math.max(...areas.map((area) => Math.max(area.left, area.right)));
  return {
    x: side * size.width,
    y: top * size.height,
    width: (1 - 2 * side) * size.width,
    height: (1 - top - bottom) * size.height,
  };
}

/** A text to fit: its face, the largest and smallest size (units), lines and line spacing. */
type TextSpec = {
  role: AdTextRole;
  text: string;
  face: AdFontFace;
  maxSize: number;
  minSize: number;
  maxLines: number;
  leading: number;
  /** Letter spacing as a share of the size. */
  tracking?: number;
  upper?: boolean;
  /** Shrink (to 72 % of the largest size) before breaking into a second line: pills, buttons. */
  oneLine?: boolean;
};

function setFont(ctx: Ctx, font: string, tracking: number): void {
  ctx.font = font;
  ctx.letterSpacing = `${Math.round(tracking * 100) / 100}px`;
}

/** Splits `text` into lines no wider than `width` (greedy by words; a long word is cut). */
function wrap(ctx: Ctx, text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || ctx.measureText(candidate).width <= width) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Wraps into as many lines as the greedy wrap needs, but balanced: the narrowest width that still
 * gives that many lines (no orphaned last word), as CSS's `text-wrap: balance` does.
 */
function wrapBalanced(ctx: Ctx, text: string, width: number): string[] {
  const greedy = wrap(ctx, text, width);
  if (greedy.length < 2) return greedy;
  let low = width / greedy.length;
  let high = width;
  let best = greedy;
  for (let step = 0; step < 7; step += 1) {
    const middle = (low + high) / 2;
    const lines = wrap(ctx, text, middle);
    if (
      lines.length <= greedy.length &&
      lines.every((line) => ctx.measureText(line).width <= width)
    ) {
      best = lines;
      high = middle;
    } else low = middle;
  }
  return best;
}

/** Cuts a line to `width`, ending it with an ellipsis. */
function shorten(ctx: Ctx, line: string, width: number): string {
  if (ctx.measureText(line).width <= width) return line;
  let cut = line;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Fits a text into `width` × `height`: the largest size (stepping down 6 % at a time) whose
 * wrapped lines fit; at the smallest size the last line is shortened with an ellipsis.
 */
function fitText(
  ctx: Ctx,
  spec: TextSpec,
  unit: number,
  width: number,
  height: number,
): Omit<AdTextBlock, 'align' | 'box'> & { blockWidth: number; blockHeight: number } {
  if (spec.oneLine && spec.maxLines > 1) {
    const single = fitText(
      ctx,
      {
        ...spec,
        maxLines: 1,
        minSize: Math.max(spec.minSize, spec.maxSize * 0.72),
        oneLine: false,
      },
      unit,
      width,
      height,
    );
    if (single.lines.length === 1 && !single.lines[0]!.endsWith('…')) return single;
  }
  const text = spec.upper ? spec.text.toLocaleUpperCase() : spec.text;
  let size = spec.maxSize * unit;
  const smallest = spec.minSize * unit;
  for (;;) {
    const tracking = (spec.tracking ?? 0) * size;
    setFont(ctx, fontString(spec.face, size), tracking);
    const lineHeight = size * spec.leading;
    let lines = wrapBalanced(ctx, text, width);
    let widths = lines.map((line) => ctx.measureText(line).width);
    const fits =
      lines.length <= spec.maxLines &&
      widths.every((value) => value <= width) &&
      lines.length * lineHeight <= height + 0.01;
    const last = size <= smallest + 1e-6;
    if (fits || last) {
      if (!fits) {
        const rows = Math.max(1, Math.min(spec.maxLines, Math.floor(height / lineHeight)));
        const kept = lines.slice(0, rows);
        if (lines.length > rows)
          kept[rows - 1] = `${kept[rows - 1]} ${lines.slice(rows).join(' ')}`;
        lines = kept.map((line) => shorten(ctx, line, width));
        widths = lines.map((line) => ctx.measureText(line).width);
      }
      const metrics = ctx.measureText('H');
      const cap =
        metrics.actualBoundingBoxAscent > 0 ? metrics.actualBoundingBoxAscent : size * 0.7;
      return {
        role: spec.role,
        lines,
        widths,
        font: fontString(spec.face, size),
        size,
        lineHeight,
        tracking,
        // The cap height centred in the line box.
        baseline: (lineHeight + cap) / 2,
        blockWidth: Math.max(0, ...widths),
        blockHeight: lines.length * lineHeight,
      };
    }
    size = Math.max(smallest, size * 0.94);
  }
}

/** Fits a text into a slot and places it (centred vertically, aligned across). */
function place(
  ctx: Ctx,
  spec: TextSpec,
  unit: number,
  slot: AdBox,
  align: 'left' | 'center',
): AdTextBlock {
  const fitted = fitText(ctx, spec, unit, slot.width, slot.height);
  const { blockWidth, blockHeight, ...rest } = fitted;
  const x = align === 'center' ? slot.x + (slot.width - blockWidth) / 2 : slot.x;
  const y = slot.y + (slot.height - blockHeight) / 2;
  return { ...rest, align, box: { x, y, width: blockWidth, height: blockHeight } };
}

const inset = (box: AdBox, dx: number, dy: number): AdBox => ({
  x: box.x + dx,
  y: box.y + dy,
  width: Math.max(1, box.width - 2 * dx),
  height: Math.max(1, box.height - 2 * dy),
});

/** Stacks slots down a column: each share is of the column's height. */
function stack(column: AdBox, shares: number[]): AdBox[] {
  const total = shares.reduce((sum, share) => sum + share, 0) || 1;
  let y = column.y;
  return shares.map((share) => {
    const height = (share / total) * column.height;
    const slot = { x: column.x, y, width: column.width, height };
    y += height;
    return slot;
  });
}

/** Pill and button padding, in units. */
const PILL = { padX: 3.4, padY: 1.9, icon: 4.2 };

/**
 * Where every part of scene `index` goes at `size`: the text blocks (fitted with the context's
 * fonts), the product's box, the logo's plate and the badge behind a text. Texts always fall
 * inside `safe`.
 */
export function layoutAdScene<I extends AdImage>(
  ctx: AdCanvasContext<I>,
  ad: AdSpec,
  index: number,
  size: AdSize,
): AdSceneLayout {
  const scene = ad.scenes[Math.min(ad.scenes.length - 1, Math.max(0, index))]!;
  const surface = ctx;
  const shape = shapeOf(ad.format);
  const unit = Math.min(size.width, size.height) / 100;
  const safe = adSafeZone(ad.format, size);
  const fonts = AD_STYLE_FONTS[ad.style];
  const style = ad.style;
  // Slanted (energetic) text leans out of its box: keep a margin for it.
  const lean = style === 'energetic' ? 0.06 * safe.width : 0;
  const area = inset(safe, lean, 0);
  const upperDisplay = style === 'bold-sale' || style === 'energetic';
  const align: 'left' | 'center' = shape === 'landscape' ? 'left' : 'center';
  const texts: AdTextBlock[] = [];
  let product: AdSceneLayout['product'] = null;
  let logo: AdBox | null = null;
  let badge: AdSceneLayout['badge'] = null;
  // Text sizes by shape: a square has less height to share, a landscape column more width.
  const scale = shape === 'square' ? 0.86 : shape === 'landscape' ? 1.15 : 1;
  const brandSpec = (text: string): TextSpec => ({
    role: 'brand',
    text,
    face: fonts.body,
    maxSize: 3.6 * scale,
    minSize: 2.2,
    maxLines: 1,
    leading: 1.3,
    tracking: style === 'elegant' ? 0.32 : 0.2,
    upper: true,
  });
  const headlineSpec = (text: string, maxSize: number): TextSpec => ({
    role: 'headline',
    text,
    face: fonts.display,
    maxSize: maxSize * scale,
    minSize: 4,
    maxLines: 4,
    leading: style === 'elegant' ? 1.12 : 1.02,
    tracking: style === 'bold-sale' ? -0.01 : 0,
    upper: upperDisplay,
  });
  const sublineSpec = (text: string): TextSpec => ({
    role: 'subline',
    text,
    face: fonts.body,
    maxSize: 5.4 * scale,
    minSize: 2.6,
    maxLines: 3,
    leading: 1.3,
  });
  const add = (spec: TextSpec, slot: AdBox, how: 'left' | 'center' = align) => {
    if (!spec.text.trim()) return null;
    const block = place(surface, spec, unit, slot, how);
    texts.push(block);
    return block;
  };
  const productIndex = Math.max(0, scene.product);
  // Landscape: text in the left column, the product on the right.
  const left: AdBox = { ...inset(area, area.width * 0.02, 0), width: area.width * 0.46 };
  const rightProduct: AdBox = {
    x: size.width * 0.5,
    y: safe.y + safe.height * 0.02,
    width: size.width * 0.44,
    height: safe.height * 0.96,
  };

  switch (scene.kind) {
    case 'intro': {
      const headline = scene.text || ad.headline;
      const column = shape === 'landscape' ? inset(area, area.width * 0.08, 0) : area;
      const [, brandSlot, headlineSlot] = stack(column, [0.14, 0.1, 0.58, 0.18]);
      add(brandSpec(ad.brandName), brandSlot!, 'center');
      add(headlineSpec(headline, shape === 'landscape' ? 11 : 13.5), headlineSlot!, 'center');
      break;
    }
    case 'reveal': {
      if (shape === 'landscape') {
        const [, brandSlot, textSlot] = stack(left, [0.22, 0.1, 0.46, 0.22]);
        add(brandSpec(ad.brandName), brandSlot!);
        add({ ...sublineSpec(scene.text), maxSize: 5.6, maxLines: 4 }, textSlot!);
        product = { box: rightProduct, index: productIndex };
        break;
      }
      const hasText = scene.text.trim() !== '';
      const [productSlot, , textSlot] = stack(area, hasText ? [0.7, 0.03, 0.27] : [1, 0, 0]);
      product = {
        box: {
          x: size.width * 0.08,
          y: productSlot!.y,
          width: size.width * 0.84,
          height: productSlot!.height,
        },
        index: productIndex,
      };
      if (hasText) add(sublineSpec(scene.text), textSlot!);
      break;
    }
    case 'feature': {
      const pillSpec: TextSpec = {
        role: 'feature',
        text: scene.text,
        face: style === 'elegant' ? fonts.display : fonts.body,
        maxSize: (shape === 'landscape' ? 6 : 6.4) * scale,
        minSize: 2.8,
        maxLines: 2,
        leading: 1.18,
        oneLine: true,
      };
      const pillRoom = (slot: AdBox): AdBox => ({
        ...slot,
        x: slot.x + (PILL.padX + PILL.icon) * unit,
        width: slot.width - (2 * PILL.padX + PILL.icon) * unit,
        y: slot.y + PILL.padY * unit,
        height: slot.height - 2 * PILL.padY * unit,
      });
      let slot: AdBox;
      if (shape === 'landscape') {
        slot = stack(left, [0.3, 0.4, 0.3])[1]!;
        product = { box: rightProduct, index: productIndex };
      } else {
        const [productSlot, pillSlot] = stack(area, [0.66, 0.26, 0.08]);
        product = {
          box: {
            x: size.width * 0.12,
            y: productSlot!.y,
            width: size.width * 0.76,
            height: productSlot!.height,
          },
          index: productIndex,
        };
        slot = pillSlot!;
      }
      const block = add(pillSpec, pillRoom(slot), 'left');
      if (block) {
        // The pill hugs its text: centred in portrait and square, at the column's left in landscape.
        const width = block.box.width + (2 * PILL.padX + PILL.icon) * unit;
        const height = block.box.height + 2 * PILL.padY * unit;
        const x = shape === 'landscape' ? slot.x : slot.x + (slot.width - width) / 2;
        const y = slot.y + (slot.height - height) / 2;
        block.box.x = x + (PILL.padX + PILL.icon) * unit;
        block.box.y = y + PILL.padY * unit;
        badge = { role: 'feature', box: { x, y, width, height } };
      }
      break;
    }
    case 'offer': {
      const offerText = scene.text || ad.offer || ad.headline;
      const badgeShape = style === 'bold-sale' || style === 'energetic';
      let offerSlot: AdBox;
      if (shape === 'landscape') {
        offerSlot = inset(left, 0, left.height * 0.12);
        product = { box: rightProduct, index: productIndex };
      } else {
        const [top, productSlot] = stack(area, [0.5, 0.5]);
        offerSlot = top!;
        product = {
          box: {
            x: size.width * 0.2,
            y: productSlot!.y + productSlot!.height * 0.04,
            width: size.width * 0.6,
            height: productSlot!.height * 0.96,
          },
          index: productIndex,
        };
      }
      let room = offerSlot;
      if (badgeShape) {
        // A burst (bold-sale) or a tag (energetic): the text fits in its middle.
        const radius = Math.min(offerSlot.width / 2, offerSlot.height / 2) * 0.96;
        const cx = shape === 'landscape' ? offerSlot.x + radius : offerSlot.x + offerSlot.width / 2;
        const cy = offerSlot.y + offerSlot.height / 2;
        badge = {
          role: 'offer',
          box: { x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius },
        };
        // The tag's hole is at its left: its words sit a little right of its middle.
        const across = style === 'bold-sale' ? radius * 1.3 : radius * 1.36;
        const down = style === 'bold-sale' ? radius * 0.95 : radius * 0.84;
        const shift = style === 'bold-sale' ? 0 : radius * 0.12;
        room = { x: cx - across / 2 + shift, y: cy - down / 2, width: across, height: down };
      } else room = inset(offerSlot, 0, offerSlot.height * 0.18);
      add(
        {
          role: 'offer',
          text: offerText,
          face: fonts.display,
          maxSize: (badgeShape ? 13 : 14) * scale,
          minSize: 3.6,
          maxLines: 3,
          leading: style === 'elegant' ? 1.1 : 0.98,
          upper: upperDisplay,
        },
        room,
        badgeShape ? 'center' : align,
      );
      break;
    }
    case 'end': {
      const title = ad.brandName || ad.headline;
      const ctaSpec: TextSpec = {
        role: 'cta',
        text: scene.text || ad.cta,
        face: style === 'elegant' ? fonts.body : fonts.display,
        maxSize: 4.6 * scale,
        minSize: 2.8,
        maxLines: 1,
        leading: 1.2,
        tracking: style === 'elegant' ? 0.18 : 0.02,
        upper: style !== 'minimal',
      };
      const column = shape === 'landscape' ? left : area;
      const shares = shape === 'landscape' ? [0.24, 0.2, 0.2, 0.18] : [0.2, 0.16, 0.16, 0.16];
      if (shape !== 'landscape') shares.splice(2, 0, 0.32);
      const slots = stack(column, shares);
      const [logoSlot, titleSlot] = slots;
      const buttonSlot = slots[shape === 'landscape' ? 2 : 3]!;
      const sublineSlot = slots[shape === 'landscape' ? 3 : 4]!;
      if (shape !== 'landscape')
        product = {
          box: { x: size.width * 0.25, ...pick(slots[2]!), width: size.width * 0.5 },
          index: productIndex,
        };
      else product = { box: rightProduct, index: productIndex };
      const plate = logoSlot!.height * 0.84;
      // Without a logo, the brand's name takes its place.
      const titleSlotUsed = ad.brandName
        ? titleSlot!
        : { ...logoSlot!, height: logoSlot!.height + titleSlot!.height };
      logo = {
        x: align === 'center' ? logoSlot!.x + (logoSlot!.width - plate) / 2 : logoSlot!.x,
        y: logoSlot!.y + (logoSlot!.height - plate) / 2,
        width: plate,
        height: plate,
      };
      add(
        {
          role: 'brand',
          text: title,
          face: fonts.display,
          maxSize: 8 * scale,
          minSize: 3.4,
          maxLines: 2,
          leading: 1.05,
          upper: upperDisplay,
        },
        titleSlotUsed,
      );
      const room = inset(buttonSlot, PILL.padX * unit, PILL.padY * unit);
      const block = add(ctaSpec, room, align);
      if (block) {
        const width = block.box.width + 2 * PILL.padX * 1.4 * unit + 3 * unit;
        const height = block.box.height + 2 * PILL.padY * unit;
        const x = align === 'center' ? buttonSlot.x + (buttonSlot.width - width) / 2 : buttonSlot.x;
        const y = buttonSlot.y + (buttonSlot.height - height) / 2;
        block.box.x = x + PILL.padX * 1.4 * unit;
        block.box.y = y + PILL.padY * unit;
        badge = { role: 'cta', box: { x, y, width, height } };
      }
      add({ ...sublineSpec(ad.subline), maxSize: 3.8 * scale, maxLines: 2 }, sublineSlot);
      break;
    }
  }
  return { kind: scene.kind, safe, texts, product, logo, badge };
}

function pick(box: AdBox): { y: number; height: number } {
  return { y: box.y, height: box.height };
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers.

type Ctx = AdCanvasContext<AdImage>;

function roundedRect(ctx: Ctx, box: AdBox, radius: number): void {
  const r = Math.max(0, Math.min(radius, box.width / 2, box.height / 2));
  const { x, y, width: w, height: h } = box;
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.lineTo(x + w - r, y);
  ctx.quadraticCurveTo(x + w, y, x + w, y + r);
  ctx.lineTo(x + w, y + h - r);
  ctx.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  ctx.lineTo(x + r, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - r);
  ctx.lineTo(x, y + r);
  ctx.quadraticCurveTo(x, y, x + r, y);
  ctx.closePath();
}

function polygon(ctx: Ctx, points: [number, number][]): void {
  ctx.beginPath();
  points.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** Scales the drawing about a point. */
function scaleAbout(ctx: Ctx, x: number, y: number, factor: number): void {
  ctx.translate(x, y);
  ctx.scale(factor, factor);
  ctx.translate(-x, -y);
}

/** A frame being drawn: everything the painters share. */
type Frame = {
  ctx: Ctx;
  ad: AdSpec;
  assets: AdAssets;
  size: AdSize;
  unit: number;
  palette: Palette;
  motion: Motion;
  /** Seconds into the ad. */
  time: number;
};

// ---------------------------------------------------------------------------------------------
// Backgrounds (continuous under every scene).

function drawBackground(frame: Frame, cutAge: number): void {
  const { ctx, size, palette, ad } = frame;
  const { width: w, height: h } = size;
  const d = Math.hypot(w, h);
  const glow = ctx.createRadialGradient(w * 0.5, h * 0.42, 0, w * 0.5, h * 0.5, d * 0.62);
  switch (ad.style) {
    case 'bold-sale': {
      glow.addColorStop(0, css(mix(palette.background, WHITE, 0.1)));
      glow.addColorStop(1, css(mix(palette.background, INK, 0.22)));
      ctx.fillStyle = glow;
      ctx.fillRect(0, 0, w, h);
      drawSaleBands(frame);
      break;
    }
    case 'elegant': {
      glow.addColorStop(0, css(mix(palette.background, WHITE, 0.07)));
      glow.addColorStop(1, css(mix(palette.background, INK, 0.45)));
      ctx.fillStyle = glow;
      ctx.fillRect(0, 0, w, h);
      drawElegantFrame(frame);
      break;
    }
    case 'minimal': {
      ctx.fillStyle = css(palette.background);
      ctx.fillRect(0, 0, w, h);
      break;
    }
    case 'energetic': {
      ctx.fillStyle = css(palette.background);
      ctx.fillRect(0, 0, w, h);
      drawEnergeticShapes(frame, cutAge);
      break;
    }
  }
}

/** Bold-sale: diagonal accent bands across two corners and a dot grid, drifting slowly. */
function drawSaleBands(frame: Frame): void {
  const { ctx, size, palette, time, unit } = frame;
  const { width: w, height: h } = size;
  const d = Math.hypot(w, h);
  const drift = Math.sin(time * 0.6) * unit * 1.2 + time * unit * 0.6;
  ctx.save();
  ctx.translate(w / 2, h / 2);
  ctx.rotate(-0.36);
  const bands: [number, number, Rgb, number][] = [
    // offset from the centre (share of the diagonal), thickness (units), colour, alpha
    [-0.47, 16, palette.accent, 1],
    [-0.37, 3, palette.accent, 1],
    [-0.31, 9, mix(palette.background, INK, 0.3), 0.55],
    [0.38, 14, mix(palette.background, INK, 0.3), 0.55],
    [0.45, 18, palette.accent, 1],
  ];
  for (const [offset, thickness, colour, alpha] of bands) {
    ctx.fillStyle = css(colour, alpha);
    const sign = offset < 0 ? 1 : -1;
    ctx.fillRect(-d, offset * d + sign * drift - (thickness * unit) / 2, 2 * d, thickness * unit);
  }
  ctx.restore();
  // A halftone of dots in the top right.
  ctx.fillStyle = css(mix(palette.background, WHITE, 0.5), 0.22);
  const step = unit * 3.2;
  for (let row = 0; row < 5; row += 1)
    for (let column = 0; column < 5 - row; column += 1) {
      ctx.beginPath();
      ctx.arc(w - step * (column + 1.2), step * (row + 1.2), unit * 0.55, 0, Math.PI * 2);
      ctx.fill();
    }
}

/** Elegant: a thin inset frame with small diamonds at the corners and a slow light sweep. */
function drawElegantFrame(frame: Frame): void {
  const { ctx, size, palette, time, unit } = frame;
  const { width: w, height: h } = size;
  // A soft band of light crossing slowly.
  const sweep = ((time * 0.08) % 1.6) - 0.3;
  const light = ctx.createLinearGradient(w * (sweep - 0.3), 0, w * (sweep + 0.3), h);
  light.addColorStop(0, css(WHITE, 0));
  light.addColorStop(0.5, css(WHITE, 0.045));
  light.addColorStop(1, css(WHITE, 0));
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, w, h);
  const margin = unit * 3.2;
  ctx.strokeStyle = css(palette.accent, 0.75);
  ctx.lineWidth = Math.max(1, unit * 0.2);
  ctx.beginPath();
  ctx.rect(margin, margin, w - 2 * margin, h - 2 * margin);
  ctx.stroke();
  ctx.lineWidth = Math.max(0.5, unit * 0.1);
  ctx.strokeStyle = css(palette.accent, 0.4);
  ctx.beginPath();
  ctx.rect(margin + unit, margin + unit, w - 2 * margin - 2 * unit, h - 2 * margin - 2 * unit);
  ctx.stroke();
  ctx.fillStyle = css(palette.accent, 0.9);
  for (const [x, y] of [
    [margin, margin],
    [w - margin, margin],
    [margin, h - margin],
    [w - margin, h - margin],
  ] as const) {
    const r = unit * 0.9;
    polygon(ctx, [
      [x, y - r],
      [x + r, y],
      [x, y + r],
      [x - r, y],
    ]);
    ctx.fill();
  }
}

type Sprite = {
  kind: 'circle' | 'ring' | 'triangle' | 'zigzag' | 'plus' | 'dots';
  x: number;
  y: number;
  size: number;
  colour: 'primary' | 'accent' | 'text';
  spin: number;
  drift: number;
  phase: number;
};

/** Energetic: shapes near the edges (the middle stays clear for the words). */
const SPRITES: Sprite[] = [
  { kind: 'circle', x: 0.04, y: 0.06, size: 16, colour: 'primary', spin: 0, drift: 2, phase: 0 },
  { kind: 'ring', x: 0.93, y: 0.1, size: 8, colour: 'accent', spin: 0, drift: 2.5, phase: 1 },
  { kind: 'plus', x: 0.78, y: 0.04, size: 4.5, colour: 'text', spin: 0.8, drift: 1.5, phase: 4 },
  { kind: 'dots', x: 0.05, y: 0.3, size: 7, colour: 'primary', spin: 0, drift: 1.2, phase: 5 },
  { kind: 'zigzag', x: 0.1, y: 0.95, size: 11, colour: 'accent', spin: 0.2, drift: 2, phase: 2 },
  { kind: 'triangle', x: 0.95, y: 0.66, size: 6, colour: 'primary', spin: 0.5, drift: 2, phase: 3 },
  { kind: 'circle', x: 0.98, y: 0.98, size: 22, colour: 'accent', spin: 0, drift: 1.5, phase: 6 },
  { kind: 'ring', x: 0.3, y: 0.97, size: 4, colour: 'text', spin: 0, drift: 2, phase: 7 },
  {
    kind: 'triangle',
    x: 0.04,
    y: 0.74,
    size: 4.5,
    colour: 'text',
    spin: -0.6,
    drift: 1.5,
    phase: 8,
  },
];

function drawEnergeticShapes(frame: Frame, cutAge: number): void {
  const { ctx, size, palette, time, unit } = frame;
  const { width: w, height: h } = size;
  // A slanted block of the primary behind everything, kicking over at each cut.
  const kick = easeOutBack(phase(cutAge, 0, 0.4));
  ctx.save();
  ctx.translate(w / 2, h / 2);
  ctx.rotate(-0.2 + 0.05 * (1 - kick));
  ctx.fillStyle = css(mix(palette.primary, palette.background, 0.82));
  const band = Math.min(w, h) * 0.42;
  ctx.fillRect(-w, -band / 2, 2 * w, band);
  ctx.restore();
  // Each cut pops the shapes: a quick overshoot that settles.
  const pop = 1 + 0.35 * Math.exp(-cutAge * 9) * Math.sin(Math.min(cutAge, 0.6) * 18);
  for (const sprite of SPRITES) {
    const colour =
      sprite.colour === 'primary'
        ? palette.primary
        : sprite.colour === 'accent'
          ? palette.accent
          : mix(palette.text, palette.background, 0.3);
    const x = sprite.x * w + Math.sin(time * 1.3 + sprite.phase) * sprite.drift * unit;
    const y = sprite.y * h + Math.cos(time * 1.1 + sprite.phase) * sprite.drift * unit;
    const r = (sprite.size * unit * pop) / 2;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(sprite.phase + time * sprite.spin * 2);
    ctx.fillStyle = css(colour);
    ctx.strokeStyle = css(colour);
    ctx.lineWidth = unit * 1.1;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    switch (sprite.kind) {
      case 'circle':
        ctx.beginPath();
        ctx.arc(0, 0, r, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 'ring':
        ctx.beginPath();
        ctx.arc(0, 0, r, 0, Math.PI * 2);
        ctx.stroke();
        break;
      case 'triangle':
        polygon(ctx, [
          [0, -r],
          [r * 0.87, r * 0.5],
          [-r * 0.87, r * 0.5],
        ]);
        ctx.fill();
        break;
      case 'zigzag':
        ctx.beginPath();
        for (let step = 0; step <= 4; step += 1)
          ctx.lineTo(-r + (step * r) / 2, step % 2 === 0 ? -r * 0.25 : r * 0.25);
        ctx.stroke();
        break;
      case 'plus':
        ctx.fillRect(-r, -r * 0.22, 2 * r, r * 0.44);
        ctx.fillRect(-r * 0.22, -r, r * 0.44, 2 * r);
        break;
      case 'dots':
        for (let row = 0; row < 3; row += 1)
          for (let column = 0; column < 3; column += 1) {
            ctx.beginPath();
            ctx.arc(-r + column * r, -r + row * r, unit * 0.5, 0, Math.PI * 2);
            ctx.fill();
          }
        break;
    }
    ctx.restore();
  }
}

// ---------------------------------------------------------------------------------------------
// Scene content.

/** Draws a text block as its entrance has it at `clock` seconds (staggered after `delay`). */
function drawText(frame: Frame, block: AdTextBlock, colour: Rgb, clock: number, delay: number) {
  const { ctx, motion, ad, unit } = frame;
  setFont(ctx, block.font, block.tracking);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = css(colour);
  const { box } = block;
  const slant = ad.style === 'energetic' && block.role !== 'brand';
  ctx.save();
  if (slant) {
    // Energetic words lean forward and tilt up.
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    ctx.translate(cx, cy);
    ctx.rotate(-0.06);
    ctx.transform(1, 0, -0.14, 1, 0, 0);
    ctx.translate(-cx, -cy);
  }
  let word = 0;
  block.lines.forEach((line, index) => {
    const lineWidth = block.widths[index]!;
    const x = block.align === 'center' ? box.x + (box.width - lineWidth) / 2 : box.x;
    const top = box.y + index * block.lineHeight;
    const baseline = top + block.baseline;
    const start = delay + index * motion.stagger;
    switch (ad.style) {
      case 'bold-sale': {
        // Each line rises out of a mask.
        const p = easeOutCubic(phase(clock, start, motion.enter));
        if (p <= 0) return;
        ctx.save();
        ctx.beginPath();
        ctx.rect(
          x - unit * 2,
          top - block.lineHeight * 0.2,
          lineWidth + unit * 4,
          block.lineHeight * 1.25,
        );
        ctx.clip();
        ctx.fillText(line, x, baseline + (1 - p) * block.lineHeight * 1.1);
        ctx.restore();
        return;
      }
      case 'energetic': {
        // Word by word, each popping from small with an overshoot.
        let cursor = x;
        // Skia measures a lone space as nothing: take it from between two letters.
        const space = ctx.measureText('n n').width - ctx.measureText('nn').width;
        for (const part of line.split(' ')) {
          const width = ctx.measureText(part).width;
          const p = phase(clock, delay + word * motion.stagger, motion.enter);
          word += 1;
          if (p > 0) {
            const s = 0.35 + 0.65 * easeOutBack(p);
            ctx.save();
            ctx.globalAlpha *= clamp01(p * 3);
            scaleAbout(ctx, cursor + width / 2, top + block.lineHeight / 2, s);
            ctx.fillText(part, cursor, baseline);
            ctx.restore();
          }
          cursor += width + space;
        }
        return;
      }
      default: {
        // Elegant and minimal: a fade as the line rises into place.
        const p = easeOutCubic(phase(clock, start, motion.enter));
        if (p <= 0) return;
        ctx.save();
        ctx.globalAlpha *= p;
        ctx.fillText(line, x, baseline + (1 - p) * motion.rise * unit);
        ctx.restore();
      }
    }
  });
  ctx.restore();
}

/** Fits an image's aspect into a box (contain), anchored at the box's bottom or centre. */
function contain(image: AdImage, box: AdBox, anchor: 'bottom' | 'center'): AdBox {
  const scale = Math.min(
    box.width / Math.max(1, image.width),
    box.height / Math.max(1, image.height),
  );
  const width = image.width * scale;
  const height = image.height * scale;
  return {
    x: box.x + (box.width - width) / 2,
    y: anchor === 'bottom' ? box.y + box.height - height : box.y + (box.height - height) / 2,
    width,
    height,
  };
}

/** The soft shadow a cut-out casts on the floor. */
function floorShadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, alpha: number) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(1, ry / Math.max(1, rx));
  const shadow = ctx.createRadialGradient(0, 0, 0, 0, 0, rx);
  shadow.addColorStop(0, css(INK, 0.42 * alpha));
  shadow.addColorStop(0.55, css(INK, 0.16 * alpha));
  shadow.addColorStop(1, css(INK, 0));
  ctx.fillStyle = shadow;
  ctx.fillRect(-rx, -rx, 2 * rx, 2 * rx);
  ctx.restore();
}

/** A card for a missing product: a light tile with a drawn parcel in the brand's colour. */
function drawPlaceholder(frame: Frame, box: AdBox): void {
  const { ctx, palette, unit } = frame;
  const side = Math.min(box.width, box.height) * 0.8;
  const card = {
    x: box.x + (box.width - side) / 2,
    y: box.y + (box.height - side) / 2,
    width: side,
    height: side,
  };
  const tint = mix(WHITE, palette.background, 0.06);
  const fill = ctx.createLinearGradient(card.x, card.y, card.x, card.y + side);
  fill.addColorStop(0, css(tint));
  fill.addColorStop(1, css(mix(tint, palette.primary, 0.1)));
  ctx.save();
  ctx.shadowColor = css(INK, 0.28);
  ctx.shadowBlur = unit * 5;
  ctx.shadowOffsetY = unit * 2;
  roundedRect(ctx, card, side * 0.08);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.restore();
  // A parcel: its front, its sides and its lid, in lines.
  const s = side * 0.3;
  const cx = card.x + side / 2;
  const cy = card.y + side / 2 - s * 0.1;
  ctx.save();
  ctx.strokeStyle = css(readable(tint, palette.primary, 2.5), 0.75);
  ctx.lineWidth = Math.max(1, side * 0.018);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  polygon(ctx, [
    [cx, cy - s * 0.55],
    [cx + s * 0.6, cy - s * 0.25],
    [cx + s * 0.6, cy + s * 0.45],
    [cx, cy + s * 0.75],
    [cx - s * 0.6, cy + s * 0.45],
    [cx - s * 0.6, cy - s * 0.25],
  ]);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.6, cy - s * 0.25);
  ctx.lineTo(cx, cy + s * 0.05);
  ctx.lineTo(cx + s * 0.6, cy - s * 0.25);
  ctx.moveTo(cx, cy + s * 0.05);
  ctx.lineTo(cx, cy + s * 0.75);
  ctx.moveTo(cx - s * 0.3, cy - s * 0.4);
  ctx.lineTo(cx + s * 0.3, cy - s * 0.1);
  ctx.stroke();
  ctx.restore();
}

/** Draws the product of a scene, entering by the style's move and slowly pushing in. */
function drawProduct(frame: Frame, layout: AdSceneLayout, clock: number, sceneSeconds: number) {
  if (!layout.product) return;
  const { ctx, assets, unit, ad } = frame;
  const { box, index } = layout.product;
  const image = assets.products[index] ?? assets.products[0] ?? null;
  const kind = assets.productKinds?.[index] ?? 'cutout';
  const enter = ad.style === 'elegant' ? 1.1 : ad.style === 'energetic' ? 0.5 : 0.7;
  const p = phase(clock, ad.style === 'elegant' ? 0.1 : 0.05, enter);
  if (p <= 0) return;
  let scale = 1;
  let dy = 0;
  let alpha = 1;
  let turn = 0;
  switch (ad.style) {
    case 'bold-sale':
      scale = 0.82 + 0.18 * easeOutBack(p);
      dy = (1 - easeOutCubic(p)) * unit * 14;
      alpha = clamp01(p * 4);
      break;
    case 'elegant':
      scale = 1.06 - 0.06 * easeOutCubic(p);
      alpha = easeInOutCubic(p);
      break;
    case 'minimal':
      dy = (1 - easeOutExpo(p)) * unit * 6;
      alpha = easeOutCubic(p);
      break;
    case 'energetic':
      scale = 0.3 + 0.7 * easeOutBack(p);
      turn = (1 - easeOutCubic(p)) * -0.25;
      alpha = clamp01(p * 3);
      break;
  }
  // A slow push-in over the scene, and a gentle float.
  scale *= 1 + 0.04 * clamp01(clock / Math.max(0.5, sceneSeconds + 0.5));
  dy += Math.sin(frame.time * 1.6) * unit * 0.5;
  const placed = image
    ? contain(
        image,
        kind === 'cutout'
          ? inset(box, box.width * 0.04, box.height * 0.06)
          : inset(box, box.width * 0.08, box.height * 0.06),
        kind === 'cutout' ? 'bottom' : 'center',
      )
    : box;
  const cx = placed.x + placed.width / 2;
  const cy = placed.y + placed.height / 2;
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.translate(0, dy);
  ctx.translate(cx, cy);
  ctx.rotate(turn);
  ctx.scale(scale, scale);
  ctx.translate(-cx, -cy);
  if (!image) drawPlaceholder(frame, box);
  else if (kind === 'cutout') {
    floorShadow(
      ctx,
      cx,
      placed.y + placed.height * 0.985,
      placed.width * 0.46,
      Math.max(unit, placed.height * 0.045),
      1,
    );
    ctx.drawImage(image, placed.x, placed.y, placed.width, placed.height);
  } else {
    // A photo: a rounded card with a white edge and a soft shadow.
    const radius = Math.min(placed.width, placed.height) * 0.05;
    const edge = unit * 0.9;
    const outer = inset(placed, -edge, -edge);
    ctx.save();
    ctx.shadowColor = css(INK, 0.32);
    ctx.shadowBlur = unit * 5;
    ctx.shadowOffsetY = unit * 2;
    roundedRect(ctx, outer, radius + edge);
    ctx.fillStyle = css(WHITE);
    ctx.fill();
    ctx.restore();
    ctx.save();
    roundedRect(ctx, placed, radius);
    ctx.clip();
    ctx.drawImage(image, placed.x, placed.y, placed.width, placed.height);
    ctx.restore();
  }
  ctx.restore();
}

/** A tick in a circle (the feature pill's mark). */
function drawTick(ctx: Ctx, cx: number, cy: number, r: number, fill: Rgb, mark: Rgb) {
  ctx.fillStyle = css(fill);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = css(mark);
  ctx.lineWidth = r * 0.28;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.42, cy + r * 0.02);
  ctx.lineTo(cx - r * 0.1, cy + r * 0.34);
  ctx.lineTo(cx + r * 0.45, cy - r * 0.3);
  ctx.stroke();
}

/** A starburst (the bold-sale price burst). */
function burst(ctx: Ctx, cx: number, cy: number, r: number, spikes: number, turn: number) {
  const points: [number, number][] = [];
  for (let index = 0; index < spikes * 2; index += 1) {
    const angle = turn + (index * Math.PI) / spikes;
    const radius = index % 2 === 0 ? r : r * 0.84;
    points.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  polygon(ctx, points);
}

/** The badge behind a text: the pill, the button, the burst or the tag, entering first. */
function drawBadge(frame: Frame, layout: AdSceneLayout, clock: number, delay: number): void {
  if (!layout.badge) return;
  const { ctx, palette, unit, ad, time } = frame;
  const { box, role } = layout.badge;
  const p = phase(clock, delay, ad.style === 'elegant' ? 0.8 : 0.45);
  if (p <= 0) return;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  ctx.save();
  if (role === 'offer') {
    const r = box.width / 2;
    if (ad.style === 'bold-sale') {
      const s = easeOutBack(p);
      scaleAbout(ctx, cx, cy, s);
      ctx.rotate(0);
      ctx.fillStyle = css(mix(palette.accent, INK, 0.25));
      burst(ctx, cx + unit * 0.8, cy + unit * 1.2, r, 18, time * 0.25);
      ctx.fill();
      ctx.fillStyle = css(palette.accent);
      burst(ctx, cx, cy, r, 18, time * 0.25);
      ctx.fill();
      ctx.strokeStyle = css(palette.onAccent, 0.5);
      ctx.lineWidth = unit * 0.35;
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.74, 0, Math.PI * 2);
      ctx.stroke();
    } else {
      // Energetic: a tilted price tag that swings in.
      const s = 0.4 + 0.6 * easeOutBack(p);
      const swing = Math.sin(time * 3) * 0.02 + (1 - easeOutCubic(p)) * 0.5;
      ctx.translate(cx, cy);
      ctx.rotate(-0.12 + swing);
      ctx.scale(s, s);
      const tag = { x: -r * 0.92, y: -r * 0.62, width: r * 1.84, height: r * 1.24 };
      ctx.fillStyle = css(palette.primary);
      roundedRect(ctx, { ...tag, x: tag.x + unit * 1.2, y: tag.y + unit * 1.2 }, r * 0.16);
      ctx.fill();
      ctx.fillStyle = css(palette.accent);
      roundedRect(ctx, tag, r * 0.16);
      ctx.fill();
      ctx.fillStyle = css(palette.background);
      ctx.beginPath();
      ctx.arc(tag.x + r * 0.16, 0, r * 0.065, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
    return;
  }
  // Pill (feature) or button (call to action): it grows from its middle.
  const grow = ad.style === 'energetic' ? easeOutBack(p) : easeOutCubic(p);
  const width = box.width * (0.6 + 0.4 * grow);
  const shaped = { x: cx - width / 2, y: box.y, width, height: box.height };
  if (layout.kind === 'feature' && shapeOf(ad.format) === 'landscape') shaped.x = box.x;
  const radius = ad.style === 'minimal' ? box.height * 0.22 : box.height / 2;
  ctx.globalAlpha *= clamp01(p * 2.5);
  const pulse = role === 'cta' ? 1 + 0.025 * Math.max(0, Math.sin(time * 4)) * clamp01(p) : 1;
  scaleAbout(ctx, cx, cy, pulse);
  const quiet = ad.style === 'elegant' || ad.style === 'minimal';
  if (ad.style === 'elegant' && role === 'cta') {
    ctx.strokeStyle = css(palette.accent);
    ctx.lineWidth = Math.max(1, unit * 0.3);
    roundedRect(ctx, shaped, radius);
    ctx.stroke();
  } else if (quiet && role === 'feature') {
    // A quiet label: a faint tile with a hairline, no shadow.
    roundedRect(ctx, shaped, radius);
    ctx.fillStyle = css(
      ad.style === 'minimal'
        ? mix(palette.background, WHITE, 0.65)
        : mix(palette.background, palette.text, 0.07),
    );
    ctx.fill();
    ctx.strokeStyle = css(ad.style === 'minimal' ? palette.text : palette.accent, 0.28);
    ctx.lineWidth = Math.max(1, unit * 0.16);
    ctx.stroke();
  } else {
    ctx.shadowColor = css(INK, 0.25);
    ctx.shadowBlur = unit * 2.5;
    ctx.shadowOffsetY = unit * 0.8;
    roundedRect(ctx, shaped, radius);
    const fill =
      role === 'cta' ? (ad.style === 'minimal' ? palette.primary : palette.accent) : palette.accent;
    ctx.fillStyle = css(fill);
    ctx.fill();
  }
  ctx.restore();
  if (role === 'feature') {
    const r = PILL.icon * unit * 0.42;
    const markFill =
      ad.style === 'bold-sale' || ad.style === 'energetic' ? palette.onAccent : palette.accent;
    const markInk =
      ad.style === 'bold-sale' || ad.style === 'energetic'
        ? palette.accent
        : readable(palette.accent, WHITE);
    ctx.save();
    ctx.globalAlpha *= easeOutCubic(phase(clock, delay + 0.15, 0.3));
    drawTick(ctx, shaped.x + PILL.padX * unit * 0.75 + r, cy, r, markFill, markInk);
    ctx.restore();
  }
  if (role === 'cta') {
    // A chevron after the words.
    const text = layout.texts.find((block) => block.role === 'cta');
    if (text) {
      const x = text.box.x + text.box.width + unit * 1.6;
      const s = text.size * 0.22;
      ctx.save();
      ctx.globalAlpha *= clamp01(p * 2);
      ctx.strokeStyle = css(ctaInk(frame));
      ctx.lineWidth = Math.max(1, text.size * 0.1);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.beginPath();
      ctx.moveTo(x, cy - s);
      ctx.lineTo(x + s, cy);
      ctx.lineTo(x, cy + s);
      ctx.stroke();
      ctx.restore();
    }
  }
}

function ctaInk(frame: Frame): Rgb {
  const { palette, ad } = frame;
  if (ad.style === 'elegant') return palette.accent;
  if (ad.style === 'minimal') return palette.onPrimary;
  return palette.onAccent;
}

/** Ornaments: the intro's rule under the headline, the elegant offer's rules. */
function drawOrnaments(frame: Frame, layout: AdSceneLayout, clock: number): void {
  const { ctx, palette, unit, ad } = frame;
  const headline = layout.texts.find(
    (block) => block.role === 'headline' || block.role === 'offer',
  );
  if (!headline || layout.kind === 'feature') return;
  if (layout.kind === 'offer' && (ad.style === 'bold-sale' || ad.style === 'energetic')) return;
  const p = easeInOutCubic(phase(clock, 0.25, ad.style === 'elegant' ? 1 : 0.5));
  if (p <= 0) return;
  const box = headline.box;
  const centre = headline.align === 'center' ? box.x + box.width / 2 : box.x;
  ctx.save();
  switch (ad.style) {
    case 'bold-sale': {
      const width = unit * 18 * p;
      ctx.fillStyle = css(palette.accent);
      const x = headline.align === 'center' ? centre - width / 2 : centre;
      ctx.fillRect(x, box.y + box.height + unit * 2.4, width, unit * 1.4);
      break;
    }
    case 'elegant': {
      const width = Math.max(box.width * 0.6, unit * 20) * p;
      ctx.strokeStyle = css(palette.accent, 0.85);
      ctx.lineWidth = Math.max(1, unit * 0.18);
      for (const y of [box.y - unit * 3, box.y + box.height + unit * 3]) {
        ctx.beginPath();
        const x0 = headline.align === 'center' ? centre - width / 2 : centre;
        ctx.moveTo(x0, y);
        ctx.lineTo(x0 + width, y);
        ctx.stroke();
      }
      break;
    }
    case 'minimal': {
      ctx.fillStyle = css(palette.primary);
      const width = unit * 8 * p;
      const x = headline.align === 'center' ? centre - width / 2 : centre;
      ctx.fillRect(x, box.y + box.height + unit * 2.6, width, unit * 0.8);
      break;
    }
    case 'energetic': {
      // A quick underline scribble.
      ctx.strokeStyle = css(palette.accent);
      ctx.lineWidth = unit * 1.2;
      ctx.lineCap = 'round';
      const width = Math.min(box.width, unit * 30) * p;
      const x = headline.align === 'center' ? centre - width / 2 : centre;
      const y = box.y + box.height + unit * 2.6;
      ctx.beginPath();
      ctx.moveTo(x, y + unit);
      ctx.quadraticCurveTo(x + width / 2, y - unit, x + width, y + unit * 0.2);
      ctx.stroke();
      break;
    }
  }
  ctx.restore();
}

/** The logo on its plate (a white rounded square that keeps any logo legible). */
function drawLogo(frame: Frame, layout: AdSceneLayout, clock: number): void {
  const { ctx, assets, unit, ad } = frame;
  if (!layout.logo || !assets.logo) return;
  const p = phase(clock, 0, ad.style === 'elegant' ? 0.9 : 0.5);
  if (p <= 0) return;
  const box = layout.logo;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  ctx.save();
  ctx.globalAlpha *= clamp01(p * 2);
  scaleAbout(
    ctx,
    cx,
    cy,
    ad.style === 'energetic' ? 0.4 + 0.6 * easeOutBack(p) : 0.9 + 0.1 * easeOutCubic(p),
  );
  ctx.save();
  ctx.shadowColor = css(INK, 0.2);
  ctx.shadowBlur = unit * 3;
  ctx.shadowOffsetY = unit;
  roundedRect(ctx, box, box.width * (ad.style === 'minimal' ? 0.12 : 0.22));
  ctx.fillStyle = css(WHITE);
  ctx.fill();
  ctx.restore();
  const placed = contain(assets.logo, inset(box, box.width * 0.14, box.height * 0.14), 'center');
  ctx.drawImage(assets.logo, placed.x, placed.y, placed.width, placed.height);
  ctx.restore();
}

/** The colour each text is drawn in. */
function inkOf(frame: Frame, block: AdTextBlock): Rgb {
  const { palette, ad } = frame;
  switch (block.role) {
    case 'brand':
      return ad.style === 'elegant' ? palette.accent : palette.text;
    case 'offer':
      if (ad.style === 'bold-sale' || ad.style === 'energetic') return palette.onAccent;
      // The offer is the accent's: where the accent does not read on the background, the primary.
      return contrast(palette.accent, palette.background) >= 2.6
        ? palette.accent
        : readable(palette.background, palette.primary, 3);
    case 'cta':
      return ctaInk(frame);
    case 'feature':
      return ad.style === 'bold-sale' || ad.style === 'energetic' ? palette.onAccent : palette.text;
    default:
      return palette.text;
  }
}

/** A layout cache per context: layouts only change when the words, style or size do. */
const layouts = new WeakMap<object, Map<string, AdSceneLayout>>();

function cachedLayout(frame: Frame, index: number): AdSceneLayout {
  const { ctx, ad, size } = frame;
  const scene = ad.scenes[index]!;
  const key = JSON.stringify([
    ad.format,
    ad.style,
    ad.brandName,
    ad.headline,
    ad.subline,
    ad.cta,
    ad.offer,
    scene.kind,
    scene.text,
    scene.product,
    size.width,
    size.height,
  ]);
  let cache = layouts.get(ctx);
  if (!cache) {
    cache = new Map();
    layouts.set(ctx, cache);
  }
  let layout = cache.get(key);
  if (!layout) {
    if (cache.size > 64) cache.clear();
    layout = layoutAdScene(ctx, ad, index, size);
    cache.set(key, layout);
  }
  return structuredCloneLayout(layout);
}

function structuredCloneLayout(layout: AdSceneLayout): AdSceneLayout {
  return {
    ...layout,
    texts: layout.texts.map((block) => ({ ...block, box: { ...block.box } })),
  };
}

/**
 * Draws one scene's content at `clock` seconds since its entrance began. A short scene (a 6 s ad
 * has 1.3 s ones) plays its entrance faster, so everything has arrived well before it leaves.
 */
function drawScene(frame: Frame, index: number, sceneClock: number): void {
  const scene = frame.ad.scenes[index]!;
  const tempo = Math.min(1, Math.max(0.55, scene.seconds / 2.2));
  const clock = sceneClock / tempo;
  const layout = cachedLayout(frame, index);
  drawProduct(frame, layout, clock, scene.seconds / tempo);
  drawLogo(frame, layout, clock);
  const badgeDelay = layout.kind === 'feature' ? 0.35 : layout.kind === 'end' ? 0.3 : 0.1;
  drawBadge(frame, layout, clock, badgeDelay);
  drawOrnaments(frame, layout, clock);
  // Texts enter in reading order, each after the one before.
  let delay = layout.kind === 'reveal' || layout.kind === 'feature' ? 0.3 : 0.05;
  for (const block of layout.texts) {
    const start = block.role === 'feature' || block.role === 'cta' ? badgeDelay + 0.12 : delay;
    drawText(frame, block, inkOf(frame, block), clock, start);
    delay = start + frame.motion.stagger * Math.max(1, block.lines.length) + 0.08;
  }
}

/** Draws a scene leaving or arriving through the style's transition (`p` 0→1 across the cut). */
function drawTransitioned(
  frame: Frame,
  index: number,
  clock: number,
  p: number,
  leaving: boolean,
): void {
  const { ctx, size, palette, unit } = frame;
  const { width: w, height: h } = size;
  const eased = easeInOutCubic(p);
  ctx.save();
  switch (frame.motion.transition) {
    case 'crossfade':
      ctx.globalAlpha *= leaving ? 1 - eased : eased;
      drawScene(frame, index, clock);
      break;
    case 'slide': {
      const shift = w * 0.22;
      ctx.globalAlpha *= leaving ? 1 - eased : eased;
      ctx.translate(leaving ? -shift * eased : shift * (1 - eased), 0);
      drawScene(frame, index, clock);
      break;
    }
    case 'zoom': {
      const factor = leaving ? 1 + 0.35 * eased : 0.75 + 0.25 * easeOutBack(p);
      ctx.globalAlpha *= leaving ? 1 - eased : clamp01(p * 2);
      scaleAbout(ctx, w / 2, h / 2, factor);
      drawScene(frame, index, clock);
      break;
    }
    case 'wipe': {
      // A diagonal edge sweeps left to right; the new scene is behind it, the old ahead.
      const tilt = 0.35 * h;
      const band = unit * 9;
      const edge = lerp(-tilt - band, w + band, eased);
      ctx.beginPath();
      if (leaving) {
        ctx.moveTo(edge + tilt, -1);
        ctx.lineTo(w * 2 + tilt, -1);
        ctx.lineTo(w * 2, h + 1);
        ctx.lineTo(edge, h + 1);
      } else {
        ctx.moveTo(-w - tilt, -1);
        ctx.lineTo(edge + tilt - band, -1);
        ctx.lineTo(edge - band, h + 1);
        ctx.lineTo(-w - tilt, h + 1);
      }
      ctx.closePath();
      ctx.clip();
      drawScene(frame, index, clock);
      break;
    }
  }
  ctx.restore();
  if (frame.motion.transition === 'wipe' && !leaving) {
    // The wipe's band: accent with a dark trailing edge.
    const tilt = 0.35 * h;
    const band = unit * 9;
    const edge = lerp(-tilt - band, w + band, eased);
    ctx.save();
    ctx.fillStyle = css(mix(palette.background, INK, 0.35));
    polygon(ctx, [
      [edge + tilt - band * 1.25, -1],
      [edge + tilt - band, -1],
      [edge - band, h + 1],
      [edge - band * 1.25, h + 1],
    ]);
    ctx.fill();
    ctx.fillStyle = css(palette.accent);
    polygon(ctx, [
      [edge + tilt - band, -1],
      [edge + tilt, -1],
      [edge, h + 1],
      [edge - band, h + 1],
    ]);
    ctx.fill();
    ctx.restore();
  }
}

/**
 * Draws the frame at `seconds` into the ad: the style's background, then the scene playing (or,
 * across a cut, the two scenes the transition joins). `size` is the canvas's size in pixels; the
 * context's own transform should be the identity.
 */
export function drawAdFrame<I extends AdImage>(
  ctx: AdCanvasContext<NoInfer<I>>,
  ad: AdSpec,
  assets: AdAssets<I>,
  seconds: number,
  size: AdSize,
): void {
  const context: Ctx = ctx;
  const frame: Frame = {
    ctx: context,
    ad,
    assets,
    size,
    unit: Math.min(size.width, size.height) / 100,
    palette: paletteOf(ad),
    motion: MOTION[ad.style],
    time: Math.max(0, seconds),
  };
  const moment = sceneAt(ad.scenes, frame.time);
  const half = frame.motion.transitionSeconds / 2;
  // Scene content starts its entrance when its transition starts (half a transition before its cut).
  const clockOf = (start: number) => frame.time - start + half;
  const remaining = moment.scene.seconds - moment.local;
  const incoming =
    moment.index > 0 && moment.local < half
      ? { from: moment.index - 1, to: moment.index, p: 0.5 + moment.local / (2 * half) }
      : moment.index < ad.scenes.length - 1 && remaining < half
        ? { from: moment.index, to: moment.index + 1, p: 0.5 - remaining / (2 * half) }
        : null;
  // The cut that last happened (the energetic shapes pop at each).
  const cutAge = moment.index > 0 ? moment.local : moment.local + 10;
  context.save();
  context.globalAlpha = 1;
  context.shadowColor = 'rgba(0,0,0,0)';
  context.shadowBlur = 0;
  context.shadowOffsetX = 0;
  context.shadowOffsetY = 0;
  drawBackground(frame, cutAge);
  if (!incoming) drawScene(frame, moment.index, clockOf(moment.start));
  else {
    const fromStart =
      incoming.from === moment.index
        ? moment.start
        : moment.start - ad.scenes[incoming.from]!.seconds;
    const toStart =
      incoming.to === moment.index ? moment.start : moment.start + moment.scene.seconds;
    drawTransitioned(frame, incoming.from, clockOf(fromStart), incoming.p, true);
    drawTransitioned(frame, incoming.to, clockOf(toStart), incoming.p, false);
  }
  context.restore();
}
