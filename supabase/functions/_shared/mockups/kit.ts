// One kit, item by item: the print artwork, each scene, each social size, the preview and the
// ZIP — with real progress after every piece and a stop between pieces when the job is cancelled
// (plus MOCKUP_STEP_PAUSE_MS, 0 in production, so tests can land a cancel mid-run).
import { between } from '../jobs/job-pause.ts';
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  KIT_THUMB_SIZE,
  MOCKUP_ITEMS,
  type BrandDetails,
  type LogoVariant,
  type MockupGroup,
  type MockupItemId,
} from '../contracts/api/logo-mockups.ts';
import { createCanvas, resizeCanvas, toHex, type Canvas } from './raster/canvas.ts';
import { encodePngCanvas } from './raster/png.ts';
import type { Fonts } from './raster/text.ts';
import type { PreparedLogo } from './logo/prepare-logo.ts';
import { kitContext } from './kit-context.ts';
import { drawScene, previewPicture, readme, sceneSurface } from './kit-parts.ts';
import { drawLogo, fitLogo, renderDoc, type Doc } from './templates/doc.ts';
import { docToSvg, type SvgLogoSource } from './templates/doc-svg.ts';
import {
  SIGNATURE_LOGO_FILE,
  SIGNATURE_LOGO_WIDTH,
  signatureHtml,
} from './templates/email-signature.ts';
import { SOCIAL_ITEM_IDS, socialBackground, socialDoc } from './templates/social.ts';
import {
  businessCardBack,
  businessCardFront,
  envelope,
  letterhead,
} from './templates/stationery.ts';
import { appIcon } from './scenes/home-screen.ts';
import { printArtwork } from './scenes/stationery-scenes.ts';

/** One file of the kit: its path in the ZIP and whether it is also stored on its own. */
export type KitFile = {
  name: string;
  mime: 'image/png' | 'image/svg+xml' | 'text/html' | 'text/plain' | 'application/zip';
  bytes: Uint8Array;
  width?: number;
  height?: number;
  /** Stored in Storage too (for the preview grid and per-item downloads). */
  store: boolean;
  /** False for files stored for the page only (thumbnails); the ZIP has everything else. */
  inZip?: boolean;
};

/** One made item. */
export type KitItemResult = {
  id: MockupItemId;
  title: string;
  group: MockupGroup;
  width: number;
  height: number;
  variant: LogoVariant;
  background: string;
  /** Its files, the main PNG first. */
  files: KitFile[];
  /** A small copy for the page's grid (stored, not in the ZIP). */
  thumb: KitFile;
};

/** A made kit. */
export type KitResult = {
  items: KitItemResult[];
  preview: KitFile;
  zip: KitFile;
  signatureHtml: string;
  brandColor: string;
  /** Filled by the store: each stored file's Storage path and signed URL, by ZIP name. */
  stored?: Map<string, { path: string; url: string }>;
};

/** What a kit is made from. */
export type KitInput = {
  logo: PreparedLogo;
  vector?: SvgLogoSource['vector'];
  brand: BrandDetails;
  fonts: Fonts;
  seed: number;
};

/** How a kit run reports and stops. */
export type KitRun = {
  progress(percent: number): void;
  signal: AbortSignal;
  /** A pause after each piece (tests of cancel); 0 in production. */
  pauseMs?: number;
};

function spec(id: MockupItemId) {
  return MOCKUP_ITEMS.find((item) => item.id === id)!;
}

function png(name: string, canvas: Canvas, store: boolean, level: 1 | 3 | 6 = 1): KitFile {
  return {
    name,
    mime: 'image/png',
    bytes: encodePngCanvas(canvas, level),
    width: canvas.width,
    height: canvas.height,
    store,
  };
}

/** A small copy of an item for the grid: at most KIT_THUMB_SIZE, its proportions kept. */
function thumbnail(id: MockupItemId, canvas: Canvas): KitFile {
  const scale = Math.min(
    1,
    KIT_THUMB_SIZE.width / canvas.width,
    KIT_THUMB_SIZE.height / canvas.height,
  );
  const small = resizeCanvas(
    canvas,
    Math.max(1, Math.round(canvas.width * scale)),
    Math.max(1, Math.round(canvas.height * scale)),
  );
  return { ...png(`thumbs/${id}.png`, small, true, 1), inZip: false };
}

function svgFile(name: string, svg: string, doc: Doc): KitFile {
  return {
    name,
    mime: 'image/svg+xml',
    bytes: strToU8(svg),
    width: doc.width,
    height: doc.height,
    store: true,
  };
}

