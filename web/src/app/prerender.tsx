import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './router';

/**
 * The landing page as a logged-out visitor first sees it (layout included), rendered at build time into
 * index.html: it paints as soon as the HTML and CSS arrive instead of after the JavaScript. The app then
 * hydrates it. See web/scripts/prerender-landing.ts.
 */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`Pré-renderização de / respondeu ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  // No inline script may reach the page (the CSP forbids them) and nothing here needs one.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
