// vectorize (spec 5, 7, 8; issue #15): an image becomes an SVG. Takes the spec's multipart body
// (`image` file or `image.url`) or JSON `{ image: <data URL>, preset?, colors?, detail?,
// smoothness?, speckle? }`; answers the contract's `vectorizeResponseSchema`: the sanitised SVG in
// `outputs[0]` (image/svg+xml, stored in the photo-results bucket), its `stats` and the engine.
// vectorizer.ai's API when VECTORIZER_API_ID/SECRET are set, else Hive Local's vtracer. A charged
// job of the SVG Generator's Vectorize tab ('vectorize', 10 credits), refunded on failure/cancel;
// bad input is refused before the charge.
import { creditHistoryLabel, toolById } from '../_shared/contracts/tools/tool-views.ts';
import { handlePreflight } from '../_shared/cors.ts';
import { jobMessages } from '../_shared/jobs/job-messages.ts';
import { JobFailure, jobError } from '../_shared/jobs/job-response.ts';
import { bucketStore } from '../_shared/jobs/job-storage.ts';
import { runJob } from '../_shared/jobs/run-job.ts';
import { readPhotoEnv } from '../_shared/photo-tools/photo-env.ts';
import { readSupabaseEnv } from '../_shared/supabase-clients.ts';
import {
  runVectorize,
  vectorizeEngineId,
  type VectorizeEngines,
  type VectorizeResult,
} from '../_shared/vector/vectorize-engine.ts';
import {
  asJsonRequest,
  bodyRefusal,
  readVectorizeImage,
  vectorizeBodySchema,
  type VectorizeImage,
} from '../_shared/vector/vectorize-input.ts';
import { hostedVectorizer } from '../_shared/vector/vectorizer-env.ts';
import { RESULTS_BUCKET } from '../_shared/contracts/domain/storage.ts';

const tool = toolById('svg-generator');
const label = creditHistoryLabel(tool) ?? tool.title;
const store = bucketStore(RESULTS_BUCKET);

function engines(): VectorizeEngines {
  const photo = readPhotoEnv();
  const supabase = readSupabaseEnv();
  return {
    hosted: hostedVectorizer(),
    local: {
      baseUrl: photo.PHOTO_LOCAL_ENGINE_URL ?? supabase.SUPABASE_URL,
      serviceRoleKey: supabase.SUPABASE_SERVICE_ROLE_KEY,
      timeoutMs: photo.PHOTO_LOCAL_TIMEOUT_MS,
    },
  };
}

async function handle(request: Request): Promise<Response> {
  const setup = engines();
  let image: VectorizeImage | null = null;
  return runJob({
    request: await asJsonRequest(request),
    tool: tool.id,
    bodySchema: vectorizeBodySchema,
    refuseBody: bodyRefusal,
    quote: () => ({ costKey: 'vectorize' }),
    engineId: vectorizeEngineId(setup),
    description: label,
    params: (input) => ({
      preset: input.preset,
      colors: input.colors,
      detail: input.detail,
      smoothness: input.smoothness,
      speckle: input.speckle,
      source: input['image.url'] === undefined ? 'upload' : 'url',
    }),
    async precheck(input) {
      image = await readVectorizeImage(input);
    },
    engine: (input, job) => runVectorize(setup, image!, input, job),
    store: {
      save: (result: VectorizeResult, context) => store.save([result.file], context),
      discard: (context) => store.discard!(context),
    },
    answerEngine: (result) => result.engine,
    answer: (result) => ({ stats: result.stats }),
  });
}

export default {
  async fetch(request: Request): Promise<Response> {
    const preflight = handlePreflight(request);
    if (preflight) return preflight;
    if (request.method !== 'POST')
      return jobError(
        new JobFailure('method_not_allowed', jobMessages.methodNotAllowed, 405),
        false,
      );
    return handle(request);
  },
};
