import { afterAll, describe, expect, it } from 'vitest';
import { loginToken } from '../helpers/accounts';
import { api } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { GATEWAY_STORES, startServerOnTestDb, type StackServer } from '../helpers/stack';

reportSkip(postgresUnavailable, 'admin search accents on PostgreSQL');

const ADMIN = { ADMIN_EMAIL: 'chefe@sinais.test', ADMIN_PASSWORD: 'admin-senha-123' };

describe.each(GATEWAY_STORES)('admin search for Brazilian names on $name', ({ skip, embedded }) => {
  let s: StackServer;
  afterAll(() => s?.close());

  it.skipIf(skip)(
    'finds "Natália" from "natalia" (and "JOÃO" from "joao"), exact and prefix first, pages each section, honest counts',
    { timeout: 90_000 },
    async () => {
      s = await startServerOnTestDb(ADMIN, { embedded });
      const db = s.application.ctx.db;
      const users: Array<[string, string, string]> = [
        ['Ana Natália Prado', 'ana.prado@exemplo.com.br', 'anaprado'],
        ['Natália', 'natalia@exemplo.com.br', 'natalia'],
        ['Natália Gonçalves', 'nat.goncalves@exemplo.com.br', 'natg'],
        ['João Conceição', 'joao.c@exemplo.com.br', 'joaoc'],
      ];
      for (const [name, email, username] of users)
        await db.query(
          `INSERT INTO users (name, email, username, password_hash, created_at) VALUES ($1, $2, $3, 'x', now() - interval '1 day')`,
          [name, email, username],
        );
      // Newer rows that only contain the term somewhere: date order alone would put them first.
      for (let i = 0; i < 25; i++)
        await db.query(`INSERT INTO users (name, email, username, password_hash) VALUES ($1, $2, $3, 'x')`, [
          `Cliente ${i}`,
          `cliente${i}.denatalia@exemplo.com.br`,
          `cli${i}`,
        ]);
      const admin = await loginToken(s.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);

      for (const q of ['natalia', 'NATALIA', 'Natália', 'natália']) {
        const r = await api(s.url, `/api/admin/search?q=${encodeURIComponent(q)}&type=users`, {
          token: admin,
        });
        expect(r.status, q).toBe(200);
        expect(r.body.counts.users, q).toMatchObject({ total: 28, capped: false, partial: false });
        const names = r.body.results.users.map((u: { name: string }) => u.name);
        // Exact name first, then names starting with it, then a later word, then the rest by date.
        expect(names.slice(0, 3), q).toEqual(['Natália', 'Natália Gonçalves', 'Ana Natália Prado']);
        expect(names).toHaveLength(20);
      }
      const joao = await api(s.url, '/api/admin/search?q=joao%20conceicao&type=users', { token: admin });
      expect(joao.body.results.users.map((u: { name: string }) => u.name)).toEqual(['João Conceição']);
      const cedilha = await api(s.url, '/api/admin/search?q=goncalves&type=users', { token: admin });
      expect(cedilha.body.counts.users.total).toBe(1);

      // Paging inside the section: the next 8 rows, none repeated.
      const first = await api(s.url, '/api/admin/search?q=natalia&type=users&limit=20', { token: admin });
      const next = first.body.counts.users.next as string;
      expect(next).toBeTruthy();
      const second = await api(s.url, `/api/admin/search?q=natalia&type=users&limit=20&cursor=${next}`, {
        token: admin,
      });
      expect(second.body.results.users).toHaveLength(8);
      const ids = new Set(
        [...first.body.results.users, ...second.body.results.users].map((u: { id: string }) => u.id),
      );
      expect(ids.size).toBe(28);
      expect(second.body).toMatchObject({ limit: 20 });
      expect(second.body.counts.users.next).toBeNull();
    },
  );
});
