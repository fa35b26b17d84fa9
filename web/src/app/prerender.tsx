import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './router';

/**
 * The landing page as a logged-out visitor first sees it (layout included), rendered at build time into
 * index.html: it paints as soon as the HTML and CSS arrive instead of after the JavaScript. The app then
 * hydrates it with the same routes. See web/scripts/prerender-landing.ts.
 */
export async function renderLanding(): Promise<string> {
  const html = renderToString(
    <StaticRouter location="/">
      <AppRoutes />
    </StaticRouter>,
  );
  // No inline script may reach the page (the CSP forbids them) and nothing here needs one.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
