import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  strategyGateResponseSchema,
  strategyTracksResponseSchema,
  trackRecordResponseSchema,
  type Signal,
} from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { startWithMemberAndAdmin } from '../helpers/stack';
import { makeSignal } from '@sinais/shared/testing';
import { commitConfirmed, commitRejected, commitSignalChange } from '@sinais/shared/testing/server';

reportSkip(postgresUnavailable, 'track record on PostgreSQL');

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

/** Commits a signal's whole life as the engine does: created, then confirmed/rejected, then closed. */
async function live(
  db: Db,
  base: Partial<Signal>,
  end: Partial<Signal> & { kind: 'open' | 'closed' | 'rejected' },
) {
  const { kind, ...rest } = end;
  const pending = makeSignal({ reference_price: 100, entry_price: 100, ...base });
  if (kind === 'rejected') return commitRejected(db, null, pending, rest);
  const { signal: confirmed } = await commitConfirmed(db, null, pending, {
    entry_price: 101,
    confirmed_at: at(300),
  });
  if (kind === 'open') return;
  await commitSignalChange(db, null, { ...confirmed, ...rest }, 'closed');
}

describe.skipIf(postgresUnavailable !== null)('track record replayed from signal_events (PostgreSQL)', () => {
  let s: TestServer;
  let member = '';
  let admin = '';

  beforeAll(async () => {
    ({
      server: s,
      member,
      admin,
    } = await startWithMemberAndAdmin({
      username: 'Bia',
      email: 'bia@example.com',
      password: 'senha-123',
    }));
    const db = s.application.ctx.db;
    await live(
      db,
      { id: 'sig_win', symbol: 'ETHUSDT', strategy: 'MACD_MOMENTUM', timeframe: '1h', created_at: at(400) },
      {
        kind: 'closed',
        outcome: 'TARGET_HIT',
        exit_price: 105.5,
        closed_at: at(200),
        gross_profit_loss: 4.5,
        fees_pct: 0.08,
        funding_pct: -0.01,
        profit_loss: 4.41,
      },
    );
    await live(
      db,
      { id: 'sig_loss', symbol: 'SOLUSDT', strategy: 'MEAN_REVERSION', timeframe: '4h', created_at: at(390) },
      {
        kind: 'closed',
        outcome: 'STOP_HIT',
        exit_price: 98,
        closed_at: at(150),
        gross_profit_loss: -3,
        fees_pct: 0.08,
        funding_pct: null,
        profit_loss: -3.08,
      },
    );
    // Expired with a positive net P&L: closed, and still not a win.
    await live(
      db,
      {
        id: 'sig_expired',
        symbol: 'ADAUSDT',
        strategy: 'MACD_MOMENTUM',
        timeframe: '1h',
        created_at: at(380),
      },
      {
        kind: 'closed',
        outcome: 'EXPIRED',
        exit_price: 101.5,
        closed_at: at(100),
        gross_profit_loss: 0.5,
        fees_pct: 0.08,
        funding_pct: 0.02,
        profit_loss: 0.44,
      },
    );
    await live(
      db,
      {
        id: 'sig_rejected',
        symbol: 'XRPUSDT',
        strategy: 'MACD_MOMENTUM',
        timeframe: '1h',
        created_at: at(370),
      },
      {
        kind: 'rejected',
        rejected_at: at(360),
        rejection_reasons: ['Volume baixo; abaixo da média', 'Diz "não"\nem duas linhas', '=HYPERLINK("x")'],
      },
    );
    await live(
      db,
      { id: 'sig_open', symbol: 'DOTUSDT', strategy: 'MEAN_REVERSION', timeframe: '4h', created_at: at(30) },
      { kind: 'open' },
    );
    // Booked before costs existed: a gross figure and no fee figure, so no net figure.
    await live(
      db,
      { id: 'sig_legacy', symbol: 'LTCUSDT', strategy: 'MACD_MOMENTUM', timeframe: '1h', created_at: at(20) },
      { kind: 'closed', outcome: 'TARGET_HIT', closed_at: at(10), profit_loss: 2, exit_price: 103 },
    );
    // Never shown to members: still pending, and experimental.
    await commitSignalChange(db, null, makeSignal({ id: 'sig_pending', created_at: at(5) }), 'created');
    await live(
      db,
      {
        id: 'sig_experimental',
        symbol: 'BNBUSDT',
        strategy: 'VOLUME_EXHAUSTION',
        experimental: true,
        created_at: at(60),
      },
      {
        kind: 'closed',
        outcome: 'TARGET_HIT',
        closed_at: at(50),
        gross_profit_loss: 9,
        fees_pct: 0.08,
        funding_pct: 0,
        profit_loss: 8.92,
        exit_price: 110,
      },
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists every published, decided signal with its net outcome, a summary with the CI and the equity curve', async () => {
    const res = await api(s.url, '/api/signals/track-record', { token: member });
    expect(res.status).toBe(200);
    const body = trackRecordResponseSchema.parse(res.body);
    // Public (issue 30): a visitor reads the same published record, and never the experimental one.
    const visitor = await api(s.url, '/api/signals/track-record');
    expect(visitor.status).toBe(200);
    expect({ ...visitor.body, generated_at: '' }).toEqual({ ...res.body, generated_at: '' });
    expect(visitor.body.market).toEqual({ source: null, simulated: null });
    expect((await api(s.url, '/api/signals/track-record?record=experimental')).status).toBe(403);
    const ids = body.entries.map((e) => e.id);
    expect(ids).toEqual(['sig_legacy', 'sig_open', 'sig_rejected', 'sig_expired', 'sig_loss', 'sig_win']);
    expect(body.total_entries).toBe(6);

    const byId = Object.fromEntries(body.entries.map((e) => [e.id, e]));
    expect(byId.sig_win).toMatchObject({
      status: 'CONFIRMED',
      outcome: 'TARGET_HIT',
      reference_price: 100,
      entry_price: 101,
      exit_price: 105.5,
      gross_pnl_pct: 4.5,
      fees_pct: 0.08,
      funding_pct: -0.01,
      net_pnl_pct: 4.41,
    });
    expect(byId.sig_loss).toMatchObject({ gross_pnl_pct: -3, funding_pct: null, net_pnl_pct: -3.08 });
    expect(byId.sig_rejected).toMatchObject({ status: 'REJECTED', outcome: null, net_pnl_pct: null });
    expect(byId.sig_rejected!.rejection_reasons).toHaveLength(3);
    expect(byId.sig_open).toMatchObject({ outcome: 'OPEN', net_pnl_pct: null });
    expect(byId.sig_legacy).toMatchObject({ gross_pnl_pct: 2, fees_pct: null, net_pnl_pct: null });

    expect(body.summary).toMatchObject({
      signals: 6,
      pending: 0,
      confirmed: 5,
      rejected: 1,
      open: 1,
      closed: 4,
      wins: 2,
      losses: 1,
      expired: 1,
      win_rate: 0.5,
    });
    expect(body.summary.avg_net_pct).toBeCloseTo((4.41 - 3.08 + 0.44) / 3, 10);
    const [lo, hi] = body.summary.win_rate_ci!;
    expect(lo).toBeLessThan(0.5);
    expect(hi).toBeGreaterThan(0.5);

    expect(body.equity.map((p) => p.signal_id)).toEqual(['sig_win', 'sig_loss', 'sig_expired']);
    expect(body.equity.map((p) => p.cumulative_net_pct)).toEqual([4.41, 1.33, 1.77]);
    expect(body.funding_included).toBe(true);

    const macd = body.by_strategy.find((g) => g.strategy === 'MACD_MOMENTUM' && g.timeframe === '1h')!;
    expect(macd).toMatchObject({ signals: 4, rejected: 1, closed: 3, wins: 2, expired: 1 });
    expect(body.by_strategy.map((g) => g.strategy)).not.toContain('VOLUME_EXHAUSTION');
  });

  it('filters by strategy, timeframe and dates, pages the entries, and refuses bad filters in Portuguese', async () => {
    const q = (p: string) => api(s.url, `/api/signals/track-record${p}`, { token: member });
    const mr = trackRecordResponseSchema.parse((await q('?strategy=MEAN_REVERSION&timeframe=4h')).body);
    expect(mr.entries.map((e) => e.id)).toEqual(['sig_open', 'sig_loss']);
    expect(mr.summary.win_rate).toBe(0);
    expect(mr.funding_included).toBe(false);

    const paged = trackRecordResponseSchema.parse((await q('?page=2&page_size=4')).body);
    expect(paged.entries.map((e) => e.id)).toEqual(['sig_loss', 'sig_win']);
    expect(paged.total_entries).toBe(6);
    expect(paged.summary.signals).toBe(6);

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const none = trackRecordResponseSchema.parse((await q(`?from=${tomorrow}`)).body);
    expect(none.entries).toEqual([]);
    expect(none.summary).toMatchObject({
      signals: 0,
      closed: 0,
      win_rate: null,
      avg_net_pct: null,
      win_rate_ci: null,
    });

    // Engine strategy names are Portuguese words.
    const named = await q(`?strategy=${encodeURIComponent('Reversão à Média')}`);
    expect(named.status).toBe(200);
    expect(named.body.entries).toEqual([]);

    for (const [p, message] of [
      ['?from=2026-13-01', 'Data inválida: use AAAA-MM-DD.'],
      ['?from=2026-05-02&to=2026-05-01', 'A data inicial deve ser anterior ou igual à final.'],
      ['?timeframe=5m', null],
      ['?page_size=1000', 'No máximo 200 sinais por página.'],
      ["?strategy=x'%3B--", 'Estratégia inválida.'],
    ] as const) {
      const res = await q(p);
      expect(res.status, p).toBe(400);
      expect(res.body.error).toBe('validation');
      if (message) expect(res.body.message).toBe(message);
    }
  });

  it('exports one CSV row per signal, pt-BR friendly, with quoting and no formulas', async () => {
    expect((await api(s.url, '/api/signals/track-record.csv')).status).toBe(200);
    const res = await fetch(`${s.url}/api/signals/track-record.csv`, {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="historico-desempenho-.*\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = parse(text.slice(1), { delimiter: ';', bom: false }) as string[][];
    const [header, ...data] = rows;
    expect(header).toContain('P&L líquido (%)');
    expect(data).toHaveLength(6);
    expect(data.every((r) => r.length === header!.length)).toBe(true);
    const col = (name: string) => header!.indexOf(name);
    const row = (id: string) => data.find((r) => r[0] === id)!;
    expect(row('sig_win')[col('P&L líquido (%)')]).toBe('4,41');
    expect(row('sig_win')[col('Taxas (%)')]).toBe('0,08');
    expect(row('sig_win')[col('Resultado')]).toBe('Alvo atingido');
    expect(row('sig_loss')[col('Funding (%)')]).toBe('funding não incluído');
    expect(row('sig_expired')[col('Resultado')]).toBe('Expirado');
    expect(row('sig_legacy')[col('P&L líquido (%)')]).toBe('');
    expect(row('sig_legacy')[col('P&L bruto (%)')]).toBe('2');
    const rejected = row('sig_rejected');
    expect(rejected[col('Status')]).toBe('Rejeitado');
    expect(rejected[col('Motivos da rejeição')]).toBe(
      `Volume baixo; abaixo da média | Diz "não"\nem duas linhas | =HYPERLINK("x")`,
    );
    // Signals on the live market are not demonstration signals (see demo-signals.e2e for the label on the page).
    expect(row('sig_win')[col('Sinal de demonstração (preços simulados)')]).toBe('Não');
    expect(row('sig_win')[col('Criado em (Brasília)')]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    expect(text).not.toContain('sig_experimental');
    expect(text).not.toContain('sig_pending');

    const filtered = await fetch(`${s.url}/api/signals/track-record.csv?strategy=MEAN_REVERSION`, {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(parse((await filtered.text()).slice(1), { delimiter: ';' })).toHaveLength(3);
  });

  it('a CSV field that would start a formula is neutralised', async () => {
    const db = s.application.ctx.db;
    await live(
      db,
      { id: 'sig_formula', symbol: 'FORMUSDT', strategy: 'MACD_MOMENTUM', created_at: at(1) },
      { kind: 'rejected', rejected_at: at(0), rejection_reasons: ['=1+1'] },
    );
    const text = await (
      await fetch(`${s.url}/api/signals/track-record.csv`, { headers: { authorization: `Bearer ${member}` } })
    ).text();
    const rows = parse(text.slice(1), { delimiter: ';' }) as string[][];
    const r = rows.find((x) => x[0] === 'sig_formula')!;
    expect(r.at(-1)).toBe("'=1+1");
  });

  it('gives every strategy × timeframe its live record in one call (the signal cards)', async () => {
    expect((await api(s.url, '/api/signals/track-record/strategies')).status).toBe(200);
    const body = strategyTracksResponseSchema.parse(
      (await api(s.url, '/api/signals/track-record/strategies', { token: member })).body,
    );
    expect(body.by_strategy.map((g) => `${g.strategy} ${g.timeframe}`)).toEqual([
      'MACD_MOMENTUM 1h',
      'MEAN_REVERSION 4h',
    ]);
    expect(body.by_strategy[1]).toMatchObject({ closed: 1, win_rate: 0, avg_net_pct: -3.08 });
  });

  it('serves the live gate decisions to admins only, current and history', async () => {
    const path = '/api/admin/strategy-gate';
    expect((await api(s.url, path)).status).toBe(401);
    expect((await api(s.url, path, { token: member })).status).toBe(403);
    const empty = strategyGateResponseSchema.parse((await api(s.url, path, { token: admin })).body);
    expect(empty.current).toEqual([]);
    expect(empty.history).toEqual([]);
    // The engine says whether it applies the gate (off on simulated prices by default); no engine yet: null.
    expect(empty.mode).toBeNull();

    const evidence = (avg: number) => ({
      trades: 120,
      win_rate: 0.41,
      avg_net_pct: avg,
      baseline_mean_pct: 0.01,
      baseline_p95_pct: 0.12,
      percentile: 97.5,
      max_drawdown_pct: 12.3,
      symbols: 30,
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-11-01T00:00:00.000Z',
    });
    const db = s.application.ctx.db;
    for (const [strategy, tf, published, avg] of [
      ['MACD_MOMENTUM', '1h', false, 0.05],
      ['MACD_MOMENTUM', '1h', true, 0.2],
      ['MEAN_REVERSION', '4h', false, -0.1],
    ] as const)
      await db.query(
        'INSERT INTO strategy_gate_decisions (strategy, timeframe, published, reason, evidence) VALUES ($1, $2, $3, $4, $5)',
        [strategy, tf, published, `motivo ${strategy} ${avg}`, JSON.stringify(evidence(avg))],
      );
    await db.query(`INSERT INTO engine_state (key, value, updated_at) VALUES ('strategy_gate', $1, now())`, [
      JSON.stringify({ enabled: true, reason: 'Portão de estratégias ligado', source: 'binance' }),
    ]);
    const body = strategyGateResponseSchema.parse((await api(s.url, path, { token: admin })).body);
    expect(body.mode).toEqual({ enabled: true, reason: 'Portão de estratégias ligado', source: 'binance' });
    expect(body.current.map((d) => [d.strategy, d.timeframe, d.published])).toEqual([
      ['MACD_MOMENTUM', '1h', true],
      ['MEAN_REVERSION', '4h', false],
    ]);
    expect(body.current[0]!.evidence.avg_net_pct).toBe(0.2);
    expect(body.history.map((d) => d.reason)).toEqual([
      'motivo MEAN_REVERSION -0.1',
      'motivo MACD_MOMENTUM 0.2',
      'motivo MACD_MOMENTUM 0.05',
    ]);
  });
});
