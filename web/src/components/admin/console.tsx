import type { ReactNode } from 'react';
import { Page } from '@/components/page-header';
import { HttpError } from '@/lib/http';
import '@/styles/admin-console.css';

export type Tone = 'green' | 'red' | 'amber' | 'blue' | 'neutral';

/** An operator page: the console's frame under its header (eyebrow "Administração" unless said otherwise). */
export function AdminPage({
  title,
  subtitle,
  actions,
  eyebrow = 'Administração',
  children,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <Page className="ac" eyebrow={eyebrow} title={title} subtitle={subtitle} actions={actions}>
      {children}
    </Page>
  );
}

export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`ac-panel ${className}`}>
      {title || actions ? (
        <div className="ac-panel__head">
          {title ? <h2 className="ac-panel__title">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Stat({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: Tone;
}) {
  return (
    <div className={`ac-stat${tone && tone !== 'neutral' ? ` ac-stat--${tone}` : ''}`}>
      <div className="ac-stat__label">{label}</div>
      <div className="ac-stat__value">{value}</div>
      {hint ? <div className="ac-stat__hint">{hint}</div> : null}
    </div>
  );
}

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`ac-badge${tone !== 'neutral' ? ` ac-badge--${tone}` : ''}`}>{children}</span>;
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="ac-empty">
      <strong>{title}</strong>
      {children}
    </div>
  );
}

/** A panel that only says there is nothing to show (yet): loading, failed, or empty. */
export function EmptyPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Panel>
      <EmptyState title={title}>{children}</EmptyState>
    </Panel>
  );
}

export function LiveDot({ state, label }: { state: 'on' | 'off' | 'warn'; label: string }) {
  return (
    <span className="ac-toolbar" title={label}>
      <span className={`ac-dot ac-dot--${state}`} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}

/** Score colours of spec 003 §9: green ≥ 75, orange ≥ 50, red below. */
export function scoreTone(score: number): 'high' | 'mid' | 'low' {
  return score >= 75 ? 'high' : score >= 50 ? 'mid' : 'low';
}

/** spec 003 §8 messages for admin calls. */
export function adminErrorMessage(err: unknown): string {
  if (err instanceof HttpError) {
    if (err.status === 401) return 'Não autorizado - faça login novamente';
    if (err.status === 403) return 'Acesso negado - privilégios de admin necessários';
    if (err.status === 0) return 'Falha na conexão';
    return err.serverMessage ?? `Erro HTTP: ${err.status}`;
  }
  return err instanceof Error ? err.message : 'Erro desconhecido';
}
