// Which scene and finish each catalogue style gets. Keyed by the catalogue's own values
// (contracts/domain/styles.ts), so every style and variant the picker offers has a look.
import {
  findStyle,
  findVariant,
} from '../../../supabase/functions/_shared/contracts/domain/styles';
import { expressiveScene, fluidScene, geometricScene } from './scenes/abstract';
import { celScene, comicScene, mangaScene } from './scenes/cel';
import { cinematicScene } from './scenes/cinematic';
import { fantasyScene } from './scenes/fantasy';
import { landscapeScene } from './scenes/landscape';
import { minimalScene } from './scenes/minimal';
import { neonScene } from './scenes/neon';
import { gearsScene, spheresScene, surrealScene } from './scenes/objects';
import { sketchScene, watercolorScene } from './scenes/painted';
import type { Finish, SceneBuilder } from './scenes/scene-types';
import { bokehScene, studioScene } from './scenes/studio';

/** A style's look: the scene to draw and finishing steps layered over the scene's own. */
export type Look = { build: SceneBuilder; finish: Finish; variant: string };

type LookEntry = { build: SceneBuilder; finish?: Finish };

const whiteStudio: SceneBuilder = (input) => studioScene(input, true);
const colourStudio: SceneBuilder = (input) => studioScene(input, false);
const ultra: LookEntry = { build: cinematicScene, finish: { saturation: 1.25, grain: 0.04 } };

const LOOKS: Record<string, LookEntry> = {
  'realistic/portrait': { build: bokehScene },
  'realistic/landscape': { build: landscapeScene, finish: { grain: 0.06 } },
  'realistic/studio': { build: colourStudio },
  'photorealistic/professional': {
    build: landscapeScene,
    finish: { saturation: 1.15, grain: 0.05 },
  },
  'photorealistic/editorial': { build: bokehScene, finish: { tone: 'teal-orange', grain: 0.25 } },
  'photorealistic/commercial': { build: whiteStudio },
  'abstract/geometric': { build: geometricScene },
  'abstract/fluid': { build: fluidScene },
  'abstract/expressive': { build: expressiveScene },
  'cartoon/disney': { build: celScene, finish: { tone: 'warm' } },
  'cartoon/pixar': { build: spheresScene, finish: { blur: 0.8, saturation: 1.3 } },
  'cartoon/comic': { build: comicScene },
  'digital-art/concept': {
    build: landscapeScene,
    finish: { blur: 1.2, saturation: 1.25, paper: 'canvas' },
  },
  'digital-art/matte': { build: cinematicScene, finish: { tone: 'warm', saturation: 1.1 } },
  'digital-art/cyberpunk': { build: neonScene },
  'watercolor/soft': { build: watercolorScene },
  'watercolor/vibrant': { build: watercolorScene },
  'watercolor/traditional': { build: watercolorScene },
  'minimalist/clean': { build: minimalScene },
  'minimalist/geometric': { build: minimalScene },
  'minimalist/zen': { build: minimalScene, finish: { paper: 'sketch' } },
  'anime/studio': { build: celScene },
  'anime/manga': { build: mangaScene },
  'anime/kawaii': { build: celScene },
  'cinematic/dramatic': { build: cinematicScene },
  'cinematic/noir': { build: cinematicScene },
  'cinematic/epic': { build: cinematicScene },
  '3d/photorealistic': { build: spheresScene },
  '3d/stylized': { build: spheresScene },
  '3d/toon': { build: spheresScene },
  'ecommerce/standard': { build: whiteStudio },
  'photon-flash/standard': { build: landscapeScene, finish: { saturation: 1.35 } },
  'oil-painting/standard': {
    build: expressiveScene,
    finish: { paper: 'canvas', blur: 1.4, tone: 'warm' },
  },
  'sketch/standard': { build: sketchScene },
  'pixel-art/standard': { build: landscapeScene, finish: { pixelate: 10, saturation: 1.25 } },
  'comic-book/standard': { build: comicScene },
  'vintage/standard': { build: landscapeScene, finish: { tone: 'sepia', grain: 0.35, blur: 0.8 } },
  'fantasy/standard': { build: fantasyScene },
  'cyberpunk/standard': { build: neonScene },
  'steampunk/standard': { build: gearsScene },
  'surreal/standard': { build: surrealScene },
  'artistic/standard': { build: expressiveScene, finish: { saturation: 0.9 } },
  '4k-ultra/standard': ultra,
  '8k-ultra/standard': ultra,
  'flux-kontext-max/standard': { build: bokehScene, finish: { saturation: 1.15 } },
};

/** The look for a style and variant; unknown styles fall back to the realistic landscape. */
export function lookFor(style: string, variant?: string): Look {
  const category = findStyle(style);
  const chosen = category ? findVariant(category, variant).value : 'landscape';
  const entry = LOOKS[`${category?.value ?? 'realistic'}/${chosen}`] ?? { build: landscapeScene };
  return { build: entry.build, finish: entry.finish ?? {}, variant: chosen };
}

/** Every style/variant key that has a look (for tests). */
export function lookKeys(): string[] {
  return Object.keys(LOOKS);
}
