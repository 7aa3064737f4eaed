import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { enhancementMessages } from '@shared/messages';
import { App } from './app/app';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { knownSignedOutAtStart } from './lib/auth/stored-session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error(enhancementMessages.missingRoot);

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

if (hydratesPrerender(container)) {
  // The page's lazy route module must be in place first, or the router would render its
  // loading fallback over the markup being hydrated.
  void resolveLazyRoutes(window.location).then(() => {
    hydrateRoot(container, <App router={<RouterProvider router={createAppRouter()} />} />);
  });
} else {
  container.replaceChildren();
  delete container.dataset.prerendered;
  createRoot(container).render(<App router={<RouterProvider router={createAppRouter()} />} />);
}
