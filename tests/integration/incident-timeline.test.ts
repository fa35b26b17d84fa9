import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@sinais/shared/server';
import { loginToken } from '../helpers/accounts';
import { beat, engineStatus, healthySetup } from '../helpers/engine-state';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import {
  adminEnv,
  startGatewayBeside,
  startServerOnTestDb,
  TEST_ADMIN,
  type StackServer,
} from '../helpers/stack';

reportSkip(postgresUnavailable, 'incident timeline with two gateways');

const at = (t0: number, s: number) => new Date(t0 + s * 1000);
// The test drives the watches' clock itself: their timers never fire during the test.
const QUIET = { ALERT_CHECK_MS: '3600000' };

interface LogRow {
  level: string;
  service: string;
  message: string;
  details: Record<string, unknown>;
}

/**
 * Issue 29 item 4: two gateways watch one database. An outage is one incident (one episode per rule, each state
 * change one trend point, one system-log line down and one back), the history lists it with its duration, and the
 * trend reads it as 'piorando'. A gateway just started, before the engine's first heartbeat, records nothing.
 */
describe.skipIf(postgresUnavailable !== null)('incidents with two gateways', () => {
  let a: StackServer;
  let b: TestServer;
  let db: Db;
  beforeAll(async () => {
    a = await startServerOnTestDb({ ...adminEnv(), ...QUIET });
    b = await startGatewayBeside(a, { ...adminEnv(), ...QUIET });
    db = a.application.ctx.db;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an outage seen by both gateways is recorded once: episodes, state-change points and the system log', async () => {
    const t0 = Date.now();
    const watches = [a.application.opsWatch, b.application.opsWatch];
    const both = async (s: number) => {
      for (const w of watches) await w.tick(at(t0, s));
    };
    await healthySetup(db, at(t0, 0));
    for (let t = 0; t <= 20; t += 5) {
      await beat(db, at(t0, t));
      await engineStatus(db, at(t0, t));
      await both(t + 1);
    }
    const pointsBefore = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM immutable_rule_checks',
    );
    // Silent after the beat at t0+20 (stale after 15 s); back at t0+80.
    for (let t = 40; t < 80; t += 10) await both(t);
    await beat(db, at(t0, 80));
    await engineStatus(db, at(t0, 80));
    await both(81);

    const episodes = await db.query<{ rule: string; started_at: Date; resolved_at: Date | null }>(
      `SELECT rule, started_at, resolved_at FROM immutable_rule_violations ORDER BY rule`,
    );
    expect(episodes.map((e) => e.rule)).toEqual(['regra_2_analise', 'regra_3_fase1']);
    for (const e of episodes) {
      expect(new Date(e.started_at).toISOString()).toBe(at(t0, 20).toISOString());
      expect(new Date(e.resolved_at!).toISOString()).toBe(at(t0, 80).toISOString());
    }
    // Two state changes (down, back), one point each although both gateways saw them.
    const points = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM immutable_rule_checks');
    expect(points[0]!.n - pointsBefore[0]!.n).toBe(2);

    const logs = await db.query<LogRow>(
      `SELECT level, service, message, details FROM system_logs WHERE details->>'incidente' = 'motor_fora' ORDER BY id`,
    );
    expect(logs.map((l) => [l.level, l.service])).toEqual([
      ['ERROR', 'SYSTEM'],
      ['INFO', 'SYSTEM'],
    ]);
    expect(logs[0]!.message).toMatch(
      /^Motor de análise fora do ar: último heartbeat em \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}:\d{2}; regra 2, regra 3 em falha\.$/,
    );
    expect(logs[1]!.message).toMatch(/^Motor de análise de volta em .+, após 1 min fora do ar\.$/);
    expect(logs[1]!.details.duracao_s).toBe(60);

    const admin = await loginToken(a.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const hist = await api(b.url, '/api/admin/regras-imutaveis/historico?periodo=24h', { token: admin });
    expect(hist.status).toBe(200);
    expect(hist.body.data.incidentes).toHaveLength(1);
    expect(hist.body.data.incidentes[0]).toMatchObject({
      inicio: at(t0, 20).toISOString(),
      fim: at(t0, 80).toISOString(),
      duracao_s: 60,
      causa: 'motor_fora',
    });
    expect(hist.body.data.incidentes[0].regras.map((r: { regra: string }) => r.regra)).toEqual([
      'regra_2_analise',
      'regra_3_fase1',
    ]);
    // Right after an outage the trend never reads "Melhorando".
    expect(hist.body.data.tendencia).toBe('piorando');
    expect(hist.body.data.tendencia_motivo).toBe(
      '1 incidente na metade recente do período, 0 incidentes na anterior.',
    );
  });

  it('a gateway started before the engine first beats records no episode nor point (the cold start)', async () => {
    const c = await startServerOnTestDb({ ...adminEnv(), ...QUIET });
    try {
      const cdb = c.application.ctx.db;
      const start = Date.now();
      // The engine's last heartbeat is from before this gateway started: the stack is starting.
      await healthySetup(cdb, at(start, -3600));
      await beat(cdb, at(start, -3600));
      await c.application.opsWatch.tick(at(start, 30));
      await c.application.opsWatch.tick(at(start, 90));
      const counts = await cdb.query<{ v: number; p: number }>(
        `SELECT (SELECT count(*)::int FROM immutable_rule_violations) AS v,
                (SELECT count(*)::int FROM immutable_rule_checks) AS p`,
      );
      expect(counts[0]).toEqual({ v: 0, p: 0 });
      // The engine's first heartbeat ends the cold start: from then on an outage counts from its real start.
      await beat(cdb, at(start, 100));
      await engineStatus(cdb, at(start, 100));
      await c.application.opsWatch.tick(at(start, 101));
      await c.application.opsWatch.tick(at(start, 130));
      const episodes = await cdb.query<{ started_at: Date }>(
        `SELECT started_at FROM immutable_rule_violations WHERE details->>'cause' = 'motor_fora'`,
      );
      expect(episodes.map((e) => new Date(e.started_at).toISOString())).toEqual([
        at(start, 100).toISOString(),
        at(start, 100).toISOString(),
      ]);
    } finally {
      await c.close();
    }
  });
});
