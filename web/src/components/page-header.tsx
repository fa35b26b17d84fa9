import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
  /** id of the h1, for `aria-labelledby` on the page's section. */
  titleId?: string;
}

export function PageHeader({ title, subtitle, eyebrow, actions, titleId = 'page-title' }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div>
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId} className="page-header__title">
          {title}
        </h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}

interface PageProps extends Omit<PageHeaderProps, 'titleId'> {
  /** The page's own class, beside the shared `page`. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A page: its section, named by the header's title, with the content under the header. */
export function Page({ className, testId, children, ...header }: PageProps) {
  return (
    <section
      className={className ? `page ${className}` : 'page'}
      aria-labelledby="page-title"
      data-testid={testId}
    >
      <PageHeader {...header} />
      {children}
    </section>
  );
}
