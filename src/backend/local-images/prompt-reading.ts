// What the local provider takes from a prompt: a palette (colour words pick a known palette,
// other words hash to hues) and motifs (sun, mountains, water, city…). This is what makes the
// picture follow the prompt even though no model reads it.
import { hexToHsl, mixHsl, type Hsl } from './colour';
import { hashString, Random } from './random';

/** Five colours from deep to light plus an accent; scenes pick roles from these. */
export type Palette = { colours: [Hsl, Hsl, Hsl, Hsl, Hsl]; accent: Hsl; named: string | null };

export type Motif =
  | 'sun'
  | 'moon'
  | 'stars'
  | 'mountains'
  | 'water'
  | 'trees'
  | 'city'
  | 'flowers'
  | 'snow'
  | 'desert';

/** The prompt as the scenes see it. */
export type PromptReading = {
  words: string[];
  palette: Palette;
  motifs: Set<Motif>;
  night: boolean;
  hue: number;
};

// Hand-picked palettes (deep → light, then accent) for words people use to ask for a colour.
const NAMED_PALETTES: Record<string, string[]> = {
  red: ['#3b0a12', '#8c1c2b', '#d7263d', '#f46a6a', '#ffd3c4', '#ffb400'],
  orange: ['#3d1a05', '#a0430a', '#f77f00', '#fcbf49', '#fff1d6', '#d62828'],
  gold: ['#2b1d05', '#7a5410', '#c9962b', '#f2d16b', '#fff6da', '#6b2d5c'],
  yellow: ['#3a3002', '#9c8108', '#f6c90e', '#fbe38e', '#fffbe6', '#3a86ff'],
  green: ['#0b2614', '#1f5e3a', '#3f9e5a', '#9ed08a', '#eef8d8', '#f4a259'],
  forest: ['#0d1f16', '#1e3d2b', '#3d6b45', '#8fb176', '#e7edd3', '#e0a458'],
  ocean: ['#03142b', '#07386b', '#0a6fa8', '#4cc3d9', '#e0f7fa', '#ffb86b'],
  blue: ['#0a1230', '#1d3a8a', '#3a6ee8', '#8fb8ff', '#eaf2ff', '#ff9f43'],
  sky: ['#173a6a', '#3f7cc0', '#7fb6e8', '#c5e3f6', '#ffffff', '#ffd166'],
  purple: ['#1a0b2e', '#4a1d7a', '#8a4fd1', '#c7a4ff', '#f3e9ff', '#ffb703'],
  pink: ['#3a0c24', '#9c2a62', '#e05297', '#f7a8cb', '#fff0f6', '#4cc9f0'],
  sunset: ['#1d1135', '#6a2c70', '#e2546b', '#fca36b', '#ffe6a7', '#ffd166'],
  sunrise: ['#22335c', '#9b5d8a', '#f08a6b', '#ffc48c', '#fff3d1', '#ffe066'],
  autumn: ['#2a1208', '#7f2f12', '#c8551b', '#e9a03b', '#f7e3b5', '#6b8f3b'],
  winter: ['#0f1e33', '#35597f', '#8bb3d6', '#d8e9f5', '#ffffff', '#c44569'],
  desert: ['#3a2214', '#8a4b2a', '#d08c4f', '#efc58b', '#fdf0d5', '#2a9d8f'],
  night: ['#04060f', '#0d1b3d', '#243b73', '#5a6fb3', '#c9d4ff', '#ffd56b'],
  fire: ['#1a0500', '#6e1200', '#d43d00', '#ff9500', '#ffe28a', '#fff4d6'],
  neon: ['#07030f', '#2a0a4a', '#ff2a9d', '#00e5ff', '#f5f0ff', '#faff00'],
  pastel: ['#6c5b7b', '#a5a1d6', '#f7b2c4', '#fde2c4', '#fffaf0', '#88d8c0'],
  black: ['#050505', '#1c1c1f', '#3a3a40', '#8a8a94', '#e8e8ee', '#d4af37'],
  white: ['#5c6470', '#a7b0bd', '#d9dee5', '#eff2f6', '#ffffff', '#e76f51'],
  brown: ['#20140c', '#4e3220', '#8a5a3b', '#c9a27e', '#f1e4d3', '#3d7068'],
};

