import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSchema } from '@sinais/shared';
import { beat } from '../helpers/engine-state';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { startWithMemberAndAdmin } from '../helpers/stack';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange, confirmNewSignal } from '@sinais/shared/testing/server';

reportSkip(postgresUnavailable, 'member-area REST on PostgreSQL');

const saveState = (s: TestServer, key: string, value: unknown) =>
  s.application.ctx.db.query(
    `INSERT INTO engine_state (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );

describe.skipIf(postgresUnavailable !== null)('member-area REST on real PostgreSQL', () => {
  let s: TestServer;
  let member = '';
  let admin = '';

  beforeAll(async () => {
    ({
      server: s,
      member,
      admin,
    } = await startWithMemberAndAdmin({
      username: 'Ana Membro',
      email: 'ana@example.com',
      password: 'senha-123',
    }));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('serves confirmed signals publicly with latest_seq, and the pending/rejected lists to admins only', async () => {
    const db = s.application.ctx.db;
    const bus = s.application.ctx.bus;
    const seqBuy = await confirmNewSignal(db, bus, {
      symbol: 'ETHUSDT',
      entry_price: 3100.25,
      target_price: 3200,
      stop_loss: 3050,
    });
    const seqSell = await confirmNewSignal(db, bus, {
      symbol: 'SOLUSDT',
      direction: 'VENDA',
      entry_price: 150,
      target_price: 140,
      stop_loss: 155,
    });
    await commitSignalChange(db, bus, makeSignal({ symbol: 'XRPUSDT' }), 'created');
    const rej = makeSignal({ symbol: 'ADAUSDT' });
    await commitSignalChange(db, bus, rej, 'created');
    const lastSeq = await commitSignalChange(
      db,
      bus,
      {
        ...rej,
        status: 'REJECTED',
        rejected_at: new Date().toISOString(),
        rejection_reasons: ['Volume baixo'],
      },
      'rejected',
    );

    for (const path of ['/api/trading-command/confirmed', '/api/unified/signals/confirmed']) {
      const res = await api(s.url, path);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.latest_seq).toBe(lastSeq);
      expect(res.body.data.count).toBe(2);
      const list = res.body.data.confirmed_signals;
      expect(list.map((x: any) => x.symbol)).toEqual(['SOLUSDT', 'ETHUSDT']);
      expect(list[1]).toMatchObject({
        status: 'CONFIRMED',
        outcome: 'OPEN',
        stop_loss: 3050,
        type: 'COMPRA',
        signal_class: 'ELITE',
      });
    }
    expect(seqSell).toBeGreaterThan(seqBuy);

    for (const path of [
      '/api/unified/signals/pending',
      '/api/btc-signals/pending',
      '/api/unified/signals/rejected',
      '/api/trading-command/rejected',
      '/api/unified/signals/all',
    ]) {
      expect((await api(s.url, path)).status, path).toBe(401);
      expect((await api(s.url, path, { token: member })).status, path).toBe(403);
      expect((await api(s.url, path, { token: admin })).status, path).toBe(200);
    }
    const pending = (await api(s.url, '/api/unified/signals/pending', { token: admin })).body;
    expect(pending.data.count).toBe(1);
    expect(pending.data.pending_signals[0].symbol).toBe('XRPUSDT');
    expect(
      (await api(s.url, '/api/btc-signals/pending', { token: admin })).body.data.pending_signals,
    ).toHaveLength(1);
    const rejected = (await api(s.url, '/api/trading-command/rejected', { token: admin })).body;
    expect(rejected.data.rejected_signals[0]).toMatchObject({ symbol: 'ADAUSDT', status: 'REJECTED' });
    const all = (await api(s.url, '/api/unified/signals/all', { token: admin })).body;
    expect(all.data.confirmed.signals).toHaveLength(2);
    expect(all.data.pending.signals).toHaveLength(1);
    expect(all.data.rejected.signals).toHaveLength(1);
    expect(all.data.summary).toMatchObject({ confirmed: 2, pending: 1, rejected: 1, total: 4 });
    expect(all.data.latest_seq).toBe(lastSeq);
  });

  it('answers 503 for BTC routes until the engine has a snapshot, then serves it', async () => {
    expect((await api(s.url, '/api/btc-price')).status).toBe(503);
    expect((await api(s.url, '/api/btc_sentiment')).status).toBe(503);
    const now = new Date().toISOString();
    await saveState(s, 'btc', {
      price: 96123.45,
      change_24h: 2.5,
      volume_24h: 31e9,
      market_cap: 1.9e12,
      dominance: 57.2,
      simulated: false,
      updated_at: now,
    });

    // A price from an engine that stopped beating is served, flagged as stale (never shown as live).
    const silent = await api(s.url, '/api/btc-price');
    expect(silent.status).toBe(200);
    expect(silent.body).toMatchObject({ price: 96123.45, stale: true });
    await beat(s.application.ctx.db, new Date());
    const price = await api(s.url, '/api/btc-price');
    expect(price.status).toBe(200);
    expect(price.body).toMatchObject({ price: 96123.45, change_24h: 2.5, simulated: false, stale: false });
    expect(price.body.strength).toBeGreaterThan(50);

    const real = await api(s.url, '/api/btc-real-data');
    expect(real.body).toMatchObject({
      success: true,
      data: { price: 96123.45, volume_24h: 31e9, market_cap: 1.9e12, dominance: 57.2 },
    });

    const market = await api(s.url, '/api/market-status');
    expect(market.status).toBe(200);
    expect(market.body.data.price).toBe(96123.45);
    for (const m of [market.body.data.markets.new_york, market.body.data.markets.asia]) {
      expect(['ABERTO', 'FECHADO', 'PRÉ-MERCADO', 'PÓS-MERCADO', 'INTERVALO']).toContain(m.status);
      expect(m.time).toMatch(/^\d\d:\d\d$/);
    }
    expect(market.body.data.markets.new_york.time_zone).toBe('America/New_York');
    expect(market.body.data.markets.asia.time_zone).toBe('Asia/Tokyo');

    // Sentiment without derivatives: price and volume only; with them: all five inputs.
    let sent = (await api(s.url, '/api/btc_sentiment')).body;
    expect(sent.sources.sort()).toEqual(['price', 'volume']);
    expect(sent.funding_rate_data.value).toBeNull();
    expect(sent.price_data).toMatchObject({ current_price: 96123.45, price_change_24h_percent: 2.5 });
    await saveState(s, 'btc_derivatives', {
      funding_rate: 0.0003,
      next_funding_time: now,
      open_interest: 81000,
      open_interest_change_1h: 1.2,
      long_short_ratio: 1.4,
      volume_usdt_24h: 30e9,
      volume_usdt_avg: 25e9,
      updated_at: now,
    });
    sent = (await api(s.url, '/api/btc_sentiment')).body;
    expect(sent.sources.sort()).toEqual(['funding', 'long_short', 'open_interest', 'price', 'volume']);
    expect(sent).toMatchObject({
      symbol: 'BTCUSDT',
      funding_rate_data: { value: 0.0003 },
      open_interest_data: { value: 81000, change_1h_percent: 1.2 },
      long_short_ratio_data: { value: 1.4 },
      volume_data: { value_usdt_24h: 30e9 },
    });
    expect(sent.overall_sentiment.score).toBeGreaterThan(60);
    expect(typeof sent.overall_sentiment.description).toBe('string');
    expect(sent.overall_sentiment.color_code).toMatch(/^#/);
  });

  it('serves metrics and cleanup status with a bearer token, and monitoring status', async () => {
    expect((await api(s.url, '/api/btc-signals/metrics')).status).toBe(401);
    expect((await api(s.url, '/api/cleanup-status')).status).toBe(401);
    const metrics = (await api(s.url, '/api/btc-signals/metrics', { token: member })).body;
    expect(metrics.data.btc_price_data.price).toBe(96123.45);
    expect(metrics.data.btc_analysis.strength).toBeGreaterThan(50);
    const cleanup = (await api(s.url, '/api/cleanup-status', { token: member })).body;
    expect(cleanup.data.source).toBe('schedule');
    expect(cleanup.data.morning_cleanup).toMatchObject({ time: '10:00', status: 'scheduled' });
    expect(cleanup.data.evening_cleanup).toMatchObject({ time: '21:00' });
    await saveState(s, 'cleanup_status', {
      morning_cleanup: {
        time: '10:00',
        status: 'completed',
        description: 'Limpeza matinal: ok',
        last_run: new Date().toISOString(),
        next_run: new Date().toISOString(),
      },
      evening_cleanup: {
        time: '21:00',
        status: 'scheduled',
        description: 'Limpeza noturna',
        last_run: null,
        next_run: new Date().toISOString(),
      },
    });
    expect((await api(s.url, '/api/cleanup-status', { token: member })).body.data).toMatchObject({
      source: 'engine',
      morning_cleanup: { status: 'completed' },
    });

    expect((await api(s.url, '/api/unified/monitoring/status')).status).toBe(503);
    await saveState(s, 'monitoring_status', {
      is_active: true,
      thread_status: 'running',
      pending_signals_count: 1,
      processing_rate: 3,
      confirmation_rate: 0.5,
      rejection_rate: 0.5,
      avg_processing_time: 12,
      last_activity: new Date().toISOString(),
    });
    // "Monitorando" only while the engine is alive (the probes' freshness rule).
    await beat(s.application.ctx.db, new Date(Date.now() - 60_000));
    const dead = (await api(s.url, '/api/unified/monitoring/status')).body;
    expect(dead).toMatchObject({ success: true, data: { is_active: false } });
    await beat(s.application.ctx.db, new Date());
    const mon = (await api(s.url, '/api/unified/monitoring/status')).body;
    expect(mon).toMatchObject({ success: true, data: { is_active: true } });
  });

  it('computes statistics from recorded outcomes, with a daily series', async () => {
    const db = s.application.ctx.db;
    // Each confirmed, then closed with its net P&L (fees 0.08). Expired with a positive net P&L: closed, not a
    // win (the shared definition).
    const closes = [
      { symbol: 'LINKUSDT', direction: 'COMPRA', outcome: 'TARGET_HIT', gross: 3.08, net: 3 },
      { symbol: 'DOTUSDT', direction: 'VENDA', outcome: 'STOP_HIT', gross: -1.42, net: -1.5 },
      { symbol: 'AVAXUSDT', direction: 'COMPRA', outcome: 'EXPIRED', gross: 0.58, net: 0.5 },
    ] as const;
    for (const c of closes) {
      const signal = makeSignal({
        symbol: c.symbol,
        direction: c.direction,
        status: 'CONFIRMED',
        outcome: 'OPEN',
        confirmed_at: new Date().toISOString(),
      });
      await commitSignalChange(db, null, signal, 'confirmed');
      await db.query(
        `UPDATE signals SET outcome = $2, gross_profit_loss = $3, fees_pct = 0.08, profit_loss = $4 WHERE id = $1`,
        [signal.id, c.outcome, c.gross, c.net],
      );
    }

    expect((await api(s.url, '/api/stats/realtime')).status).toBe(401);
    const stats = (await api(s.url, '/api/stats/realtime', { token: member })).body.data;
    expect(statsSchema.parse(stats)).toMatchObject({
      totalSignals: 5,
      buySignals: 3,
      sellSignals: 2,
      successRate: 33.3,
      closedSignals: 3,
      winSignals: 1,
      lossSignals: 1,
      expiredSignals: 1,
      rejectedSignals: 1,
      avgProfit: 0.67,
      marketStatus: 'BULL',
      marketStatusSource: 'btc',
    });
    expect(stats.successRateCi[0]).toBeLessThan(33.3);
    expect(stats.successRateCi[1]).toBeGreaterThan(33.3);
    expect(stats.activeUsers).toBeGreaterThanOrEqual(1);
    expect(stats.daily).toHaveLength(30);
    const today = stats.daily.at(-1);
    expect(today).toMatchObject({
      total: 5,
      target_hit: 1,
      stop_hit: 1,
      expired: 1,
      rejected: 1,
      profit_pct: 2,
    });
  });

  it('keeps the profile and the alert preferences, validated, per user', async () => {
    const p = (await api(s.url, '/api/account/profile', { token: member })).body.data.profile;
    expect(p).toMatchObject({
      nome: 'Ana Membro',
      email: 'ana@example.com',
      perfilFinanceiro: 'moderado',
      interesses: [],
    });
    const form = {
      nome: 'Ana Paula',
      nomePreferido: 'Ana',
      email: 'ana.contato@example.com',
      objetivos: 'Aprender swing trade',
      interesses: ['Criptomoedas', 'Tecnologia'],
      perfilFinanceiro: 'arrojado',
    };
    /** The member saves the profile form. */
    const save = (body: typeof form & { senha?: string }) =>
      api(s.url, '/api/account/profile', { method: 'PUT', token: member, body });
    const noPass = await save(form);
    expect(noPass.status).toBe(400);
    expect(noPass.body.field).toBe('senha');
    const wrong = await save({ ...form, senha: 'errada' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('wrong_password');
    const badEmail = await save({ ...form, email: 'x', senha: 'senha-123' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('E-mail inválido.');
    const badInterest = await save({ ...form, interesses: ['Futebol'], senha: 'senha-123' });
    expect(badInterest.status).toBe(400);
    const ok = await save({ ...form, senha: 'senha-123' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Perfil atualizado com sucesso!');
    const again = (await api(s.url, '/api/account/profile', { token: member })).body.data.profile;
    expect(again).toEqual({ ...form });
    expect(JSON.stringify(again)).not.toContain('senha-123');
    // The admin's profile is untouched.
    expect((await api(s.url, '/api/account/profile', { token: admin })).body.data.profile.nome).not.toBe(
      'Ana Paula',
    );

    const prefs = (await api(s.url, '/api/account/preferences', { token: member })).body.data.preferences;
    expect(prefs).toEqual({
      enabled: true,
      classes: ['PREMIUM+', 'ELITE', 'ELITE+'],
      directions: ['COMPRA', 'VENDA'],
      sound: false,
    });
    const bad = await api(s.url, '/api/account/preferences', {
      method: 'PUT',
      token: member,
      body: { enabled: true, classes: ['GOLD'] },
    });
    expect(bad.status).toBe(400);
    const saved = await api(s.url, '/api/account/preferences', {
      method: 'PUT',
      token: member,
      body: { enabled: true, classes: ['ELITE+'], directions: ['VENDA'], sound: true },
    });
    expect(saved.status).toBe(200);
    expect((await api(s.url, '/api/account/preferences', { token: member })).body.data.preferences).toEqual({
      enabled: true,
      classes: ['ELITE+'],
      directions: ['VENDA'],
      sound: true,
    });
    expect((await api(s.url, '/api/account/preferences')).status).toBe(401);
  });
});
