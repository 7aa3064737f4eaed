import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { BackendNotice } from '@/components/layout/backend-notice';
import { OfflineIndicator } from '@/components/desktop/offline-indicator';
import { BackendStatusNotice } from '@/components/layout/backend-status-notice';
import { Navbar } from '@/components/layout/navbar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { UpdatePrompt } from '@/components/layout/update-prompt';
import { useSignOutOnArrival } from '@/components/layout/use-sign-out';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { showsChrome } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-context';
import { useIdle } from '@/lib/deferred-module';
import { HASH_SCROLL_DELAY_MS, scrollToAnchor } from '@/lib/scroll';

// The footer sits below the fold: it loads once the browser is idle after the first paint.
const Footer = lazy(async () => ({ default: (await import('@/components/layout/footer')).Footer }));

/** Route data the layout reads: the page title. */
export type RouteHandle = { title?: string };

/** New pages start at the top; a hash (e.g. /#pricing) scrolls to its element after 100 ms (spec 2.2). */
function useScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const timer = window.setTimeout(() => scrollToAnchor(hash), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);
}

/** The document title for the deepest matched route with a title. */
export function documentTitle(matches: readonly { handle?: unknown }[]): string {
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  return title ? `${title} · Hive Studio` : 'Hive Studio — AI Design Studio';
}

function useDocumentTitle() {
  const title = documentTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The page frame: navbar and footer (hidden on tool and auth routes), the auth loading overlay, scroll behaviour. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { isLoading } = useAuth();
  const chrome = showsChrome(pathname);
  const idle = useIdle();
  useScrollOnNavigate();
  useEffect(() => {
    // Read by the frontend benchmark: JS requested before this mark is the initial route's.
    performance.mark('hive:first-route-render');
  }, []);
  useDocumentTitle();
  useSignOutOnArrival();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-[60] rounded-lg px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {chrome && <Navbar />}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      {chrome && idle && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {chrome && <ScrollToTop />}
      <BackendNotice />
      <BackendStatusNotice />
      <OfflineIndicator />
      <UpdatePrompt />
      {isLoading && <LoadingOverlay />}
    </div>
  );
}
