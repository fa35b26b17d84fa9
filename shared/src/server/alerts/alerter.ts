import { hostname } from 'node:os';
import type { Db, Queryable } from '../db/db';
import type { Logger } from '../logger';
import type { AlertSettings } from './alert-env';

export type AlertKind =
  'engine_down' | 'engine_recovered' | 'failover' | 'rule_critical' | 'binance_rate_limit' | 'long_pause';

export interface Alert {
  /** Deduplication key: the same key is sent at most once per ALERT_DEDUP_MINUTES, across processes. */
  key: string;
  kind: AlertKind;
  severity: 'critical' | 'warning' | 'info';
  title: string;
  message: string;
  details?: Record<string, unknown>;
}

export type AlertOutcome = 'sent' | 'duplicate' | 'rate_limited' | 'disabled' | 'failed';

const SEVERITY_PT = { critical: 'CRÍTICO', warning: 'ATENÇÃO', info: 'INFO' } as const;
const TELEGRAM_API = 'https://api.telegram.org';
const SEND_TIMEOUT_MS = 5000;

/**
 * Sends operator alerts out of the browser: a webhook (JSON POST) and, optionally, a Telegram chat.
 * Deduplicated across processes by a conditional UPDATE on alert_state, rate-limited per process, and every
 * alert sent, failed or suppressed is written to audit_logs (action `alert.*`). Never throws.
 */
export function createAlerter(db: Db, settings: AlertSettings, logger: Logger, source: string) {
  const enabled = Boolean(settings.webhookUrl || (settings.telegramBotToken && settings.telegramChatId));
  const sentAt: number[] = [];

  const audit = (q: Queryable, action: string, alert: Alert, extra: Record<string, unknown> = {}) =>
    q
      .query(
        'INSERT INTO audit_logs (actor_id, actor_email, action, target, details, ip) VALUES (NULL, NULL, $1, $2, $3, NULL)',
        [
          action,
          alert.kind,
          JSON.stringify({
            key: alert.key,
            severity: alert.severity,
            title: alert.title,
            message: alert.message,
            source,
            ...alert.details,
            ...extra,
          }),
        ],
      )
      .catch((err: unknown) => logger.warn({ err }, 'falha ao registrar alerta na auditoria'));

  /** Claims the right to send `key` now: false when it was sent inside the dedup window (by anyone). */
  const claim = async (key: string): Promise<boolean> => {
    const rows = await db.query(
      `INSERT INTO alert_state (key, state, last_sent_at) VALUES ($1, 'sent', now())
       ON CONFLICT (key) DO UPDATE SET last_sent_at = now()
        WHERE alert_state.last_sent_at IS NULL OR alert_state.last_sent_at <= now() - $2 * interval '1 minute'
       RETURNING key`,
      [`sent:${key}`, settings.dedupMinutes],
    );
    return rows.length === 1;
  };

  const post = async (url: string, body: unknown) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'sinais-cripto-alertas' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };

  const deliver = async (alert: Alert): Promise<string[]> => {
    const at = new Date().toISOString();
    const errors: string[] = [];
    const text = `[${SEVERITY_PT[alert.severity]}] ${alert.title}\n${alert.message}\n${source} · ${hostname()} · ${at}`;
    if (settings.webhookUrl)
      await post(settings.webhookUrl, {
        kind: alert.kind,
        severity: alert.severity,
        title: alert.title,
        message: alert.message,
        details: alert.details ?? {},
        source,
        host: hostname(),
        at,
        text,
      }).catch((err: unknown) => errors.push(`webhook: ${(err as Error).message}`));
    if (settings.telegramBotToken && settings.telegramChatId)
      await post(`${settings.telegramApiUrl ?? TELEGRAM_API}/bot${settings.telegramBotToken}/sendMessage`, {
        chat_id: settings.telegramChatId,
        text,
        disable_web_page_preview: true,
      }).catch((err: unknown) =>
        // The token is part of the URL: never let it reach a log line.
        errors.push(`telegram: ${(err as Error).message.replaceAll(settings.telegramBotToken!, '***')}`),
      );
    return errors;
  };

  return {
    enabled,

    async notify(alert: Alert): Promise<AlertOutcome> {
      try {
        if (!(await claim(alert.key))) return 'duplicate';
        const now = Date.now();
        while (sentAt.length > 0 && sentAt[0]! < now - 3_600_000) sentAt.shift();
        if (sentAt.length >= settings.maxPerHour) {
          await audit(db, 'alert.suppressed', alert, {
            why: `limite de ${settings.maxPerHour} alertas/hora`,
          });
          return 'rate_limited';
        }
        if (!enabled) {
          // No sink configured: the audit log is still the record of what would have been sent.
          await audit(db, 'alert.unsent', alert, { why: 'nenhum destino de alerta configurado' });
          return 'disabled';
        }
        sentAt.push(now);
        const errors = await deliver(alert);
        await audit(
          db,
          errors.length ? 'alert.failed' : 'alert.sent',
          alert,
          errors.length ? { errors } : {},
        );
        if (errors.length) logger.warn({ kind: alert.kind, errors }, 'alerta não entregue');
        else logger.info({ kind: alert.kind, key: alert.key }, 'alerta enviado');
        return errors.length ? 'failed' : 'sent';
      } catch (err) {
        logger.warn({ err, kind: alert.kind }, 'falha ao processar alerta');
        return 'failed';
      }
    },

    /**
     * Records the current state of a watched condition; returns the previous state when this call changed
     * it (exactly one process wins a change), or undefined when nothing changed. A first observation
     * returns null.
     */
    async transition(key: string, state: string): Promise<string | null | undefined> {
      return db.tx(async (q) => {
        const rows = await q.query<{ state: string }>(
          'SELECT state FROM alert_state WHERE key = $1 FOR UPDATE',
          [`state:${key}`],
        );
        const previous = rows[0]?.state ?? null;
        if (previous === state) return undefined;
        await q.query(
          `INSERT INTO alert_state (key, state, changed_at) VALUES ($1, $2, now())
           ON CONFLICT (key) DO UPDATE SET state = EXCLUDED.state, changed_at = now()`,
          [`state:${key}`, state],
        );
        return previous;
      });
    },
  };
}
export type Alerter = ReturnType<typeof createAlerter>;
