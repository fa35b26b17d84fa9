import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  analysisStatusSchema,
  logLevelSchema,
  logServiceSchema,
  monitoringStatusSchema,
  pairAnalysisSchema,
  pauseRequestSchema,
  resumeRequestSchema,
  searchQuerySchema,
  signalFilterSchema,
  type SearchResponse,
  type SystemService,
} from '@sinais/shared';
import type { AppContext } from '../../context';
import { createAdminSearchRepo } from '../data/admin-search.repo';
import { createOperatorStateRepo } from '../data/operator-state.repo';
import { adminStats } from '../domain/admin-stats';
import { createApiCallCounter } from '../domain/api-calls';
import { sendEngineCommand } from '../domain/engine-commands';
import { monitoringOverview, setPause } from '../domain/monitoring';
import { evaluateRules, recordEvaluation, rulesHistory } from '../domain/immutable-rules';
import { livenessOf } from '../domain/engine-liveness';
import { qualityMetrics } from '../domain/operator-queries';
import { clientIp, requireAdmin } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { parseInput } from '../../http/validate';

export const logsQuerySchema = z.object({
  service: logServiceSchema.optional(),
  level: logLevelSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  after_id: z.coerce.number().int().nonnegative().default(0),
  q: z.string().trim().max(200, 'Busca longa demais.').optional(),
  from: z.iso.datetime({ offset: true, error: 'Data inicial inválida.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Data final inválida.' }).optional(),
});
const symbolQuerySchema = z.object({
  symbol: z
    .string({ error: 'Informe o símbolo.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,30}$/, 'Símbolo inválido.'),
});
const commandBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).optional();
const periodQuerySchema = z.object({
  periodo: z
    .string()
    .regex(/^\d{1,3}[hd]$/, 'Período inválido (ex.: 24h, 7d).')
    .default('24h'),
});

const RULES_BACKGROUND_MS = 5 * 60_000;

/**
 * Spec 003 §7 and spec 002 §7 admin calls: admin search and stats, signal quality, immutable rules, monitoring,
 * TOP pairs, live analysis and system logs. Every route is admin-only, decided from the user row on each call.
 * Also counts API calls for the "API calls today" figure (mounted early under /api, it sees every call after it).
 */
/** The admin routes and the background rules check; stop() ends the check on shutdown. */
export function adminToolsRoutes(ctx: AppContext): { router: Router; stop(): void } {
  const r = Router();
  const admin = requireAdmin(ctx);
  const search = createAdminSearchRepo(ctx.db);
  const state = createOperatorStateRepo(ctx.db);
  const calls = createApiCallCounter(ctx.redis, ctx.config.REDIS_PREFIX);
  const session = (req: Request) => req.session!;

  r.use((_req, _res, next) => {
    calls.hit();
    next();
  });

  // ── Admin search and stats ────────────────────────────────────────────────────────────────────────
  r.get('/admin/stats', admin, async (_req, res) => {
    res.json({ success: true, ...(await adminStats(ctx, calls)) });
  });

  r.get('/admin/search', admin, async (req, res) => {
    const { q, type, limit, offset } = parseInput(searchQuerySchema, req.query);
    const page = { limit, offset };
    const started = performance.now();
    const want = (t: string) => type === 'all' || type === t;
    const empty = { rows: [], total: 0, capped: false };
    const [users, signals, payments, logs] = await Promise.all([
      want('users') ? search.users(q, page) : empty,
      want('signals') ? search.signals(q, page) : empty,
      want('payments') ? search.payments(q, page) : empty,
      want('logs') ? search.logs(q, page) : empty,
    ]);
    const tookMs = Math.round((performance.now() - started) * 10) / 10;
    const body: SearchResponse = {
      success: true,
      query: q,
      search_type: type,
      timestamp: new Date().toISOString(),
      total_results: users.total + signals.total + payments.total + logs.total,
      offset,
      limit,
      took_ms: tookMs,
      error: null,
      results: {
        users: users.rows as SearchResponse['results']['users'],
        signals: signals.rows as SearchResponse['results']['signals'],
        payments: payments.rows as SearchResponse['results']['payments'],
        logs: logs.rows as SearchResponse['results']['logs'],
      },
      counts: {
        users: { total: users.total, capped: users.capped },
        signals: { total: signals.total, capped: signals.capped },
        payments: { total: payments.total, capped: payments.capped },
        logs: { total: logs.total, capped: logs.capped },
      },
    };
    res.json(body);
  });

  r.get('/admin/search/suggestions', admin, async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : '';
    res.json({ success: true, suggestions: q.length >= 2 ? await search.suggestions(q) : [] });
  });

  // ── Signal quality ────────────────────────────────────────────────────────────────────────────────
  r.get('/admin/signal-quality/metrics', admin, async (_req, res) => {
    res.json({ success: true, data: await qualityMetrics(ctx.db) });
  });

  r.get('/admin/signal-quality/filters', admin, async (_req, res) => {
    const entry = await state.get<unknown>('filters');
    const parsed = z.array(signalFilterSchema).safeParse(entry?.value ?? []);
    const filters = parsed.success ? parsed.data : [];
    res.json({ success: true, data: filters, filters });
  });

  // ── Immutable rules ───────────────────────────────────────────────────────────────────────────────
  const evaluate = async () => {
    const evaluation = await evaluateRules(ctx.db, {
      now: new Date(),
      busHealthy: ctx.bus.isHealthy(),
      realtimeUp: !!ctx.realtime,
    });
    await recordEvaluation(ctx.db, evaluation).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'falha ao registrar verificação das regras'),
    );
    return evaluation;
  };
  // Evaluated in the background too, so trend and violations accumulate while nobody has the page open.
  const background = setInterval(() => void evaluate().catch(() => undefined), RULES_BACKGROUND_MS);
  background.unref();

  r.get('/admin/regras-imutaveis/status', admin, async (_req, res) => {
    res.json({ success: true, data: (await evaluate()).status });
  });

  r.get('/admin/regras-imutaveis/alertas', admin, async (_req, res) => {
    const { alerts } = await evaluate();
    res.json({
      success: true,
      data: { alertas_ativos: alerts, total: alerts.length, timestamp: new Date().toISOString() },
    });
  });

  r.get('/admin/regras-imutaveis/historico', admin, async (req, res) => {
    const { periodo } = parseInput(periodQuerySchema, req.query);
    res.json({ success: true, data: await rulesHistory(ctx.db, periodo) });
  });

  // ── Signal monitoring ─────────────────────────────────────────────────────────────────────────────
  const engineView = async () => {
    const s = await state.many(['heartbeat', 'monitoring_status', 'analysis_status']);
    const live = livenessOf(s.heartbeat);
    const online = live.online;
    const hb = live.heartbeat
      ? { success: true as const, data: live.heartbeat }
      : { success: false as const };
    const mon = monitoringStatusSchema.safeParse(s.monitoring_status?.value);
    const an = analysisStatusSchema.safeParse(s.analysis_status?.value);
    return {
      online,
      heartbeat: hb.success ? hb.data : null,
      monitoring: mon.success ? mon.data : null,
      analysis: an.success ? an.data : null,
      analysisAt: s.analysis_status?.updated_at ?? null,
    };
  };

  r.get('/monitoring/pending-signals', admin, async (_req, res) => {
    const { signals } = await monitoringOverview(ctx, state);
    res.json({ success: true, data: { signals, pending_signals: signals, count: signals.length } });
  });

  r.get('/monitoring/stats', admin, async (_req, res) => {
    res.json({ success: true, data: (await monitoringOverview(ctx, state)).stats });
  });

  const commandBody = (req: Request) => parseInput(commandBodySchema, req.body ?? undefined)?.reason;

  // The page's one call: pending list, counts and the stored pause from the same moment.
  r.get('/monitoring/overview', admin, async (_req, res) => {
    res.json({ success: true, data: await monitoringOverview(ctx, state) });
  });

  r.post('/monitoring/pause', admin, async (req, res) => {
    const body = parseInput(pauseRequestSchema, req.body ?? {});
    const control = await setPause(
      ctx,
      { session: session(req), ip: clientIp(req) },
      { paused: true, ...body },
    );
    res.json({
      success: true,
      message: control.paused_until
        ? 'Monitoramento pausado até o horário programado: nenhum sinal novo chega aos membros.'
        : 'Monitoramento pausado: nenhum sinal novo chega aos membros até ser retomado.',
      data: { control, is_monitoring: false },
    });
  });

  r.post('/monitoring/start', admin, async (req, res) => {
    const body = parseInput(resumeRequestSchema, req.body ?? {});
    const control = await setPause(
      ctx,
      { session: session(req), ip: clientIp(req) },
      { paused: false, ...body },
    );
    res.json({
      success: true,
      message: 'Monitoramento iniciado: o motor retoma a análise.',
      data: { control, is_monitoring: true },
    });
  });

  // ── TOP pairs ─────────────────────────────────────────────────────────────────────────────────────
  const selection = async () => {
    const s = await state.latestSelection();
    if (!s) return null;
    const hours = Math.round(
      (new Date(s.next_update).getTime() - new Date(s.selected_at).getTime()) / 3_600_000,
    );
    return {
      ...s,
      update_frequency: `${hours}h`,
      last_updated: new Date(s.selected_at).toISOString(),
      next: new Date(s.next_update).toISOString(),
    };
  };

  r.get('/top-pairs/list', admin, async (_req, res) => {
    const s = await selection();
    res.json({
      success: true,
      data: {
        selection_id: s ? Number(s.id) : null,
        pairs: s?.pairs ?? [],
        total: s?.pairs.length ?? 0,
        last_updated: s?.last_updated ?? null,
        next_update: s?.next ?? null,
        update_frequency: s?.update_frequency ?? '4h',
        source: s?.source ?? null,
      },
    });
  });

  r.get('/top-pairs/criteria', admin, async (_req, res) => {
    const s = await selection();
    if (!s) throw new AppError('no_selection', 'Nenhuma seleção de pares registrada ainda.', 404);
    res.json({ success: true, data: s.criteria });
  });

  r.get('/top-pairs/stats', admin, async (_req, res) => {
    const s = await selection();
    res.json({
      success: true,
      data: s?.stats ?? { total_usdt_pairs: 0, pairs_with_50x: 0, top_150_selected: 0, selection_rate: 0 },
    });
  });

  r.post('/top-pairs/refresh', admin, async (req, res) => {
    const before = await state.latestSelection();
    const done = await sendEngineCommand(
      ctx,
      session(req),
      clientIp(req),
      'top-pairs:refresh',
      commandBody(req),
    );
    res.status(202).json({
      success: true,
      message: 'Atualização solicitada ao motor.',
      data: { ...done, previous_selection_id: before ? Number(before.id) : null },
    });
  });

  // ── Live analysis ─────────────────────────────────────────────────────────────────────────────────
  r.get('/real-analysis/status', admin, async (_req, res) => {
    const e = await engineView();
    res.setHeader('Cache-Control', 'no-store, no-cache, must-revalidate');
    res.json({
      success: true,
      data: e.analysis,
      engine_online: e.online,
      updated_at: e.analysisAt ? new Date(e.analysisAt).toISOString() : null,
    });
  });

  r.get('/real-analysis/current-analysis', admin, async (_req, res) => {
    const entry = await state.get<unknown>('current_analysis');
    const parsed = pairAnalysisSchema.safeParse(entry?.value);
    res.json({ success: true, data: parsed.success ? parsed.data : null });
  });

  r.get('/real-analysis/history', admin, async (_req, res) => {
    const entry = await state.get<unknown>('analysis_history');
    const parsed = z.array(pairAnalysisSchema).safeParse(entry?.value ?? []);
    const history = parsed.success ? parsed.data : [];
    res.json({ success: true, data: { history, total: history.length } });
  });

  r.get('/real-analysis/pending-signals', admin, async (_req, res) => {
    const signals = await state.signalsByStatus('PENDING', 10);
    res.json({ success: true, data: { signals, count: signals.length } });
  });

  // The engine keeps no candles; what it persists per pair is each analysis (price, indicators, score).
  r.get('/real-analysis/price-history', admin, async (req, res) => {
    const { symbol } = parseInput(symbolQuerySchema, req.query);
    res.json({ success: true, data: { symbol, points: await state.priceHistory(symbol, 200) } });
  });

  // ── System logs and status ────────────────────────────────────────────────────────────────────────
  r.get('/system/logs', admin, async (req, res) => {
    const q = parseInput(logsQuerySchema, req.query);
    const logs = await state.logs({
      service: q.service,
      level: q.level,
      limit: q.limit,
      afterId: q.after_id,
      q: q.q || undefined,
      from: q.from,
      to: q.to,
    });
    res.json({ success: true, logs, count: logs.length });
  });

  r.get('/system/status', admin, async (_req, res) => {
    const [e, sel] = await Promise.all([engineView(), state.latestSelection()]);
    const now = Date.now();
    const at = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
    const services: SystemService[] = [
      {
        name: 'Motor de análise',
        status: e.online ? 'running' : 'stopped',
        detail: e.heartbeat
          ? `${e.heartbeat.instance_id} · fonte ${e.heartbeat.market_source}${e.heartbeat.simulated ? ' (simulada)' : ''}`
          : 'Sem heartbeat',
        updated_at: null,
      },
      {
        name: 'Análise sequencial',
        status: !e.online ? 'stopped' : e.analysis?.is_paused ? 'paused' : 'running',
        detail: e.analysis
          ? `Ciclo ${e.analysis.cycle_count} · ${e.analysis.current_index}/${e.analysis.total_pairs}`
          : 'Sem status',
        updated_at: at(e.analysisAt),
      },
      {
        name: 'Monitoramento de sinais',
        status: e.online && e.monitoring?.is_active ? 'running' : 'stopped',
        detail: e.monitoring
          ? `${e.monitoring.pending_signals_count} pendente(s) · ${e.monitoring.thread_status}`
          : 'Sem status',
        updated_at: e.monitoring?.last_activity ?? null,
      },
      {
        name: 'Seleção TOP pares',
        status: sel && new Date(sel.next_update).getTime() + 15 * 60_000 > now ? 'running' : 'stale',
        detail: sel ? `${sel.pairs.length} pares · fonte ${sel.source}` : 'Nenhuma seleção',
        updated_at: at(sel?.selected_at),
      },
      {
        name: 'Banco de dados',
        status: 'running',
        detail: ctx.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embutido)',
        updated_at: null,
      },
      {
        name: 'Barramento',
        status: ctx.bus.isHealthy() ? 'running' : 'down',
        detail: ctx.bus.kind === 'redis' ? 'Redis pub/sub' : 'Em memória',
        updated_at: null,
      },
      {
        name: 'Gateway em tempo real',
        status: ctx.realtime ? 'running' : 'stopped',
        detail: 'Socket.IO',
        updated_at: null,
      },
    ];
    res.json({ success: true, services, timestamp: new Date().toISOString() });
  });

  return { router: r, stop: () => clearInterval(background) };
}
