import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beat } from '../helpers/engine-state';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';
import { makeSignal } from '@sinais/shared/testing';
import { commitRejected, commitSignalChange, confirmNewSignal } from '@sinais/shared/testing/server';

reportSkip(postgresUnavailable, 'public monitoring figures on PostgreSQL');

/** Issue 28: the public GET /api/unified/monitoring/status counts published signals only. */
describe.skipIf(postgresUnavailable !== null)('public monitoring figures', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServerOnTestDb({ JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres' });
    // The engine's own status counts experimental decisions too: 0.97 while nothing was published.
    await s.application.ctx.db.query(
      `INSERT INTO engine_state (key, value, updated_at) VALUES ('monitoring_status', $1, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [
        JSON.stringify({
          is_active: true,
          thread_status: 'running',
          pending_signals_count: 7,
          processing_rate: 9,
          confirmation_rate: 0.97,
          rejection_rate: 0.03,
          avg_processing_time: 12,
          last_activity: new Date().toISOString(),
        }),
      ],
    );
    await beat(s.application.ctx.db, new Date());
  });
  afterAll(async () => s?.close());

  const status = async () => {
    const res = await api(s.url, '/api/unified/monitoring/status');
    expect(res.status).toBe(200);
    return res.body.data as Record<string, number>;
  };

  it('experimental confirmations, rejections and pending signals are not counted; published ones are', async () => {
    const { db } = s.application.ctx;
    await confirmNewSignal(db, null, { symbol: 'EXPAUSDT', experimental: true });
    await confirmNewSignal(db, null, { symbol: 'EXPBUSDT', experimental: true });
    await commitSignalChange(db, null, makeSignal({ symbol: 'EXPCUSDT', experimental: true }), 'created');
    expect(await status()).toMatchObject({
      confirmation_rate: 0,
      rejection_rate: 0,
      pending_signals_count: 0,
      processing_rate: 0,
    });

    await confirmNewSignal(db, null, { symbol: 'PUBAUSDT' });
    await commitRejected(db, null, makeSignal({ symbol: 'PUBBUSDT', status: 'PENDING' }));
    await commitSignalChange(db, null, makeSignal({ symbol: 'PUBCUSDT' }), 'created');
    const figures = await status();
    expect(figures).toMatchObject({
      confirmation_rate: 0.5,
      rejection_rate: 0.5,
      pending_signals_count: 1,
      processing_rate: 2,
    });
    expect(figures.avg_processing_time).toBeGreaterThanOrEqual(0);
  });
});
