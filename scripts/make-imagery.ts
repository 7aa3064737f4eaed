// Makes the landing page's imagery (hero slider, live gallery, social showcase) with our own
// procedural renderer (src/backend/local-images), so every picture we ship is ours. Each picture
// is written as AVIF with a WebP fallback at its display size, and generated TypeScript
// manifests record sizes (explicit width/height, so nothing shifts) and a tiny blurred
// placeholder as a data URL.
//
//   npx tsx scripts/make-imagery.ts
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { renderImage } from '../src/backend/local-images/render-image';
import { createLogger } from '../src/backend/core/logger';

const repoRoot = resolve(import.meta.dirname, '..');
const outDir = join(repoRoot, 'resources/public/imagery');
const manifestDir = join(repoRoot, 'src/renderer/src/features/landing/data');
const log = createLogger('info');

type Group = 'slider' | 'gallery' | 'showcase';

type Picture = {
  group: Group;
  slug: string;
  title: string;
  prompt: string;
  style: string;
  variant?: string;
  seed: number;
};

const sizes: Record<
  Group,
  { width: number; height: number; quality: { avif: number; webp: number } }
> = {
  slider: { width: 960, height: 640, quality: { avif: 42, webp: 62 } },
  gallery: { width: 320, height: 240, quality: { avif: 40, webp: 58 } },
  showcase: { width: 480, height: 600, quality: { avif: 42, webp: 60 } },
};

const slider: Picture[] = [
  {
    group: 'slider',
    slug: 'golden-dunes',
    title: 'Golden dunes at dusk',
    prompt: 'golden desert dunes at sunset, warm light, wide landscape',
    style: 'realistic',
    variant: 'landscape',
    seed: 11,
  },
  {
    group: 'slider',
    slug: 'neon-city',
    title: 'Neon city',
    prompt: 'cyberpunk city at night, neon signs, rain reflections',
    style: 'cyberpunk',
    seed: 23,
  },
  {
    group: 'slider',
    slug: 'ocean-oil',
    title: 'Ocean in oil',
    prompt: 'stormy ocean waves, oil painting, dramatic sky',
    style: 'oil-painting',
    seed: 37,
  },
  {
    group: 'slider',
    slug: 'fantasy-peaks',
    title: 'Fantasy peaks',
    prompt: 'floating mountains above the clouds, fantasy castle, golden hour',
    style: 'fantasy',
    seed: 41,
  },
  {
    group: 'slider',
    slug: 'studio-product',
    title: 'Studio product shot',
    prompt: 'perfume bottle product photo on a gold pedestal, studio light',
    style: 'ecommerce',
    seed: 53,
  },
];

const galleryPrompts: [string, string, string, string?][] = [
  ['Honey forest', 'sunlit forest with golden leaves and soft mist', 'realistic', 'landscape'],
  ['Retro arcade', 'pixel art arcade hero jumping over lava', 'pixel-art'],
  ['Steam harbour', 'steampunk airship harbour with brass towers', 'steampunk'],
  ['Comic heist', 'comic book panel of a masked thief on a rooftop', 'comic-book'],
  ['Vintage tram', 'vintage tram on a cobbled street, sepia film', 'vintage'],
  ['Charcoal study', 'pencil sketch of a lighthouse on a cliff', 'sketch'],
  ['Dragon valley', 'dragon soaring over a misty valley, epic fantasy', 'fantasy'],
  ['Night market', 'cyberpunk night market with glowing lanterns', 'cyberpunk'],
  ['Still life', 'oil painting still life of lemons and a copper jug', 'oil-painting'],
  ['Desert road', 'empty desert highway under a violet sky', 'realistic', 'landscape'],
  ['Sneaker drop', 'sneaker product photo floating on a gradient', 'ecommerce'],
  ['Flash portrait', 'cinematic portrait lit by golden light', 'photon-flash'],
  ['Pixel village', 'cozy pixel art village at dusk with lights', 'pixel-art'],
  ['Clockwork owl', 'steampunk clockwork owl with copper gears', 'steampunk'],
  ['Sea cliffs', 'sea cliffs at sunrise with crashing waves', 'realistic', 'landscape'],
  ['Hero landing', 'comic book superhero landing in a city street', 'comic-book'],
  ['Old harbour', 'vintage postcard of a fishing harbour', 'vintage'],
  ['Glass tower', 'futuristic glass tower in a neon skyline', 'cyberpunk'],
];

