// The Moodboard Generator's charged job (`generate-moodboard`, on the platform's runner): the body
// (zod) and its refusals in the board's words, the cost — a board is 35 credits once
// ('moodboard-generation'), "vary this tile" one picture at the generator's run cost
// ('text-to-image') — and the answer. The free checks before the charge and the making of the
// board (pictures, retries, the part refund of tiles that failed twice, palette, type, words) are
// moodboard-board.ts's; a board none of whose tiles could be made fails and is refunded whole by
// the runner.
import type { z } from 'zod';
import {
  moodboardRequestSchema,
  type MoodboardBoardAnswer,
  type MoodboardImage,
  type MoodboardRequest,
} from '../contracts/api/moodboard.ts';
import { findStyle } from '../contracts/domain/styles.ts';
import { moodboardMessages } from '../contracts/messages.ts';
import { generationLabel } from '../contracts/tools/credit-history.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { bucketStore } from '../jobs/job-storage.ts';
import type { JobOutput, JobRef } from '../jobs/job-types.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import { uniqueWords } from './plan.ts';
import {
  MOODBOARD_FUNCTION,
  makeBoard,
  prepareMoodboard,
  type MoodboardResult,
  type Prepared,
} from './moodboard-board.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';

export type { MoodboardResult };

type Body = MoodboardRequest;

/** The tool registry's id (jobs.tool). */
export const MOODBOARD_TOOL = 'moodboard-generator';

const prepared = new WeakMap<object, Prepared>();

/** Every issue of a refused body, the union's branches opened (the `kind` mismatch left out). */
function flatIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'invalid_union'
      ? issue.errors.flatMap((branch) =>
          branch.some((inner) => inner.path[0] === 'kind') ? [] : flatIssues(branch),
        )
      : [issue],
  );
}

/** The body's refusals in the board's words (no keywords, too many, too long, references). */
export function refuseMoodboardBody(issues: readonly z.core.$ZodIssue[]): JobFailure {
  for (const issue of flatIssues(issues)) {
    const [field, index] = issue.path;
    if (field === 'keywords') {
      if (index === undefined && issue.code === 'too_big')
        return new JobFailure('too_many_keywords', moodboardMessages.tooManyKeywords, 400);
      if (index !== undefined && issue.code === 'too_big')
        return new JobFailure('keyword_too_long', moodboardMessages.keywordTooLong, 400);
      return new JobFailure('no_keywords', moodboardMessages.noKeywords, 400);
    }
    if (field === 'references' && index === undefined && issue.code === 'too_big')
      return new JobFailure('too_many_references', moodboardMessages.tooManyReferences, 400);
  }
  return new JobFailure('invalid_request', jobMessages.invalidRequest, 400);
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The answer's board fields (moodboardBoardAnswerSchema) beside the runner's own. */
export function boardAnswer(
  result: MoodboardResult,
  outputs: readonly JobOutput[],
  job: JobRef,
): MoodboardBoardAnswer {
  const generated: MoodboardImage[] = result.made.map((tile, index) => ({
    id: `${job.id}-${index + 1}`,
    url: outputs[index]?.url ?? '',
    // bucketStore's place for the run's n-th file.
    path: `${job.userId}/${job.id}/${index + 1}.${EXTENSIONS[tile.mime] ?? 'bin'}`,
    subject: tile.tile.subject,
    seed: tile.seed,
    width: tile.width,
    height: tile.height,
    source: 'generated',
  }));
  const references: MoodboardImage[] = result.references.map((reference, index) => ({
    id: `${job.id}-reference-${index + 1}`,
    url: reference.url,
    path: reference.path,
    subject: 'Reference',
    width: reference.width,
    height: reference.height,
    source: 'reference',
  }));
  return {
    images: [...generated, ...references],
    palette: result.palette,
    fonts: result.fonts,
    words: result.words,
    failed_tiles: result.failedTiles,
    credits_returned: result.creditsReturned,
    engine: result.engine,
  };
}

function styleLabel(style: string): string {
  return findStyle(style)?.label ?? style;
}

/**
 * The job definition of `generate-moodboard` for a body (its style names the ledger line:
 * "Moodboard · Watercolor", "Moodboard tile · Watercolor"); null for a body the schema refuses.
 */
export function moodboardJob(
  body: Body | null,
): JobDefinition<typeof moodboardRequestSchema, MoodboardResult> {
  const tile = body?.kind === 'tile';
  const label = !body
    ? 'Moodboard'
    : tile
      ? `Moodboard tile · ${styleLabel(body.style)}`
      : generationLabel(MOODBOARD_FUNCTION, body.style);
  return {
    tool: MOODBOARD_TOOL,
    bodySchema: moodboardRequestSchema,
    refuseBody: refuseMoodboardBody,
    description: body && !tile ? `${MOODBOARD_FUNCTION}: ${body.style}` : label,
    label,
    quote: (input) =>
      input.kind === 'tile' ? { costKey: 'text-to-image' } : { costKey: 'moodboard-generation' },
    engineId: (input) =>
      prepared.get(input)?.links[0]?.route.provider === 'local' ? 'local-renderer' : 'hosted',
    async precheck(input, context) {
      prepared.set(input, await prepareMoodboard(input, context));
    },
    params: (input) => ({
      kind: input.kind,
      keywords: uniqueWords(input.keywords),
      style: input.style,
      variant: input.variation ?? 'mixed',
      colors: input.colors,
      ...(input.palette && { palette: input.palette }),
      ...(input.kind === 'board'
        ? {
            tiles: input.tiles,
            references: input.references.map((reference) => reference.path),
          }
        : { subject: input.subject, previous_seed: input.previousSeed ?? null }),
      seed: prepared.get(input)?.seed ?? null,
    }),
    seed: (input) => prepared.get(input)?.seed,
    async engine(input, context) {
      const ready = prepared.get(input);
      if (!ready) throw new Error('the moodboard was not prepared');
      return makeBoard(input, ready, context);
    },
    store: {
      save: (result, context) => bucketStore(RESULTS_BUCKET).save(result.files, context),
      discard: (context) => bucketStore(RESULTS_BUCKET).discard!(context),
    },
    answer: (result, outputs, job) => boardAnswer(result, outputs, job),
    answerEngine: (result) => ({ ...result.engine }),
  };
}
