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
  const meta = user.user_metadata ?? {};
  return (
    text(meta.name) ??
    text(meta.full_name) ??
    text(meta.preferred_name) ??
    text(user.email) ??
    (user.id ? user.id.slice(0, 8) : undefined) ??
    'User'
  );
}

/** The username from user_metadata, or '' when there is none. */
export function username(user: NamedUser | null | undefined): string {
  return text(user?.user_metadata?.username) ?? '';
}

/** The letter shown when the profile image fails to load. */
export function initial(name: string): string {
  return (name.trim()[0] ?? 'U').toUpperCase();
}
