// Rebuilds a test photo's subject mask from hand-drawn seeds with OpenCV's GrabCut (the
// interactive segmentation many matting data sets are made with): `npx tsx scripts/grabcut-mask.ts
// tests/fixtures/photos/figurines-mask-seeds.json` writes figurines-mask.png beside the seeds.
// The seeds say where the subject surely is, where the background surely is and a generous
// outline (outside it, background); GrabCut decides the band between from the photo's colours.
// A dev tool, not part of any build: the mask it wrote is checked in and the tests read that.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { openCvRuntime, type Mat, type OpenCv } from '../src/backend/local-photo/engines/inpaint';

const seedsSchema = z.object({
  photo: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maybe: z.array(z.string()),
  subject: z.array(z.string()),
  background: z.array(z.string()),
});

/** OpenCV.js with the GrabCut part of its API. */
type GrabCutCv = OpenCv & {
  Rect: new (x: number, y: number, width: number, height: number) => unknown;
  grabCut(
    image: Mat,
    mask: Mat,
    rect: unknown,
    background: Mat,
    foreground: Mat,
    iterations: number,
    mode: number,
  ): void;
  GC_BGD: number;
  GC_FGD: number;
  GC_PR_FGD: number;
  GC_INIT_WITH_MASK: number;
};

const seedsFile = process.argv[2];
if (!seedsFile) throw new Error('usage: tsx scripts/grabcut-mask.ts <seeds.json>');
const seeds = seedsSchema.parse(JSON.parse(readFileSync(seedsFile, 'utf8')));
const { width, height } = seeds;

/** The polygons filled white on black, one byte a pixel. */
async function raster(polygons: string[]): Promise<Buffer> {
  const shapes = polygons.map((points) => `<polygon fill="white" points="${points}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="black"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).extractChannel(0).raw().toBuffer();
}

const cv = (await openCvRuntime()) as GrabCutCv;
const folder = dirname(seedsFile);
const { data: rgb, info } = await sharp(join(folder, seeds.photo))
  .removeAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true });
if (info.width !== width || info.height !== height)
  throw new Error(
    `${seeds.photo} is ${info.width} × ${info.height}, the seeds say ${width} × ${height}`,
  );
const maybe = await raster(seeds.maybe);
const subject = await raster(seeds.subject);
const background = await raster(seeds.background);
const labels = new Uint8Array(width * height);
for (let pixel = 0; pixel < labels.length; pixel += 1)
  labels[pixel] =
    subject[pixel]! > 127
      ? cv.GC_FGD
      : background[pixel]! > 127
        ? cv.GC_BGD
        : maybe[pixel]! > 127
          ? cv.GC_PR_FGD
          : cv.GC_BGD;
const image = cv.matFromArray(height, width, cv.CV_8UC3, rgb);
const mask = cv.matFromArray(height, width, cv.CV_8UC1, labels);
const backgroundModel = new cv.Mat();
const foregroundModel = new cv.Mat();
try {
  cv.grabCut(
    image,
    mask,
    new cv.Rect(0, 0, 1, 1),
    backgroundModel,
    foregroundModel,
    8,
    cv.GC_INIT_WITH_MASK,
  );
  const out = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < out.length; pixel += 1) {
    const label = mask.data[pixel];
    out[pixel] = label === cv.GC_FGD || label === cv.GC_PR_FGD ? 255 : 0;
  }
  const target = seedsFile.replace(/-seeds\.json$/, '.png');
  await sharp(out, { raw: { width, height, channels: 1 } })
    .png()
    .toFile(target);
  process.stdout.write(
    `${target}: ${out.filter((value) => value === 255).length} subject pixels\n`,
  );
} finally {
  for (const mat of [image, mask, backgroundModel, foregroundModel]) mat.delete();
}
