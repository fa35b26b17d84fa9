import type { ReactNode } from 'react';
import { LogoMark } from '@/components/logo';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="auth-wrap">
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="auth-card__head">
          <LogoMark size={44} />
          <h1 id="auth-title">{title}</h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </section>
    </div>
  );
}
