import type { ReactNode } from 'react';

export const LEGAL_LAST_UPDATED = 'Última atualização: 23 de maio de 2024';

interface LegalDocumentProps {
  title: string;
  children: ReactNode;
}

export function LegalDocument({ title, children }: LegalDocumentProps) {
  return (
    <article className="page legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title">{title}</h1>
        <p className="legal__updated">{LEGAL_LAST_UPDATED}</p>
      </header>
      <div className="legal__body card">{children}</div>
    </article>
  );
}
