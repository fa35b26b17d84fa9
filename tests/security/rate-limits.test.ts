import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readOutbox, statusesInARow } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: rate limits');

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const count = async (s: SecurityServer, sql: string, params: unknown[] = []) =>
  (await s.db.query<{ n: number }>(sql, params))[0]!.n;

describe.skipIf(securityUnavailable !== null)(
  'rate limits on forgot-password, register and customers/save',
  () => {
    let s: SecurityServer;
    beforeAll(async () => {
      s = await startSecurityServer({
        TRUST_PROXY: 'true',
        FORGOT_MAX_PER_EMAIL: '3',
        FORGOT_MAX_PER_IP: '6',
        REGISTER_MAX_PER_IP: '5',
        CUSTOMER_SAVE_MAX_PER_IP: '5',
      });
    });
    afterAll(async () => s?.close());

    it('forgot-password: 20 requests for one victim from 20 addresses send at most 3 e-mails', async () => {
      const victim = await s.newUser('alvo-email');
      const statuses = await statusesInARow(20, (i) =>
        api(s.srv.url, '/api/forgot-password/', {
          body: { email: victim.email },
          headers: from(`10.1.0.${i}`),
        }),
      );
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3).every((x) => x === 429)).toBe(true);
      // E-mails go out after the reply; the refused requests never started one, so 3 is final once reached.
      const mails = () => readOutbox(s.srv.dataDir).filter((m) => m.to === victim.email).length;
      for (let i = 0; i < 100 && mails() < 3; i++) await sleep(100);
      expect(mails()).toBe(3);
      // Counted the same for an address nobody registered: a 429 reveals nothing.
      const ghost = [];
      for (let i = 0; i < 4; i++)
        ghost.push(
          (
            await api(s.srv.url, '/api/forgot-password/', {
              body: { email: 'fantasma@example.com' },
              headers: from(`10.2.0.${i}`),
            })
          ).status,
        );
      expect(ghost).toEqual([200, 200, 200, 429]);
    });

    it('forgot-password: one address asking for many accounts is stopped after 6', async () => {
      const statuses = await statusesInARow(10, (i) =>
        api(s.srv.url, '/api/forgot-password/', {
          body: { email: `conta${i}@example.com` },
          headers: from('10.3.0.1'),
        }),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
      const blocked = await api(s.srv.url, '/api/forgot-password/', {
        body: { email: 'outra@example.com' },
        headers: from('10.3.0.1'),
      });
      expect(blocked.body.message).toMatch(/Muitos pedidos/);
      expect(blocked.body.retry_after).toBeGreaterThan(0);
    });

    it('register: 15 sign-ups in a row from one address create 5 accounts', async () => {
      const before = await count(s, 'SELECT count(*)::int AS n FROM users');
      const statuses = await statusesInARow(15, (i) =>
        api(s.srv.url, '/api/auth/register', {
          body: {
            username: `robo${i}`,
            email: `robo${i}-${Date.now()}@example.com`,
            password: 'senha-forte-1',
          },
          headers: from('10.4.0.1'),
        }),
      );
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses.slice(5).every((x) => x === 429)).toBe(true);
      expect(await count(s, 'SELECT count(*)::int AS n FROM users')).toBe(before + 5);
      // Another address is not affected.
      const other = await api(s.srv.url, '/api/auth/register', {
        body: { username: 'pessoa', email: `pessoa-${Date.now()}@example.com`, password: 'senha-forte-1' },
        headers: from('10.4.0.2'),
      });
      expect(other.status).toBe(201);
    });

    it('customers/save: 30 anonymous saves from one address store 5 rows', async () => {
      const before = await count(s, 'SELECT count(*)::int AS n FROM customers');
      const statuses = await statusesInARow(30, (i) =>
        api(s.srv.url, '/api/customers/save', {
          body: { email: `lead${i}@example.com`, firstName: 'Lead', courseId: 'masterclass' },
          headers: from('10.5.0.1'),
        }),
      );
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses.slice(5).every((x) => x === 429)).toBe(true);
      expect(await count(s, 'SELECT count(*)::int AS n FROM customers')).toBe(before + 5);
    });
  },
);
