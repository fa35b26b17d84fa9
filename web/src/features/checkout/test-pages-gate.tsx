import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner/page-spinner';
import { usePaymentSetup } from './queries';

/**
 * The demo and test checkout pages exist for development: with NODE_ENV=production the server says
 * `test_pages: false` and they show nothing to buy. While the config is unknown nothing is shown either.
 */
export function TestPagesGate({ children }: { children: ReactNode }) {
  const { config, error } = usePaymentSetup();
  if (config?.test_pages) return <>{children}</>;
  if (!config && !error) return <PageSpinner className="page co-page co-box--center" />;
  return (
    <div className="page co-page">
      <section className="co-box co-soon" data-testid="test-page-off">
        <h1>Página não disponível</h1>
        <p className="co-muted">Esta página de testes do checkout não está disponível.</p>
        <Link className="btn btn--primary" to="/vitrine-alunos">
          Ver cursos
        </Link>
      </section>
    </div>
  );
}
