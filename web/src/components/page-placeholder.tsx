import type { ReactNode } from 'react';
import { Page } from './page-header';

interface PagePlaceholderProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
}

/** A titled page whose content another issue builds. */
export function PagePlaceholder({ title, description, eyebrow }: PagePlaceholderProps) {
  return (
    <Page title={title} eyebrow={eyebrow} subtitle={description}>
      <div className="card placeholder-card">
        <span className="placeholder-card__badge">Em breve</span>
        <p>Esta área está sendo preparada e estará disponível em breve.</p>
      </div>
    </Page>
  );
}
