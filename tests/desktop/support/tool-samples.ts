// A request each edge function of a tool accepts, for the built-app smoke test: small real
// photos, so every local engine (photo worker, render worker, tracer) really runs. A function
// that lands without a sample here still has to boot and answer in the one error shape; add its
// sample to make the smoke test check its result too.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { GenerateLogoBody } from '../../../supabase/functions/_shared/contracts/api/logo';

const PHOTOS = resolve(import.meta.dirname, '../../fixtures/photos');

/** What a sample sends: JSON, or a multipart form. */
export type SampleBody = Record<string, unknown> | FormData;

async function smallPhoto(name: string, width: number): Promise<string> {
  const bytes = await sharp(readFileSync(resolve(PHOTOS, name)))
    .resize(width)
    .jpeg()
    .toBuffer();
  return bytes.toString('base64');
}

async function maskFor(photo: string): Promise<string> {
  const { width, height } = await sharp(Buffer.from(photo, 'base64')).metadata();
  const mask = await sharp({
    create: { width: width!, height: height!, channels: 3, background: '#000000' },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 24, height: 24, channels: 3, background: '#ffffff' },
        })
          .png()
          .toBuffer(),
        left: Math.round(width! / 2),
        top: Math.round(height! / 2),
      },
    ])
    .png()
    .toBuffer();
  return mask.toString('base64');
}

/** Function name → a body it accepts (built lazily: photos are resized once per run). */
export async function toolSamples(): Promise<Record<string, () => SampleBody>> {
  const figurines = await smallPhoto('figurines.jpg', 320);
  const carPark = await smallPhoto('car-park.jpg', 256);
  const carParkMask = await maskFor(carPark);
  const logo = await sharp({
    create: { width: 128, height: 128, channels: 3, background: '#f5b82e' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><circle cx="64" cy="64" r="40" fill="#1e3a8a"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const prompt = { prompt: 'a cabin in snowy pine woods with a fox' };
  return {
    'generate-image': () => prompt,
    'generate-image-4k-ultra': () => prompt,
    'generate-image-8k-ultra': () => prompt,
    'generate-image-photon-flash': () => prompt,
    'generate-image-flux-kontext-max': () => prompt,
    'remove-background': () => ({ image: figurines }),
    'image-enhancement': () => ({
      image: figurines,
      enhancementType: 'quality',
      desiredIncrease: 2,
    }),
    'remove-object': () => ({ image: carPark, mask: carParkMask }),
    'generate-background': () => ({ image: figurines, prompt: 'a sunny beach with palm trees' }),
    vectorize: () => ({
      image: `data:image/png;base64,${logo.toString('base64')}`,
      preset: 'logo',
    }),
    'generate-svg': () => prompt,
    'generate-vector-illustration': () => prompt,
    // Outlines from the shipped fonts: proves bundled functions find files beside their source.
    'generate-logo': (): GenerateLogoBody => ({ name: 'Northwind Bakery', style: 'vintage' }),
    // The mockup and social kit: every scene rendered, lettering from the shipped fonts.
    'logo-mockups': () => ({ logo: logo.toString('base64'), brand: { name: 'Northwind Bakery' } }),
    // A 6-tile board: three pictures from the render worker, the palette decoded from their PNGs.
    'generate-moodboard': () => ({
      keywords: ['cabin', 'pine woods'],
      style: 'watercolor',
      tiles: 6,
      colors: 'cool',
    }),
    // A PDF guideline with the shipped fonts embedded, from a small SVG logo.
    // A short square clip: the local motion engine, its encoder and the remux in the built worker.
    'ai-generate': () => ({
      task_type: 'text-to-video',
      prompt: 'a snowy village at night',
      video_length_seconds: 3,
      aspect_ratio: '1:1',
    }),
    // A 6 s square ad: Skia's canvas, the bundled fonts, the encoder thread and the remux.
    'advertising-video': () => ({
      ad: {
        format: '1:1',
        durationSeconds: 6,
        style: 'bold-sale',
        colours: { background: '#14110d', primary: '#e0a526', accent: '#ff5a36', text: '#ffffff' },
        brandName: 'Northwind',
        headline: 'Fresh bread daily',
        subline: 'Baked at dawn',
        cta: 'Order now',
        offer: '2 for 1',
        features: [],
        scenes: [
          { id: 'a', kind: 'intro', seconds: 1.5, text: 'Fresh bread daily', product: 0 },
          { id: 'b', kind: 'reveal', seconds: 1.5, text: 'Baked at dawn', product: 0 },
          { id: 'c', kind: 'offer', seconds: 1.5, text: '2 for 1', product: 0 },
          { id: 'd', kind: 'end', seconds: 1.5, text: 'Order now', product: 0 },
        ],
      },
      products: [figurines],
    }),
    'brand-blueprint': () => ({
      name: 'Northwind Bakery',
      logo: `data:image/svg+xml;base64,${Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#1e3a8a"/></svg>',
      ).toString('base64')}`,
    }),
  };
}
