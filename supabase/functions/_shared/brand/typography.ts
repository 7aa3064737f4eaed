// The type pairing and scale, from the personality (and a few industry words): each heading
// family the catalogue ships has a character on the four axes, the nearest one wins, and it
// comes with the body family it was paired with by hand (a readable text face that contrasts in
// structure, not in mood). The scale is a modular one: calm brands step gently (1.2), energetic
// ones boldly (1.333).
import type { Personality, Typography, TypeStep } from '../contracts/api/brand.ts';
import { fontFamily, type FontFamilyId } from '../fonts/catalogue.ts';

type Pairing = {
  heading: FontFamilyId;
  headingWeight: number;
  body: FontFamilyId;
  bodyStrongWeight: number;
  /** Where the heading face sits on each axis, 0–100. */
  character: Personality;
  why: string;
};

const PAIRINGS: Pairing[] = [
  {
    heading: 'playfair-display',
    headingWeight: 700,
    body: 'inter',
    bodyStrongWeight: 600,
    character: { tone: 75, era: 20, stance: 70, energy: 35 },
    why: 'a high-contrast serif gives headlines an editorial, established voice; Inter keeps long text plain and legible',
  },
  {
    heading: 'cormorant-garamond',
    headingWeight: 600,
    body: 'manrope',
    bodyStrongWeight: 600,
    character: { tone: 70, era: 10, stance: 45, energy: 15 },
    why: 'an elegant Garamond for headlines reads calm and crafted; Manrope’s open forms carry the body text',
  },
  {
    heading: 'cinzel',
    headingWeight: 700,
    body: 'dm-sans',
    bodyStrongWeight: 700,
    character: { tone: 85, era: 5, stance: 90, energy: 30 },
    why: 'Roman capitals give headlines authority and permanence; DM Sans is quiet and clear beneath them',
  },
  {
    heading: 'roboto-slab',
    headingWeight: 700,
    body: 'inter',
    bodyStrongWeight: 600,
    character: { tone: 65, era: 45, stance: 80, energy: 50 },
    why: 'a sturdy slab serif for headlines says dependable and direct; Inter keeps the body neutral',
  },
  {
    heading: 'montserrat',
    headingWeight: 700,
    body: 'inter',
    bodyStrongWeight: 600,
    character: { tone: 55, era: 75, stance: 65, energy: 70 },
    why: 'geometric Montserrat headlines are confident and modern; Inter is built for screens and small sizes',
  },
  {
    heading: 'space-grotesk',
    headingWeight: 700,
    body: 'inter',
    bodyStrongWeight: 600,
    character: { tone: 45, era: 95, stance: 50, energy: 65 },
    why: 'Space Grotesk’s quirky details feel technical and current; Inter balances it with calm body text',
  },
  {
    heading: 'manrope',
    headingWeight: 800,
    body: 'inter',
    bodyStrongWeight: 600,
    character: { tone: 50, era: 85, stance: 30, energy: 40 },
    why: 'Manrope’s rounded geometry is friendly and modern without shouting; Inter keeps text easy to read',
  },
  {
    heading: 'poppins',
    headingWeight: 700,
    body: 'dm-sans',
    bodyStrongWeight: 700,
    character: { tone: 35, era: 80, stance: 25, energy: 75 },
    why: 'round, even Poppins headlines are upbeat and approachable; DM Sans is light and clear for the body',
  },
  {
    heading: 'fredoka',
    headingWeight: 600,
    body: 'dm-sans',
    bodyStrongWeight: 700,
    character: { tone: 10, era: 70, stance: 10, energy: 70 },
    why: 'soft, rounded Fredoka headlines feel playful and kind; DM Sans keeps the details readable',
  },
  {
    heading: 'baloo-2',
    headingWeight: 700,
    body: 'noto-sans',
    bodyStrongWeight: 700,
    character: { tone: 15, era: 55, stance: 20, energy: 90 },
    why: 'chunky Baloo headlines bring energy and fun; Noto Sans is sturdy and neutral for body text',
  },
  {
    heading: 'exo-2',
    headingWeight: 700,
    body: 'inter',
    bodyStrongWeight: 600,
    character: { tone: 55, era: 100, stance: 60, energy: 85 },
    why: 'Exo 2 has a fast, engineered feel for headlines; Inter keeps the body calm and technical',
  },
  {
    heading: 'abril-fatface',
    headingWeight: 400,
    body: 'manrope',
    bodyStrongWeight: 600,
    character: { tone: 40, era: 25, stance: 55, energy: 85 },
    why: 'a heavy display serif makes bold, poster-like headlines; Manrope keeps the body light',
  },
];

