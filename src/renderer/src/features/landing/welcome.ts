// Whether to greet a user who just confirmed their e-mail (they land on the site root, spec 2.1):
// once per account, marked in the user's own metadata (`welcomed_at`), and only for a new
// account, so a long-standing user following a magic link is not told about free credits.
import type { User } from '@supabase/supabase-js';

/** How new an account may be and still be greeted. */
export const WELCOME_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** True when `user` arrived by an e-mail link, has never been greeted and is new. */
export function shouldWelcome(
  user: Pick<User, 'created_at' | 'user_metadata'> | null,
  arrivedByEmailLink: boolean,
  now = Date.now(),
): boolean {
  if (!user || !arrivedByEmailLink) return false;
  if (user.user_metadata?.welcomed_at) return false;
  const created = Date.parse(user.created_at);
  return Number.isFinite(created) && now - created < WELCOME_WINDOW_MS;
}
