import { lazy, type ComponentType } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router-dom';
import { LandingPage } from '@/features/landing/landing-page';
import { importWithReload } from '@/lib/chunk-reload';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { ROUTE_TABLE, type Access, type PageSource } from './route-table';

/**
 * The landing is in the first bundle (the prerendered markup hydrates at once); every other page, login included,
 * is loaded on demand and its download starts with the shell's (preloadPage).
 */
const EAGER: Record<string, ComponentType> = { LandingPage };

const pages = new Map<PageSource, ComponentType>();

/** Unknown addresses get a real "Página não encontrada" (issue 30), not a silent redirect to the home page. */
const NotFoundPage = lazy(async () => ({
  default: (await importWithReload(() => import('@/features/not-found/not-found-page'))).NotFoundPage,
}));

/** The component of a route's page: React.lazy over its named export, so each page stays its own chunk. */
function componentOf(source: PageSource): ComponentType {
  const known = pages.get(source);
  if (known) return known;
  // After a deploy the old chunk is gone: reload once for the new build rather than fail.
  const Page = source.eager
    ? EAGER[source.name]!
    : lazy(async () => ({
        default: ((await importWithReload(source.load)) as Record<string, ComponentType>)[source.name]!,
      }));
  pages.set(source, Page);
  return Page;
}

export function pageFor(path: string): ComponentType | undefined {
  const meta = ROUTE_TABLE.find((r) => r.path === path);
  return meta ? componentOf(meta.page) : undefined;
}

/**
 * Starts downloading the chunk of the page at `pathname` right away, so it arrives while the shell boots
 * and the session is verified instead of after (the guards render the page only once that is done).
 */
export function preloadPage(pathname: string): void {
  const meta = ROUTE_TABLE.find((r) => matchPath(r.path, pathname));
  if (meta && !meta.page.eager) void meta.page.load().catch(() => undefined);
}

function routesFor(access: Access): RouteObject[] {
  return ROUTE_TABLE.filter((r) => r.access === access).map((meta) => {
    const Page = componentOf(meta.page);
    return { path: meta.path, element: <Page /> };
  });
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routesFor('public'),
      { element: <RequireAuth />, children: routesFor('auth') },
      { element: <RequireAdmin />, children: routesFor('admin') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's routes, rendered inside `BrowserRouter` (app.tsx) or `StaticRouter` (the build-time prerender). The
 * declarative router: the data router (loaders, actions, fetchers) would add ~15 KiB to every first visit and no
 * page uses it.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