/** Industry words that lean the personality before the pairing is chosen. */
const INDUSTRY_LEANS: [RegExp, Partial<Personality>][] = [
  [/\b(law|legal|bank|finance|insurance|account|consult|audit)/i, { tone: 80, stance: 80 }],
  [/\b(kid|child|toy|game|play|candy|pet)/i, { tone: 15, stance: 15, energy: 75 }],
  [/\b(tech|software|app|ai|data|cloud|cyber|saas|robot)/i, { era: 95 }],
  [/\b(luxury|jewel|fashion|wine|hotel|spa|beauty)/i, { era: 20, energy: 25 }],
  [/\b(sport|fitness|gym|energy|music|festival)/i, { energy: 90 }],
  [/\b(health|care|clinic|medic|dental|wellness)/i, { stance: 45, energy: 30 }],
];

/** The personality with the industry's lean mixed in (a third of the way). */
export function leanedPersonality(
  personality: Personality,
  industry: string | undefined,
): Personality {
  const lean = INDUSTRY_LEANS.find(([words]) => industry && words.test(industry))?.[1];
  if (!lean) return personality;
  const mixed = { ...personality };
  for (const axis of Object.keys(lean) as (keyof Personality)[])
    mixed[axis] = Math.round(personality[axis] * (2 / 3) + lean[axis]! / 3);
  return mixed;
}

const FALLBACKS: Record<string, string[]> = {
  sans: ['system-ui', '-apple-system', 'Segoe UI', 'Arial', 'sans-serif'],
  serif: ['Georgia', 'Times New Roman', 'serif'],
  slab: ['Rockwell', 'Georgia', 'serif'],
  display: ['system-ui', 'Arial', 'sans-serif'],
  script: ['cursive'],
  mono: ['ui-monospace', 'Menlo', 'Consolas', 'monospace'],
};

function choice(id: FontFamilyId, weight: number) {
  const family = fontFamily(id);
  return {
    id,
    family: family.family,
    weight,
    stack: [family.family, ...FALLBACKS[family.category]!],
  };
}

const RATIOS = [
  { limit: 34, ratio: 1.2, name: 'Minor third (1.2)' },
  { limit: 67, ratio: 1.25, name: 'Major third (1.25)' },
  { limit: 101, ratio: 1.333, name: 'Perfect fourth (1.333)' },
];

/** The scale's steps, from display down to caption, on a 16 px body. */
function scale(ratio: number, headingIsSerif: boolean): TypeStep[] {
  const steps: [string, string, 'heading' | 'body', number, number][] = [
    ['display', 'Display', 'heading', 5, 1.05],
    ['h1', 'Heading 1', 'heading', 4, 1.1],
    ['h2', 'Heading 2', 'heading', 3, 1.15],
    ['h3', 'Heading 3', 'heading', 2, 1.2],
    ['h4', 'Heading 4', 'heading', 1, 1.3],
    ['body', 'Body', 'body', 0, 1.55],
    ['small', 'Small', 'body', -1, 1.5],
    ['caption', 'Caption', 'body', -2, 1.4],
  ];
  return steps.map(([token, label, font, power, lineHeight]) => {
    const size = Math.round(16 * ratio ** power);
    // Large sans headings are set a touch tight; captions a touch open.
    const letterSpacing =
      font === 'heading' && power >= 3 && !headingIsSerif ? -0.015 : power < 0 ? 0.01 : 0;
    return { token, label, font, size, lineHeight, weight: 400, letterSpacing };
  });
}

/** The pairing and scale for a personality. */
export function chooseTypography(personality: Personality, industry?: string): Typography {
  const leaned = leanedPersonality(personality, industry);
  const distance = (pairing: Pairing) =>
    Math.hypot(
      pairing.character.tone - leaned.tone,
      pairing.character.era - leaned.era,
      pairing.character.stance - leaned.stance,
      pairing.character.energy - leaned.energy,
    );
  const pairing = [...PAIRINGS].sort((a, b) => distance(a) - distance(b))[0]!;
  const ratio = RATIOS.find((entry) => leaned.energy < entry.limit)!;
  const heading = choice(pairing.heading, pairing.headingWeight);
  const headingIsSerif = ['serif', 'slab'].includes(fontFamily(pairing.heading).category);
  const steps = scale(ratio.ratio, headingIsSerif).map((step) => ({
    ...step,
    weight: step.font === 'heading' ? pairing.headingWeight : 400,
  }));
  return {
    heading,
    body: choice(pairing.body, 400),
    bodyStrong: choice(pairing.body, pairing.bodyStrongWeight),
    ratio: ratio.ratio,
    ratioName: ratio.name,
    scale: steps,
    rationale: `${heading.family} with ${fontFamily(pairing.body).family}: ${pairing.why}.`,
  };
}
