import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDb, createPostgresDb, loadMigrations, migrate, type Db } from '@sinais/shared/server';
import { createTestDatabase, postgresUnavailable, reportSkip } from '../helpers/services';

reportSkip(postgresUnavailable, 'storage on PostgreSQL');

const stores: Array<{
  name: string;
  skip: boolean;
  open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>;
}> = [
  {
    name: 'embedded (PGlite)',
    skip: false,
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sinais-db-'));
      const db = await createEmbeddedDb(dir, { template: null });
      return { db, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    skip: postgresUnavailable !== null,
    open: async () => {
      const t = await createTestDatabase();
      const db = createPostgresDb(t.url);
      return { db, cleanup: t.drop };
    },
  },
];

describe.each(stores)('migrations on $name', ({ skip, open }) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it.skipIf(skip)('applies every migration once and agrees on the schema', async () => {
    const { db, cleanup } = await open();
    cleanups.push(async () => {
      await db.close();
      await cleanup();
    });
    const all = loadMigrations();
    expect(all.length).toBeGreaterThan(0);
    const first = await migrate(db);
    expect(first).toEqual(all.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ id: string; n: number }>(
      "INSERT INTO users (email, username, name, password_hash) VALUES ('a@b.co', 'a', 'a', 'x') RETURNING id, 1::int8 AS n",
    );
    expect(typeof rows[0]?.id).toBe('string');
    expect(rows[0]?.n).toBe(1);
    await expect(
      db.tx(async (q) => {
        await q.query(
          "INSERT INTO users (email, username, name, password_hash) VALUES ('b@b.co','b','b','x')",
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const count = await db.query<{ c: number }>('SELECT count(*)::int8 AS c FROM users');
    expect(count[0]?.c).toBe(1);
  });
});
