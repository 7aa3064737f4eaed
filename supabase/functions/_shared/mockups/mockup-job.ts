// Logo Marketing's charged job (`logo-mockups`, 10 credits a kit, on the platform's runner): the
// body (zod), then free checks before any charge — the PNG by its bytes (type, size, pixel count
// from the header, then a whole decode), an SVG with scripts refused, a blank logo, a photo
// (refused with a warning until the person asks for the kit anyway), letters our fonts cannot
// draw — then the kit made item by item with real progress and cancel, stored, and answered with
// its items, ZIP and preview.
import type { z } from 'zod';
import {
  BRAND_FIELD_LABELS,
  logoMockupsRequestSchema,
  MOCKUP_LOGO_LIMITS,
  mockupMessages,
  type BrandDetails,
  type Kit,
} from '../contracts/api/logo-mockups.ts';
import { textSeed } from '../contracts/domain/random.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { JobFailure } from '../jobs/job-response.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import { decodeBase64, imageFacts } from '../photo-tools/image-check.ts';
import { sanitizeSvg, svgIsUnsafe } from '../svg/sanitize-svg.ts';
import { makeKit, type KitInput, type KitResult } from './kit.ts';
import { looksLikePhoto, prepareLogo } from './logo/prepare-logo.ts';
import { readMockupEnv } from './mockup-env.ts';
import { kitStore } from './mockup-store.ts';
import { decodePngCanvas } from './raster/png.ts';
import { loadFonts, missingCharacters } from './raster/text.ts';
import { vectorLogo } from './templates/doc-svg.ts';

type Body = z.output<typeof logoMockupsRequestSchema>;

/** jobs.engine of a kit. */
export const MOCKUP_ENGINE_ID = 'local-mockup-studio';
/** What the answer says ran (the page shows "On this computer"). */
export const MOCKUP_ENGINE = { kind: 'local', name: 'Hive mockup studio' } as const;

/** What the checks learned, kept for the engine (the runner hands both the same parsed body). */
const checked = new WeakMap<Body, Omit<KitInput, 'seed'>>();

function refuse(code: string, message: string, status = 400): never {
  throw new JobFailure(code, message, status);
}

/** The body's refusals in the tool's words. */
export function refuseMockupBody(issues: readonly z.core.$ZodIssue[]): JobFailure {
  for (const issue of issues) {
    const [field, sub] = issue.path;
    if (field === 'logo')
      return issue.code === 'too_big'
        ? new JobFailure('file_too_large', mockupMessages.tooLarge, 413)
        : new JobFailure('empty_file', mockupMessages.uploadFirst, 400);
    if (field === 'brand' && sub === 'name' && issue.code !== 'too_big')
      return new JobFailure('empty_name', mockupMessages.nameRequired, 400);
    if (field === 'svg' && issue.code === 'too_big')
      return new JobFailure('file_too_large', mockupMessages.tooLarge, 413);
  }
  return new JobFailure('invalid_request', jobMessages.invalidRequest, 400);
}

/** Decodes and checks the logo's PNG; refuses with the reason. */
function checkLogoPng(text: string) {
  const bytes = decodeBase64(text);
  if (!bytes) refuse('invalid_base64', mockupMessages.notAnImage);
  if (bytes.length === 0) refuse('empty_file', mockupMessages.uploadFirst);
  if (bytes.length > MOCKUP_LOGO_LIMITS.maxBytes)
    refuse('file_too_large', mockupMessages.tooLarge, 413);
  const facts = imageFacts(bytes);
  if (!facts) refuse('unsupported_type', mockupMessages.notAnImage);
  if (facts.width * facts.height > MOCKUP_LOGO_LIMITS.maxPixels)
    refuse('too_many_pixels', mockupMessages.tooManyPixels, 413);
  if (facts.type !== 'image/png') refuse('unsupported_type', mockupMessages.pngOnly);
  try {
    return decodePngCanvas(bytes);
  } catch {
    return refuse('corrupt_image', mockupMessages.unreadable);
  }
}

