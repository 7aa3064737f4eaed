// Server entry for the build-time prerender (scripts/vite-prerender.ts): renders a public page
// as a signed-out visitor sees it on first paint, for the static host to send before any JS.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { documentTitle } from './app/layouts/root-layout';
import { routes } from './app/router';

/** A prerendered page: the markup inside #root and the document title. */
export type PrerenderedPage = { html: string; title: string };

/** Renders `url`'s page; throws when the route answers with a redirect or an error. */
export async function prerender(url: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />,
  );
  return { html, title: documentTitle(context.matches.map((match) => match.route)) };
}
