// The guideline PDF (pdf-lib, fonts embedded with fontkit from the shipped WOFF files and subset
// to the glyphs drawn): thirteen A4 landscape pages in five sections, each page reported as it is
// laid out so the run's progress is real, and the signal checked between pages so a cancel stops
// it at once.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { FontFamilyId } from '../fonts/catalogue.ts';
import { fallbackFiles, missingLetters, ownFiles } from '../fonts/font-faces.ts';
import type { BrandLogo } from './brand-logo.ts';
import { embedLogo } from './draw-logo.ts';
import { paletteRgb, type GuideContent, type GuideContext } from './guide-context.ts';
import { backCover, contentsPage, coverPage } from './pages-cover.ts';
import { contrastPage, palettePage } from './pages-colour.ts';
import { logoColoursPage, logoMisusePage, logoPage } from './pages-logo.ts';
import { typeScalePage, typographyPage } from './pages-type.ts';
import { taglinesPage, tokensPage, voicePage } from './pages-voice.ts';
import { PAGE, PdfFace } from './pdf-kit.ts';
import { hexToRgb } from '../contracts/domain/colour.ts';

/** The pages in order, by title (the contract's `pages`, and what tests look for). */
export const GUIDELINE_PAGES = [
  'Cover',
  'Contents',
  'Primary logo and clear space',
  'Logo colour versions',
  'Logo misuse',
  'Colour palette',
  'Colour contrast',
  'Typefaces',
  'Type scale',
  'Voice and tone',
  'Tagline ideas',
  'Tokens and files',
  'Back cover',
] as const;

/** Where each section starts (for the contents page). */
const SECTION_PAGES = [3, 6, 8, 10, 12];

export type GuidelineResult = { bytes: Uint8Array; nameFallback: boolean };

async function face(doc: PDFDocument, id: string, weight: number): Promise<PdfFace> {
  const family = id as FontFamilyId;
  return new PdfFace(doc, await ownFiles(family, weight), () => fallbackFiles(family, weight));
}

/** Lays out the guideline. `progress(done, total)` after each page; stops when `signal` fires. */
export async function renderGuideline(
  content: GuideContent,
  logo: BrandLogo,
  options: {
    signal: AbortSignal;
    progress(done: number, total: number): void;
    pause?(): Promise<void>;
  },
): Promise<GuidelineResult> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${content.name} brand guidelines`, { showInWindowTitleBar: true });
  doc.setSubject('Brand guidelines: logo, colour, typography, voice and design tokens');
  doc.setAuthor(content.name);
  doc.setCreator('Hive Studio Brand Blueprint');
  doc.setProducer('Hive Studio');
  doc.setKeywords(['brand', 'guidelines', content.name]);
  const { typography, palette } = content;
  const [heading, body, strong, mono] = await Promise.all([
    face(doc, typography.heading.id, typography.heading.weight),
    face(doc, typography.body.id, typography.body.weight),
    face(doc, typography.bodyStrong.id, typography.bodyStrong.weight),
    face(doc, 'jetbrains-mono', 400),
  ]);
  const headingFiles = await ownFiles(
    typography.heading.id as FontFamilyId,
    typography.heading.weight,
  );
  const nameFallback = missingLetters(content.name, headingFiles) !== '';
  const name = nameFallback ? await face(doc, 'noto-sans', 700) : heading;
  const ink = paletteRgb(palette, 'neutral-900');
  const context: GuideContext = {
    doc,
    faces: { heading, body, strong, mono, name },
    art: await embedLogo(doc, logo, ink),
    content,
    colours: {
      ink,
      graphite: paletteRgb(palette, 'neutral-600'),
      stone: paletteRgb(palette, 'neutral-300'),
      mist: paletteRgb(palette, 'neutral-100'),
      white: [255, 255, 255],
      primary: hexToRgb(palette.find((entry) => entry.id === 'primary')!.hex),
      accent: paletteRgb(palette, 'accent'),
      paper: [255, 255, 255],
    },
  };
  const pages: ((page: ReturnType<PDFDocument['addPage']>, number: number) => Promise<void>)[] = [
    (page) => coverPage(page, context),
    (page) => contentsPage(page, context, SECTION_PAGES),
    (page, number) => logoPage(page, context, number),
    (page, number) => logoColoursPage(page, context, number),
    (page, number) => logoMisusePage(page, context, number),
    (page, number) => palettePage(page, context, number),
    (page, number) => contrastPage(page, context, number),
    (page, number) => typographyPage(page, context, number),
    (page, number) => typeScalePage(page, context, number),
    (page, number) => voicePage(page, context, number),
    (page, number) => taglinesPage(page, context, number),
    (page, number) => tokensPage(page, context, number),
    (page) => backCover(page, context),
  ];
  for (const [index, draw] of pages.entries()) {
    if (options.signal.aborted) throw options.signal.reason ?? new Error('cancelled');
    const page = doc.addPage([PAGE.width, PAGE.height]);
    await draw(page, index + 1);
    options.progress(index + 1, pages.length + 1);
    await options.pause?.();
  }
  const bytes = await doc.save({ useObjectStreams: true });
  options.progress(pages.length + 1, pages.length + 1);
  return { bytes, nameFallback };
}
