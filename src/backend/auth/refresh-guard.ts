// Refresh-token reuse detection. lite, even with rotation on, answers a revoked token with the
// session's current token forever; GoTrue allows that only for the direct parent of the active
// token within refresh_token_reuse_interval, and otherwise treats it as theft: the whole token
// family is revoked and the caller gets refresh_token_already_used.
import type { Database } from '../context';

type TokenRow = { session_id: string | null; revoked: boolean; updated_at: string | Date };

/** 'ok' to let lite rotate; 'reused' when the token was replayed (family now revoked). */
export async function checkRefreshReuse(
  db: Database,
  token: string,
  reuseIntervalSeconds: number,
): Promise<'ok' | 'reused'> {
  const { rows } = await db.query<TokenRow>(
    'select session_id, revoked, updated_at from auth.refresh_tokens where token = $1',
    [token],
  );
  const row = rows[0];
  if (!row || !row.revoked || !row.session_id) return 'ok';
  const { rows: active } = await db.query<{ parent: string | null }>(
    'select parent from auth.refresh_tokens where session_id = $1 and revoked = false order by created_at desc limit 1',
    [row.session_id],
  );
  const revokedAgo = (Date.now() - new Date(row.updated_at).getTime()) / 1000;
  if (reuseIntervalSeconds > 0 && active[0]?.parent === token && revokedAgo <= reuseIntervalSeconds)
    return 'ok';
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
    [row.session_id],
  );
  return 'reused';
}
