import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_ROWS } from '../../realtime-server/src/admin/data/recent-matches';
import { loginToken } from '../helpers/accounts';
import { api, startTestServer, type TestServer } from '../helpers/server';
import { createTestDatabase, postgresUnavailable, reportSkip } from '../helpers/services';

reportSkip(postgresUnavailable, 'admin search that is complete or says what it left out, on PostgreSQL');

const ADMIN = { ADMIN_EMAIL: 'chefe.completa@sinais.test', ADMIN_PASSWORD: 'admin-senha-123' };

interface Count {
  total: number;
  capped: boolean;
  next: string | null;
  partial: boolean;
  searched_to: string | null;
}

/**
 * Issue 29 §7: no time limit. Every answer is complete, or partial by a bounded number of rows searched, saying
 * where it stopped (`searched_to`) and continuing there (`next`, "Mais resultados"). Asserted on the answers'
 * contents, never on how long they took.
 */
describe.skipIf(postgresUnavailable !== null)('admin search, complete or saying what it left out', () => {
  let s: TestServer;
  let admin: string;
  let drop: () => Promise<void> = async () => undefined;
  const logs = async (q: string, cursor?: string) => {
    const r = await api(
      s.url,
      `/api/admin/search?q=${encodeURIComponent(q)}&type=logs&limit=20${cursor ? `&cursor=${cursor}` : ''}`,
      { token: admin },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return {
      rows: r.body.results.logs as Array<{ action: string; target: string }>,
      count: r.body.counts.logs as Count,
    };
  };

  beforeAll(async () => {
    const t = await createTestDatabase();
    drop = t.drop;
    s = await startTestServer({ ...ADMIN, DATABASE_URL: t.url });
    admin = await loginToken(s.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const db = s.application.ctx.db;
    // 30 old rows whose target holds "zq" (two letters: no trigram, only a walk finds them) and 25 old logins,
    // under more newer rows than one answer walks.
    await db.query(
      `INSERT INTO audit_logs (action, target, created_at)
       SELECT 'antigo.evento', 'alvo-zq-' || g, now() - interval '60 days' - g * interval '1 minute' FROM generate_series(1, 30) g`,
    );
    await db.query(
      `INSERT INTO audit_logs (action, actor_email, created_at)
       SELECT 'user.login', 'membro' || g || '@exemplo.com.br', now() - interval '50 days' - g * interval '1 minute'
       FROM generate_series(1, 25) g`,
    );
    await db.query(
      `INSERT INTO audit_logs (action, target, created_at)
       SELECT 'engine.pause', 'ruido-' || g, now() - interval '1 day' - g * interval '1 second'
       FROM generate_series(1, $1::int) g`,
      [SCAN_ROWS + 5000],
    );
    await db.query('ANALYZE audit_logs');
  }, 120_000);

  afterAll(async () => {
    await s?.close();
    await drop();
  });

  it('finds user.login rows behind the newest ones, through the action, with the exact count', async () => {
    const first = await logs('user.login');
    expect(first.rows).toHaveLength(20);
    expect(new Set(first.rows.map((r) => r.action))).toEqual(new Set(['user.login']));
    expect(first.count).toMatchObject({ total: 25, capped: false, partial: false });
    const second = await logs('user.login', first.count.next!);
    expect(second.rows).toHaveLength(5);
    expect(second.count.next).toBeNull();
  });

  it('a term no index serves answers partial with where it stopped, and "mais resultados" reaches every match', async () => {
    const seen: string[] = [];
    let answer = await logs('zq');
    // The first answer walked its row budget through the newer rows: nothing hidden, it says so.
    expect(answer.rows).toEqual([]);
    expect(answer.count.partial).toBe(true);
    expect(answer.count.searched_to).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(answer.count.next).not.toBeNull();
    expect(answer.count.capped).toBe(true);
    let pages = 0;
    while (answer.count.next) {
      seen.push(...answer.rows.map((r) => r.target));
      // Never partial without the rest offered.
      if (answer.count.partial) expect(answer.count.next).not.toBeNull();
      answer = await logs('zq', answer.count.next);
      expect(++pages).toBeLessThan(10);
    }
    seen.push(...answer.rows.map((r) => r.target));
    expect(answer.count.partial).toBe(false);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => `alvo-zq-${i + 1}`));
  });

  it('a rare term with trigrams is read through its index at once: complete, exact count', async () => {
    const r = await logs('alvo-zq-1');
    // alvo-zq-1, alvo-zq-10 … alvo-zq-19: 11 rows, all in one complete answer.
    expect(r.rows.map((x) => x.target)).toEqual([
      'alvo-zq-1',
      ...Array.from({ length: 10 }, (_, i) => `alvo-zq-${i + 10}`),
    ]);
    expect(r.count).toMatchObject({ total: 11, capped: false, partial: false, next: null });
  });
});