const COLOUR_WORDS: Record<string, string> = {
  red: 'red',
  crimson: 'red',
  scarlet: 'red',
  ruby: 'red',
  cherry: 'red',
  orange: 'orange',
  amber: 'orange',
  tangerine: 'orange',
  gold: 'gold',
  golden: 'gold',
  brass: 'gold',
  yellow: 'yellow',
  lemon: 'yellow',
  sunflower: 'yellow',
  green: 'green',
  emerald: 'green',
  jade: 'green',
  lime: 'green',
  mint: 'green',
  forest: 'forest',
  jungle: 'forest',
  woods: 'forest',
  moss: 'forest',
  ocean: 'ocean',
  sea: 'ocean',
  underwater: 'ocean',
  teal: 'ocean',
  turquoise: 'ocean',
  lagoon: 'ocean',
  blue: 'blue',
  sapphire: 'blue',
  cobalt: 'blue',
  navy: 'blue',
  indigo: 'blue',
  sky: 'sky',
  cloud: 'sky',
  clouds: 'sky',
  azure: 'sky',
  purple: 'purple',
  violet: 'purple',
  lavender: 'purple',
  amethyst: 'purple',
  magenta: 'purple',
  pink: 'pink',
  rose: 'pink',
  roses: 'pink',
  blossom: 'pink',
  sakura: 'pink',
  coral: 'pink',
  sunset: 'sunset',
  dusk: 'sunset',
  twilight: 'sunset',
  sunrise: 'sunrise',
  dawn: 'sunrise',
  autumn: 'autumn',
  fall: 'autumn',
  rust: 'autumn',
  copper: 'autumn',
  winter: 'winter',
  snow: 'winter',
  ice: 'winter',
  frozen: 'winter',
  arctic: 'winter',
  desert: 'desert',
  sand: 'desert',
  dune: 'desert',
  dunes: 'desert',
  canyon: 'desert',
  night: 'night',
  midnight: 'night',
  moonlit: 'night',
  galaxy: 'night',
  space: 'night',
  cosmic: 'night',
  fire: 'fire',
  flame: 'fire',
  flames: 'fire',
  lava: 'fire',
  volcano: 'fire',
  dragon: 'fire',
  neon: 'neon',
  cyberpunk: 'neon',
  synthwave: 'neon',
  vaporwave: 'neon',
  pastel: 'pastel',
  candy: 'pastel',
  cute: 'pastel',
  kawaii: 'pastel',
  black: 'black',
  dark: 'black',
  shadow: 'black',
  white: 'white',
  ivory: 'white',
  marble: 'white',
  brown: 'brown',
  coffee: 'brown',
  chocolate: 'brown',
  wood: 'brown',
  wooden: 'brown',
};

const MOTIF_WORDS: Record<string, Motif> = {
  sun: 'sun',
  sunny: 'sun',
  sunset: 'sun',
  sunrise: 'sun',
  dawn: 'sun',
  summer: 'sun',
  moon: 'moon',
  moonlit: 'moon',
  lunar: 'moon',
  night: 'moon',
  midnight: 'moon',
  star: 'stars',
  stars: 'stars',
  starry: 'stars',
  galaxy: 'stars',
  space: 'stars',
  cosmic: 'stars',
  nebula: 'stars',
  mountain: 'mountains',
  mountains: 'mountains',
  peak: 'mountains',
  peaks: 'mountains',
  hills: 'mountains',
  valley: 'mountains',
  alps: 'mountains',
  ocean: 'water',
  sea: 'water',
  lake: 'water',
  river: 'water',
  beach: 'water',
  water: 'water',
  waves: 'water',
  coast: 'water',
  island: 'water',
  forest: 'trees',
  tree: 'trees',
  trees: 'trees',
  jungle: 'trees',
  woods: 'trees',
  pine: 'trees',
  garden: 'flowers',
  city: 'city',
  cityscape: 'city',
  skyline: 'city',
  street: 'city',
  building: 'city',
  buildings: 'city',
  tower: 'city',
  cyberpunk: 'city',
  town: 'city',
  flower: 'flowers',
  flowers: 'flowers',
  rose: 'flowers',
  roses: 'flowers',
  tulip: 'flowers',
  blossom: 'flowers',
  bloom: 'flowers',
  sakura: 'flowers',
  snow: 'snow',
  snowy: 'snow',
  winter: 'snow',
  frozen: 'snow',
  ice: 'snow',
  desert: 'desert',
  dune: 'desert',
  dunes: 'desert',
  sand: 'desert',
  canyon: 'desert',
};

