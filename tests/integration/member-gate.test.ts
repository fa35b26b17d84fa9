import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateModeSchema, memberGateResponseSchema, type GateMode } from '@sinais/shared';
import { createLogger, createMemoryBus, latestGateDecisions, type Db } from '@sinais/shared/server';
import { loadMarketDir } from '../../engine/src/sources/market-dir';
import { gateModeFor } from '../../engine/src/gate/gate-mode';
import { GatePolicy } from '../../engine/src/gate/gate-policy';
import { GateRunner } from '../../engine/src/gate/gate-runner';
import { LIVE_REGISTRY, liveRules } from '../../engine/src/strategies/live-rules';
import { PUBLISHING_ALLOWED } from '../../engine/src/gate/research-verdict';
import { Publisher } from '../../engine/src/publisher/publisher';
import { busSink } from '../../engine/src/publisher/sinks';
import { SystemLogger } from '../../engine/src/publisher/system-log';
import type { TopPairsService } from '../../engine/src/selection/top-pairs.service';
import type { MarketSource } from '../../engine/src/sources/market-source';
import { registerAndLogin } from '../helpers/accounts';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { GATEWAY_STORES, startServerOnTestDb } from '../helpers/stack';
import { storeGateDecision, storeGateMode } from '@sinais/shared/testing/server';

reportSkip(postgresUnavailable, 'member gate on PostgreSQL (the embedded store still runs)');

/** A gate mode as an engine older than issue 27 stored it: no research verdict, no rule. */
const ON: GateMode = {
  enabled: true,
  reason: 'Portão de estratégias ligado',
  source: 'binance',
};
const DAY_MS = 24 * 3_600_000;

/** Committed cuts of real Binance klines (engine/fixtures), served as an exchange serves its latest klines. */
function fixtureSource(): MarketSource {
  const dir = fileURLToPath(new URL('../../engine/fixtures/research/', import.meta.url));
  const files = loadMarketDir(dir).files;
  const series = new Map(files.map((f) => [`${f.symbol}:${f.timeframe}`, f.candles]));
  const end = Math.max(...files.map((f) => f.candles.at(-1)!.closeTime)) + 1;
  return {
    kind: 'binance',
    simulated: false,
    now: () => end,
    klines: async (symbol: string, tf: string, limit: number) =>
      (series.get(`${symbol}:${tf}`) ?? []).slice(-limit),
  } as Partial<MarketSource> as MarketSource;
}

function gateRunner(db: Db, source: MarketSource, intervalMs: number) {
  const logger = createLogger('gate', 'silent');
  const log = new SystemLogger(new Publisher([busSink(createMemoryBus())], logger), logger);
  const topPairs = {
    current: () => [{ symbol: 'BTCUSDT' }, { symbol: 'ETHUSDT' }],
  } as unknown as TopPairsService;
  return new GateRunner(
    db,
    source,
    topPairs,
    new GatePolicy(true),
    log,
    {
      intervalMs,
      pairs: 2,
      seed: 7,
      mode: ON,
    },
    liveRules(LIVE_REGISTRY, false).rules,
  );
}

