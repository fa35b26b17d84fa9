import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface PagePlaceholderProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
}

/** A titled page whose content another issue builds. */
export function PagePlaceholder({ title, description, eyebrow }: PagePlaceholderProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={title} eyebrow={eyebrow} subtitle={description} />
      <div className="card placeholder-card">
        <span className="placeholder-card__badge">Em breve</span>
        <p>Esta área está sendo preparada e estará disponível em breve.</p>
      </div>
    </section>
  );
}
