import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { ROUTE_TABLE } from './route-table';
import { AppRoutes } from './router';

/**
 * The landing page as a logged-out visitor first sees it (layout included), rendered at build time into
 * index.html: it paints as soon as the HTML and CSS arrive instead of after the JavaScript. The app then
 * hydrates it with the same routes. See web/scripts/prerender-landing.ts.
 */
export async function renderLanding(): Promise<string> {
  // Queries render their pending state here (nothing is fetched at build time), as on the client's first render.
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
  // No inline script may reach the page (the CSP forbids them) and nothing here needs one.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/**
 * The path of every page of the router, written by the build as page-routes.json: the server answers any other
 * page-like path with the app shell and a 404 status (realtime-server/src/http/page-routes.ts).
 */
export function pagePaths(): string[] {
  return ROUTE_TABLE.map((r) => r.path);
}