/** The checks before any charge; what they learned is kept for the engine. */
export async function checkMockupBody(input: Body): Promise<Omit<KitInput, 'seed'>> {
  let cleanSvg: string | null = null;
  if (input.svg !== undefined) {
    try {
      if (svgIsUnsafe(input.svg)) refuse('unsafe_svg', mockupMessages.unsafeSvg);
      cleanSvg = sanitizeSvg(input.svg);
    } catch (error) {
      if (error instanceof JobFailure) throw error;
      refuse('unsupported_type', mockupMessages.notAnImage);
    }
  }
  const picture = checkLogoPng(input.logo);
  const logo = prepareLogo(picture);
  if (!logo) refuse('blank_logo', mockupMessages.blankLogo, 422);
  if (!input.allowPhoto && looksLikePhoto(picture))
    refuse('logo_is_photo', mockupMessages.photoWarning, 422);
  const fonts = await loadFonts();
  for (const field of Object.keys(BRAND_FIELD_LABELS) as (keyof BrandDetails)[]) {
    const missing = missingCharacters(fonts, input.brand[field]);
    if (missing.length > 0)
      refuse(
        'missing_letters',
        mockupMessages.missingLetters(BRAND_FIELD_LABELS[field], missing.slice(0, 6).join('')),
        422,
      );
  }
  // The vector is nested in the SVG files only when it is what the picture shows: on a
  // transparent background (a keyed-out one would bring its background back).
  const parsed = cleanSvg && !logo.keyed ? vectorLogo(cleanSvg) : null;
  return {
    logo,
    fonts,
    brand: input.brand,
    ...(parsed && { vector: { logo: parsed, visible: logo.visible } }),
  };
}

/** A kit's seed from the brand name: the same logo and name make the same kit. */
function seedOf(name: string): number {
  return textSeed(name) % 1_000_000;
}

/** The kit as the answer and designs.details give it (paths and signed URLs). */
export function kitAnswer(kit: KitResult): Kit {
  const stored = kit.stored ?? new Map<string, { path: string; url: string }>();
  const at = (name: string) => stored.get(name);
  return {
    items: kit.items.map((item) => ({
      id: item.id,
      title: item.title,
      group: item.group,
      width: item.width,
      height: item.height,
      path: at(item.files[0]!.name)?.path ?? '',
      url: at(item.files[0]!.name)?.url,
      thumb: { path: at(item.thumb.name)?.path ?? '', url: at(item.thumb.name)?.url },
      variant: item.variant,
      background: item.background,
      files: item.files.map((file) => ({
        name: file.name,
        mime: file.mime,
        ...(at(file.name) && { path: at(file.name)!.path, url: at(file.name)!.url }),
        ...(file.width !== undefined && { width: file.width, height: file.height }),
      })),
    })),
    zip: {
      name: 'kit.zip',
      path: at(kit.zip.name)?.path ?? '',
      url: at(kit.zip.name)?.url,
      bytes: kit.zip.bytes.length,
    },
    preview: {
      path: at(kit.preview.name)?.path ?? '',
      url: at(kit.preview.name)?.url,
      width: kit.preview.width ?? 0,
      height: kit.preview.height ?? 0,
    },
    signatureHtml: kit.signatureHtml,
    brandColor: kit.brandColor,
  };
}

/** The job definition of `logo-mockups`. */
export const logoMockupsJob: JobDefinition<typeof logoMockupsRequestSchema, KitResult> = {
  tool: 'logo-marketing',
  description: 'Logo mockup kit',
  label: 'Logo mockup kit',
  bodySchema: logoMockupsRequestSchema,
  refuseBody: refuseMockupBody,
  quote: () => ({ costKey: 'logo-mockups' }),
  engineId: MOCKUP_ENGINE_ID,
  params: (input) => ({
    brand: input.brand.name,
    source: input.source.slice(0, 200),
    svg: input.svg !== undefined,
    allow_photo: input.allowPhoto,
  }),
  async precheck(input) {
    checked.set(input, await checkMockupBody(input));
  },
  async engine(input, context) {
    const prepared = checked.get(input) ?? (await checkMockupBody(input));
    return makeKit(
      { ...prepared, seed: seedOf(input.brand.name) },
      {
        progress: context.progress,
        signal: context.signal,
        pauseMs: readMockupEnv().MOCKUP_STEP_PAUSE_MS,
      },
    );
  },
  store: kitStore(),
  answer: (kit) => ({ kit: kitAnswer(kit) }),
  answerEngine: () => ({ ...MOCKUP_ENGINE }),
};
