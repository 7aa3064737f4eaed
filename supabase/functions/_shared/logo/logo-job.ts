// The Logo Creator's charged job (`generate-logo`, 8 credits a run, cost key 'logo-generate'):
// the body is checked (a refusal says plainly what is wrong, free), what the composer cannot
// draw is refused before the charge, then six candidates are composed on this computer (or the
// hosted model's pictures traced), stored with their designs and answered with both.
import type { z } from 'zod';
import {
  generateLogoRequestSchema,
  logoMessages,
  type GenerateLogoRequest,
} from '../contracts/api/logo.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { JobFailure } from '../jobs/job-response.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import { runSeed } from '../vector-art/vector-job.ts';
import { HOSTED_LOGO_ENGINE_ID, runHostedLogos } from './hosted-engine.ts';
import {
  checkDrawable,
  LOCAL_LOGO_ENGINE_ID,
  logoRunLabel,
  planLocal,
  runLocalLogos,
} from './local-engine.ts';
import { readLogoEnv, usesHostedEngine } from './logo-env.ts';
import type { LogoRun } from './logo-run.ts';
import { logoStore } from './logo-store.ts';

/** A refused body in plain words: the name, the tagline, the industry or the colours. */
export function refuseLogoBody(issues: readonly z.core.$ZodIssue[]): JobFailure {
  const first = issues[0];
  const field = first?.path[0];
  const tooBig = first?.code === 'too_big';
  const message =
    field === 'name' || field === undefined
      ? tooBig
        ? logoMessages.nameTooLong
        : logoMessages.emptyName
      : field === 'tagline'
        ? logoMessages.taglineTooLong
        : field === 'industry'
          ? logoMessages.industryTooLong
          : field === 'colors'
            ? logoMessages.badColors
            : field === 'symbol'
              ? logoMessages.unknownIcon
              : jobMessages.invalidRequest;
  const code =
    field === 'name' || field === undefined
      ? tooBig
        ? 'name_too_long'
        : 'empty_name'
      : field === 'colors'
        ? 'bad_colors'
        : 'invalid_request';
  return new JobFailure(code, message, 400);
}

/** Each request's seed: chosen once, so the precheck and the engine plan the same designs. */
const seeds = new WeakMap<GenerateLogoRequest, number>();
function seedOf(input: GenerateLogoRequest): number {
  let seed = seeds.get(input);
  if (seed === undefined) {
    seed = runSeed();
    seeds.set(input, seed);
  }
  return seed;
}

export const logoJob: JobDefinition<typeof generateLogoRequestSchema, LogoRun> = {
  tool: 'logo-creator',
  // The ledger's words, mapped to "Logo · Minimal" by the credit history (contracts/tools).
  description: 'generate-logo',
  bodySchema: generateLogoRequestSchema,
  quote: () => ({ costKey: 'logo-generate' }),
  engineId: () => (usesHostedEngine() ? HOSTED_LOGO_ENGINE_ID : LOCAL_LOGO_ENGINE_ID),
  refuseBody: refuseLogoBody,
  seed: seedOf,
  params: (input) => ({
    name: input.name.slice(0, 200),
    tagline: input.tagline ?? null,
    industry: input.industry ?? null,
    style: input.style,
    colors: input.colors ?? null,
    symbol: input.symbol,
  }),
  // Free checks: an icon the sets lack, letters no shipped font draws (local runs only: the
  // hosted model letters the name itself).
  async precheck(input) {
    if (usesHostedEngine()) return;
    await checkDrawable(planLocal(input, seedOf(input)));
  },
  async engine(input, context) {
    if (usesHostedEngine()) return runHostedLogos(input, seedOf(input), context);
    return runLocalLogos(
      planLocal(input, seedOf(input)),
      context,
      readLogoEnv().LOGO_STEP_PAUSE_MS,
    );
  },
  store: logoStore(),
  answer: (run) => ({ designs: run.designs }),
  answerEngine: (run) => run.engine,
};

/**
 * The job for one body: the ledger's description names the style ("generate-logo: luxury", which
 * the credit history shows as "Logo · Luxury") and the refund line says the same in user words.
 */
export function logoJobFor(
  body: unknown,
): JobDefinition<typeof generateLogoRequestSchema, LogoRun> {
  const parsed = generateLogoRequestSchema.safeParse(body);
  if (!parsed.success) return logoJob;
  return {
    ...logoJob,
    description: `generate-logo: ${parsed.data.style}`,
    label: logoRunLabel(parsed.data),
  };
}
