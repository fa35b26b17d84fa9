import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';

/** Any address the app does not know: says so in Portuguese and offers the ways on (never a silent jump home). */
export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  const { pathname } = useLocation();
  return (
    <section className="page not-found" aria-labelledby="page-title" data-testid="not-found">
      <p className="page-header__eyebrow">Erro 404</p>
      <h1 id="page-title">Página não encontrada</h1>
      <p>
        O endereço <code>{pathname}</code> não existe ou mudou de lugar. Confira o link ou siga por um destes
        caminhos:
      </p>
      <div className="not-found__actions">
        <Link className="btn btn--primary" to="/">
          Ir para o início
        </Link>
        <Link className="btn btn--ghost" to="/dashboard">
          Dashboard
        </Link>
        <Link className="btn btn--ghost" to="/historico-desempenho">
          Histórico de desempenho
        </Link>
      </div>
    </section>
  );
}
