import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { enhancementMessages } from '@contracts/messages';
import { App } from './app/app';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { noteArrival } from './lib/auth/arrival';
import { knownSignedOutAtStart } from './lib/auth/stored-session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error(enhancementMessages.missingRoot);
// Before the auth client reads (and removes) an e-mail link's code from the address.
noteArrival(window.location);

/**
 * The web build prerenders the home page for a visitor (data-prerendered="/"). That markup is
 * hydrated when this visit is exactly that page: same path, no anchor to scroll to and nobody
 * possibly signed in. Anything else starts from an empty root, as the desktop app always does.
 */
function hydratesPrerender(root: HTMLElement): boolean {
  return (
    root.dataset.prerendered === window.location.pathname &&
    window.location.hash === '' &&
    knownSignedOutAtStart()
  );
}

/** Resolves once the browser has painted what it has (at the latest after `fallbackMs`, e.g. in a hidden tab). */
function afterPaint(fallbackMs = 200): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, fallbackMs);
  });
}

if (hydratesPrerender(container)) {
  // The markup is painted first; hydration then runs as a transition, in slices that leave the
  // page responsive. The page's lazy route module must be in place before it, or the router
  // would render its loading fallback over the markup being hydrated.
  void Promise.all([resolveLazyRoutes(window.location), afterPaint()]).then(() => {
    startTransition(() => {
      hydrateRoot(container, <App router={<RouterProvider router={createAppRouter()} />} />);
    });
  });
} else {
  container.replaceChildren();
  delete container.dataset.prerendered;
  createRoot(container).render(<App router={<RouterProvider router={createAppRouter()} />} />);
}
