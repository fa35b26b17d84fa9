import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function Actions({ primary, receipt }: { primary: string; receipt?: string }) {
  return (
    <div className="pr-actions">
      <Link className="btn btn--primary" to="/vitrine-alunos">
        {primary}
      </Link>
      {receipt ? (
        <Link className="btn btn--ghost" to={receipt}>
          Ver recibo
        </Link>
      ) : null}
      <HomeLink />
    </div>
  );
}

export function HomeLink() {
  return (
    <Link className="btn btn--ghost" to="/">
      Voltar ao Início
    </Link>
  );
}

/** The card of a settled state: icon, title, the state's text, the two actions and the payment id. */
export function ResultCard({
  tone,
  icon,
  title,
  paymentId,
  children,
}: {
  tone: 'ok' | 'fail' | 'wait';
  icon: ReactNode;
  title: string;
  paymentId: string | null;
  children: ReactNode;
}) {
  return (
    <div className="page pr-wrap">
      <div className="pr-card">
        <span className={`pr-icon pr-icon--${tone}`} aria-hidden="true">
          {icon}
        </span>
        <h1>{title}</h1>
        {children}
        {paymentId ? <p className="pr-id">ID do pagamento: {paymentId}</p> : null}
      </div>
    </div>
  );
}
