import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@sinais/shared/server';
import { loadGatewayConfig } from '@sinais/realtime-server';
import { startLoadBalancer } from '../helpers/load-balancer';
import { api, readOutbox, startTestServer } from '../helpers/server';
import { rawRequest } from '../helpers/raw-http';
import { createTestDatabase, REDIS_TEST_URL, reportSkip, uniqueChannel } from '../helpers/services';
import { JWT_SECRET, securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: links and origins');

const FORGED = { host: 'golpe.example', 'x-forwarded-host': 'golpe.example', 'x-forwarded-proto': 'https' };

async function mailsTo(dataDir: string, to: string, n = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = readOutbox(dataDir).filter((m) => m.to === to);
    if (mails.length >= n) return mails;
    await sleep(100);
  }
  throw new Error(`e-mail para ${to} não chegou`);
}

describe.skipIf(securityUnavailable !== null)('links and callbacks never come from request headers', () => {
  let configured: SecurityServer;
  let dev: SecurityServer;

  beforeAll(async () => {
    configured = await startSecurityServer({ PUBLIC_URL: 'https://app.sinais.test' });
    dev = await startSecurityServer();
  });
  afterAll(async () => {
    await configured?.close();
    await dev?.close();
  });

  it('a forged Host on forgot-password never reaches the e-mail: the link uses PUBLIC_URL (admin included)', async () => {
    const victim = await configured.newUser('vitima-host');
    for (const email of [victim.email, 'admin@seguranca.test']) {
      const r = await rawRequest(configured.srv.url, '/api/forgot-password/', {
        body: { email },
        headers: FORGED,
      });
      expect(r.status).toBe(200);
      const [mail] = await mailsTo(configured.srv.dataDir, email);
      const link = new URL(mail!.link!);
      expect(link.origin).toBe('https://app.sinais.test');
      expect(mail!.text).not.toContain('golpe.example');
    }
  });

  it('without PUBLIC_URL (development) the link is the gateway’s own address, still not the Host header', async () => {
    const victim = await dev.newUser('vitima-dev');
    await rawRequest(dev.srv.url, '/api/forgot-password/', {
      body: { email: victim.email },
      headers: FORGED,
    });
    const [mail] = await mailsTo(dev.srv.dataDir, victim.email);
    expect(new URL(mail!.link!).origin).toBe(dev.srv.url);
    expect(mail!.text).not.toContain('golpe.example');
  });

  it('the sandbox webhook address comes from configuration, not from Host', async () => {
    const buyer = await dev.newUser('host-pix');
    const pix = await rawRequest(dev.srv.url, '/api/payments/pix', {
      body: { course_id: 'despertar_crypto' },
      headers: { ...FORGED, authorization: `Bearer ${buyer.token}` },
    });
    expect(pix.status).toBe(201);
    const rows = await dev.db.query<{ notification_url: string }>(
      'SELECT notification_url FROM sandbox_payments WHERE id = $1',
      [pix.body.payment_id],
    );
    expect(new URL(rows[0]!.notification_url).origin).toBe(dev.srv.url);
  });

  it('production refuses to start without PUBLIC_URL, naming the variable', () => {
    const run = () =>
      loadGatewayConfig({
        DATA_DIR: dev.srv.dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PAYMENTS_PROVIDER: 'disabled',
      });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/PUBLIC_URL:/);
  });

  it('the socket Origin check ignores X-Forwarded-Host unless TRUST_PROXY=true', async () => {
    const handshake = (base: string, headers: Record<string, string>) =>
      fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers }).then(async (r) => {
        await r.text();
        return r.status;
      });
    const spoof = { origin: 'https://golpe.example', 'x-forwarded-host': 'golpe.example' };
    expect(await handshake(dev.srv.url, spoof)).toBe(403);
    expect(await handshake(dev.srv.url, { origin: dev.srv.url })).toBe(200);

    const proxied = await startSecurityServer({ TRUST_PROXY: 'true' });
    try {
      // Behind a trusted proxy the proxy sets X-Forwarded-Host to the public host the browser used.
      expect(
        await handshake(proxied.srv.url, {
          origin: 'https://app.sinais.test',
          'x-forwarded-host': 'app.sinais.test',
        }),
      ).toBe(200);
      expect(await handshake(proxied.srv.url, { origin: 'https://golpe.example' })).toBe(403);
    } finally {
      await proxied.close();
    }
    expect((await api(dev.srv.url, '/api/status')).status).toBe(200);
  });
});

describe.skipIf(securityUnavailable !== null)('the sandbox webhook secret is one for all gateways', () => {
  it('a sandbox webhook sent by one gateway is accepted by another (no 401), and grants the access', async () => {
    const t = await createTestDatabase();
    const channel = uniqueChannel('sandbox');
    // Two gateways of one deployment; no MP_WEBHOOK_SECRET and no SANDBOX_WEBHOOK_SECRET: the secret is derived
    // from the shared configuration, the same on both.
    const env = {
      DATABASE_URL: t.url,
      REDIS_URL: REDIS_TEST_URL,
      BUS_CHANNEL: channel,
      REDIS_PREFIX: channel,
      JWT_SECRET,
      MP_WEBHOOK_SECRET: '',
    };
    const b = await startTestServer(env);
    // The public address (the balancer) leads to the other gateway: the webhook lands where it was not created.
    const lb = await startLoadBalancer([b.port]);
    const a = await startTestServer({ ...env, PUBLIC_URL: lb.url });
    try {
      await api(a.url, '/api/auth/register', {
        body: { username: 'comprador', email: 'comprador@sandbox.test', password: 'senha-forte-1' },
      });
      const token = (
        await api(a.url, '/api/auth/login', {
          body: { email: 'comprador@sandbox.test', password: 'senha-forte-1' },
        })
      ).body.token as string;
      const pix = await api(a.url, '/api/payments/pix', { token, body: { course_id: 'despertar_crypto' } });
      expect(pix.status).toBe(201);
      await api(a.url, `/api/payments/sandbox/payments/${pix.body.payment_id}/approve-pix`, {
        token,
        body: {},
      });
      let access = false;
      for (let i = 0; i < 100 && !access; i++) {
        access = (await api(b.url, '/api/payments/check-access/despertar_crypto', { token })).body.has_access;
        if (!access) await sleep(100);
      }
      expect(access).toBe(true);
      const applied = await b.application.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_events`,
      );
      expect(applied[0]!.n).toBeGreaterThan(0);
    } finally {
      await a.close();
      await lb.close();
      await b.close();
      await t.drop();
    }
  }, 60_000);
});