// Sky palettes set the light of the whole scene, so they lead over scene and colour words.
const SKY_PALETTES = new Set(['sunset', 'sunrise', 'night']);
const SINGLE_COLOURS = new Set([
  'red',
  'orange',
  'gold',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'black',
  'white',
  'brown',
]);

const NIGHT_WORDS = new Set([
  'night',
  'midnight',
  'moon',
  'moonlit',
  'galaxy',
  'space',
  'stars',
  'starry',
  'nebula',
  'cosmic',
  'dark',
  'neon',
  'cyberpunk',
]);

function paletteFromHex(name: string): Palette {
  const hexes = NAMED_PALETTES[name] ?? NAMED_PALETTES.sunset!;
  const [a, b, c, d, e, accent] = hexes.map(hexToHsl) as [Hsl, Hsl, Hsl, Hsl, Hsl, Hsl];
  return { colours: [a, b, c, d, e], accent, named: name };
}

/** A palette from a hue: a deep-to-light ramp with a gently drifting hue and a complementary accent. */
function paletteFromHue(hue: number, random: Random): Palette {
  const drift = random.range(-40, 40);
  const saturation = random.range(45, 75);
  const ramp = [12, 28, 48, 70, 92].map((lightness, index) => ({
    h: hue + (drift * index) / 4,
    s: saturation - index * 4,
    l: lightness,
  })) as [Hsl, Hsl, Hsl, Hsl, Hsl];
  const accentHue = hue + random.pick([150, 180, 210, 120]);
  return { colours: ramp, accent: { h: accentHue, s: 85, l: 60 }, named: null };
}

/** Lower-case words of the prompt. */
export function promptWords(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Reads palette, motifs and mood from the prompt; `seed` only breaks ties and shades. */
export function readPrompt(prompt: string, seed: number): PromptReading {
  const words = promptWords(prompt);
  const random = new Random(hashString(words.join(' '), seed));
  const colourNames = words
    .map((word) => COLOUR_WORDS[word])
    .filter((name): name is string => name !== undefined);
  const motifs = new Set<Motif>(
    words.map((word) => MOTIF_WORDS[word]).filter((motif): motif is Motif => motif !== undefined),
  );
  const night = words.some((word) => NIGHT_WORDS.has(word)) && !motifs.has('sun');
  // Content words decide the hue, so 'a fox' and 'a whale' differ even without colour words.
  const content = words.filter((word) => word.length > 2).join(' ');
  const hue = hashString(content || 'hive') % 360;
  // Scene palettes (sunset, forest…) lead; a plain colour word then tints the middle tones.
  const rank = (name: string) => (SKY_PALETTES.has(name) ? 0 : SINGLE_COLOURS.has(name) ? 2 : 1);
  const ordered = [...colourNames].sort((a, b) => rank(a) - rank(b));
  const palette = ordered.length > 0 ? paletteFromHex(ordered[0]!) : paletteFromHue(hue, random);
  const tint = ordered[1];
  if (tint !== undefined && tint !== ordered[0]) {
    const other = paletteFromHex(tint);
    // Only the deep tones (ground, silhouettes) take the tint; the sky keeps its palette.
    palette.colours = palette.colours.map((colour, index) =>
      index <= 1 ? mixHsl(colour, other.colours[index]!, 0.6) : colour,
    ) as Palette['colours'];
    palette.accent = other.colours[2];
  }
  return { words, palette, motifs, night, hue };
}