/** Makes the kit. */
export async function makeKit(input: KitInput, run: KitRun): Promise<KitResult> {
  const pause = run.pauseMs ?? 0;
  const context = kitContext(input.logo, input.fonts, input.brand, input.seed);
  const source: SvgLogoSource = { logo: input.logo, vector: input.vector };
  const sceneIds = MOCKUP_ITEMS.filter((item) => item.group === 'mockup').map((item) => item.id);
  // Print artwork, each scene, each social item, the preview and the ZIP.
  const steps = 1 + sceneIds.length + SOCIAL_ITEM_IDS.length + 2;
  let done = 0;
  const step = async () => {
    done += 1;
    run.progress(Math.round((done / steps) * 96));
    await between(run.signal, pause);
  };
  await between(run.signal, 0);

  const docs = {
    front: businessCardFront(context),
    back: businessCardBack(context),
    letterhead: letterhead(context),
    envelope: envelope(context),
  };
  const printFiles: Partial<Record<MockupItemId, KitFile[]>> = {};
  const full: Record<keyof typeof docs, Canvas> = {
    front: renderDoc(docs.front, input.fonts, input.logo),
    back: renderDoc(docs.back, input.fonts, input.logo),
    letterhead: renderDoc(docs.letterhead, input.fonts, input.logo),
    envelope: renderDoc(docs.envelope, input.fonts, input.logo),
  };
  for (const [id, key] of [
    ['business-card-front', 'front'],
    ['business-card-back', 'back'],
    ['letterhead', 'letterhead'],
    ['envelope', 'envelope'],
  ] as const) {
    printFiles[id] = [
      svgFile(`print/${id}.svg`, docToSvg(docs[key], input.fonts, source), docs[key]),
      png(`print/${id}.png`, full[key], false, 3),
    ];
  }
  const art = printArtwork(full);
  await step();

  const items: KitItemResult[] = [];
  const scenes: Partial<Record<MockupItemId, Canvas>> = {};
  const html = signatureHtml(context);
  for (const id of sceneIds) {
    const canvas = await drawScene(context, id, art);
    scenes[id] = canvas;
    const surface = sceneSurface(context, id);
    const files = [png(`mockups/${id}.png`, canvas, true), ...(printFiles[id] ?? [])];
    if (id === 'phone-app-icon')
      files.push(png('app/app-icon-1024.png', appIcon(context, 1024), false, 3));
    if (id === 'email-signature') {
      const logo = createCanvas(
        SIGNATURE_LOGO_WIDTH * 2,
        Math.ceil((SIGNATURE_LOGO_WIDTH * 2) / input.logo.aspect),
      );
      drawLogo(
        logo,
        input.logo,
        context.variantOn([255, 255, 255, 1]),
        fitLogo({ x: 0, y: 0, width: logo.width, height: logo.height }, input.logo.aspect),
      );
      files.push(
        {
          name: 'email/email-signature.html',
          mime: 'text/html',
          bytes: strToU8(html),
          store: false,
        },
        png(`email/${SIGNATURE_LOGO_FILE}`, logo, false, 3),
      );
    }
    const item = spec(id);
    items.push({
      id,
      title: item.title,
      group: 'mockup',
      width: canvas.width,
      height: canvas.height,
      variant: context.variantOn(surface),
      background: toHex(surface),
      files,
      thumb: thumbnail(id, canvas),
    });
    await step();
  }

  let post: Canvas | undefined;
  for (const id of SOCIAL_ITEM_IDS) {
    const doc = socialDoc(context, id);
    const canvas = renderDoc(doc, input.fonts, input.logo);
    if (id === 'instagram-post') post = canvas;
    const stem = `social/${id}-${doc.width}x${doc.height}`;
    const surface = socialBackground(context);
    items.push({
      id,
      title: spec(id).title,
      group: 'social',
      width: canvas.width,
      height: canvas.height,
      variant: context.variantOn(surface),
      background: toHex(surface),
      files: [
        png(`${stem}.png`, canvas, true, 1),
        svgFile(`${stem}.svg`, docToSvg(doc, input.fonts, source), doc),
      ],
      thumb: thumbnail(id, canvas),
    });
    await step();
  }

  const preview = png('preview.png', previewPicture(scenes, post), true);
  await step();

  const entries: Zippable = {
    'README.txt': [strToU8(readme(context.details, items)), { level: 6 }],
  };
  for (const item of items)
    for (const file of item.files.filter((entry) => entry.inZip !== false))
      // PNGs are compressed already: stored as they are, which keeps the ZIP fast to make.
      entries[file.name] = [file.bytes, { level: file.mime === 'image/png' ? 0 : 6 }];
  const zipBytes = zipSync(entries);
  const zip: KitFile = { name: 'kit.zip', mime: 'application/zip', bytes: zipBytes, store: true };
  await step();
  return { items, preview, zip, signatureHtml: html, brandColor: toHex(context.palette.brand) };
}
