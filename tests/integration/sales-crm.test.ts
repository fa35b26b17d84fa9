import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SALES_CONFIG, makeEnvelope, SALES_MESSAGES, type SalesConfig } from '@sinais/shared';
import { api, type TestServer } from '../helpers/server';
import { unavailableFor } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';
import { confirmSimulationSignals } from '../helpers/simulation';
import { connectClient, waitUntil, type TestClient } from '../helpers/socket-client';

const unavailable = unavailableFor('sales page, A/B, CRM and simulation on PostgreSQL + Redis');

const ADMIN = { email: 'admin.vendas@sinais.test', password: 'admin-senha-123' };
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ENGLISH = /\b(Invalid|Expected|Required|received|must be)\b/;
const clone = (): SalesConfig => structuredClone(DEFAULT_SALES_CONFIG);

describe.skipIf(unavailable !== null)(
  'sales page, A/B testing, CRM and simulation (PostgreSQL + Redis)',
  () => {
    let srv: TestServer;
    let adminToken = '';
    let memberToken = '';
    let memberId = '';
    const memberEmail = `membro.${Date.now()}@exemplo.com`;
    const clients: TestClient[] = [];

    beforeAll(async () => {
      srv = await startServerOnTestDb(
        { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
        { redis: 'sales' },
      );
      adminToken = (await api(srv.url, '/api/auth/login', { body: ADMIN })).body.token;
      const reg = await api(srv.url, '/api/auth/register', {
        body: { username: 'Membro Teste', email: memberEmail, password: 'senha-forte-123' },
      });
      expect(reg.status).toBe(201);
      const login = await api(srv.url, '/api/auth/login', {
        body: { email: memberEmail, password: 'senha-forte-123' },
      });
      memberToken = login.body.token;
      memberId = login.body.user.id;
      expect(adminToken && memberToken).toBeTruthy();
    });

    afterAll(async () => {
      for (const c of clients) c.close();
      await srv?.close();
    });

    const put = (config: unknown, token = adminToken) =>
      api(srv.url, '/api/sales-config', { method: 'PUT', body: { config }, token });

    /** A visitor: a cookie jar of one cookie and a browser user agent. */
    function visitor() {
      let cookie = '';
      return {
        get cookie() {
          return cookie;
        },
        async load() {
          const res = await api(srv.url, '/api/sales-config', {
            headers: { 'user-agent': BROWSER_UA, ...(cookie ? { cookie } : {}) },
          });
          const set = res.headers.get('set-cookie');
          const m = set ? /sc_vid=([^;]+)/.exec(set) : null;
          if (m) cookie = `sc_vid=${m[1]}`;
          return res;
        },
        event(body: Record<string, unknown>, ua = BROWSER_UA) {
          return api(srv.url, '/api/sales/events', {
            body,
            headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) },
          });
        },
      };
    }

    it('serves the §9 defaults publicly before anything is saved', async () => {
      const res = await visitor().load();
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(0);
      expect(res.body.config.delayConfig).toEqual({ enabled: true, delaySeconds: 180 });
      expect(res.body.config.abTestConfig).toMatchObject({
        enabled: false,
        rotationIntervalHours: 24,
        minViewsPerTest: 100,
      });
      expect(res.body.config.buttons[0]).toMatchObject({
        text: '🚀 QUERO ACESSO AGORA',
        backgroundColor: '#ff6b35',
        link: '/checkout/despertar-crypto',
      });
      expect(res.body.config.videoConfig).toEqual({
        videoUrl: '/vsl01.mp4',
        autoplay: false,
        muted: true,
        showOverlay: true,
      });
      expect(res.body.variant).toEqual({ headlineId: 'h1', buttonId: 'b1' });
      expect(res.headers.get('set-cookie')).toMatch(/sc_vid=.*HttpOnly/i);
    });

    it('answers 401 without a token and 403 for a member on every admin route', async () => {
      const routes: Array<[string, string]> = [
        ['PUT', '/api/sales-config'],
        ['GET', '/api/sales/metrics'],
        ['GET', '/api/crm/summary'],
        ['GET', '/api/crm/users'],
        ['GET', '/api/crm/purchases'],
        ['GET', '/api/crm/accesses'],
        ['POST', `/api/crm/purchases/${randomUUID()}/approve`],
        ['POST', `/api/crm/purchases/${randomUUID()}/reject`],
        ['POST', `/api/crm/accesses/${randomUUID()}/revoke`],
        ['POST', `/api/crm/accesses/${randomUUID()}/reactivate`],
        ['GET', '/api/simulation'],
      ];
      for (const [method, path] of routes) {
        const body = method === 'GET' ? undefined : { config: clone() };
        expect((await api(srv.url, path, { method, body })).status, `${method} ${path}`).toBe(401);
        const forbidden = await api(srv.url, path, { method, body, token: memberToken });
        expect(forbidden.status, `${method} ${path}`).toBe(403);
        expect(forbidden.body.message).not.toMatch(ENGLISH);
      }
    });

    it('rejects every §5 range outside its limits with a Portuguese message and accepts the limits', async () => {
      const cases: Array<[string, (c: SalesConfig) => void, string]> = [
        ['delay -1', (c) => (c.delayConfig.delaySeconds = -1), SALES_MESSAGES.delay],
        ['delay 601', (c) => (c.delayConfig.delaySeconds = 601), SALES_MESSAGES.delay],
        ['delay texto', (c) => ((c.delayConfig as any).delaySeconds = 'dez'), SALES_MESSAGES.delay],
        ['rotation 0', (c) => (c.abTestConfig.rotationIntervalHours = 0), SALES_MESSAGES.rotation],
        ['rotation 169', (c) => (c.abTestConfig.rotationIntervalHours = 169), SALES_MESSAGES.rotation],
        ['min views 9', (c) => (c.abTestConfig.minViewsPerTest = 9), SALES_MESSAGES.minViews],
        ['min views 1001', (c) => (c.abTestConfig.minViewsPerTest = 1001), SALES_MESSAGES.minViews],
        [
          'highlight green',
          (c) => ((c.headlines[1] as any).highlightColor = 'green'),
          SALES_MESSAGES.highlightColor,
        ],
        ['overlay fancy', (c) => ((c.videoOverlays[2] as any).style = 'fancy'), SALES_MESSAGES.overlayStyle],
        [
          'progress bg alpha',
          (c) => (c.progressBarConfig.backgroundColor = 'rgba(255, 255, 255, 0.5)'),
          SALES_MESSAGES.progressBackground,
        ],
        [
          'progress bg hex',
          (c) => (c.progressBarConfig.backgroundColor = '#ffffff'),
          SALES_MESSAGES.progressBackground,
        ],
      ];
      for (const [name, mutate, message] of cases) {
        const c = clone();
        mutate(c);
        const res = await put(c);
        expect(res.status, name).toBe(400);
        expect(res.body.message, name).toBe(message);
      }
      for (const [delay, rot, min] of [
        [0, 1, 10],
        [600, 168, 1000],
      ] as const) {
        const c = clone();
        c.delayConfig.delaySeconds = delay;
        c.abTestConfig.rotationIntervalHours = rot;
        c.abTestConfig.minViewsPerTest = min;
        const res = await put(c);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Configurações salvas com sucesso!');
      }
    });

    it('requires exactly one active headline, button and overlay', async () => {
      const two = clone();
      two.headlines[1]!.active = true;
      expect((await put(two)).body.message).toBe(SALES_MESSAGES.oneHeadline);
      const none = clone();
      none.buttons[0]!.active = false;
      expect((await put(none)).body.message).toBe(SALES_MESSAGES.oneButton);
      const overlays = clone();
      overlays.videoOverlays.forEach((o) => (o.active = true));
      expect((await put(overlays)).body.message).toBe(SALES_MESSAGES.oneOverlay);
    });

    it('versions each save, forces the local video and reaches an open socket live', async () => {
      const client = connectClient(srv.url);
      clients.push(client);
      await client.waitFor(() => client.socket.connected);
      const before = (await visitor().load()).body.version as number;
      const c = clone();
      c.headlines[0]!.title = 'Nova headline *ao vivo*';
      c.videoConfig.videoUrl = 'https://exemplo.com/outro.mp4';
      const res = await put(c);
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(before + 1);
      await waitUntil(
        () => client.other.some((e) => e.type === 'sales-config:updated'),
        5000,
        'sales-config:updated',
      );
      const env = client.other.find((e) => e.type === 'sales-config:updated')!;
      const data = env.data as { version: number; config: SalesConfig };
      expect(data.version).toBe(before + 1);
      expect(data.config.headlines[0]!.title).toBe('Nova headline *ao vivo*');
      expect(data.config.videoConfig.videoUrl).toBe('/vsl01.mp4');
      const loaded = await visitor().load();
      expect(loaded.body.config.headlines[0].title).toBe('Nova headline *ao vivo*');
      const audit = await srv.application.ctx.db.query<{ action: string }>(
        `SELECT action FROM audit_logs WHERE action = 'sales_config.updated'`,
      );
      expect(audit.length).toBeGreaterThan(0);
      // A stale editor is told instead of overwriting.
      const stale = await api(srv.url, '/api/sales-config', {
        method: 'PUT',
        token: adminToken,
        body: { config: c, base_version: before },
      });
      expect(stale.status).toBe(409);
    });

    it('keeps each visitor on a stable variant by cookie, counts events once, ignores bots and picks the best combination', async () => {
      const ab = (headline: string, button: string) => {
        const c = clone();
        c.headlines = c.headlines.map((h) => ({ ...h, active: h.id === headline }));
        c.buttons = c.buttons.map((b) => ({ ...b, active: b.id === button }));
        c.abTestConfig = { ...c.abTestConfig, enabled: true, minViewsPerTest: 10 };
        return c;
      };
      const groups: Array<{ h: string; b: string; views: number; clicks: number }> = [
        { h: 'h1', b: 'b1', views: 10, clicks: 2 }, // 20%
        { h: 'h2', b: 'b2', views: 12, clicks: 6 }, // 50%: the best with enough views
        { h: 'h3', b: 'b3', views: 5, clicks: 5 }, // 100% but under minViewsPerTest
      ];
      const firstOfGroup: Array<ReturnType<typeof visitor>> = [];
      for (const g of groups) {
        expect((await put(ab(g.h, g.b))).status).toBe(200);
        for (let i = 0; i < g.views; i++) {
          const v = visitor();
          const res = await v.load();
          expect(res.body.variant).toEqual({ headlineId: g.h, buttonId: g.b });
          expect((await v.event({ type: 'view' })).body.recorded).toBe(true);
          if (i < g.clicks) expect((await v.event({ type: 'cta_click' })).body.recorded).toBe(true);
          if (i === 0) {
            firstOfGroup.push(v);
            // Obvious duplicates are not counted.
            expect((await v.event({ type: 'view' })).body).toMatchObject({
              recorded: false,
              reason: 'duplicate',
            });
            // Watching: plays, progress, pause and resume, completion.
            await v.event({ type: 'play', position: 0, duration: 20 });
            await v.event({ type: 'progress', position: 8, duration: 20, watched: 8 });
            await v.event({ type: 'pause', position: 8 });
            await v.event({ type: 'resume', position: 8 });
            await v.event({ type: 'progress', position: 20, duration: 20, watched: 12 });
            await v.event({ type: 'complete', position: 20, duration: 20 });
          }
        }
      }
      // The returning visitors of the first two groups keep their variant after the active pair changed.
      expect((await firstOfGroup[0]!.load()).body.variant).toEqual({ headlineId: 'h1', buttonId: 'b1' });
      expect((await firstOfGroup[1]!.load()).body.variant).toEqual({ headlineId: 'h2', buttonId: 'b2' });
      // Bots never count.
      const bot = await firstOfGroup[0]!.event(
        { type: 'cta_click' },
        'Googlebot/2.1 (+http://www.google.com/bot.html)',
      );
      expect(bot.body).toMatchObject({ recorded: false, reason: 'bot' });
      // An event of a wrong type is refused in Portuguese.
      const bad = await firstOfGroup[0]!.event({ type: 'hack' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Tipo de evento inválido.');

      const m = await api(srv.url, '/api/sales/metrics', { token: adminToken });
      expect(m.status).toBe(200);
      const combo = (h: string, b: string) =>
        m.body.combinations.find((c: any) => c.headlineId === h && c.buttonId === b);
      expect(combo('h1', 'b1')).toMatchObject({ views: 10, clicks: 2, conversionRate: 20 });
      expect(combo('h2', 'b2')).toMatchObject({ views: 12, clicks: 6, conversionRate: 50 });
      expect(combo('h3', 'b3')).toMatchObject({ views: 5, clicks: 5, conversionRate: 100 });
      expect(m.body.totals).toMatchObject({
        totalViews: 27,
        buttonClicks: 13,
        pauseCount: 3,
        resumeCount: 3,
        viewers: 3,
        completionRate: 100,
      });
      expect(m.body.totals.averageWatchTime).toBe(20);
      expect(m.body.bestCombination).toEqual({
        headlineId: 'h2',
        buttonId: 'b2',
        conversionRate: 50,
        totalViews: 12,
        totalClicks: 6,
      });
      expect(m.body.retention[0]).toEqual({ second: 0, share: 100 });
      expect(m.body.retention.at(-1).share).toBe(100);
    });

    it('rate-limits event recording per visitor', async () => {
      const v = visitor();
      await v.load();
      let limited = 0;
      for (let i = 0; i < 70; i++)
        if ((await v.event({ type: 'pause', position: i })).status === 429) limited++;
      expect(limited).toBeGreaterThan(0);
    });

    async function pendingPurchase(course = 'despertar_crypto') {
      const id = randomUUID();
      await srv.application.ctx.db.query(
        `INSERT INTO purchases (id, user_id, course_id, provider, method, status, amount_cents, external_reference) VALUES ($1, $2, $3, 'sandbox', 'pix', 'pending', 19700, $4)`,
        [id, memberId, course, `${id}_${course}`],
      );
      return id;
    }
    const auditOf = (action: string, target: string) =>
      srv.application.ctx.db.query<{ actor_email: string }>(
        'SELECT actor_email FROM audit_logs WHERE action = $1 AND target = $2',
        [action, target],
      );
    const accessRow = async (course: string) =>
      (
        await srv.application.ctx.db.query<{ id: string; status: string }>(
          'SELECT id, status FROM course_accesses WHERE user_id = $1 AND course_id = $2',
          [memberId, course],
        )
      )[0];

    /** An admin's CRM action (approve, reject, revoke, reactivate), sent without a body. */
    const adminPost = (path: string) => api(srv.url, path, { method: 'POST', token: adminToken });

    it('approves a pending purchase: access granted once, audit row, and the member’s open app is told', async () => {
      const member = connectClient(srv.url, { token: memberToken });
      clients.push(member);
      await member.waitFor(() => member.socket.connected);
      const id = await pendingPurchase();
      const summaryBefore = (await api(srv.url, '/api/crm/summary', { token: adminToken })).body;
      expect(summaryBefore.pending_purchases).toBeGreaterThanOrEqual(1);

      const list = await api(srv.url, `/api/crm/purchases?q=${encodeURIComponent(memberEmail)}&page_size=5`, {
        token: adminToken,
      });
      expect(list.body.items.map((p: any) => p.id)).toContain(id);
      expect(list.body.items[0]).toMatchObject({
        amount: 197,
        currency: 'BRL',
        user_email: memberEmail,
        course_name: 'Despertar Crypto',
      });
      // The number on the buyer's receipt finds the purchase, typed in any case (issue 30).
      const number = list.body.items.find((p: any) => p.id === id).receipt_number as string;
      expect(number).toMatch(/^RC-\d{4}-\d{4}$/);
      const byNumber = await api(
        srv.url,
        `/api/crm/purchases?q=${encodeURIComponent(number.toLowerCase())}&page_size=5`,
        { token: adminToken },
      );
      expect(byNumber.body.items.map((p: any) => p.id)).toEqual([id]);

      const res = await adminPost(`/api/crm/purchases/${id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.purchase.status).toBe('approved');
      expect(res.body.access.status).toBe('active');
      expect((await accessRow('despertar_crypto'))?.status).toBe('active');
      expect(await auditOf('crm.purchase.approved', id)).toEqual([{ actor_email: ADMIN.email }]);
      await waitUntil(() => member.other.some((e) => e.type === 'access:changed'), 5000, 'access:changed');
      expect(member.other.find((e) => e.type === 'access:changed')!.data).toEqual({
        course_id: 'despertar_crypto',
        status: 'active',
        has_access: true,
        reason: 'admin',
      });
      const again = await adminPost(`/api/crm/purchases/${id}/approve`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Esta compra não está mais pendente.');

      const summary = (await api(srv.url, '/api/crm/summary', { token: adminToken })).body;
      expect(summary.total_revenue).toBeCloseTo(summaryBefore.total_revenue + 197, 2);
      expect(summary.active_accesses).toBe(summaryBefore.active_accesses + 1);
    });

    it('rejects a pending purchase without granting access', async () => {
      const id = await pendingPurchase('masterclass');
      const res = await adminPost(`/api/crm/purchases/${id}/reject`);
      expect(res.status).toBe(200);
      expect(res.body.purchase.status).toBe('rejected');
      expect(await accessRow('masterclass')).toBeUndefined();
      expect(await auditOf('crm.purchase.rejected', id)).toHaveLength(1);
    });

    it('revokes and reactivates an access, with audit rows and live events', async () => {
      const member = clients.at(-1)!;
      const access = (await accessRow('despertar_crypto'))!;
      const revoked = await adminPost(`/api/crm/accesses/${access.id}/revoke`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.access.status).toBe('revoked');
      expect((await accessRow('despertar_crypto'))?.status).toBe('revoked');
      expect(await auditOf('crm.access.revoked', access.id)).toHaveLength(1);
      await waitUntil(
        () => member.other.some((e) => e.type === 'access:changed' && (e.data as any).status === 'revoked'),
        5000,
        'revogação',
      );
      expect(
        (await api(srv.url, `/api/crm/accesses/${access.id}/revoke`, { method: 'POST', token: adminToken }))
          .status,
      ).toBe(409);

      const back = await adminPost(`/api/crm/accesses/${access.id}/reactivate`);
      expect(back.status).toBe(200);
      expect(back.body.access.status).toBe('active');
      expect(await auditOf('crm.access.reactivated', access.id)).toHaveLength(1);

      const accesses = await api(
        srv.url,
        `/api/crm/accesses?q=${encodeURIComponent('membro.')}&page=1&page_size=1`,
        { token: adminToken },
      );
      expect(accesses.body).toMatchObject({ page: 1, page_size: 1, total: 1, total_pages: 1 });
      const users = await api(srv.url, '/api/crm/users?page_size=1&page=2', { token: adminToken });
      expect(users.body.items).toHaveLength(1);
      expect(users.body.total).toBe(2);
      expect((await api(srv.url, '/api/crm/users?page=0', { token: adminToken })).body.message).toBe(
        'Página inválida.',
      );
    });

    it('simulates confirmed signals from live prices, with fees, funding and a liquidation shown as such', async () => {
      const { db, bus } = srv.application.ctx;
      const empty = await api(srv.url, '/api/simulation', { token: adminToken });
      expect(empty.body).toMatchObject({ signals: [], message: 'Nenhum sinal confirmado encontrado' });

      await confirmSimulationSignals(db, bus);
      await bus.publish(
        makeEnvelope('market:ticked', { prices: { BTCUSDT: 97_000, ETHUSDT: 2_970 }, simulated: false }),
      );
      const btcOf = (body: any) => body.signals.find((x: any) => x.symbol === 'BTCUSDT');
      await expect
        .poll(async () => {
          const btc = btcOf((await api(srv.url, '/api/simulation', { token: adminToken })).body);
          return `${btc?.status} ${btc?.price_source}`;
        })
        .toBe('LIQUIDATED live');

      const res = await api(srv.url, '/api/simulation', { token: adminToken });
      expect(res.status).toBe(200);
      const by = (s: string) => res.body.signals.find((x: any) => x.symbol === s);
      expect(by('BTCUSDT')).toMatchObject({
        status: 'LIQUIDATED',
        price_source: 'live',
        current_price: expect.any(Number),
      });
      expect(by('BTCUSDT').simulation).toMatchObject({
        investment: 1000,
        current_value: 0,
        pnl_usd: -1000,
        target_value: 4000,
        position_size: 50_000,
      });
      const eth = by('ETHUSDT'); // a short that gained 1%: +$500 gross, minus two taker fees
      expect(eth.status).toBe('MONITORING');
      expect(eth.simulation.pnl_usd).toBeCloseTo(500 - 25 - 24.75, 1);
      expect(eth.simulation.fees_usd).toBeCloseTo(49.75, 1);
      expect(eth.leverage).toMatchObject({ max_leverage: 50 });
      expect(by('SOLUSDT').price_source).toBe('fallback');
      expect(res.body.price_source).toBe('fallback');
      expect(res.body.summary).toMatchObject({
        total_signals: 3,
        total_investment: 3000,
        liquidated_signals: 1,
      });

      // The liquidation is final even if the price comes back.
      await bus.publish(makeEnvelope('market:ticked', { prices: { BTCUSDT: 105_000 }, simulated: false }));
      // Nothing should change: a bounded wait gives the tick time to arrive before checking it changed nothing.
      await new Promise((r) => setTimeout(r, 300));
      const later = await api(srv.url, '/api/simulation', { token: adminToken });
      expect(later.body.signals.find((x: any) => x.symbol === 'BTCUSDT').status).toBe('LIQUIDATED');
    });

    it('attributes an approved purchase to the variant the buyer saw, through the checkout cookie', async () => {
      const buyer = await api(srv.url, '/api/auth/register', {
        body: {
          username: 'Comprador AB',
          email: `ab.${Date.now()}@exemplo.com`,
          password: 'senha-forte-123',
        },
      });
      const token = (
        await api(srv.url, '/api/auth/login', {
          body: { email: buyer.body.user.email, password: 'senha-forte-123' },
        })
      ).body.token;
      const v = visitor();
      const seen = (await v.load()).body.variant as { headlineId: string; buttonId: string };
      expect((await v.event({ type: 'view' })).body.recorded).toBe(true);
      // Any signed-in call carrying the cookie (the checkout's) links the visitor to the buyer.
      await api(srv.url, '/api/auth/me', { token, headers: { cookie: v.cookie, 'user-agent': BROWSER_UA } });
      const before = (await api(srv.url, '/api/sales/metrics', { token: adminToken })).body;
      const combo = (m: any) =>
        m.combinations.find((c: any) => c.headlineId === seen.headlineId && c.buttonId === seen.buttonId);
      const id = randomUUID();
      await srv.application.ctx.db.query(
        `INSERT INTO purchases (id, user_id, course_id, provider, method, status, amount_cents, external_reference) VALUES ($1, $2, 'despertar_crypto', 'sandbox', 'card', 'approved', 19700, $3)`,
        [id, buyer.body.user.id, `${id}_despertar_crypto`],
      );
      const after = (await api(srv.url, '/api/sales/metrics', { token: adminToken })).body;
      expect(combo(after).purchases).toBe(combo(before).purchases + 1);
      expect(after.totals.purchases).toBe(before.totals.purchases + 1);
    });

    it('shows test results to administrators only', async () => {
      const c = clone();
      expect((await put(c)).status).toBe(200);
      const pub = await visitor().load();
      expect(pub.body.config.headlines.every((h: any) => h.testResults.views === 0)).toBe(true);
      expect(pub.body.config.combinationResults).toEqual([]);
      const adm = await api(srv.url, '/api/sales-config', {
        token: adminToken,
        headers: { 'user-agent': BROWSER_UA },
      });
      expect(adm.body.config.headlines.some((h: any) => h.testResults.views > 0)).toBe(true);
      expect(adm.body.config.combinationResults.length).toBe(9);
    });

    it('pushes simulation updates to an admin socket', async () => {
      const admin = connectClient(srv.url, { token: adminToken });
      clients.push(admin);
      await admin.waitFor(() => admin.socket.connected);
      await srv.application.ctx.bus.publish(
        makeEnvelope('market:ticked', { prices: { ETHUSDT: 2_950 }, simulated: false }),
      );
      await waitUntil(
        () => admin.other.some((e) => e.type === 'simulation:updated'),
        12_000,
        'simulation:updated',
      );
      const data = admin.other.find((e) => e.type === 'simulation:updated')!.data as any;
      expect(data.signals.length).toBe(3);
    });
  },
);
