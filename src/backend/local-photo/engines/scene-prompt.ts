// What a background prompt asks for: the surface the subject stands on, the place above it (a
// wall, a sky over a beach, a tree line, a street), a colour and where the light comes from. A
// prompt that names none of them is a studio sweep, in its colour when it names one.
import { hexToRgb } from '../../../../supabase/functions/_shared/contracts/domain/colour';

/** An RGB colour, 0–255 per channel. */
export type Rgb = readonly [number, number, number];

/** The surfaces the ground can be drawn as. */
export type Surface =
  'marble' | 'wood' | 'concrete' | 'sand' | 'sweep' | 'counter' | 'linen' | 'moss' | 'asphalt';

/** What is drawn above the horizon. */
export type Backdrop = 'wall' | 'tiles' | 'beach' | 'forest' | 'city' | 'sweep';

/** A scene to draw: ground, backdrop, an optional colour, and the light's side (−1 left … 1 right). */
export type ScenePlan = {
  surface: Surface;
  backdrop: Backdrop;
  tint: Rgb | null;
  light: number;
  /** Evening light: warmer, lower. */
  warm: boolean;
};

// Order matters: the first rule whose word appears wins, so "marble counter" is marble.
const SURFACE_WORDS: { words: RegExp; surface: Surface; backdrop: Backdrop }[] = [
  { words: /\bmarble|travertine|\bonyx/, surface: 'marble', backdrop: 'wall' },
  {
    words: /\bkitchen|\bcounter(top)?s?\b|worktop|granite|quartz/,
    surface: 'counter',
    backdrop: 'tiles',
  },
  { words: /\bwood|wooden|oak|walnut|timber|plank|\bdesk\b/, surface: 'wood', backdrop: 'wall' },
  { words: /concrete|cement|stone|slate|terrazzo/, surface: 'concrete', backdrop: 'wall' },
  {
    words: /linen|fabric|cloth|cotton|silk|velvet|bed\b|sheet|towel/,
    surface: 'linen',
    backdrop: 'wall',
  },
  {
    words: /beach|sand|seaside|shore|coast|ocean|\bsea\b|tropical/,
    surface: 'sand',
    backdrop: 'beach',
  },
  {
    words: /forest|woods|woodland|jungle|moss|garden|park|grass|meadow/,
    surface: 'moss',
    backdrop: 'forest',
  },
  {
    words: /\bcity|street|urban|road|downtown|sidewalk|pavement|asphalt/,
    surface: 'asphalt',
    backdrop: 'city',
  },
  { words: /studio|sweep|seamless|backdrop|cyclorama|plain/, surface: 'sweep', backdrop: 'sweep' },
];

const COLOUR_WORDS: [RegExp, Rgb][] = [
  [/\bpink|blush|rose\b/, [236, 190, 196]],
  [/\bsage\b/, [178, 192, 166]],
  [/\bmint\b/, [190, 226, 206]],
  [/\bolive\b/, [140, 146, 96]],
  [/\bgreen\b/, [150, 186, 140]],
  [/\bnavy\b/, [52, 66, 104]],
  [/\bteal\b/, [80, 150, 150]],
  [/\bblue\b/, [158, 186, 222]],
  [/\blavender|lilac\b/, [196, 186, 226]],
  [/\bpurple|violet\b/, [150, 118, 180]],
  [/\bred\b/, [196, 76, 70]],
  [/terracotta|\brust\b/, [196, 116, 84]],
  [/\borange|peach\b/, [240, 180, 130]],
  [/\byellow|mustard\b/, [236, 206, 110]],
  [/\bbeige|sand-coloured|cream|ivory\b/, [232, 220, 198]],
  [/\bbrown|chocolate\b/, [128, 92, 68]],
  [/\bblack\b/, [44, 44, 48]],
  [/\bgr[ae]y|charcoal\b/, [150, 150, 154]],
  [/\bwhite\b/, [244, 243, 240]],
];

/** Reads a prompt into a scene plan; `colour` (#rrggbb), when given, is the tint. */
export function planScene(prompt: string, colour?: string | null): ScenePlan {
  const text = prompt.toLowerCase();
  const rule = SURFACE_WORDS.find((entry) => entry.words.test(text));
  const named = COLOUR_WORDS.find(([words]) => words.test(text));
  const tint = colour ? hexToRgb(colour) : named ? named[1] : null;
  // Light from the left unless the prompt says otherwise (a common product-photo setup).
  const light = /(light|sun|window)[a-z ]{0,20}\bright\b|\bright[- ]lit/.test(text) ? 0.7 : -0.7;
  const warm = /sunset|golden|evening|dusk|warm|sunrise/.test(text);
  return {
    surface: rule?.surface ?? 'sweep',
    backdrop: rule?.backdrop ?? 'sweep',
    tint,
    light,
    warm,
  };
}
