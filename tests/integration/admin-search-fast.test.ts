import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../helpers/accounts';
import { api } from '../helpers/server';
import { GATEWAY_STORES, startServerOnTestDb, type StackServer } from '../helpers/stack';

const ADMIN = { ADMIN_EMAIL: 'chefe.busca@sinais.test', ADMIN_PASSWORD: 'admin-senha-123' };

describe.each(GATEWAY_STORES)('admin search that never sorts every match, on $name', ({ skip, embedded }) => {
  let s: StackServer;
  let admin: string;
  const search = (q: string, extra = '') =>
    api(s.url, `/api/admin/search?q=${encodeURIComponent(q)}${extra}`, { token: admin });
  const suggest = async (q: string) =>
    (await api(s.url, `/api/admin/search/suggestions?q=${encodeURIComponent(q)}`, { token: admin })).body
      .suggestions as Array<{ text: string; type: string; label: string }>;

  beforeAll(async () => {
    if (skip) return;
    s = await startServerOnTestDb(ADMIN, { embedded });
    admin = await loginToken(s.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const db = s.application.ctx.db;
    // 30 older accounts named "Zeta", then 4,100 newer ones that are not: the newest-first window (4,000 rows)
    // holds no "zeta", so the page comes from the older rows, newest first, and pages on by cursor.
    await db.query(
      `INSERT INTO users (name, email, username, password_hash, created_at)
       SELECT 'Zeta Cliente ' || g, 'zeta' || g || '@exemplo.com.br', 'zeta' || g, 'x', now() - interval '30 days' - g * interval '1 minute'
       FROM generate_series(1, 30) g`,
    );
    await db.query(
      `INSERT INTO users (name, email, username, password_hash, created_at)
       SELECT 'Outro ' || g, 'outro' || g || '@exemplo.com.br', 'outro' || g, 'x', now() - g * interval '1 second'
       FROM generate_series(1, 4100) g`,
    );
    for (const [nm, email] of [
      ['Ana Natália Prado', 'ana.prado@exemplo.com.br'],
      ['Bruno Silva', 'contato.bruno@exemplo.com.br'],
      ['João Conceição', 'joao.c@exemplo.com.br'],
    ] as const)
      await db.query(`INSERT INTO users (name, email, username, password_hash) VALUES ($1, $2, $3, 'x')`, [
        nm,
        email,
        email.split('@')[0],
      ]);
  });

  afterAll(async () => {
    await s?.close();
  });

  it.skipIf(skip)('finds every word in any order, with any spacing, accents folded', async () => {
    for (const q of ['conceicao joao', 'joão   conceição', 'JOAO  CONCEICAO']) {
      const r = await search(q, '&type=users');
      expect(r.status, q).toBe(200);
      expect(
        r.body.results.users.map((u: { name: string }) => u.name),
        q,
      ).toEqual(['João Conceição']);
    }
  });

  it.skipIf(skip)(
    'pages by cursor through matches older than the newest window, none repeated or lost',
    async () => {
      const first = await search('zeta', '&type=users&limit=20');
      expect(first.body.counts.users).toMatchObject({ total: 30, capped: false, partial: false });
      const page1 = first.body.results.users as Array<{ name: string; created_at: string }>;
      expect(page1).toHaveLength(20);
      // Exact and starts-with tiers first ("Zeta Cliente 1" starts with zeta), each newest first.
      expect(page1[0]!.name).toBe('Zeta Cliente 1');
      const second = await search('zeta', `&type=users&limit=20&cursor=${first.body.counts.users.next}`);
      const page2 = second.body.results.users as Array<{ name: string; created_at: string }>;
      expect(page2).toHaveLength(10);
      expect(second.body.counts.users.next).toBeNull();
      const names = [...page1, ...page2].map((u) => u.name);
      expect(new Set(names).size).toBe(30);
      expect(names).toEqual(Array.from({ length: 30 }, (_, i) => `Zeta Cliente ${i + 1}`));
    },
  );

  it.skipIf(skip)('a broad term stops at the newest rows and reports the capped count', async () => {
    const r = await search('outro', '&type=users&limit=10');
    expect(r.body.counts.users).toMatchObject({ total: 1000, capped: true });
    expect(r.body.results.users.map((u: { name: string }) => u.name)[0]).toBe('Outro 1');
  });

  it.skipIf(skip)('refuses a cursor it did not write, in Portuguese', async () => {
    for (const bad of ['abc', Buffer.from('[0,"x","y"]').toString('base64url')]) {
      const r = await search('zeta', `&type=users&cursor=${bad}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/Continuação de busca inválida/);
    }
    const wrongSection = await search(
      'zeta',
      '&type=all&cursor=' + Buffer.from('[0,"2026-01-01 00:00:00+00","1"]').toString('base64url'),
    );
    expect(wrongSection.status).toBe(400);
  });

  it.skipIf(skip)(
    'suggests people by any part of the name or e-mail, words in any order (issue 21)',
    async () => {
      const byText = async (q: string) =>
        (await suggest(q)).filter((x) => x.type === 'users').map((x) => x.text);
      expect(await byText('prado')).toEqual(['ana.prado@exemplo.com.br']);
      expect(await byText('natalia')).toEqual(['ana.prado@exemplo.com.br']);
      expect(await byText('silva bruno')).toEqual(['contato.bruno@exemplo.com.br']);
      expect(await byText('bruno   silva')).toEqual(['contato.bruno@exemplo.com.br']);
      expect(await byText('conceição')).toEqual(['joao.c@exemplo.com.br']);
      const zeta = await suggest('zeta cliente 1');
      expect(zeta[0]).toMatchObject({
        type: 'users',
        label: 'Usuário · Zeta Cliente 1 <zeta1@exemplo.com.br>',
      });
    },
  );
});
