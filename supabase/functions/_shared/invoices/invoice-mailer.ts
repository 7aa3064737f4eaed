// Sending an invoice e-mail with its PDF attached, in Resend's documented HTTP API
// (POST {base}/emails, `Authorization: Bearer <key>`, JSON `{ from, to, subject, html, text,
// reply_to, attachments: [{ filename, content (base64), content_type }] }` → `{ id }`, errors as
// `{ statusCode, name, message }`, an `Idempotency-Key` header so a retried request sends once).
//   * hosted: RESEND_API_KEY set → the provider (RESEND_API_BASE, default https://api.resend.com)
//     through the SSRF-safe outbound guard (../outbound/safe-fetch.ts: https only, addresses
//     checked and pinned, a total deadline per attempt; a local stub only when its origin is in
//     HIVE_OUTBOUND_ALLOW). 429 is retried honouring Retry-After (twice), a 5xx once; 4xx final.
//   * local: no key → Hive Local's mail outbox, which takes the same request at
//     {SUPABASE_URL}/_local/mail-api/emails with the service-role key (src/backend/local).
// Secrets: RESEND_API_KEY, RESEND_API_BASE, INVOICE_MAIL_FROM ("Name <address>"),
// HIVE_MAIL_RETRY_DELAY_MS (tests shorten the default 1000 ms).
import { getEnv } from '../env.ts';
import { readOutboundConfig, type OutboundConfig } from '../outbound/outbound-config.ts';
import { OutboundError, safeFetch, type OutboundRequest } from '../outbound/safe-fetch.ts';

/** One e-mail. */
export type MailMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachment: { filename: string; bytes: Uint8Array; contentType: string };
  /** The same key for every attempt of one e-mail (the send's id). */
  idempotencyKey: string;
};

/** Why an e-mail was not sent, as the user is told. */
export type MailFailure = 'mail_not_configured' | 'mail_rejected' | 'mail_timeout' | 'mail_failed';

export class MailError extends Error {
  constructor(
    readonly code: MailFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'MailError';
  }
}

/** Where and how mail goes. */
export type MailConfig =
  | {
      kind: 'provider';
      apiBase: string;
      apiKey: string;
      from: string;
      outbound: OutboundConfig;
      retryDelayMs: number;
    }
  | { kind: 'outbox'; url: string; serviceKey: string; from: string };

export const DEFAULT_RESEND_BASE = 'https://api.resend.com';
const MAX_RATE_LIMIT_RETRIES = 2;

/** The mail settings from the function's env. */
export function readMailConfig(): MailConfig {
  const apiKey = getEnv('RESEND_API_KEY');
  const from = getEnv('INVOICE_MAIL_FROM') || 'Hive Studio <invoices@hive.local>';
  if (apiKey)
    return {
      kind: 'provider',
      apiBase: (getEnv('RESEND_API_BASE') || DEFAULT_RESEND_BASE).replace(/\/+$/, ''),
      apiKey,
      from,
      outbound: readOutboundConfig(),
      retryDelayMs: Number(getEnv('HIVE_MAIL_RETRY_DELAY_MS') || 1000),
    };
  return {
    kind: 'outbox',
    url: `${(getEnv('SUPABASE_URL') ?? '').replace(/\/+$/, '')}/_local/mail-api/emails`,
    serviceKey: getEnv('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    from,
  };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** The request body in Resend's shape. */
export function resendBody(message: MailMessage, from: string): Record<string, unknown> {
  return {
    from,
    to: [message.to],
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo && { reply_to: message.replyTo }),
    attachments: [
      {
        filename: message.attachment.filename,
        content: base64(message.attachment.bytes),
        content_type: message.attachment.contentType,
      },
    ],
  };
}

type Answer = { status: number; headers: Record<string, string>; body: string };

/** The POST of one e-mail to a Resend-shaped API at `url` (the provider's, or the outbox's). */
function mailRequest(
  url: string,
  key: string,
  message: MailMessage,
  from: string,
): OutboundRequest {
  return {
    url,
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'idempotency-key': message.idempotencyKey,
    },
    body: JSON.stringify(resendBody(message, from)),
  };
}

/** The message id of a 2xx answer's `{ id }` ('' when it has none). */
function messageId(body: string): string {
  const id = (JSON.parse(body || '{}') as { id?: unknown }).id;
  return typeof id === 'string' ? id : '';
}

function failureOf(answer: Answer): MailError {
  const detail = `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (answer.status === 401 || answer.status === 403 || answer.status === 404)
    return new MailError('mail_not_configured', detail);
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429)
    return new MailError('mail_rejected', detail);
  return new MailError('mail_failed', detail);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function providerAttempt(
  config: Extract<MailConfig, { kind: 'provider' }>,
  message: MailMessage,
): Promise<Answer> {
  try {
    const answer = await safeFetch(
      mailRequest(`${config.apiBase}/emails`, config.apiKey, message, config.from),
      config.outbound,
    );
    return {
      status: answer.status,
      headers: answer.headers,
      body: new TextDecoder().decode(answer.body),
    };
  } catch (error) {
    if (error instanceof OutboundError && error.reason === 'timeout')
      throw new MailError('mail_timeout', error.message);
    throw new MailError('mail_failed', error instanceof Error ? error.message : String(error));
  }
}

async function sendThroughProvider(
  config: Extract<MailConfig, { kind: 'provider' }>,
  message: MailMessage,
): Promise<string> {
  let serverErrors = 0;
  for (let rateLimited = 0; ;) {
    const answer = await providerAttempt(config, message);
    if (answer.status >= 200 && answer.status < 300) return messageId(answer.body);
    if (answer.status === 429 && rateLimited < MAX_RATE_LIMIT_RETRIES) {
      rateLimited += 1;
      const seconds = Number(answer.headers['retry-after']);
      const delay = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : config.retryDelayMs;
      await wait(Math.min(delay, 5000));
      continue;
    }
    if (answer.status >= 500 && serverErrors < 1) {
      serverErrors += 1;
      await wait(config.retryDelayMs);
      continue;
    }
    throw failureOf(answer);
  }
}

async function sendToOutbox(
  config: Extract<MailConfig, { kind: 'outbox' }>,
  message: MailMessage,
): Promise<string> {
  let response: Response;
  try {
    const request = mailRequest(config.url, config.serviceKey, message, config.from);
    response = await fetch(request.url, request);
  } catch (error) {
    throw new MailError(
      'mail_not_configured',
      error instanceof Error ? error.message : String(error),
    );
  }
  const body = await response.text();
  if (!response.ok) throw failureOf({ status: response.status, headers: {}, body });
  return messageId(body);
}

/** Sends one e-mail; answers the provider's (or the outbox's) message id. Throws MailError. */
export function sendMail(config: MailConfig, message: MailMessage): Promise<string> {
  return config.kind === 'provider'
    ? sendThroughProvider(config, message)
    : sendToOutbox(config, message);
}
