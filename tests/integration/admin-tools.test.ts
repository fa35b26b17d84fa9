import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminStatsSchema,
  analysisStatusSchema,
  filtersResponseSchema,
  monitoringStatsSchema,
  pairAnalysisSchema,
  qualityMetricsSchema,
  ruleAlertSchema,
  rulesHistorySchema,
  rulesStatusSchema,
  searchResponseSchema,
  signalSchema,
  suggestionsResponseSchema,
  systemServiceSchema,
  topPairSchema,
  type TypedEnvelope,
} from '@sinais/shared';
import { z } from 'zod';
import { loginToken, registerAndLogin } from '../helpers/accounts';
import { api, type TestServer } from '../helpers/server';
import { unavailableFor } from '../helpers/services';
import { adminEnv, startServerOnTestDb } from '../helpers/stack';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange, confirmNewSignal } from '@sinais/shared/testing/server';
import { waitUntil } from '../helpers/socket-client';

const unavailable = unavailableFor('admin tools on PostgreSQL + Redis');

/** The admin whose actions the audit and the commands carry. */
const CHEFE = { email: 'chefe@sinais.test', password: 'admin-senha-123' };

const ok = <S extends z.ZodType>(data: S) => z.object({ success: z.literal(true), data });

/** Every admin GET route with the schema its admin answer must satisfy. */
const GET_ROUTES: Array<[string, z.ZodType]> = [
  ['/api/admin/stats', adminStatsSchema.extend({ success: z.literal(true) })],
  ['/api/admin/search?q=membro', searchResponseSchema],
  ['/api/admin/search/suggestions?q=BT', suggestionsResponseSchema],
  ['/api/admin/signal-quality/metrics', ok(qualityMetricsSchema)],
  ['/api/admin/signal-quality/filters', filtersResponseSchema],
  ['/api/admin/regras-imutaveis/status', ok(rulesStatusSchema)],
  [
    '/api/admin/regras-imutaveis/alertas',
    ok(z.object({ alertas_ativos: z.array(ruleAlertSchema), total: z.number() })),
  ],
  ['/api/admin/regras-imutaveis/historico?periodo=24h', ok(rulesHistorySchema)],
  ['/api/monitoring/pending-signals', ok(z.object({ signals: z.array(signalSchema), count: z.number() }))],
  ['/api/monitoring/stats', ok(monitoringStatsSchema)],
  [
    '/api/top-pairs/list',
    ok(
      z.object({
        pairs: z.array(topPairSchema),
        last_updated: z.string(),
        next_update: z.string(),
        update_frequency: z.string(),
        total: z.number(),
      }),
    ),
  ],
  [
    '/api/top-pairs/criteria',
    ok(
      z.object({
        leverage_minimum: z.number(),
        analysis_period: z.string(),
        volume_weight: z.number(),
        volatility_weight: z.number(),
        pair_type: z.string(),
        process: z.array(z.string()),
      }),
    ),
  ],
  [
    '/api/top-pairs/stats',
    ok(
      z.object({
        total_usdt_pairs: z.number(),
        pairs_with_50x: z.number(),
        top_150_selected: z.number(),
        selection_rate: z.number(),
      }),
    ),
  ],
  ['/api/real-analysis/status', ok(analysisStatusSchema)],
  ['/api/real-analysis/current-analysis', ok(pairAnalysisSchema)],
  [
    '/api/real-analysis/history',
    ok(z.object({ history: z.array(pairAnalysisSchema).min(1), total: z.number() })),
  ],
  ['/api/real-analysis/pending-signals', ok(z.object({ signals: z.array(signalSchema), count: z.number() }))],
  [
    '/api/real-analysis/price-history?symbol=ETHUSDT',
    ok(
      z.object({
        symbol: z.string(),
        points: z.array(z.object({ time: z.string(), price: z.number() })).min(1),
      }),
    ),
  ],
  [
    '/api/system/logs',
    z.object({
      success: z.literal(true),
      logs: z.array(z.object({ level: z.string(), service: z.string(), message: z.string() })).min(1),
      count: z.number(),
    }),
  ],
  [
    '/api/system/status',
    z.object({ success: z.literal(true), services: z.array(systemServiceSchema).min(5) }),
  ],
];
const POST_ROUTES = ['/api/monitoring/pause', '/api/monitoring/start', '/api/top-pairs/refresh'];

