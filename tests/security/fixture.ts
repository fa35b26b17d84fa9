import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '@sinais/shared/server';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, redisUnavailable } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';

/** The security suite runs on the machine's real PostgreSQL and Redis (a database and prefix of its own). */
export const securityUnavailable = postgresUnavailable ?? redisUnavailable;

export const JWT_SECRET = 'segredo-da-suite-de-seguranca-com-32+';
export const ADMIN = { email: 'admin@seguranca.test', password: 'admin-senha-123' };

export interface SecurityServer {
  srv: TestServer;
  db: Db;
  adminToken: string;
  adminId: string;
  newUser(
    prefix: string,
    password?: string,
  ): Promise<{ token: string; id: string; email: string; password: string }>;
  /**
   * A digest of the rows that matter, without timestamps that reads may touch (last_login_at, updated_at):
   * equal before and after a refused attack means the attack changed nothing.
   */
  fingerprint(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** What each table contributes to the fingerprint (volatile columns left out). */
const FINGERPRINT: Record<string, string> = {
  users: 'id, email, username, name, password_hash, is_admin, plan, status, token_version',
  user_profiles: 'user_id, profile, preferences',
  password_reset_tokens: 'id, user_id, token_hash, expires_at, used_at',
  user_sessions: 'id, user_id, token_version, device, place, ended_at',
  signals: '*',
  signal_events: '*',
  purchases: '*',
  payment_events: '*',
  course_accesses: '*',
  courses: '*',
  lessons: '*',
  pages: '*',
  customers: '*',
  sales_config_versions: '*',
  sandbox_payments: '*',
  audit_logs: 'id, actor_id, action, target, details',
};

export async function startSecurityServer(extra: Record<string, string> = {}): Promise<SecurityServer> {
  const srv = await startServerOnTestDb(
    {
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_MAX_FAILS_PER_ACCOUNT: '5',
      MP_WEBHOOK_SECRET: 'segredo-webhook-seguranca-123',
      ...extra,
    },
    { redis: 'sec' },
  );
  const admin = await api(srv.url, '/api/auth/login', { body: ADMIN });
  expect(admin.status).toBe(200);
  const db = srv.application.ctx.db;
  return {
    srv,
    db,
    adminToken: admin.body.token,
    adminId: admin.body.user.id,
    async newUser(prefix, password = 'senha-forte-123') {
      const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
      const reg = await api(srv.url, '/api/auth/register', { body: { username: prefix, email, password } });
      expect(reg.status).toBe(201);
      const login = await api(srv.url, '/api/auth/login', { body: { email, password } });
      expect(login.status).toBe(200);
      return { token: login.body.token, id: login.body.user.id, email, password };
    },
    async fingerprint() {
      const out: Record<string, string> = {};
      for (const [table, cols] of Object.entries(FINGERPRINT)) {
        const rows = await db.query<{ d: string; n: number }>(
          `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS d, count(*)::int AS n
             FROM (SELECT ${cols} FROM ${table}) r`,
        );
        out[table] = `${rows[0]!.n}:${rows[0]!.d}`;
      }
      return out;
    },
    close: () => srv.close(),
  };
}
