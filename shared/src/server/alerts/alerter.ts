import type { Db, Queryable } from '../db/db';
import type { Logger } from '../logger';
import { formatTime } from '../../domain/format';
import type { AlertSettings } from './alert-env';
import { configuredChannels, deliverAlert, deliverySummary, type AlertMessage } from './alert-delivery';
import { createSilencesRepo } from './silences.repo';

export type AlertKind =
  | 'engine_down'
  | 'engine_recovered'
  | 'bus_down'
  | 'incident_reminder'
  | 'incident_resolved'
  | 'failover'
  | 'rule_critical'
  | 'binance_rate_limit'
  | 'long_pause';

export interface Alert extends AlertMessage {
  /**
   * Deduplication key: the same key is sent at most once per ALERT_DEDUP_MINUTES, across processes. Alerts of
   * a watched condition put their incident in it (`engine_down:<start>`), so a new incident always alerts.
   */
  key: string;
  kind: AlertKind;
}

export type AlertOutcome =
  'sent' | 'partial' | 'duplicate' | 'rate_limited' | 'disabled' | 'failed' | 'silenced';

/** A change of a watched condition: the state it left and when the new one began (the incident's start). */
export interface Transition {
  previous: string | null;
  since: Date;
}

/**
 * Sends operator alerts out of the browser: a webhook (JSON POST) and, optionally, a Telegram chat.
 * Deduplicated across processes by a conditional UPDATE on alert_state, rate-limited per process. Every
 * decision is written to audit_logs: `alert.sent` (every channel took it), `alert.partial` (some did — the
 * details say which), `alert.failed`, `alert.suppressed` (duplicate or hourly cap, with why), `alert.unsent`
 * (no channel configured) and `alert.silenced` (a silence set by an admin was in force: nothing left, and the
 * key stays unclaimed, so the alert can still go out once the silence ends). Never throws.
 */
export function createAlerter(db: Db, settings: AlertSettings, logger: Logger, source: string) {
  const channels = configuredChannels(settings);
  const enabled = channels.length > 0;
  const sentAt: number[] = [];
  const silences = createSilencesRepo(db);

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

  /** Claims the right to send `key` now; otherwise when it was last sent (by anyone, inside the window). */
  const claim = async (key: string): Promise<{ ok: true } | { ok: false; lastSentAt: Date | null }> => {
    const rows = await db.query(
      `INSERT INTO alert_state (key, state, last_sent_at) VALUES ($1, 'sent', now())
       ON CONFLICT (key) DO UPDATE SET last_sent_at = now()
        WHERE alert_state.last_sent_at IS NULL OR alert_state.last_sent_at <= now() - $2 * interval '1 minute'
       RETURNING key`,
      [`sent:${key}`, settings.dedupMinutes],
    );
    if (rows.length === 1) return { ok: true };
    const last = await db.query<{ last_sent_at: Date | string | null }>(
      'SELECT last_sent_at FROM alert_state WHERE key = $1',
      [`sent:${key}`],
    );
    const at = last[0]?.last_sent_at;
    return { ok: false, lastSentAt: at ? new Date(at) : null };
  };

  return {
    enabled,

    /** `now` is injectable (the watch's clock) for deciding whether a silence is in force. */
    async notify(alert: Alert, opts: { now?: Date } = {}): Promise<AlertOutcome> {
      try {
        const silence = await silences.active(opts.now ?? new Date());
        if (silence) {
          await audit(db, 'alert.silenced', alert, {
            silence_id: silence.id,
            why: `silenciado até ${formatTime(silence.ends_at)} por ${silence.created_by_email ?? 'administrador'}: ${silence.reason}`,
          });
          logger.info({ kind: alert.kind, key: alert.key, silence: silence.id }, 'alerta silenciado');
          return 'silenced';
        }
        const claimed = await claim(alert.key);
        if (!claimed.ok) {
          const when = claimed.lastSentAt ? ` às ${formatTime(claimed.lastSentAt)}` : '';
          await audit(db, 'alert.suppressed', alert, {
            why: `duplicado: o mesmo alerta deste incidente já saiu${when} (janela de ${settings.dedupMinutes} min)`,
          });
          return 'duplicate';
        }
        const now = Date.now();
        while (sentAt.length > 0 && sentAt[0]! < now - 3_600_000) sentAt.shift();
        if (sentAt.length >= settings.maxPerHour) {
          await audit(db, 'alert.suppressed', alert, {
            why: `limite de ${settings.maxPerHour} alertas por hora deste processo`,
          });
          return 'rate_limited';
        }
        if (!enabled) {
          // No sink configured: the audit log is still the record of what would have been sent.
          await audit(db, 'alert.unsent', alert, { why: 'nenhum destino de alerta configurado' });
          return 'disabled';
        }
        sentAt.push(now);
        const results = await deliverAlert(settings, alert, source, new Date(now));
        const delivered = results.filter((r) => r.ok).length;
        const outcome: AlertOutcome =
          delivered === results.length ? 'sent' : delivered === 0 ? 'failed' : 'partial';
        await audit(db, `alert.${outcome}`, alert, {
          delivery: deliverySummary(results),
          channels: Object.fromEntries(results.map((r) => [r.channel, r.ok ? 'entregue' : r.error])),
        });
        if (outcome === 'sent') logger.info({ kind: alert.kind, key: alert.key }, 'alerta enviado');
        else
          logger.warn(
            { kind: alert.kind, delivery: deliverySummary(results) },
            'alerta não entregue em todos os destinos',
          );
        return outcome;
      } catch (err) {
        logger.warn({ err, kind: alert.kind }, 'falha ao processar alerta');
        return 'failed';
      }
    },

    /**
     * Records the current state of a watched condition; when this call changed it (exactly one process wins
     * a change) returns the previous state and when the new one began, else undefined. A first observation
     * has previous null. `at` is when the new state really began, when the caller knows it (a heartbeat's
     * time), so the incident starts there and not at the poll that noticed it. `firstAs` (given with a bad state)
     * is stored instead while the condition was never seen in another state (a fresh database, a cold start):
     * a condition never seen healthy is not an incident.
     */
    async transition(
      key: string,
      state: string,
      at?: Date,
      opts: { firstAs?: string } = {},
    ): Promise<Transition | undefined> {
      return db.tx(async (q) => {
        const rows = await q.query<{ state: string }>(
          'SELECT state FROM alert_state WHERE key = $1 FOR UPDATE',
          [`state:${key}`],
        );
        const previous = rows[0]?.state ?? null;
        if (opts.firstAs && (previous === null || previous === opts.firstAs)) state = opts.firstAs;
        if (previous === state) return undefined;
        const [row] = await q.query<{ changed_at: Date | string }>(
          `INSERT INTO alert_state (key, state, changed_at) VALUES ($1, $2, coalesce($3::timestamptz, now()))
           ON CONFLICT (key) DO UPDATE SET state = EXCLUDED.state, changed_at = EXCLUDED.changed_at
           RETURNING changed_at`,
          [`state:${key}`, state, at ? at.toISOString() : null],
        );
        return { previous, since: new Date(row!.changed_at) };
      });
    },
  };
}
export type Alerter = ReturnType<typeof createAlerter>;
