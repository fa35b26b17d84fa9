import type { ReactNode } from 'react';
import { DEMO_SIGNAL_LABEL, DEMO_SIGNALS_EXPLAINED } from '@sinais/shared';
import './demo-notice.css';

/**
 * The label and one line on what it means, the full explanation a tap away: above a list whose every card carries
 * the label too (the dashboard), where a phone cannot spare the room of the whole text.
 */
export function DemoNoticeBrief() {
  return (
    <details className="demo-notice demo-notice--brief" data-testid="demo-notice">
      <summary>
        <strong className="demo-notice__title">{DEMO_SIGNAL_LABEL}</strong>
        <span className="demo-notice__text"> — não são recomendação. Saiba mais</span>
      </summary>
      <span className="demo-notice__text">{DEMO_SIGNALS_EXPLAINED}</span>
    </details>
  );
}

/**
 * The explanation wherever demonstration signals are listed or announced: what they are and what they are not.
 * `children` adds what the place needs (the alerts that will carry the label, for instance).
 */
export function DemoNotice({ children }: { children?: ReactNode }) {
  return (
    <aside className="demo-notice" data-testid="demo-notice" aria-label="Sinais de demonstração">
      <strong className="demo-notice__title">{DEMO_SIGNAL_LABEL}</strong>
      <span className="demo-notice__text">
        {DEMO_SIGNALS_EXPLAINED}
        {children ? <> {children}</> : null}
      </span>
    </aside>
  );
}
