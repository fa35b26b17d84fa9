import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { LoadingScreen } from '@/components/loading-screen';
import { PageLinksProvider, type PageLinks } from '@/lib/page-links';
import { usePageTitle } from '@/lib/use-page-title';
import { useRouteMeta } from '../guards/use-route-meta';
import { FlashMessage } from './flash-message';
import { NavBar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';
import { contentTopPadding, dashboardLinks } from './nav-items';

const PAGE_LINKS: PageLinks = { dashboard: dashboardLinks() };

export function AppLayout() {
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  usePageTitle(meta && meta.path !== '/' ? meta.title : null);

  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Pular para o conteúdo
      </a>
      <NavBar />
      <main id="main" className="app-main" tabIndex={-1} style={{ paddingTop: contentTopPadding(pathname) }}>
        <FlashMessage />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <PageLinksProvider links={PAGE_LINKS}>
              <Outlet />
            </PageLinksProvider>
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="app-footer">
        <p>
          © {new Date().getFullYear()} Sinais Cripto. Conteúdo educacional; não constitui recomendação de
          investimento.
        </p>
        <nav aria-label="Links legais" className="app-footer__links">
          <Link to="/privacy-policy">Política de Privacidade</Link>
          <Link to="/terms-of-service">Termos de Serviço</Link>
        </nav>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
