// PostgREST's status table and the PGRST form lite turns into the response.
import { describe, expect, it } from 'vitest';
import { postgrestStatus, toPostgrestError } from './postgrest-errors';

function databaseError(code: string, message: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR', ...extra });
}

describe('postgrestStatus', () => {
  it('follows PostgREST’s table', () => {
    const table: [string, number][] = [
      ['P0001', 400],
      ['P0002', 500],
      ['23505', 409],
      ['23503', 409],
      ['23502', 400],
      ['23514', 400],
      ['22P02', 400],
      ['25006', 405],
      ['25001', 500],
      ['42883', 404],
      ['42P01', 404],
      ['42P17', 500],
      ['42703', 400],
      ['08006', 503],
      ['53300', 503],
      ['53400', 500],
      ['54001', 500],
      ['57014', 500],
      ['28000', 403],
      ['0LP01', 403],
      ['0P000', 403],
      ['40001', 500],
      ['XX000', 500],
    ];
    for (const [code, status] of table) expect(postgrestStatus(code), code).toBe(status);
  });

  it('answers 42501 with 401 for anon and 403 for a signed-in caller', () => {
    expect(postgrestStatus('42501', false)).toBe(401);
    expect(postgrestStatus('42501', true)).toBe(403);
  });
});

describe('toPostgrestError', () => {
  it('hands a raised exception to lite’s PGRST path with its raw message, details, hint and status', () => {
    const converted = toPostgrestError(
      databaseError('P0001', 'Insufficient credits. Required: 10, Available: 5', {
        detail: 'balance 5',
        hint: 'buy a pack',
      }),
    ) as Error & { code: string; detail: string };
    expect(converted.code).toBe('PGRST');
    expect(JSON.parse(converted.message)).toEqual({
      code: 'P0001',
      message: 'Insufficient credits. Required: 10, Available: 5',
      details: 'balance 5',
      hint: 'buy a pack',
    });
    expect(JSON.parse(converted.detail)).toEqual({ status: 400, headers: {} });
  });

  it('reads an error wrapped as a cause', () => {
    const wrapped = new Error('query failed', { cause: databaseError('23514', 'check violated') });
    const converted = toPostgrestError(wrapped) as Error & { detail: string };
    expect(JSON.parse(converted.message)).toMatchObject({
      code: '23514',
      details: null,
      hint: null,
    });
    expect(JSON.parse(converted.detail)).toMatchObject({ status: 400 });
  });

  it('leaves class 42 (lite maps it as PostgREST does) and non-database errors alone', () => {
    const denied = databaseError('42501', 'permission denied for table secrets');
    expect(toPostgrestError(denied)).toBe(denied);
    const plain = new Error('Unknown operator');
    expect(toPostgrestError(plain)).toBe(plain);
    const pgrst = Object.assign(new Error('{}'), { code: 'PGRST' });
    expect(toPostgrestError(pgrst)).toBe(pgrst);
    const custom = databaseError('PT402', 'Payment Required');
    expect(toPostgrestError(custom)).toBe(custom);
  });
});
