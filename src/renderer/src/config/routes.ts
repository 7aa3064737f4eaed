// The route table's rules (spec 2.1): which paths need sign-in and which hide the site
// chrome. Kept free of React so the decisions are unit-tested.
import { paths } from './paths';
import type { AppPath } from './paths';

/** Who may open a route. */
export type RouteAccess = 'public' | 'signed-in';

/** A page of the app: where it lives, who may see it, its title. */
export type RouteEntry = { path: AppPath; title: string; access: RouteAccess };

/** Every page of spec 2.1, in the spec's order. The catch-all not-found page is added by the router. */
export const routeEntries: readonly RouteEntry[] = [
  { path: paths.home, title: 'Home', access: 'public' },
  { path: paths.modern, title: 'Hive Studio', access: 'public' },
  { path: paths.about, title: 'About', access: 'public' },
  { path: paths.contact, title: 'Contact Us', access: 'public' },
  { path: paths.auth, title: 'Sign In', access: 'public' },
  { path: paths.privacy, title: 'Privacy Policy', access: 'public' },
  { path: paths.terms, title: 'Terms of Service', access: 'public' },
  { path: paths.forgotPassword, title: 'Forgot Password', access: 'public' },
  { path: paths.resetPassword, title: 'Reset Password', access: 'public' },
  { path: paths.maintenance, title: 'Maintenance', access: 'public' },
  { path: paths.apiTest, title: 'API Test', access: 'public' },
  { path: paths.generator, title: 'AI Generator', access: 'public' },
  { path: paths.dashboard, title: 'Dashboard', access: 'signed-in' },
  { path: paths.myDesigns, title: 'My Creations', access: 'signed-in' },
  { path: paths.profile, title: 'My Profile', access: 'signed-in' },
  { path: paths.profileEdit, title: 'Edit Profile', access: 'signed-in' },
  { path: paths.invoiceManagement, title: 'Invoice Management', access: 'signed-in' },
  { path: paths.backgroundRemover, title: 'Background Remover', access: 'signed-in' },
  { path: paths.objectRemover, title: 'Object Remover', access: 'signed-in' },
  { path: paths.imageEnhancer, title: 'Image Enhancer', access: 'signed-in' },
  { path: paths.artworkGenerator, title: 'Artwork Generator', access: 'signed-in' },
  { path: paths.moodboardGenerator, title: 'Moodboard Generator', access: 'signed-in' },
  { path: paths.credits, title: 'Credits', access: 'signed-in' },
  { path: paths.pricing, title: 'Pricing', access: 'signed-in' },
  { path: paths.presentationRecorder, title: 'Presentation Recorder', access: 'signed-in' },
  { path: paths.videoGenerator, title: 'AI Video Generator', access: 'signed-in' },
  { path: paths.logoCreator, title: 'Logo Creator', access: 'signed-in' },
  { path: paths.brandBlueprint, title: 'Brand Blueprint', access: 'signed-in' },
  { path: paths.backgroundGenerator, title: 'Background Generator', access: 'signed-in' },
  { path: paths.hiveEdit, title: 'The Hive Editor', access: 'signed-in' },
  {
    path: paths.advertisingVideoGenerator,
    title: 'Advertising Video Generator',
    access: 'signed-in',
  },
  { path: paths.checkout, title: 'Checkout', access: 'signed-in' },
  { path: paths.logoMarketing, title: 'Logo Marketing', access: 'signed-in' },
  { path: paths.invoiceCreator, title: 'Invoice Creator', access: 'signed-in' },
  { path: paths.svgGenerator, title: 'SVG Generator', access: 'signed-in' },
  { path: paths.vectorIllustrations, title: 'Vector Illustrations', access: 'signed-in' },
];

/** Routes that show no navbar or footer (spec 2.1): the full-screen tools and the auth screens. */
export const chromelessPaths: ReadonlySet<string> = new Set<AppPath>([
  paths.artworkGenerator,
  paths.videoGenerator,
  paths.hiveEdit,
  paths.logoCreator,
  paths.backgroundGenerator,
  paths.svgGenerator,
  paths.vectorIllustrations,
  paths.presentationRecorder,
  paths.advertisingVideoGenerator,
  paths.moodboardGenerator,
  paths.backgroundRemover,
  paths.objectRemover,
  paths.imageEnhancer,
  paths.auth,
  paths.forgotPassword,
  paths.resetPassword,
]);

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
