import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@sinais/shared/server';
import { loadGatewayConfig } from '@sinais/realtime-server';
import { api, readOutbox } from '../helpers/server';
import { rawRequest } from '../helpers/raw-http';
import { reportSkip } from '../helpers/services';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: links and origins');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
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
      body: { course_id: 'masterclass' },
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
