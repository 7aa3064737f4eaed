// Brand Blueprint as one charged job (`serveJob`, 10 credits from the cost table, key
// 'brand-blueprint'): the body parsed with zod, the logo read and checked and the name's letters
// checked before anything is charged (bad input is refused free, in the user's words), then the
// engine with real progress and a cancel that stops it between sections (the runner refunds), and
// the four files stored in the results bucket under `<user>/<job>/`.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import {
  brandBlueprintRequestSchema,
  brandMessages,
  type BrandBlueprintInput,
  type BrandFile,
  type BrandFileKind,
} from '../contracts/api/brand.ts';
import { creditHistoryLabel, toolById } from '../contracts/tools/tool-views.ts';
import type { FontFamilyId } from '../fonts/catalogue.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { JobFailure } from '../jobs/job-response.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import type { JobOutput, JobRef, JobStore, StoreContext } from '../jobs/job-types.ts';
import { createLogger } from '../logger.ts';
import { readOutboundConfig } from '../outbound/outbound-config.ts';
import { ProviderError } from '../providers/image-provider.ts';
import { sleep } from '../providers/provider-http.ts';
import { readSupabaseEnv } from '../supabase-clients.ts';
import { guardedFetch } from '../vector-art/outbound-fetch.ts';
import { readBrandEnv, type BrandEnv } from './brand-env.ts';
import { faceChain, missingLetters } from '../fonts/font-faces.ts';
import { readLogo, type LogoReading } from './brand-logo.ts';
import { fileStem, makeBlueprint, type BlueprintResult } from './blueprint.ts';
import { COVER_SIZE } from './cover.ts';
import { checkLogoBytes, readLogoBytes } from './logo-input.ts';
import { PAGE } from './pdf-kit.ts';
import { improveCopy, TEXT_MODEL, type BrandCopy, type CopyBrief } from './text-model.ts';
import { chooseTypography } from './typography.ts';
import { RESULT_URL_SECONDS, RESULTS_BUCKET } from '../contracts/domain/storage.ts';

export const LOCAL_ENGINE = 'local-brand-blueprint';
export const LOCAL_ENGINE_NAME = 'Hive brand engine';

const tool = toolById('brand-blueprint');
const log = createLogger('brand-blueprint');

/** The logo read in the precheck, for the engine of the same run (the input object is the key). */
const readings = new WeakMap<object, LogoReading>();

/** Where each file goes and what it is called. */
const FILES: { kind: BrandFileKind; object: string; mime: string; suffix: string }[] = [
  {
    kind: 'guideline',
    object: 'guidelines.pdf',
    mime: 'application/pdf',
    suffix: 'guidelines.pdf',
  },
  { kind: 'tokens', object: 'tokens.json', mime: 'application/json', suffix: 'tokens.json' },
  { kind: 'kit', object: 'brand-kit.zip', mime: 'application/zip', suffix: 'brand-kit.zip' },
  { kind: 'cover', object: 'cover.svg', mime: 'image/svg+xml', suffix: 'cover.svg' },
];

function folder(job: JobRef): string {
  return `${job.userId}/${job.id}`;
}

/** A refused body in the user's words (nothing is charged). */
export function refuseBrandBody(issues: readonly z.core.$ZodIssue[]): JobFailure {
  const issue = issues[0];
  const field = String(issue?.path[0] ?? '');
  if (field === 'name')
    return issue?.code === 'too_big'
      ? new JobFailure('brand_name_too_long', brandMessages.nameTooLong, 400)
      : new JobFailure('brand_name_empty', brandMessages.nameEmpty, 400);
  if (field === 'logo')
    return issue?.code === 'too_big'
      ? new JobFailure('logo_too_large', brandMessages.logoTooLarge, 413)
      : new JobFailure('logo_missing', brandMessages.logoMissing, 400);
  return new JobFailure('invalid_request', jobMessages.invalidRequest, 400);
}

/** The run's files in Storage: uploaded, then signed. */
function brandStore(): JobStore<BlueprintResult> {
  return {
    async save(result, context: StoreContext): Promise<JobOutput[]> {
      const storage = context.service.storage.from(RESULTS_BUCKET);
      const encoder = new TextEncoder();
      const bytes: Record<BrandFileKind, Uint8Array> = {
        guideline: result.files.pdf,
        tokens: encoder.encode(result.files.tokens),
        kit: result.files.kit,
        cover: encoder.encode(result.files.cover),
      };
      const paths = FILES.map((file) => `${folder(context.job)}/${file.object}`);
      const failures = await Promise.all(
        FILES.map(async (file, index) => {
          const { error } = await storage.upload(paths[index]!, bytes[file.kind], {
            contentType: file.mime,
            upsert: true,
            cacheControl: '31536000',
          });
          return error ? error.message : null;
        }),
      );
      const failed = failures.find((message) => message !== null);
      if (failed) {
        await storage.remove(paths.filter((_, index) => failures[index] === null));
        throw new Error(`Storing the blueprint failed: ${failed}`);
      }
      const { data, error } = await storage.createSignedUrls(paths, RESULT_URL_SECONDS);
      if (error) throw new Error(`Signing the blueprint's URLs failed: ${error.message}`);
      return FILES.map((file, index) => {
        const url = data.find((entry) => entry.path === paths[index])?.signedUrl;
        if (!url) throw new Error(`No signed URL for ${paths[index]}`);
        const size =
          file.kind === 'guideline'
            ? { width: Math.round(PAGE.width), height: Math.round(PAGE.height) }
            : file.kind === 'cover'
              ? COVER_SIZE
              : { width: 0, height: 0 };
        return { url, mime: file.mime, ...size };
      });
    },
    async discard(context) {
      const storage = context.service.storage.from(RESULTS_BUCKET);
      await storage.remove(FILES.map((file) => `${folder(context.job)}/${file.object}`));
    },
  };
}