describe.each(GATEWAY_STORES)('GET /api/signals/gate ($name)', ({ skip, embedded }) => {
  let s: TestServer;
  let member = '';
  const gate = async () => {
    const res = await api(s.url, '/api/signals/gate', { token: member });
    expect(res.status).toBe(200);
    // The body is what the web parses: the shared schema must accept it as is.
    return memberGateResponseSchema.parse(res.body);
  };

  beforeAll(async () => {
    if (skip) return;
    s = await startServerOnTestDb({ JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres' }, { embedded });
    member = await registerAndLogin(s.url, {
      username: 'Lia',
      email: 'lia@example.com',
      password: 'senha-123',
    });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it.skipIf(skip)(
    'is public: a visitor reads the explanation the public track record shows (issue 30)',
    async () => {
      const anonymous = await api(s.url, '/api/signals/gate');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toHaveProperty('reason');
      expect((await api(s.url, '/api/signals/gate', { token: 'nao-e-um-token' })).status).toBe(200);
    },
  );

  it.skipIf(skip)(
    'says what it knows before any engine reported and before the first evaluation',
    async () => {
      const unknown = await gate();
      expect(unknown).toMatchObject({
        enabled: null,
        evaluated_at: null,
        next_evaluation_at: null,
        strategies: [],
      });
      expect(unknown.reason).toBe('O motor ainda não informou o estado do portão de estratégias.');
      await storeGateMode(s.application.ctx.db, ON);
      const waiting = await gate();
      expect(waiting).toMatchObject({ enabled: true, strategies: [] });
      expect(waiting.reason).toMatch(
        /ainda não avaliou as estratégias: até a primeira avaliação, nenhum sinal/,
      );
    },
  );

  it.skipIf(skip)(
    'gives the newest decision per strategy × timeframe, with its evidence and a pt-BR reason',
    async () => {
      const db = s.application.ctx.db;
      const evaluatedAt = new Date(Date.now() - 3_600_000);
      await storeGateMode(db, {
        ...ON,
        evaluated_at: evaluatedAt.toISOString(),
        next_evaluation_at: new Date(evaluatedAt.getTime() + DAY_MS).toISOString(),
      });
      // An older decision that published Falso Rompimento 4h, then the one in force that holds it back.
      await storeGateDecision(db, {
        strategy: 'Falso Rompimento',
        timeframe: '4h',
        published: true,
        evidence: { avg_net_pct: 0.9, trades: 40 },
        decidedAt: new Date(evaluatedAt.getTime() - 7 * DAY_MS),
      });
      await storeGateDecision(db, {
        strategy: 'Falso Rompimento',
        timeframe: '4h',
        published: false,
        evidence: {
          trades: 55,
          avg_net_pct: 0.36,
          baseline_p95_pct: 0.41,
          prob_positive: 0.62,
          window_days: 365,
        },
        decidedAt: evaluatedAt,
      });
      await storeGateDecision(db, {
        strategy: 'Exaustão com Volume',
        timeframe: '1h',
        published: false,
        evidence: { trades: 460, avg_net_pct: -0.3214, shrunk_net_pct: -0.05 },
        decidedAt: evaluatedAt,
      });

      const g = await gate();
      expect(g.enabled).toBe(true);
      expect(g.evaluated_at).toBe(evaluatedAt.toISOString());
      expect(Date.parse(g.next_evaluation_at!)).toBe(evaluatedAt.getTime() + DAY_MS);
      expect(g.reason).toBe(
        'Nenhuma estratégia atinge hoje a regra do portão: as 2 estratégias avaliadas ficam experimentais e nenhum sinal é publicado.',
      );
      // An engine that did not report its research verdict gets no claim about it.
      expect(g.publishing_allowed).toBeNull();
      expect(g.strategies.map((x) => `${x.strategy} ${x.timeframe} ${x.published}`).sort()).toEqual([
        'Exaustão com Volume 1h false',
        'Falso Rompimento 4h false',
      ]);
      const fr = g.strategies.find((x) => x.strategy === 'Falso Rompimento')!;
      expect(fr.evidence).toMatchObject({
        trades: 55,
        avg_net_pct: 0.36,
        prob_positive: 0.62,
        window_days: 365,
      });
      expect(fr.reason).toBe(
        'Experimental (não aprovada pelo portão): 55 operações encerradas entre 31/12/2024 e 31/03/2025; resultado líquido médio de +0,36% por operação; percentil 95 das entradas aleatórias: +0,41%; probabilidade de vantagem positiva: 62%.',
      );
      const ex = g.strategies.find((x) => x.strategy === 'Exaustão com Volume')!;
      expect(ex.reason).toContain('460 operações encerradas');
      expect(ex.reason).toContain('resultado líquido médio de -0,32% por operação');
      expect(ex.reason).toContain('-0,05% esperado após o desconto pela incerteza');

      // One published: the summary names it and counts the one held back.
      await storeGateDecision(db, { strategy: 'Exaustão com Volume', timeframe: '1h', published: true });
      const some = await gate();
      expect(some.reason).toBe(
        '1 de 2 estratégias publicadas (Exaustão com Volume 1h); 1 fica experimental.',
      );
      expect(some.strategies.find((x) => x.published)?.reason).toMatch(/^Publicada: 112 operações/);
    },
  );

  it.skipIf(skip)(
    "states the real reason from the committed research verdict the engine's mode carries",
    async () => {
      // The mode the live engine stores on real prices, with the verdict of engine/research/registry.json.
      await storeGateMode(s.application.ctx.db, gateModeFor('on', { kind: 'binance' }));
      const g = await gate();
      expect(g.publishing_allowed).toBe(PUBLISHING_ALLOWED);
      expect(g.rule).toMatchObject({ publish_prob: 0.9, keep_prob: 0.7, window_days: 365 });
      if (PUBLISHING_ALLOWED) {
        expect(g.reason).not.toMatch(/publicação está desligada/);
      } else {
        expect(g.reason).toMatch(/^Nenhum sinal é publicado porque a publicação está desligada: /);
        // Whatever the measurements, the reason is the verdict; each strategy says so too.
        expect(g.strategies.length).toBeGreaterThan(0);
        for (const x of g.strategies)
          expect(x.reason).toMatch(/^(Experimental \(publicação desligada pela pesquisa\)|Publicada):/);
      }
    },
  );

  it.skipIf(skip)('lists no decision while the gate is off (every strategy reaches members)', async () => {
    await storeGateMode(s.application.ctx.db, {
      enabled: false,
      reason: 'Portão de estratégias desligado: dados simulados não servem de evidência',
      source: 'sim',
    });
    expect(await gate()).toMatchObject({
      enabled: false,
      strategies: [],
      evaluated_at: null,
      next_evaluation_at: null,
      reason: 'Portão de estratégias desligado: dados simulados não servem de evidência',
    });
  });

  it.skipIf(skip)(
    "shows the gate runner's schedule: written after a run, and at start when no run is due",
    { timeout: 120_000 },
    async () => {
      const db = s.application.ctx.db;
      await db.query('DELETE FROM strategy_gate_decisions');
      await storeGateMode(db, ON);
      const before = Date.now();
      const runner = gateRunner(db, fixtureSource(), DAY_MS);
      await runner.runOnce();
      const decisions = await latestGateDecisions(db);
      expect(decisions.length).toBeGreaterThan(0);
      const afterRun = await gate();
      const evaluated = Date.parse(afterRun.evaluated_at!);
      expect(evaluated).toBeGreaterThanOrEqual(before);
      expect(Date.parse(afterRun.next_evaluation_at!)).toBe(evaluated + DAY_MS);
      expect(afterRun.strategies).toHaveLength(decisions.length);

      // An engine that restarts rewrites the mode; its runner, with no run due, still says when the next comes.
      await storeGateMode(db, ON);
      const restarted = gateRunner(db, fixtureSource(), DAY_MS);
      const startedAt = Date.now();
      await restarted.start();
      await restarted.stop();
      const stored = gateModeSchema.parse(
        (await db.query<{ value: unknown }>("SELECT value FROM engine_state WHERE key = 'strategy_gate'"))[0]!
          .value,
      );
      expect(stored.enabled).toBe(true);
      const newest = Math.max(...decisions.map((d) => Date.parse(d.decided_at)));
      expect(Date.parse(stored.evaluated_at!)).toBe(newest);
      expect(Date.parse(stored.next_evaluation_at!)).toBeGreaterThanOrEqual(startedAt + DAY_MS);
      expect((await gate()).next_evaluation_at).toBe(stored.next_evaluation_at);
    },
  );
});
