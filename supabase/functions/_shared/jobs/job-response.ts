// The one success, accepted and error shape every job function answers with, and the failure
// type a runner step or an engine throws to choose its code, message and HTTP status.
import { corsHeaders } from '../cors.ts';
import type { JobOutput } from './job-types.ts';

/** A finished job's answer. */
export type JobSuccessBody = {
  status: 'success';
  job_id: string;
  outputs: JobOutput[];
  credits_used: number;
  credits_remaining: number;
  /** The engine id, or what the definition's answerEngine says of the engine that ran. */
  engine: string | Record<string, unknown>;
};

/** A long job's answer: it runs on, and the client follows the row over Realtime. */
export type JobAcceptedBody = { status: 'accepted'; job_id: string };

/** Every refusal and failure. `refunded` says whether a charge made for it was given back. */
export type JobErrorBody = {
  status: 'error';
  code: string;
  message: string;
  refunded: boolean;
  job_id?: string;
};

/**
 * A failure with the code and message the caller sees. Engines throw it to choose both (e.g. a
 * provider's refusal); any other error becomes `engine_failed` with the generic message.
 */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus = 500,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** A JSON answer with the functions' CORS headers. */
export function jobJson(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** The error answer for a failure. */
export function jobError(failure: JobFailure, refunded: boolean, jobId?: string): Response {
  const body: JobErrorBody = {
    status: 'error',
    code: failure.code,
    message: failure.message,
    refunded,
    ...(jobId !== undefined && { job_id: jobId }),
  };
  return jobJson(body, failure.httpStatus);
}