/** The hosted model's better words, or null (logged) to keep the template's; a cancel stays one. */
function hostedWriter(env: BrandEnv & { BRAND_TEXT_API_KEY: string }) {
  return async (brief: CopyBrief, signal: AbortSignal): Promise<BrandCopy | null> => {
    const fetch = guardedFetch({
      ...readOutboundConfig(),
      timeoutMs: env.BRAND_TEXT_TIMEOUT_MS,
      maxBytes: 256 * 1024,
    });
    try {
      return await improveCopy(
        {
          apiBase: env.BRAND_TEXT_API_URL,
          apiKey: env.BRAND_TEXT_API_KEY,
          model: env.BRAND_TEXT_MODEL,
          fetch,
          timeoutMs: env.BRAND_TEXT_TIMEOUT_MS,
          retryDelayMs: env.BRAND_TEXT_RETRY_DELAY_MS,
        },
        brief,
        signal,
      );
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'cancelled') throw error;
      if (signal.aborted) throw error;
      log.warn('the text model failed; the template words are kept', { error: String(error) });
      return null;
    }
  };
}

/** Reads and checks the logo and the name before any charge; keeps the reading for the engine. */
async function precheck(
  input: BrandBlueprintInput,
  context: { userId: string; service: SupabaseClient },
): Promise<void> {
  const typography = chooseTypography(input.personality, input.industry);
  const chain = await faceChain(typography.heading.id as FontFamilyId, typography.heading.weight);
  const missing = missingLetters(input.name, chain);
  if (missing)
    throw new JobFailure('name_unsupported', brandMessages.nameUnsupported(missing), 422);
  const bytes = await readLogoBytes(input.logo, {
    userId: context.userId,
    service: context.service,
    supabaseUrl: readSupabaseEnv().SUPABASE_URL,
  });
  readings.set(input, readLogo(checkLogoBytes(bytes)));
}

export const brandBlueprintJob: JobDefinition<typeof brandBlueprintRequestSchema, BlueprintResult> =
  {
    tool: tool.id,
    description: creditHistoryLabel(tool) ?? tool.title,
    bodySchema: brandBlueprintRequestSchema,
    refuseBody: refuseBrandBody,
    quote: () => ({ costKey: 'brand-blueprint' }),
    engineId: () => {
      const env = readBrandEnv();
      return env.BRAND_TEXT_API_KEY ? `${TEXT_MODEL}:${env.BRAND_TEXT_MODEL}` : LOCAL_ENGINE;
    },
    params: (input) => ({
      name: input.name,
      industry: input.industry ?? null,
      audience: input.audience ?? null,
      personality: input.personality,
      logo: input.logo.startsWith('data:') ? 'upload' : 'url',
    }),
    precheck,
    async engine(input, context) {
      const reading = readings.get(input);
      if (!reading) throw new JobFailure('engine_failed', brandMessages.failed, 500);
      const env = readBrandEnv();
      const key = env.BRAND_TEXT_API_KEY;
      const pause = async () => {
        if (env.BRAND_STEP_PAUSE_MS > 0)
          await sleep(LOCAL_ENGINE, env.BRAND_STEP_PAUSE_MS, context.signal);
      };
      try {
        return await makeBlueprint(input, reading, {
          signal: context.signal,
          progress: context.progress,
          pause,
          improve: key ? hostedWriter({ ...env, BRAND_TEXT_API_KEY: key }) : undefined,
        });
      } catch (error) {
        if (context.signal.aborted) throw error;
        if (error instanceof JobFailure) throw error;
        log.error('the blueprint failed', { error: String(error) });
        throw new JobFailure('engine_failed', brandMessages.failed, 500);
      }
    },
    store: brandStore(),
    answer: (result, outputs, job) => {
      const stem = fileStem(result.blueprint.name);
      const files: BrandFile[] = FILES.map((file, index) => ({
        kind: file.kind,
        path: `${folder(job)}/${file.object}`,
        url: outputs[index]!.url,
        mime: file.mime,
        fileName: `${stem}-${file.suffix}`,
      }));
      return { blueprint: { ...result.blueprint, files } };
    },
    answerEngine: (result) =>
      result.writer === 'hosted'
        ? { kind: 'hosted', name: readBrandEnv().BRAND_TEXT_MODEL }
        : { kind: 'local', name: LOCAL_ENGINE_NAME },
  };