const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%',
  '\\',
  "admin' UNION SELECT id, email, password_hash FROM users --",
  '%%%_%',
  '"; SELECT pg_sleep(5); --',
];

describe.skipIf(unavailable !== null)('admin tools REST on real PostgreSQL and Redis', () => {
  let s: TestServer;
  let member = '';
  let admin = '';
  const commands: TypedEnvelope[] = [];

  beforeAll(async () => {
    s = await startServerOnTestDb(adminEnv(CHEFE), { redis: 'adm' });
    member = await registerAndLogin(s.url, {
      username: 'joana_membro',
      email: 'joana.silva.membro@exemplo.com.br',
      password: 'senha-123',
    });
    admin = await loginToken(s.url, CHEFE.email, CHEFE.password);
    expect(member).toBeTruthy();
    expect(admin).toBeTruthy();

    const { db, bus } = s.application.ctx;
    bus.subscribe((env) => commands.push(env), ['engine:pause', 'engine:resume', 'top-pairs:refresh']);

    // What the engine persists, in its own shapes.
    const now = new Date().toISOString();
    const indicators = {
      rsi: 41.2,
      macd: { macd: 1, signal: 0.5, histogram: 0.5 },
      bollinger_position: 0.3,
      volume_ratio: 1.4,
      sr_distance: 2.1,
      current_price: 3120.5,
      price_change: 1.2,
    };
    const analysis = {
      symbol: 'ETHUSDT',
      cycle: 3,
      index: 7,
      total: 150,
      timeframe: '1h',
      strategy: 'MACD_MOMENTUM',
      direction: 'COMPRA',
      overall_score: 78,
      signal_generated: true,
      status: 'signal_found',
      indicators,
      by_timeframe: { '1h': indicators, '4h': indicators, '1d': indicators },
      signal: { entry_price: 3120.5, target_price: 3214.1, stop_loss: 3026.9 },
      analyzed_at: now,
    };
    const states: Record<string, unknown> = {
      heartbeat: {
        instance_id: 'eng-1',
        role: 'active',
        market_source: 'sim',
        simulated: true,
        started_at: now,
        uptime_s: 10,
        rss_mb: 80,
      },
      analysis_status: {
        is_analyzing: true,
        is_paused: false,
        is_resting: false,
        rest_until: null,
        current_pair: 'ETHUSDT',
        current_index: 7,
        total_pairs: 150,
        cycle_count: 3,
        signals_generated: 4,
        current_timeframe: '1d',
        current_strategy: 'MACD_MOMENTUM',
        progress_percent: 4.67,
      },
      current_analysis: analysis,
      analysis_history: [analysis],
      monitoring_status: {
        is_active: true,
        thread_status: 'running',
        pending_signals_count: 1,
        processing_rate: 2,
        confirmation_rate: 0.5,
        rejection_rate: 0.5,
        avg_processing_time: 30,
        last_activity: now,
      },
      filters: [
        {
          name: 'Reversão adversa',
          is_active: true,
          description: 'Rejeita se o preço andou contra mais de 1,5%',
        },
      ],
    };
    for (const [key, value] of Object.entries(states))
      await db.query('INSERT INTO engine_state (key, value) VALUES ($1, $2)', [key, JSON.stringify(value)]);
    await db.query(
      'INSERT INTO analysis_results (cycle, symbol, timeframe, strategy, score, signal_generated, payload) VALUES (3, $1, $2, $3, 78, true, $4)',
      ['ETHUSDT', '1h', 'MACD_MOMENTUM', JSON.stringify(analysis)],
    );
    const pair = (rank: number, symbol: string) => ({
      rank,
      symbol,
      base_asset: symbol.replace('USDT', ''),
      quote_asset: 'USDT',
      price: 10,
      status: 'active',
      max_leverage: 75,
      volume_24h: 1e8,
      volatility_pct: 5,
      score: 0.9,
    });
    await db.query(
      `INSERT INTO top_pairs_selections (pairs, stats, criteria, source, next_update) VALUES ($1, $2, $3, 'sim', now() + interval '4 hours')`,
      [
        JSON.stringify([pair(1, 'BTCUSDT'), pair(2, 'ETHUSDT'), pair(3, 'BTCDOMUSDT')]),
        JSON.stringify({
          total_usdt_pairs: 220,
          pairs_with_50x: 170,
          top_150_selected: 150,
          selection_rate: 68.18,
        }),
        JSON.stringify({
          leverage_minimum: 50,
          analysis_period: '24h',
          volume_weight: 60,
          volatility_weight: 40,
          pair_type: 'USDT perpétuo',
          leverage_source: 'sim',
          process: ['passo 1'],
        }),
      ],
    );
    await db.query(
      `INSERT INTO system_logs (timestamp, level, service, message, details) VALUES (now(), 'INFO', 'ANALYSIS', 'Ciclo 3 iniciado: 150 pares', '{"cycle":3}')`,
    );
    await confirmNewSignal(db, null, { symbol: 'SOLUSDT', signal_class: 'ELITE+' });
    await commitSignalChange(db, null, makeSignal({ symbol: 'DOGEUSDT' }), 'created');
  });

  afterAll(async () => {
    await s?.close();
  });

  it.each([...GET_ROUTES.map(([p]) => ['GET', p]), ...POST_ROUTES.map((p) => ['POST', p])])(
    '%s %s answers 401 without a token and 403 for a member',
    async (method, path) => {
      const anon = await api(s.url, path, { method });
      expect(anon.status).toBe(401);
      expect(anon.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      const forbidden = await api(s.url, path, { method, token: member });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toMatch(/admin/i);
    },
  );

  it.each(GET_ROUTES)('GET %s answers an admin with the documented shape', async (path, schema) => {
    const res = await api(s.url, path, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = schema.safeParse(res.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it('counts real rows in the admin stats', async () => {
    const res = await api(s.url, '/api/admin/stats', { token: admin });
    expect(res.body.users.total).toBe(2);
    expect(res.body.signals.total).toBe(2);
    expect(res.body.signals.elite).toBe(2);
    expect(res.body.signals.premium).toBe(0);
    expect(res.body.system.api_calls_today).toBeGreaterThan(10);
    expect(res.body.system.uptime).toMatch(/dias?/);
  });

  it('finds a user by part of the e-mail and a signal by symbol, with the row fields', async () => {
    const users = await api(s.url, '/api/admin/search?q=silva.memb&type=users', { token: admin });
    expect(users.status).toBe(200);
    expect(users.body.results.users).toHaveLength(1);
    expect(users.body.results.users[0]).toMatchObject({
      email: 'joana.silva.membro@exemplo.com.br',
      plan: 'free',
      status: 'active',
    });
    expect(users.body.results.signals).toHaveLength(0);

    const signals = await api(s.url, '/api/admin/search?q=sol&type=all', { token: admin });
    expect(signals.body.results.signals.map((x: { symbol: string }) => x.symbol)).toEqual(['SOLUSDT']);
    expect(signals.body.results.signals[0]).toMatchObject({
      direction: 'COMPRA',
      signal_class: 'ELITE+',
      entry_price: 95000.5,
    });
    expect(signals.body.total_results).toBeGreaterThanOrEqual(1);

    const sugg = await api(s.url, '/api/admin/search/suggestions?q=bt', { token: admin });
    expect(sugg.body.suggestions.map((x: { text: string }) => x.text)).toEqual(
      expect.arrayContaining(['BTCUSDT', 'BTCDOMUSDT']),
    );
    const signalled = await api(s.url, '/api/admin/search/suggestions?q=so', { token: admin });
    expect(signalled.body.suggestions.map((x: { text: string }) => x.text)).toContain('SOLUSDT');
    const none = await api(s.url, '/api/admin/search/suggestions?q=b', { token: admin });
    expect(none.body.suggestions).toEqual([]);
  });

  it('treats injection strings and LIKE wildcards as plain text', async () => {
    for (const q of INJECTIONS) {
      // An injected pg_sleep would show as a slow answer: scripts/bench/admin-search.bench.ts times the search.
      const res = await api(s.url, `/api/admin/search?q=${encodeURIComponent(q)}`, { token: admin });
      expect(res.status, q).toBe(200);
      expect(res.body.total_results, q).toBe(0);
      const sugg = await api(s.url, `/api/admin/search/suggestions?q=${encodeURIComponent(q + 'xx')}`, {
        token: admin,
      });
      expect(sugg.status).toBe(200);
    }
    // '_' is literal: it matches only the username with an underscore, not every row.
    const underscore = await api(s.url, '/api/admin/search?q=_', { token: admin });
    expect(underscore.body.total_results).toBe(1);
    expect(underscore.body.results.users[0].email).toBe('joana.silva.membro@exemplo.com.br');
    const count = await s.application.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(count[0]!.n).toBe(2);
    const bad = await api(s.url, '/api/admin/search?q=%20%20', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Informe o termo de busca.');
    const badType = await api(s.url, '/api/admin/search?q=x&type=senhas', { token: admin });
    expect(badType.status).toBe(400);
  });

  it('pause and start are audited, published to the engine and found by admin search', async () => {
    const paused = await api(s.url, '/api/monitoring/pause', {
      token: admin,
      body: { reason: 'manutenção' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      success: true,
      data: {
        control: { paused: true, reason: 'manutenção', actor_email: 'chefe@sinais.test' },
        is_monitoring: false,
      },
    });
    const started = await api(s.url, '/api/monitoring/start', { token: admin, method: 'POST' });
    expect(started.status).toBe(200);
    const refresh = await api(s.url, '/api/top-pairs/refresh', { token: admin, method: 'POST' });
    expect(refresh.status).toBe(202);
    expect(refresh.body.data.previous_selection_id).toBeGreaterThan(0);

    await waitUntil(() => commands.length >= 3, 5000, 'comandos no barramento');
    expect(commands.map((c) => c.type)).toEqual(['engine:pause', 'engine:resume', 'top-pairs:refresh']);
    expect(commands[0]!.data).toMatchObject({
      actor: { email: 'chefe@sinais.test', ip: expect.any(String) },
      reason: 'manutenção',
    });

    const audit = await s.application.ctx.db.query<{
      action: string;
      actor_email: string;
      ip: string;
      details: { reason?: string };
    }>(
      `SELECT action, actor_email, ip, details FROM audit_logs WHERE action IN ('engine.pause', 'engine.resume', 'top_pairs.refresh') ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['engine.pause', 'engine.resume', 'top_pairs.refresh']);
    expect(audit[0]).toMatchObject({ actor_email: 'chefe@sinais.test', details: { reason: 'manutenção' } });
    expect(audit[0]!.ip).toBeTruthy();

    const found = await api(s.url, '/api/admin/search?q=engine.pau&type=logs', { token: admin });
    expect(found.body.results.logs).toHaveLength(1);
    expect(found.body.results.logs[0]).toMatchObject({
      action: 'engine.pause',
      user_email: 'chefe@sinais.test',
      details: { reason: 'manutenção' },
    });
    const byActor = await api(s.url, '/api/admin/search?q=chefe@sinais&type=logs', { token: admin });
    expect(byActor.body.counts.logs.total).toBeGreaterThanOrEqual(3);
  });

  it('evaluates the rules from engine state and keeps history and violations in the database', async () => {
    const status = await api(s.url, '/api/admin/regras-imutaveis/status', { token: admin });
    const d = status.body.data;
    expect(d.regra_1_varredura).toMatchObject({ pares_total: 220, pares_50x: 170, status: 'ativa' });
    expect(d.regra_2_analise).toMatchObject({ escopo_pares: 150, timeframes: ['1H', '4H', '1D'] });
    expect(d.regra_3_fase1.sinais_pendentes).toBe(1);
    expect(d.regra_4_confirmados.destinos_validados).toEqual({
      supabase: true,
      dashboard: true,
      comando: true,
    });
    expect(['EXCELENTE', 'BOM', 'REGULAR', 'CRÍTICO']).toContain(d.label);
    // No cleanup status was published: the 21:00 cycle rule is in alert and says why.
    expect(d.regra_5_rejeitados.ciclo_21h_funcionando).toBe(false);
    const alerts = await api(s.url, '/api/admin/regras-imutaveis/alertas', { token: admin });
    expect(
      alerts.body.data.alertas_ativos.some(
        (a: { titulo: string }) => a.titulo === 'Ciclo das 21h não executou',
      ),
    ).toBe(true);
    const hist = await api(s.url, '/api/admin/regras-imutaveis/historico?periodo=24h', { token: admin });
    expect(hist.body.data.verificacoes).toBeGreaterThanOrEqual(1);
    expect(hist.body.data.violacoes_por_regra.regra_5_rejeitados).toBe(1);
    expect(Object.keys(hist.body.data.violacoes_por_regra)).toHaveLength(5);
  });
});
