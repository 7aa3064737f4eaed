// Every route path of the app, in one place (spec 2.1). Links, redirects and the router all
// read from here; never write a path literal elsewhere. Tool paths come from the tool registry.
import { TOOL_PATHS } from '@contracts/tools/tool-registry';

/** Route paths. */
export const paths = {
  home: '/',
  modern: '/modern',
  about: '/about',
  contact: '/contact',
  auth: '/auth',
  privacy: '/privacy',
  terms: '/terms',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  maintenance: '/maintenance',
  apiTest: '/api-test',
  /** The generator on its own with the support chat (spec 2.4, last item); the spec gives no path. */
  generator: '/generator',
  dashboard: '/dashboard',
  myDesigns: '/my-designs',
  profile: '/profile',
  profileEdit: '/profile/edit',
  invoiceManagement: '/invoice-management',
  backgroundRemover: TOOL_PATHS['background-remover'],
  objectRemover: TOOL_PATHS['object-remover'],
  imageEnhancer: TOOL_PATHS['image-enhancer'],
  artworkGenerator: TOOL_PATHS['artwork-generator'],
  moodboardGenerator: TOOL_PATHS['moodboard-generator'],
  credits: '/credits',
  pricing: '/pricing',
  presentationRecorder: TOOL_PATHS['presentation-recorder'],
  videoGenerator: TOOL_PATHS['video-generator'],
  logoCreator: TOOL_PATHS['logo-creator'],
  brandBlueprint: TOOL_PATHS['brand-blueprint'],
  backgroundGenerator: TOOL_PATHS['background-generator'],
  hiveEdit: TOOL_PATHS['hive-edit'],
  advertisingVideoGenerator: TOOL_PATHS['advertising-video-generator'],
  checkout: '/checkout',
  logoMarketing: TOOL_PATHS['logo-marketing'],
  invoiceCreator: TOOL_PATHS['invoice-creator'],
  svgGenerator: TOOL_PATHS['svg-generator'],
  vectorIllustrations: TOOL_PATHS['vector-illustrations'],
  /** A moodboard shared by its owner, read-only for anyone with the link (`:id` is the design's). */
  sharedMoodboard: '/shared/moodboard/:id',
  /** A presentation recording shared by its owner, for anyone with the link (`:id` is the design's). */
  sharedRecording: '/shared/recording/:id',
} as const;

/** One of the app's route paths. */
export type AppPath = (typeof paths)[keyof typeof paths];

/** In-page anchors of the landing page (spec 2.4). */
export const anchors = {
  pricing: 'pricing',
  aiGenerator: 'ai-generator',
  faq: 'faq',
} as const;

/** `/auth` with its query: which form, and where to go afterwards. */
export function authPath(type: 'signin' | 'signup', redirect?: string): string {
  const query = new URLSearchParams({ type });
  if (redirect) query.set('redirect', redirect);
  return `${paths.auth}?${query.toString()}`;
}

/** `/checkout?plan=…` (spec 2.4: Get Started Free links to /checkout?plan=pro). */
export function checkoutPath(plan: string): string {
  return `${paths.checkout}?${new URLSearchParams({ plan }).toString()}`;
}

/** The address of a shared recording. */
export function sharedRecordingPath(designId: string): string {
  return paths.sharedRecording.replace(':id', encodeURIComponent(designId));
}

/** The address of a shared moodboard. */
export function sharedMoodboardPath(designId: string): string {
  return paths.sharedMoodboard.replace(':id', encodeURIComponent(designId));
}

/** The home page scrolled to an anchor, e.g. `/#pricing`. */
export function homeAnchorPath(anchor: string): string {
  return `${paths.home}#${anchor}`;
}
