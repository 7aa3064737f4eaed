// The board's type pairing: the brand tool's pairing chooser (../brand/typography.ts: each
// shipped heading family has a character on four axes, the nearest wins, with the body family it
// was paired with by hand) fed a personality read from the board's style, leaned by its keywords
// the way a brand's industry words lean it ("kids", "luxury", "tech"…). Only families the app
// ships (../fonts/catalogue.ts) come out, at weights they ship.
import type { Personality } from '../contracts/api/brand.ts';
import type { MoodboardFonts } from '../contracts/api/moodboard.ts';
import { chooseTypography } from '../brand/typography.ts';

/** Where each style sits on the pairing's axes: tone (playful → serious), era (classic → modern), stance (friendly → authoritative), energy (calm → loud). */
const STYLE_CHARACTER: Record<string, Personality> = {
  realistic: { tone: 60, era: 50, stance: 55, energy: 45 },
  photorealistic: { tone: 65, era: 45, stance: 60, energy: 40 },
  ecommerce: { tone: 50, era: 80, stance: 45, energy: 55 },
  'photon-flash': { tone: 55, era: 70, stance: 55, energy: 60 },
  '4k-ultra': { tone: 65, era: 55, stance: 60, energy: 45 },
  '8k-ultra': { tone: 65, era: 55, stance: 60, energy: 45 },
  'flux-kontext-max': { tone: 60, era: 60, stance: 55, energy: 50 },
  abstract: { tone: 45, era: 90, stance: 50, energy: 65 },
  cartoon: { tone: 10, era: 65, stance: 10, energy: 75 },
  'digital-art': { tone: 45, era: 95, stance: 55, energy: 80 },
  watercolor: { tone: 65, era: 15, stance: 40, energy: 20 },
  minimalist: { tone: 50, era: 85, stance: 30, energy: 35 },
  anime: { tone: 20, era: 75, stance: 20, energy: 80 },
  cinematic: { tone: 75, era: 35, stance: 75, energy: 45 },
  '3d': { tone: 40, era: 85, stance: 30, energy: 70 },
  'oil-painting': { tone: 75, era: 10, stance: 60, energy: 30 },
  sketch: { tone: 60, era: 20, stance: 40, energy: 20 },
  'pixel-art': { tone: 20, era: 90, stance: 30, energy: 85 },
  'comic-book': { tone: 25, era: 50, stance: 45, energy: 90 },
  vintage: { tone: 75, era: 5, stance: 65, energy: 30 },
  fantasy: { tone: 85, era: 5, stance: 85, energy: 35 },
  cyberpunk: { tone: 55, era: 100, stance: 60, energy: 85 },
  steampunk: { tone: 65, era: 40, stance: 80, energy: 50 },
  surreal: { tone: 40, era: 30, stance: 50, energy: 85 },
  artistic: { tone: 65, era: 25, stance: 50, energy: 40 },
};

const MIDDLE: Personality = { tone: 50, era: 50, stance: 50, energy: 50 };

/** The heading and body fonts for a board's style and keywords, with why in one sentence. */
export function typePairing(style: string, keywords: readonly string[]): MoodboardFonts {
  const typography = chooseTypography(STYLE_CHARACTER[style] ?? MIDDLE, keywords.join(' '));
  return {
    heading: { family: typography.heading.family, weight: typography.heading.weight },
    body: { family: typography.body.family, weight: typography.body.weight },
    why: typography.rationale,
  };
}
