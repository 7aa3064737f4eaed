// How a user is named on screen (spec 3 "User"): pure, so the navbar, menus and profile agree.

/** The parts of a Supabase user the display rules read. */
export type NamedUser = {
  id: string;
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Display name: name, full_name, preferred_name, e-mail, first 8 characters of the id, else 'User'. */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return 'User';
  return fullName(user) || text(user.email) || user.id.slice(0, 8) || 'User';
}

/** The name the person gave (name, full_name, preferred_name), or '' — the profile's name field. */
export function fullName(user: NamedUser | null | undefined): string {
  const meta = user?.user_metadata ?? {};
  return text(meta.name) ?? text(meta.full_name) ?? text(meta.preferred_name) ?? '';
}

/** The username from user_metadata, or '' when there is none. */
export function username(user: NamedUser | null | undefined): string {
  return text(user?.user_metadata?.username) ?? '';
}

/** The user_metadata key of the profile image the person chose in Hive Studio. */
export const PROFILE_IMAGE_KEY = 'profile_image_url';

/**
 * The profile image URL, or null for the generic user icon. The image chosen in Hive Studio
 * wins ('' once removed); until one is chosen, an OAuth provider's picture is used. (GoTrue
 * rewrites avatar_url from the provider at every OAuth sign-in, so ours has its own key.)
 */
export function profileImageUrl(user: NamedUser | null | undefined): string | null {
  const meta = user?.user_metadata ?? {};
  const own = meta[PROFILE_IMAGE_KEY];
  if (typeof own === 'string') return text(own) ?? null;
  return text(meta.avatar_url) ?? text(meta.picture) ?? null;
}

/** The letter shown when the profile image fails to load. */
export function initial(name: string): string {
  return (name.trim()[0] ?? 'U').toUpperCase();
}
