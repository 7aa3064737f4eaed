import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ToolId } from '@contracts/tools/tool-registry';
import { isAvailable, toolById } from '@contracts/tools/tool-views';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import type { AppPath } from '@/config/paths';
import { routeEntries } from '@/config/routes';
import type { RouteEntry } from '@/config/routes';
import { RequireAuth } from './layouts/require-auth';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './layouts/root-layout';
import { RouterErrorScreen } from './routes/router-error';

type LazyPage = NonNullable<RouteObject['lazy']>;

const comingSoon: LazyPage = async () => ({
  Component: (await import('./routes/coming-soon')).ComingSoonPage,
});

/**
 * The page module of each page that is not a tool, loaded on first visit so the first page stays
 * light; paths without an entry show the "coming soon" page with their title.
 */
const pages: Partial<Record<AppPath, LazyPage>> = {
  '/invoice-management': async () => ({
    Component: (await import('@/features/invoices/invoice-management-page')).InvoiceManagementPage,
  }),
  '/': async () => ({ Component: (await import('./routes/landing')).LandingPage }),
  '/auth': async () => ({
    Component: (await import('@/features/auth/components/auth-screen')).AuthScreen,
  }),
  '/forgot-password': async () => ({
    Component: (await import('@/features/auth/components/forgot-password-screen'))
      .ForgotPasswordScreen,
  }),
  '/reset-password': async () => ({
    Component: (await import('@/features/auth/components/reset-password-screen'))
      .ResetPasswordScreen,
  }),
  '/profile': async () => ({
    Component: (await import('@/features/profile/components/profile-page')).ProfilePage,
  }),
  '/profile/edit': async () => ({
    Component: (await import('@/features/profile/components/profile-edit-page')).ProfileEditPage,
  }),
  '/generator': async () => ({ Component: (await import('./routes/landing')).GeneratorOnlyPage }),
  '/modern': async () => ({
    Component: (await import('@/features/modern-landing/components/modern-landing-page'))
      .ModernLandingPage,
  }),
  '/about': async () => ({
    Component: (await import('@/features/site-pages/components/about-page')).AboutPage,
  }),
  '/contact': async () => ({
    Component: (await import('@/features/site-pages/components/contact-page')).ContactPage,
  }),
  '/privacy': async () => ({
    Component: (await import('@/features/site-pages/components/legal-pages')).PrivacyPage,
  }),
  '/terms': async () => ({
    Component: (await import('@/features/site-pages/components/legal-pages')).TermsPage,
  }),
  '/maintenance': async () => ({
    Component: (await import('@/features/site-pages/components/maintenance-page')).MaintenancePage,
  }),
  '/api-test': async () => ({
    Component: (await import('@/features/api-test/components/api-test-page')).ApiTestPage,
  }),
  '/dashboard': async () => ({
    Component: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
  }),
  '/my-designs': async () => ({
    Component: (await import('@/features/my-designs/my-designs-page')).MyDesignsPage,
  }),
  '/credits': async () => ({ Component: (await import('./routes/credits')).CreditsPage }),
  '/pricing': async () => ({ Component: (await import('./routes/pricing')).PricingPage }),
  '/checkout': async () => ({ Component: (await import('./routes/checkout')).CheckoutPage }),
  '/shared/moodboard/:id': async () => ({
    Component: (await import('@/features/moodboard-generator/shared-moodboard-page'))
      .SharedMoodboardPage,
  }),
  '/shared/recording/:id': async () => ({
    Component: (await import('@/features/shared-recording/shared-recording-page'))
      .SharedRecordingPage,
  }),
};

/**
 * The page module of each tool, by its id in the tool registry (contracts/tools). A tool whose
 * registry status is 'coming-soon' shows the "coming soon" page; the registry test checks that
 * the available tools and the tools with a page here are the same.
 */
export const toolPages: Partial<Record<ToolId, LazyPage>> = {
  'hive-edit': async () => ({
    Component: (await import('@/features/hive-edit/hive-edit-page')).HiveEditPage,
  }),
  'artwork-generator': async () => ({
    Component: (await import('@/features/artwork-generator/artwork-generator-page'))
      .ArtworkGeneratorPage,
  }),
  'background-remover': async () => ({
    Component: (await import('@/features/background-remover/components/background-remover-page'))
      .BackgroundRemoverPage,
  }),
  'object-remover': async () => ({
    Component: (await import('@/features/object-remover/components/object-remover-page'))
      .ObjectRemoverPage,
  }),
  'image-enhancer': async () => ({
    Component: (await import('@/features/image-enhancer/components/image-enhancer-page'))
      .ImageEnhancerPage,
  }),
  'background-generator': async () => ({
    Component: (
      await import('@/features/background-generator/components/background-generator-page')
    ).BackgroundGeneratorPage,
  }),
  'svg-generator': async () => ({
    Component: (await import('@/features/svg-generator/svg-generator-page')).SvgGeneratorPage,
  }),
  'vector-illustrations': async () => ({
    Component: (await import('@/features/vector-illustrations/vector-illustrations-page'))
      .VectorIllustrationsPage,
  }),
  'invoice-creator': async () => ({
    Component: (await import('@/features/invoices/invoice-creator-page')).InvoiceCreatorPage,
  }),
  'logo-creator': async () => ({
    Component: (await import('@/features/logo-creator/logo-creator-page')).LogoCreatorPage,
  }),
  'logo-marketing': async () => ({
    Component: (await import('@/features/logo-marketing/logo-marketing-page')).LogoMarketingPage,
  }),
  'advertising-video-generator': async () => ({
    Component: (await import('@/features/advertising-video-generator/advertising-video-page'))
      .AdvertisingVideoPage,
  }),
  'presentation-recorder': async () => ({
    Component: (await import('@/features/presentation-recorder/presentation-recorder-page'))
      .PresentationRecorderPage,
  }),
  'video-generator': async () => ({
    Component: (await import('@/features/video-generator/video-generator-page')).VideoGeneratorPage,
  }),
  'moodboard-generator': async () => ({
    Component: (await import('@/features/moodboard-generator/moodboard-generator-page'))
      .MoodboardGeneratorPage,
  }),
  'brand-blueprint': async () => ({
    Component: (await import('@/features/brand-blueprint/brand-blueprint-page')).BrandBlueprintPage,
  }),
};

function lazyPage(entry: RouteEntry): LazyPage {
  if (!entry.toolId) return pages[entry.path] ?? comingSoon;
  return isAvailable(toolById(entry.toolId)) ? (toolPages[entry.toolId] ?? comingSoon) : comingSoon;
}

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title };
  const lazy = lazyPage(entry);
  return entry.path === '/' ? { index: true, handle, lazy } : { path: entry.path, handle, lazy };
}

/** The route tree: public pages, sign-in-required pages behind the guard, the catch-all not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: LoadingOverlay,
    errorElement: <RouterErrorScreen />,
    children: [
      ...routeEntries.filter((entry) => entry.access === 'public').map(toRoute),
      {
        Component: RequireAuth,
        children: routeEntries.filter((entry) => entry.access === 'signed-in').map(toRoute),
      },
      {
        path: '*',
        handle: { title: 'Page not found' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
      },
    ],
  },
];

/** Creates the browser router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy modules of the routes matching `location` and keeps them on the route objects,
 * so a router created afterwards renders the page at once (needed to hydrate prerendered markup).
 */
export async function resolveLazyRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
