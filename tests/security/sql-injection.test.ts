import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: SQL injection');

/** Classic, blind (time-based), stacked-query and encoding payloads. */
const PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; DELETE FROM signals',
  "%' OR '%'='",
  "' UNION SELECT id::text, email, password_hash, null, null FROM users --",
  "'||pg_sleep(3)||'",
  '1) OR pg_sleep(3) IS NULL --',
  "\\' OR 1=1 --",
  '$$; DROP TABLE users; $$',
  '_%',
  'ç\'"`;\\',
  '\u0000',
  '-1',
  '99999999999999999999999',
  'admin@seguranca.test',
];

/** Signs of a query that went wrong or of data that should never be in an answer (the echoed payload aside). */
const LEAK =
  /\$argon2|password_hash"\s*:|syntax error|relation "|column "|at character|ERROR:|invalid input syntax/i;

/**
 * Every search or filter parameter the API has today (grep `req.query` / `req.params` in
 * realtime-server/src/<area>/routes). A new route with a parameter belongs here.
 */
function targets(p: string): Array<{ path: string; as: 'admin' | 'member' | 'anon' }> {
  const e = encodeURIComponent(p);
  const list: Array<{ path: string; as: 'admin' | 'member' | 'anon' }> = [];
  for (const type of ['all', 'users', 'signals', 'payments', 'logs'])
    list.push({ path: `/api/admin/search?q=${e}&type=${type}`, as: 'admin' });
  list.push(
    { path: `/api/admin/search?q=btc&type=${e}`, as: 'admin' },
    { path: `/api/admin/search?q=btc&limit=${e}`, as: 'admin' },
    { path: `/api/admin/search?q=${e}&q=${e}`, as: 'admin' },
    { path: `/api/admin/search/suggestions?q=${e}`, as: 'admin' },
    { path: `/api/admin/regras-imutaveis/historico?periodo=${e}`, as: 'admin' },
    { path: `/api/real-analysis/price-history?symbol=${e}`, as: 'admin' },
    { path: `/api/system/logs?service=${e}`, as: 'admin' },
    { path: `/api/system/logs?level=${e}`, as: 'admin' },
    { path: `/api/system/logs?limit=${e}&after_id=${e}`, as: 'admin' },
    { path: `/api/unified/signals/confirmed?since=${e}`, as: 'anon' },
    { path: `/api/trading-command/confirmed?since=${e}`, as: 'anon' },
    { path: `/api/unified/signals/pending?since=${e}`, as: 'admin' },
    { path: `/api/unified/signals/rejected?since=${e}`, as: 'admin' },
    { path: `/api/unified/signals/all?since=${e}`, as: 'admin' },
    { path: `/api/lessons/progress?course=${e}`, as: 'member' },
    { path: `/api/lessons/${e}`, as: 'member' },
    { path: `/api/pages/${e}`, as: 'anon' },
    { path: `/api/courses/${e}/lessons`, as: 'anon' },
    { path: `/api/payments/check-access/${e}`, as: 'member' },
    { path: `/api/payments/check-lesson-access/${e}`, as: 'member' },
    { path: `/api/payments/status/${e}`, as: 'member' },
    { path: `/api/payments/checkout-state/${e}`, as: 'member' },
    { path: `/api/sales-config?variant=${e}`, as: 'anon' },
  );
  for (const list_ of ['users', 'purchases', 'accesses']) {
    list.push(
      { path: `/api/crm/${list_}?q=${e}`, as: 'admin' },
      { path: `/api/crm/${list_}?status=${e}`, as: 'admin' },
      { path: `/api/crm/${list_}?page=${e}&page_size=${e}`, as: 'admin' },
    );
  }
  return list;
}

describe.skipIf(securityUnavailable !== null)('SQL injection in every search and filter parameter', () => {
  let s: SecurityServer;
  let member: Awaited<ReturnType<SecurityServer['newUser']>>;

  beforeAll(async () => {
    s = await startSecurityServer();
    member = await s.newUser('sqli');
    await s.newUser('outro');
    for (let i = 0; i < 3; i++)
      await confirmNewSignal(s.db, s.srv.application.ctx.bus, { symbol: `SQL${i}USDT` });
  });
  afterAll(async () => s?.close());

  it('answers 2xx/4xx quickly, leaks nothing, returns no extra rows and changes no data', async () => {
    const before = await s.fingerprint();
    const failures: string[] = [];
    let requests = 0;
    for (const p of PAYLOADS) {
      for (const t of targets(p)) {
        const token = t.as === 'admin' ? s.adminToken : t.as === 'member' ? member.token : undefined;
        const start = Date.now();
        const res = await api(s.srv.url, t.path, { token });
        const ms = Date.now() - start;
        requests++;
        const raw = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        const text = raw.split(JSON.stringify(p).slice(1, -1)).join('').split(p).join('');
        if (res.status >= 500) failures.push(`${res.status} ${t.path}: ${raw.slice(0, 160)}`);
        else if (ms > 2500) failures.push(`${ms} ms (pg_sleep executado?) ${t.path}`);
        else if (LEAK.test(text)) failures.push(`vazamento em ${t.path}: ${text.slice(0, 160)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(requests).toBeGreaterThan(500);

    // A tautology must not turn a search into "everything".
    for (const q of ["' OR '1'='1", "%' OR '%'='", '_%']) {
      const r = await api(s.srv.url, `/api/admin/search?q=${encodeURIComponent(q)}&type=users`, {
        token: s.adminToken,
      });
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toContain('@example.com');
      const crm = await api(s.srv.url, `/api/crm/users?q=${encodeURIComponent(q)}`, { token: s.adminToken });
      expect(JSON.stringify(crm.body)).not.toContain('@example.com');
    }
    expect(await s.fingerprint()).toEqual(before);
    const tables = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('users', 'signals', 'purchases')`,
    );
    expect(tables[0]!.n).toBe(3);
  }, 180_000);
});
