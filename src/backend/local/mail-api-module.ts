// Hive Local's mail API for edge functions: POST /_local/mail-api/emails takes an e-mail in the
// shape of Resend's HTTP API (`{ from, to, subject, text, html, reply_to?, attachments?: [{
// filename, content (base64), content_type? }] }` → `{ id }`) and keeps it in the local outbox,
// attachments included, so a function that mails (send-invoice) works offline with the same
// adapter it uses against the provider. Only functions call it: the service-role key is required.
// An Idempotency-Key seen before answers the first message's id again without a second e-mail.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BackendContext, BackendModule, BackendModuleFactory } from '../context';
import { extractLinksAndCode } from './outbox';

export const LOCAL_MAIL_API_PREFIX = '/_local/mail-api';
/** The largest request: a few attachments of a few MB, as base64. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const addressList = z.union([
  z.string().min(3).max(320),
  z.array(z.string().min(3).max(320)).min(1).max(50),
]);
const mailSchema = z.object({
  from: z.string().min(1).max(400),
  to: addressList,
  subject: z.string().max(998),
  text: z.string().max(100_000).optional(),
  html: z.string().max(500_000).optional(),
  reply_to: addressList.optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string().min(1).max(255),
        content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
        content_type: z.string().max(100).optional(),
      }),
    )
    .max(10)
    .optional(),
});

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status });
}

function isServiceRole(request: Request, key: string): boolean {
  const given = Buffer.from(
    (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, ''),
  );
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The module: mounted by default (npm start, the desktop app, e2e); tests may mount it alone. */
export const createLocalMailApiModule: BackendModuleFactory = (
  context: BackendContext,
): BackendModule => {
  const seen = new Map<string, string>();
  return {
    name: 'local-mail-api',
    prefix: LOCAL_MAIL_API_PREFIX,
    async handle(request) {
      const path = new URL(request.url).pathname;
      if (path !== `${LOCAL_MAIL_API_PREFIX}/emails` || request.method !== 'POST')
        return answer(404, { statusCode: 404, name: 'not_found', message: 'Not found' });
      if (!isServiceRole(request, context.keys.serviceRoleKey))
        return answer(401, {
          statusCode: 401,
          name: 'missing_api_key',
          message: 'The service-role key is required',
        });
      if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
        return answer(413, {
          statusCode: 413,
          name: 'payload_too_large',
          message: 'The e-mail is too large',
        });
      const text = await request.text();
      if (Buffer.byteLength(text) > MAX_BODY_BYTES)
        return answer(413, {
          statusCode: 413,
          name: 'payload_too_large',
          message: 'The e-mail is too large',
        });
      let parsed: z.infer<typeof mailSchema>;
      try {
        parsed = mailSchema.parse(JSON.parse(text));
      } catch {
        return answer(422, {
          statusCode: 422,
          name: 'validation_error',
          message: 'Not an e-mail this API takes',
        });
      }
      const key = request.headers.get('idempotency-key');
      const repeated = key ? seen.get(key) : undefined;
      if (repeated) return answer(200, { id: repeated });
      const body = parsed.text ?? '';
      const { links } = extractLinksAndCode(body);
      const attachments = (parsed.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.content_type ?? 'application/octet-stream',
        size: Buffer.from(file.content, 'base64').byteLength,
        content: file.content,
      }));
      const replyTo =
        parsed.reply_to === undefined ? undefined : [parsed.reply_to].flat().join(', ');
      const stored = [parsed.to].flat().map((to) =>
        context.outbox.add({
          channel: 'email',
          to,
          from: parsed.from,
          ...(replyTo && { replyTo }),
          subject: parsed.subject,
          text: body,
          ...(parsed.html && { html: parsed.html }),
          links,
          attachments,
        }),
      );
      const id = stored[0]!.id;
      if (key) seen.set(key, id);
      return answer(200, { id });
    },
    async close() {
      seen.clear();
    },
  };
};
