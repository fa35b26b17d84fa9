import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Envelope } from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { onLiveEvent } from '@/lib/live/dispatcher';
import { startRealtime } from '@/lib/socket';
import '@/styles/admin-console.css';

export type Tone = 'green' | 'red' | 'amber' | 'blue' | 'neutral';

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

/**
 * Runs `load` now and every `intervalMs` while enabled (the fallback behind the socket), never two at once.
 * Returns a manual refresh.
 */
export function usePolling(
  load: () => Promise<void>,
  intervalMs: number,
  enabled = true,
): () => Promise<void> {
  const ref = useRef(load);
  ref.current = load;
  const busy = useRef(false);
  const run = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await ref.current();
    } finally {
      busy.current = false;
    }
  }, []);
  useEffect(() => {
    if (!enabled) return;
    void run();
    const t = setInterval(() => void run(), intervalMs);
    return () => clearInterval(t);
  }, [enabled, intervalMs, run]);
  return run;
}

/** Re-renders every `ms` (countdowns, "x s ago"). */
export function useTicker(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

/**
 * Binds a feature store to admin events for the life of the page: starts the app's one socket (idempotent)
 * and hands each event of `types`, unchanged, to the store action of the same name.
 */
export function useAdminEvents<T extends string>(
  types: readonly T[],
  store: { getState: () => Record<T, unknown> },
): void {
  useEffect(() => {
    startRealtime();
    return onLiveEvent(types, (env: Envelope) => {
      const action = store.getState()[env.type as T];
      if (typeof action === 'function') (action as (e: Envelope) => void)(env);
    });
    // The list of types is static per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
}
