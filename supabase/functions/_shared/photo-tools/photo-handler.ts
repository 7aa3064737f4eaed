// Every photo tool is one charged job on the platform's runner (../jobs/run-job.ts): the caller,
// the body (zod; an upload's own refusal code), the upload checks and the tool's own free checks
// as the precheck (nothing charged), the charge and the job row, the engine with real progress
// and the cancel signal, the result stored and recorded (photo-record.ts), and exactly one
// refund on a failure or a cancel. A tool supplies its schema, its images, which engine it
// will use and how it runs.
import type { z } from 'zod';
import { runJob } from '../jobs/run-job.ts';
import { JobFailure, jobError } from '../jobs/job-response.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import type { EngineContext } from '../jobs/job-types.ts';
import { createLogger } from '../logger.ts';
import { createServiceClient, readSupabaseEnv } from '../supabase-clients.ts';
import type { EngineOutput, HostedConfig } from './engines.ts';
import type { ImageFacts } from './image-check.ts';
import type { LocalCall, LocalEngineConfig } from './local-engine.ts';
import { readPhotoEnv, type PhotoEnv } from './photo-env.ts';
import { asFailure, PhotoToolFailure } from './photo-failure.ts';
import { endRecord, photoStore, startRecord } from './photo-record.ts';
import { bodyFailure, checkImage, photoCorsHeaders } from './photo-response.ts';
import { photoToolCreditLabel, type PhotoToolId } from './photo-tools.ts';

/** What choosing an engine needs: the request (the user's own keys) and the settings. */
export type ToolSetup = { request: Request; env: PhotoEnv };

/** What a tool's run gets. */
export type ToolContext = ToolSetup & {
  local: LocalEngineConfig;
  /** A hosted service's config with the spec's retry policy and the job's cancel. */
  hosted(baseUrl: string, apiKey: string): HostedConfig;
  /** The job's cancel signal and progress (the share done, 0–1), for local calls. */
  call: Required<LocalCall>;
};

/** What a tool's run produced. */
export type ToolRun = { output: EngineOutput; apiKeyUsed: boolean; desiredIncrease?: number };

/** A photo tool. */
export type PhotoTool<Schema extends z.ZodType> = {
  /** The tool registry's id (jobs.tool). */
  tool: PhotoToolId;
  /** The function's name (ai_generations.tool). */
  name: string;
  /** credit_costs key charged for one run. */
  costKey: string;
  schema: Schema;
  /** The base64 fields holding images, checked before anything is charged. */
  imageFields: readonly (keyof z.output<Schema> & string)[];
  /** The engine the run will use (jobs.engine), e.g. 'remove.bg' or 'local:isnet'. */
  engineId(input: z.output<Schema>, setup: ToolSetup): string;
  /** Further free checks on the parsed input, the images' facts (e.g. output size) and the setup. */
  precheck?(
    input: z.output<Schema>,
    facts: Record<string, ImageFacts>,
    setup: ToolSetup,
  ): PhotoToolFailure | null;
  /** Parameters recorded with the job and the generation. */
  params?(input: z.output<Schema>): Record<string, unknown>;
  run(
    input: z.output<Schema>,
    images: Record<string, Uint8Array>,
    context: ToolContext,
  ): Promise<ToolRun>;
};

/** Options for tests: the back-off sleep. */
export type ServeOptions = { sleep?: (ms: number) => Promise<void> };

function jobFailure(failure: PhotoToolFailure): JobFailure {
  return new JobFailure(failure.code, failure.message, failure.status);
}

/** Makes the function's `fetch` for a tool. */
export function servePhotoTool<Schema extends z.ZodType>(
  tool: PhotoTool<Schema>,
  options: ServeOptions = {},
): { fetch(request: Request): Promise<Response> } {
  const log = createLogger(tool.name);

  function handle(request: Request): Promise<Response> {
    const supabaseEnv = readSupabaseEnv();
    const env = readPhotoEnv();
    const service = createServiceClient(supabaseEnv);
    const params = (input: z.output<Schema>) => tool.params?.(input) ?? {};
    const images: Record<string, Uint8Array> = {};
    let recordedParams: Record<string, unknown> = {};

    async function engine(input: z.output<Schema>, job: EngineContext): Promise<ToolRun> {
      recordedParams = params(input);
      await startRecord(service, tool, job.job, recordedParams);
      const call = { signal: job.signal, progress: (share: number) => job.progress(share * 100) };
      const context: ToolContext = {
        request,
        env,
        call,
        local: {
          baseUrl: env.PHOTO_LOCAL_ENGINE_URL ?? supabaseEnv.SUPABASE_URL,
          serviceRoleKey: supabaseEnv.SUPABASE_SERVICE_ROLE_KEY,
          timeoutMs: env.PHOTO_LOCAL_TIMEOUT_MS,
        },
        hosted: (baseUrl, apiKey) => ({
          baseUrl,
          apiKey,
          progress: call.progress,
          policy: {
            attempts: 3,
            timeoutMs: env.PHOTO_PROVIDER_TIMEOUT_MS,
            delayMs: env.PHOTO_RETRY_DELAY_MS,
            sleep: options.sleep,
            signal: job.signal,
          },
        }),
      };
      try {
        return await tool.run(input, images, context);
      } catch (error) {
        const failure = job.signal.aborted
          ? new PhotoToolFailure('cancelled', jobMessages.cancelled, 409)
          : asFailure(error);
        log.warn('failed; the job refunds', {
          job_id: job.job.id,
          code: failure.code,
          detail: failure.detail ?? failure.message,
        });
        await endRecord(service, job.job.id, failure.code);
        throw jobFailure(failure);
      }
    }

    return runJob({
      request,
      tool: tool.tool,
      bodySchema: tool.schema,
      refuseBody: (issues) => jobFailure(bodyFailure(issues, tool.imageFields)),
      quote: () => ({ costKey: tool.costKey }),
      engineId: (input) => tool.engineId(input, { request, env }),
      params,
      description: photoToolCreditLabel(tool.tool),
      async precheck(input) {
        const facts: Record<string, ImageFacts> = {};
        for (const field of tool.imageFields) {
          const checked = checkImage(String((input as Record<string, unknown>)[field]), field);
          if (checked instanceof PhotoToolFailure) throw jobFailure(checked);
          images[field] = checked.bytes;
          facts[field] = checked.facts;
        }
        const refused = tool.precheck?.(input, facts, { request, env });
        if (refused) throw jobFailure(refused);
      },
      engine,
      store: photoStore<ToolRun>(tool, () => recordedParams),
      answerEngine: (run) => run.output.engine,
      answer: (run, outputs, job) => ({
        output: outputs[0]!.url,
        ...(run.desiredIncrease === undefined ? {} : { desired_increase: run.desiredIncrease }),
        apiKeyUsed: run.apiKeyUsed,
        generation_id: job.id,
        width: run.output.width,
        height: run.output.height,
      }),
    });
  }

  return {
    async fetch(request) {
      if (request.method === 'OPTIONS') return new Response('ok', { headers: photoCorsHeaders });
      if (request.method !== 'POST')
        return jobError(
          new JobFailure('method_not_allowed', jobMessages.methodNotAllowed, 405),
          false,
        );
      try {
        return await handle(request);
      } catch (error) {
        log.error('unexpected failure', { error: String(error) });
        return jobError(new JobFailure('engine_failed', jobMessages.failed, 500), false);
      }
    },
  };
}
