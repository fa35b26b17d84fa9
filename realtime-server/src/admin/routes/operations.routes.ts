import type { Router } from 'express';
import { api, engineStaleAfterMs, formatDateTime, heartbeatSchema } from '@sinais/shared';
import { redactSettings } from '@sinais/shared/server';
import type { AppContext } from '../../context';
import { startOfToday } from '../domain/signal-figures';
import { figuresSince, strategyFigures } from '../../signals';
import { apiRoute, apiRouter, SENT } from '../../http/api-route';
import { engineStory } from '../domain/engine-story';

/** The three periods every admin figure is labelled with. */
const periods = (now = new Date()) => ({
  hoje: startOfToday(now),
  '7_dias': new Date(now.getTime() - 7 * 86_400_000),
  total: null,
});

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  // Quoted, quotes doubled; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

/**
 * The operator's view (admin only): Command Center figures by period from one statement, the "Operação"
 * page (engine instances, last failover, effective settings without secrets, per-strategy results,
 * cycle-time history), a pair's drill-down, the audit log and the logs CSV export.
 */
export function operationsRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const { operations: ops, operatorState: state, signalTally: tally } = ctx.repos;

  apiRoute(
    r,
    api.operations.commandCenterFigures,
  )(async () => {
    const figures = await figuresSince(tally, periods());
    return {
      success: true,
      data: {
        periods: {
          hoje: figures.hoje,
          '7_dias': figures['7_dias'],
          total: figures.total,
        },
        generated_at: new Date().toISOString(),
      },
    };
  });

  apiRoute(
    r,
    api.operations.operations,
  )(async () => {
    const p = periods();
    const [instances, failover, runs, cycles, engineSettings, heartbeat, strategies] = await Promise.all([
      ops.instances(),
      ops.lastFailover(),
      ops.engineRuns(7),
      ops.cycles(60),
      state.get<{ instance_id?: string; build?: string; settings?: Record<string, string> }>(
        'engine_settings',
      ),
      state.get<unknown>('heartbeat'),
      strategyFigures(tally, p['7_dias']),
    ]);
    const hb = heartbeatSchema.safeParse(heartbeat?.value);
    const activeId = hb.success ? hb.data.instance_id : null;
    return {
      success: true,
      data: {
        instances: instances.map((i) => {
          const alive = !i.stopped_at && i.age_ms <= engineStaleAfterMs({ heartbeat_ms: i.heartbeat_ms });
          // A clean stop wrote its own stop; a crash was closed by the failover; silent = stale, nobody closed it yet.
          const state = alive
            ? i.role === 'active' && i.instance_id === activeId
              ? 'active'
              : 'standby'
            : i.stop_kind === 'clean'
              ? 'stopped'
              : i.stop_kind === 'crash'
                ? 'crashed'
                : 'silent';
          return {
            ...i,
            state,
            uptime_s: alive ? Math.round((Date.now() - Date.parse(i.started_at)) / 1000) : null,
          };
        }),
        last_failover: failover,
        engine_events: engineStory(runs.runs, runs.now),
        settings: {
          gateway: redactSettings(gatewaySettings(ctx)),
          engine: engineSettings?.value.settings ?? null,
          engine_instance: engineSettings?.value.instance_id ?? null,
        },
        strategies: strategies.map((s) => ({ strategy: s.strategy, '7_dias': s.recent, total: s.total })),
        cycles,
        generated_at: new Date().toISOString(),
      },
    };
  });

  apiRoute(
    r,
    api.operations.pair,
  )(async ({ params: { symbol } }) => {
    const [analyses, signals] = await Promise.all([
      ops.pairAnalyses(symbol, 300),
      state.signalsOfSymbol(symbol, 100),
    ]);
    return {
      success: true,
      data: {
        symbol,
        analyses,
        latest: analyses.at(-1) ?? null,
        signals,
        window:
          'análises dos últimos 7 dias (a limpeza matinal apaga as mais antigas); sinais: os 100 mais recentes',
      },
    };
  });

  apiRoute(
    r,
    api.operations.auditLogs,
  )(async ({ query: q }) => {
    const [page, actions] = await Promise.all([
      ops.auditLogs({
        q: q.q || undefined,
        action: q.action || undefined,
        from: q.from,
        to: q.to,
        limit: q.limit,
        offset: q.offset,
      }),
      ops.auditActions(),
    ]);
    return { success: true, data: { ...page, actions, limit: q.limit, offset: q.offset } };
  });

  apiRoute(
    r,
    api.operations.logsCsv,
  )(async ({ query: q }, _req, res) => {
    const logs = await state.logs({
      service: q.service,
      level: q.level,
      limit: 1000,
      q: q.q || undefined,
      from: q.from,
      to: q.to,
    });
    const lines = [
      ['id', 'data_hora_brasilia', 'nivel', 'servico', 'mensagem', 'detalhes'].map(csvCell).join(','),
      // Times as the operator reads them on screen: Brasília (America/Sao_Paulo), dd/mm/aaaa hh:mm:ss.
      ...logs.map((l) =>
        [l.id, formatDateTime(l.timestamp, true), l.level, l.service, l.message, l.details]
          .map(csvCell)
          .join(','),
      ),
    ];
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="logs-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.csv"`,
    );
    // BOM so spreadsheet programs read the accents as UTF-8.
    res.type('text/csv; charset=utf-8').send(`\uFEFF${lines.join('\r\n')}\r\n`);
    return SENT;
  });

  return r;
}

/** This gateway's effective settings (the redaction hides secrets and URL credentials). */
function gatewaySettings(ctx: AppContext): Record<string, unknown> {
  const c = ctx.config;
  return {
    NODE_ENV: c.NODE_ENV,
    PORT: c.PORT,
    PUBLIC_URL: c.PUBLIC_URL,
    DATABASE_URL: c.DATABASE_URL,
    REDIS_URL: c.REDIS_URL,
    BUS_CHANNEL: c.BUS_CHANNEL,
    JWT_SECRET: c.JWT_SECRET,
    ALLOWED_ORIGINS: c.ALLOWED_ORIGINS,
    TRUST_PROXY: c.TRUST_PROXY,
    PAYMENTS_PROVIDER: c.paymentsMode,
    MP_ACCESS_TOKEN: c.MP_ACCESS_TOKEN,
    SMTP_URL: c.SMTP_URL,
    ALERT_WEBHOOK_URL: c.ALERT_WEBHOOK_URL,
    ALERT_TELEGRAM_BOT_TOKEN: c.ALERT_TELEGRAM_BOT_TOKEN,
    ALERT_PAUSE_HOURS: c.ALERT_PAUSE_HOURS,
    TOP_PAIRS_REFRESH_COOLDOWN_S: c.TOP_PAIRS_REFRESH_COOLDOWN_S,
    METRICS_TOKEN: c.METRICS_TOKEN,
    LOG_LEVEL: c.LOG_LEVEL,
  };
}
