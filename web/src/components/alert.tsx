import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  onDismiss?: () => void;
}

const ICONS: Record<AlertTone, string> = { error: '!', success: '✓', info: 'i', warning: '!' };

export function Alert({ tone = 'info', title, children, onDismiss }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="alert__body">
        {title ? <strong className="alert__title">{title}</strong> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <button type="button" className="alert__close" onClick={onDismiss} aria-label="Fechar aviso">
          ×
        </button>
      ) : null}
    </div>
  );
}
