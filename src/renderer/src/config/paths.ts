// Every route path of the app, in one place (spec 2.1). Links, redirects and the router all
// read from here; never write a path literal elsewhere.

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
  backgroundRemover: '/background-remover',
  objectRemover: '/object-remover',
  imageEnhancer: '/image-enhancer',
  artworkGenerator: '/artwork-generator',
  moodboardGenerator: '/moodboard-generator',
  credits: '/credits',
  pricing: '/pricing',
  presentationRecorder: '/presentation-recorder',
  videoGenerator: '/video-generator',
  logoCreator: '/logo-creator',
  brandBlueprint: '/brand-blueprint',
  backgroundGenerator: '/background-generator',
  hiveEdit: '/hive-edit',
  advertisingVideoGenerator: '/advertising-video-generator',
  checkout: '/checkout',
  logoMarketing: '/logo-marketing',
  invoiceCreator: '/invoice-creator',
  svgGenerator: '/svg-generator',
  vectorIllustrations: '/vector-illustrations',
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

/** The home page scrolled to an anchor, e.g. `/#pricing`. */
export function homeAnchorPath(anchor: string): string {
  return `${paths.home}#${anchor}`;
}
