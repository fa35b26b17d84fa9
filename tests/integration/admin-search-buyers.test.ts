import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../helpers/accounts';
import { api } from '../helpers/server';
import { GATEWAY_STORES, startServerOnTestDb, type StackServer } from '../helpers/stack';

const ADMIN = { ADMIN_EMAIL: 'chefe.compras@sinais.test', ADMIN_PASSWORD: 'admin-senha-123' };

/**
 * The payments section finds a purchase by its buyer through the buyer's search text kept on the purchase
 * (migration 072): it must follow the buyer's changes, on both stores.
 */
describe.each(GATEWAY_STORES)(
  "admin search finds purchases by their buyer, after the buyer's changes, on $name",
  ({ skip, embedded }) => {
    let s: StackServer;
    let admin: string;
    const payments = async (q: string) => {
      const r = await api(s.url, `/api/admin/search?q=${encodeURIComponent(q)}&type=payments`, {
        token: admin,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return {
        buyers: (r.body.results.payments as Array<{ customer_name: string }>).map((p) => p.customer_name),
        count: r.body.counts.payments as { total: number; capped: boolean; partial: boolean },
      };
    };

    beforeAll(async () => {
      if (skip) return;
      s = await startServerOnTestDb(ADMIN, { embedded });
      admin = await loginToken(s.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const db = s.application.ctx.db;
      const [u] = await db.query<{ id: string }>(
        `INSERT INTO users (name, email, username, password_hash) VALUES ('Heloísa Quintão', 'helo.q@exemplo.com.br', 'heloq', 'x')
       RETURNING id`,
      );
      await db.query(
        `INSERT INTO purchases (user_id, course_id, provider, method, status, amount_cents, external_reference)
       VALUES ($1, 'despertar_crypto', 'sandbox', 'pix', 'approved', 19700, 'ref-compradora-1')`,
        [u!.id],
      );
    });

    afterAll(async () => {
      await s?.close();
    });

    it.skipIf(skip)('by name, e-mail and accents, then by the name the buyer has now', async () => {
      for (const q of ['heloisa', 'QUINTÃO', 'helo.q@', 'quintao heloisa'])
        expect(await payments(q), q).toEqual({
          buyers: ['Heloísa Quintão'],
          count: expect.objectContaining({ total: 1, capped: false, partial: false }),
        });
      await s.application.ctx.db.query(
        `UPDATE users SET name = 'Heloísa Andrade' WHERE email = 'helo.q@exemplo.com.br'`,
      );
      expect((await payments('andrade')).buyers).toEqual(['Heloísa Andrade']);
      expect((await payments('quintao')).buyers).toEqual([]);
    });

    it.skipIf(skip)('a two-letter term no trigram narrows is answered whole, not partial', async () => {
      expect(await payments('zq')).toEqual({
        buyers: [],
        count: expect.objectContaining({ total: 0, capped: false, partial: false }),
      });
    });
  },
);