const gallery: Picture[] = galleryPrompts.map(([title, prompt, style, variant], index) => ({
  group: 'gallery',
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  title,
  prompt,
  style,
  variant,
  seed: 100 + index * 7,
}));

const showcase: Picture[] = [
  {
    group: 'showcase',
    slug: 'brand-post',
    title: 'Brand launch post',
    prompt: 'luxury product launch poster with gold accents',
    style: 'ecommerce',
    seed: 301,
  },
  {
    group: 'showcase',
    slug: 'travel-story',
    title: 'Travel story',
    prompt: 'tropical beach at sunset for a travel story',
    style: 'realistic',
    variant: 'landscape',
    seed: 302,
  },
  {
    group: 'showcase',
    slug: 'event-flyer',
    title: 'Event flyer',
    prompt: 'neon music festival flyer, crowd and lights',
    style: 'cyberpunk',
    seed: 303,
  },
  {
    group: 'showcase',
    slug: 'book-cover',
    title: 'Book cover',
    prompt: 'fantasy book cover with a castle and a dragon',
    style: 'fantasy',
    seed: 304,
  },
];

type Entry = Picture & { width: number; height: number; placeholder: string };

async function makePicture(picture: Picture): Promise<Entry> {
  const { width, height, quality } = sizes[picture.group];
  // Render at twice the size for a crisp downscale, then encode at display size.
  const png = await renderImage({
    prompt: picture.prompt,
    style: picture.style,
    variant: picture.variant,
    contrast: 'medium',
    seed: picture.seed,
    width: width * 2 > 1600 ? width : width * 2,
    height: width * 2 > 1600 ? height : height * 2,
    layout: picture.seed % 3,
  });
  const resized = sharp(png).resize(width, height, { fit: 'cover' });
  const base = join(outDir, `${picture.group}-${picture.slug}`);
  await resized.clone().avif({ quality: quality.avif, effort: 4 }).toFile(`${base}.avif`);
  await resized.clone().webp({ quality: quality.webp, effort: 5 }).toFile(`${base}.webp`);
  const tiny = await sharp(png)
    .resize(16, Math.round((16 * height) / width))
    .webp({ quality: 40 })
    .toBuffer();
  return {
    ...picture,
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

const groupFiles: Record<Group, { file: string; name: string; doc: string }> = {
  slider: {
    file: 'slider-images.ts',
    name: 'sliderImages',
    doc: 'Hero slider pictures (spec 2.4), in order.',
  },
  gallery: {
    file: 'gallery-images.ts',
    name: 'galleryImages',
    doc: 'Live gallery pictures (spec 2.4).',
  },
  showcase: {
    file: 'showcase-images.ts',
    name: 'showcaseImages',
    doc: 'Social showcase pictures (spec 2.4).',
  },
};

// One module per group, so the first paint only carries the slider's placeholders and the
// gallery's and showcase's travel with the below-the-fold chunk.
function manifestSource(entries: Entry[], group: Group): string {
  const images = entries
    .filter((entry) => entry.group === group)
    .map(({ slug, title, prompt, width, height, placeholder }) => ({
      id: `${group}-${slug}`,
      title,
      prompt,
      width,
      height,
      avif: `/imagery/${group}-${slug}.avif`,
      webp: `/imagery/${group}-${slug}.webp`,
      placeholder,
    }));
  const { name, doc } = groupFiles[group];
  return [
    '// Generated by scripts/make-imagery.ts — do not edit by hand. Pictures we render ourselves',
    '// with the local procedural renderer, shipped in resources/public/imagery.',
    "import type { ShippedImage } from './shipped-image';",
    '',
    `/** ${doc} */`,
    `export const ${name}: readonly ShippedImage[] = ${JSON.stringify(images, null, 2)};`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const entries: Entry[] = [];
  for (const picture of [...slider, ...gallery, ...showcase])
    entries.push(await makePicture(picture));
  for (const group of Object.keys(groupFiles) as Group[]) {
    writeFileSync(join(manifestDir, groupFiles[group].file), manifestSource(entries, group));
  }
  const total = readdirSync(outDir).reduce(
    (sum, file) => sum + statSync(join(outDir, file)).size,
    0,
  );
  log.info('imagery written', {
    files: readdirSync(outDir).length,
    totalKb: Math.round(total / 1024),
  });
}

await main();
