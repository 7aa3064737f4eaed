// PostgreSQL errors answered the way PostgREST answers them: its status table
// (https://docs.postgrest.org/en/stable/references/errors.html) and the raw SQLSTATE, message,
// details and hint. lite 0.10 maps only some codes and answers the rest — `raise exception`
// (P0001) among them — with 500, code "SUP" and a message prefixed "error: ". lite lets its
// connection normalize a database error before mapping it, and honours PostgREST's
// `RAISE SQLSTATE 'PGRST'` form (message = the JSON body, detail = the status); we hand every
// error lite would get wrong over in that form.
import type { Connection } from '@supabase/lite';

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** PostgREST's HTTP status for a SQLSTATE (42501 depends on the caller: 401 anon, 403 others). */
export function postgrestStatus(code: string, signedIn = true): number {
  if (code === '42501') return signedIn ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17' || code === '53400') return 500;
  const family = code.slice(0, 2);
  if (family === '08' || family === '53') return 503;
  if (family === '0L' || family === '0P' || family === '28') return 403;
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(family)
  )
    return 500;
  return 400;
}

type DatabaseError = Error & { code: string; detail?: string | null; hint?: string | null };

function asDatabaseError(error: unknown): DatabaseError | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    if (
      candidate instanceof Error &&
      typeof (candidate as Partial<DatabaseError>).code === 'string' &&
      SQLSTATE.test((candidate as DatabaseError).code)
    )
      return candidate as DatabaseError;
  }
  return null;
}

/**
 * lite's own mapping is PostgREST's for class 42 (42501's 401/403 needs the caller's role,
 * which only lite knows; 42P01/42883/42703 get PostgREST's wording) and for the PGRST/PTxyz
 * forms; everything else is ours.
 */
export function toPostgrestError(error: unknown): unknown {
  const database = asDatabaseError(error);
  // PGRST and PTxyz are PostgREST's own `raise sqlstate` forms, which lite already honours.
  if (!database || /^(42|PT|PGRST)/.test(database.code)) return error;
  const body = {
    code: database.code,
    message: database.message,
    details: database.detail ?? null,
    hint: database.hint ?? null,
  };
  return Object.assign(new Error(JSON.stringify(body)), {
    code: 'PGRST',
    detail: JSON.stringify({ status: postgrestStatus(database.code), headers: {} }),
  });
}

/** Makes lite's connection hand database errors to its PGRST path with PostgREST's status. */
export function usePostgrestErrors(connection: Connection): void {
  const target = connection as unknown as { normalizeDbError(error: unknown): unknown };
  const normalize = target.normalizeDbError.bind(target);
  target.normalizeDbError = (error: unknown) => toPostgrestError(normalize(error));
}
