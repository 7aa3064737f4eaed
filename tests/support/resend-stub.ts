// A local stub of Resend's e-mail API for the invoice mailer's tests: POST /emails (Bearer key
// checked) → 200 `{ id }`, errors as Resend words them (`{ statusCode, name, message }`).
// Scripted per test: 'ok', '429-then-ok' (Retry-After: 1), '500-then-ok', an error status every
// time (401, 422, 429, 500), or 'hang' (never answers: the caller's deadline must end it).
import { startStubServer, type StubServer } from '../integration/stubs/stub-server';

export type ResendScript = 'ok' | '429-then-ok' | '500-then-ok' | 'hang' | 401 | 422 | 429 | 500;

export type ResendStub = StubServer & {
  script(mode: ResendScript): void;
  /** The JSON bodies of the e-mails posted, in order. */
  bodies(): Record<string, unknown>[];
};

export const RESEND_STUB_KEY = 're_test_invoice_key';

const NAMES: Record<number, string> = {
  401: 'missing_api_key',
  422: 'validation_error',
  429: 'rate_limit_exceeded',
  500: 'internal_server_error',
};

function failure(status: number): Response {
  return Response.json(
    { statusCode: status, name: NAMES[status] ?? 'application_error', message: `status ${status}` },
    { status, headers: status === 429 ? { 'retry-after': '1' } : {} },
  );
}

export async function startResendStub(): Promise<ResendStub> {
  let mode: ResendScript = 'ok';
  let failedOnce = false;
  let sent = 0;
  const stub = await startStubServer(() => async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.pathname !== '/emails')
      return Response.json(
        { statusCode: 404, name: 'not_found', message: 'Not found' },
        { status: 404 },
      );
    if (request.headers.get('authorization') !== `Bearer ${RESEND_STUB_KEY}`) return failure(401);
    if (mode === 'hang') return 'hang';
    if ((mode === '429-then-ok' || mode === '500-then-ok') && !failedOnce) {
      failedOnce = true;
      return failure(mode === '429-then-ok' ? 429 : 500);
    }
    if (typeof mode === 'number') return failure(mode);
    sent += 1;
    return Response.json({ id: `stub-email-${sent}` });
  });
  return {
    ...stub,
    script(next) {
      mode = next;
      failedOnce = false;
      stub.requests.length = 0;
    },
    bodies: () =>
      stub.requests.map(
        (request) => JSON.parse(request.body.toString('utf8')) as Record<string, unknown>,
      ),
  };
}
