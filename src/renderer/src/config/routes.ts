// The route table's rules (spec 2.1): which paths need sign-in and which hide the site
// chrome. Kept free of React so the decisions are unit-tested. Tool routes come from the tool
// registry; this file lists only the pages that are not tools.
import { TOOLS } from '@contracts/tools/tool-registry';
import type { ToolChrome } from '@contracts/tools/tool-definition';
import type { ToolId } from '@contracts/tools/tool-registry';
import { paths } from './paths';
import type { AppPath } from './paths';

/** Who may open a route. */
export type RouteAccess = 'public' | 'signed-in';

/**
 * A page of the app: where it lives, who may see it, its title, whether the navbar and footer
 * show, and the tool it belongs to (the router finds a tool's page by this id).
 */
export type RouteEntry = {
  path: AppPath;
  title: string;
  access: RouteAccess;
  chrome: ToolChrome;
  toolId?: ToolId;
};

const page = (
  path: AppPath,
  title: string,
  access: RouteAccess,
  chrome: ToolChrome = 'shown',
): RouteEntry => ({ path, title, access, chrome });

/** The pages of spec 2.1 that are not tools, in the spec's order. */
const pageEntries: readonly RouteEntry[] = [
  page(paths.home, 'Home', 'public'),
  page(paths.modern, 'Hive Studio', 'public'),
  page(paths.about, 'About', 'public'),
  page(paths.contact, 'Contact Us', 'public'),
  page(paths.auth, 'Sign In', 'public', 'hidden'),
  page(paths.privacy, 'Privacy Policy', 'public'),
  page(paths.terms, 'Terms of Service', 'public'),
  page(paths.forgotPassword, 'Forgot Password', 'public', 'hidden'),
  page(paths.resetPassword, 'Reset Password', 'public', 'hidden'),
  page(paths.maintenance, 'Maintenance', 'public'),
  page(paths.apiTest, 'API Test', 'public'),
  page(paths.generator, 'AI Generator', 'public'),
  page(paths.sharedMoodboard, 'Shared moodboard', 'public'),
  page(paths.sharedRecording, 'Shared recording', 'public'),
  page(paths.dashboard, 'Dashboard', 'signed-in'),
  page(paths.myDesigns, 'My Creations', 'signed-in'),
  page(paths.profile, 'My Profile', 'signed-in'),
  page(paths.profileEdit, 'Edit Profile', 'signed-in'),
  page(paths.invoiceManagement, 'Invoice Management', 'signed-in'),
  page(paths.credits, 'Credits', 'signed-in'),
  page(paths.pricing, 'Pricing', 'signed-in'),
  page(paths.checkout, 'Checkout', 'signed-in'),
];

/**
 * Every page of spec 2.1: the pages above, then every tool of the registry (all need sign-in).
 * The catch-all not-found page is added by the router.
 */
export const routeEntries: readonly RouteEntry[] = [
  ...pageEntries,
  ...TOOLS.map((tool): RouteEntry => ({
    path: tool.path,
    title: tool.title,
    access: 'signed-in',
    chrome: tool.chrome,
    toolId: tool.id,
  })),
];

/** Routes that show no navbar or footer (spec 2.1): the full-screen tools and the auth screens. */
export const chromelessPaths: ReadonlySet<string> = new Set(
  routeEntries.filter((entry) => entry.chrome === 'hidden').map((entry) => entry.path),
);

/** Drops a trailing slash (except for the root) so `/auth/` and `/auth` decide alike. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Whether the navbar and footer show on this path. */
export function showsChrome(pathname: string): boolean {
  return !chromelessPaths.has(normalizePathname(pathname));
}

/** What the guard does for a visitor: let them in, wait for the auth state, or send them to sign in. */
export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * The sign-in guard (spec 2.1, 6): signed-out visitors go to `/auth?type=signin&redirect=<target>`
 * so that signing in returns them where they were going (path, query and hash kept).
 */
export function decideGuard(
  auth: { isLoading: boolean; isAuthenticated: boolean },
  target: { pathname: string; search?: string; hash?: string },
): GuardDecision {
  if (auth.isLoading) return { kind: 'wait' };
  if (auth.isAuthenticated) return { kind: 'allow' };
  const redirect = `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
  return {
    kind: 'redirect',
    to: `${paths.auth}?${new URLSearchParams({ type: 'signin', redirect }).toString()}`,
  };
}

/**
 * Where to go after signing in: only same-site paths are honoured (an open redirect to another
 * origin would let a crafted link send users off-site). `pricing` (spec 2.4, the buy buttons) means the pricing page.
 */
export function safeRedirectTarget(
  redirect: string | null | undefined,
  fallback: string = paths.dashboard,
): string {
  if (!redirect) return fallback;
  if (redirect === 'pricing') return paths.pricing;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
    return fallback;
  return redirect;
}
