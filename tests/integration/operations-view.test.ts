import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../helpers/accounts';
import { api, startTestServer, type TestServer } from '../helpers/server';
import { adminEnv } from '../helpers/stack';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange } from '@sinais/shared/testing/server';

const CHEFE = { email: 'chefe@sinais.test', password: 'admin-senha-123' };

describe("the operator's view (embedded store)", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ ...adminEnv(CHEFE), TOP_PAIRS_REFRESH_COOLDOWN_S: '120' });
    admin = await loginToken(s.url, CHEFE.email, CHEFE.password);
    const db = s.application.ctx.db;
    const closed = (
      outcome: 'TARGET_HIT' | 'STOP_HIT' | 'EXPIRED',
      pnl: number,
      strategy = 'macd_momentum',
    ) =>
      makeSignal({
        status: 'CONFIRMED',
        outcome,
        profit_loss: pnl,
        strategy,
        confirmed_at: new Date().toISOString(),
      });
    for (const sig of [
      closed('TARGET_HIT', 4.2),
      closed('TARGET_HIT', 3.8),
      closed('STOP_HIT', -3.1),
      // Expired with a profit is still not a win.
      closed('EXPIRED', 0.9),
      closed('TARGET_HIT', 5, 'breakout_volume'),
      makeSignal({ status: 'REJECTED', rejection_reasons: ['Anti-reversão'] }),
      makeSignal({ status: 'PENDING' }),
    ]) {
      await commitSignalChange(
        db,
        null,
        { ...sig, symbol: `${sig.id.slice(4, 9).toUpperCase()}USDT` },
        'created',
      );
      await db.query('UPDATE signals SET profit_loss = $2 WHERE id = $1', [sig.id, sig.profit_loss]);
    }
    await db.query(`INSERT INTO analysis_cycles (instance_id, cycle, pairs, signals, started_at, duration_s) VALUES
      ('motor-1', 1, 150, 3, now() - interval '20 minutes', 760.5), ('motor-1', 2, 150, 1, now() - interval '5 minutes', 742.25)`);
    await db.query(`INSERT INTO analysis_results (cycle, symbol, timeframe, strategy, score, signal_generated, payload)
      VALUES (2, 'ETHUSDT', '1h', 'Momentum MACD', 81, true, '{"indicators": {"rsi": 55.5, "current_price": 3000}, "direction": "COMPRA"}')`);
  });
  afterAll(() => s?.close());

  it('Command Center figures come from one response, labelled by period, with the one success definition', async () => {
    const r = await api(s.url, '/api/admin/command-center/figures', { token: admin });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data.periods)).toEqual(['hoje', '7_dias', 'total']);
    const total = r.body.data.periods.total;
    expect(total).toMatchObject({ wins: 3, losses: 1, expired: 1, closed: 5, rejected: 1, pending: 1 });
    expect(total.win_rate).toBeCloseTo(3 / 5, 10);
    // The quality panel and monitoring use the same definition: 60 %, not 75 % (expired left out).
    const quality = await api(s.url, '/api/admin/signal-quality/metrics', { token: admin });
    expect(quality.body.data.success_rate).toBe(60);
    const overview = await api(s.url, '/api/monitoring/overview', { token: admin });
    expect(overview.body.data.stats).toMatchObject({ success_rate: 60, total_pending: 1 });
  });

  it('Operação: instances, settings without secrets, per-strategy results and cycle history', async () => {
    const r = await api(s.url, '/api/admin/operations', { token: admin });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.settings.gateway.JWT_SECRET).toBe('definido (oculto)');
    expect(JSON.stringify(d)).not.toContain(s.application.ctx.config.JWT_SECRET);
    const macd = d.strategies.find((x: { strategy: string }) => x.strategy === 'macd_momentum');
    expect(macd.total).toMatchObject({ wins: 2, losses: 1, expired: 1 });
    expect(macd.total.win_rate).toBe(0.5);
    expect(macd.total.total_net_pct).toBeCloseTo(5.8, 6);
    expect(d.cycles.map((c: { duration_s: number }) => c.duration_s)).toEqual([760.5, 742.3]);
    const pair = await api(s.url, '/api/admin/pairs/ethusdt', { token: admin });
    expect(pair.body.data.latest).toMatchObject({
      score: 81,
      direction: 'COMPRA',
      indicators: { rsi: 55.5 },
    });
    expect((await api(s.url, '/api/admin/pairs/ETH-USDT', { token: admin })).status).toBe(400);
  });

  it('the refresh command has a cooldown with a clear message, audited, and the audit page finds it', async () => {
    const first = await api(s.url, '/api/top-pairs/refresh', { token: admin, method: 'POST' });
    expect(first.status).toBe(202);
    const second = await api(s.url, '/api/top-pairs/refresh', { token: admin, method: 'POST' });
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/^Uma atualização dos TOP pares foi pedida há pouco\. Aguarde \d+ s/);
    expect(second.body.retry_after_s).toBeGreaterThan(100);
    const audit = await api(s.url, '/api/admin/audit-logs?action=top_pairs.refresh', { token: admin });
    expect(audit.body.data.rows.map((a: { action: string }) => a.action).sort()).toEqual([
      'top_pairs.refresh',
      'top_pairs.refresh.refused',
    ]);
    expect(audit.body.data.total).toBe(2);
    const bad = await api(s.url, '/api/admin/audit-logs?from=ontem', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Data inicial inválida.');
  });

  it('logs: text search (accents ignored), time range and CSV export', async () => {
    const db = s.application.ctx.db;
    await db.query(`INSERT INTO system_logs (timestamp, level, service, message) VALUES
      (now() - interval '2 hours', 'WARNING', 'ANALYSIS', 'Análise lenta em SOLUSDT'),
      (now(), 'INFO', 'SYSTEM', '=cmd|calc, "aspas"'),
      ('2026-11-25T17:30:05Z', 'INFO', 'SYSTEM', 'Horário fixo')`);
    const found = await api(s.url, '/api/system/logs?q=analise%20lenta', { token: admin });
    expect(found.body.logs.map((l: { message: string }) => l.message)).toEqual(['Análise lenta em SOLUSDT']);
    const since = new Date(Date.now() - 3600_000).toISOString();
    const recent = await api(s.url, `/api/system/logs?q=lenta&from=${encodeURIComponent(since)}`, {
      token: admin,
    });
    expect(recent.body.logs).toEqual([]);
    const csv = await api(s.url, '/api/system/logs/export.csv', { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="logs-/);
    const text = String(csv.body);
    // (the UTF-8 BOM that spreadsheets need is consumed by the text decoder)
    expect(text.split('\r\n')[0]).toBe('"id","data_hora_brasilia","nivel","servico","mensagem","detalhes"');
    // Brasília time (UTC−3), as on screen, not UTC ISO.
    expect(text).toMatch(/"25\/11\/2026,? 14:30:05","INFO","SYSTEM","Horário fixo"/);
    expect(text).toContain('"Análise lenta em SOLUSDT"');
    expect(text).toContain(`"'=cmd|calc, ""aspas"""`);
  });
});
