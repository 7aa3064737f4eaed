/** GoTrue's error body for API version 2024-01-01: `{code, message}` plus extra fields. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return Response.json(
    { code, message, ...extra },
    { status, headers: { 'X-Supabase-Api-Version': '2024-01-01', 'X-Sb-Error-Code': code } },
  );
}
