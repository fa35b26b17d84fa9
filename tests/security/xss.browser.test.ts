import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { chromiumUnavailable } from '../helpers/browser';
import { openSuiteBrowser, WEB_DIST, type SuiteBrowser } from '../helpers/e2e';
import { api } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { ADMIN, securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

const skip =
  securityUnavailable ??
  chromiumUnavailable ??
  (existsSync(`${WEB_DIST}index.html`) ? null : 'web/dist não foi compilado (npm run build:web)');
reportSkip(skip, 'security: stored XSS in Chromium');

/** Each payload carries a marker to find it on screen, and would set window.__xss if it ever ran. */
const payload = (mark: string) =>
  `${mark}<img src=x onerror="window.__xss='${mark}'"><script>window.__xss='${mark}'</script><svg onload="window.__xss='${mark}'">`;

describe.skipIf(skip !== null)('stored script is rendered as text, never run (real Chromium)', () => {
  let s: SecurityServer;
  let browser: SuiteBrowser;
  let adminUser: unknown;
  const dialogs: string[] = [];

  beforeAll(async () => {
    s = await startSecurityServer();
    adminUser = (await api(s.srv.url, '/api/auth/login', { body: ADMIN })).body.user;
    browser = await openSuiteBrowser(s.srv.url);
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  async function pageAs(token: string, user: unknown): Promise<Page> {
    const page = await browser.newPage({ session: { token, user } });
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    return page;
  }

  /** The marker is on screen as text, with the markup visible and no element or handler created from it. */
  async function assertInert(page: Page, mark: string, opts: { markupAsText?: boolean } = {}) {
    const el = page.getByText(mark, { exact: false }).first();
    await el.waitFor({ timeout: 20_000 });
    if (opts.markupAsText ?? true) expect(await el.innerText()).toContain('<img src=x');
    await page.waitForTimeout(300); // let a broken image fire its (stripped) onerror, if any
    const dom = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: string }).__xss ?? null,
      handlers: document.querySelectorAll('[onerror],[onload],[onclick]').length,
      // Rich text (page builder) is HTML by design, sanitised by DOMPurify: a harmless <img src="x"> may stay
      // there, its handler may not. Anywhere else the markup must be text.
      fakeImages: [...document.querySelectorAll('img[src="x"]')].filter((i) => !i.closest('.pb-text')).length,
      inlineScripts: [...document.querySelectorAll('script')].filter((x) =>
        (x.textContent ?? '').includes('__xss'),
      ).length,
    }));
    expect(dom).toEqual({ xss: null, handlers: 0, fakeImages: 0, inlineScripts: 0 });
    expect(dialogs).toEqual([]);
  }

  /** An admin opens `path`: the marker is inert text there (see assertInert), and nothing stored changed. */
  async function assertInertForAdmin(path: string, mark: string) {
    const before = await s.fingerprint();
    const page = await pageAs(s.adminToken, adminUser);
    await page.goto(path);
    await assertInert(page, mark);
    expect(await s.fingerprint()).toEqual(before);
  }

  it('a signal reason (admin trading command center)', async () => {
    const mark = 'XSSMOTIVO';
    await confirmNewSignal(s.db, s.srv.application.ctx.bus, {
      symbol: 'XSSUSDT',
      reasons: [payload(mark)],
      confirmation_reasons: [payload(`${mark}2`)],
    });
    await assertInertForAdmin('/trading-command', mark);
  });

  it('a system log line (admin system logs page)', async () => {
    const mark = 'XSSLOG';
    await s.db.query(
      `INSERT INTO system_logs (timestamp, level, service, message, details) VALUES (now(), 'ERROR', 'SYSTEM', $1, $2)`,
      [payload(mark), JSON.stringify({ html: payload(`${mark}2`) })],
    );
    await assertInertForAdmin('/admin/system-logs', mark);
  });

  it('a CRM field (user name shown in the admin CRM)', async () => {
    const mark = 'XSSCRM';
    const reg = await api(s.srv.url, '/api/auth/register', {
      body: {
        username: payload(mark).slice(0, 60),
        email: `xss-${Date.now()}@example.com`,
        password: 'senha-forte-123',
      },
    });
    if (reg.status !== 201) {
      // Registration refuses markup in names; the CRM must still be safe for rows that got in another way.
      const u = await s.newUser('xsscrm');
      await s.db.query('UPDATE users SET name = $1, username = $1 WHERE id = $2', [payload(mark), u.id]);
    }
    await assertInertForAdmin('/crm', mark);
  });

  it('page-builder text: headings as text, rich text sanitised, javascript: links inert', async () => {
    const mark = 'XSSPAGINA';
    const save = await api(s.srv.url, '/api/pages/modulo-video-aulas', {
      method: 'PUT',
      token: s.adminToken,
      body: {
        title: payload(mark),
        content: [
          {
            elType: 'section',
            settings: {},
            elements: [
              {
                elType: 'column',
                settings: {},
                elements: [
                  {
                    elType: 'widget',
                    widgetType: 'heading',
                    settings: { title: payload(mark) },
                    elements: [],
                  },
                  {
                    elType: 'widget',
                    widgetType: 'text-editor',
                    settings: { editor: `<p>${mark}TEXTO</p>${payload('')}` },
                    elements: [],
                  },
                  {
                    elType: 'widget',
                    widgetType: 'button',
                    settings: { text: `${mark}BOTAO`, link: { url: "javascript:window.__xss='botao'" } },
                    elements: [],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(save.status).toBeLessThan(300);
    const member = await s.newUser('leitor');
    const me = (await api(s.srv.url, '/api/auth/me', { token: member.token })).body.user;
    const before = await s.fingerprint();
    const page = await pageAs(member.token, me);
    await page.goto('/modulo-video-aulas');
    await page.getByText(`${mark}BOTAO`).first().waitFor({ timeout: 20_000 });
    await assertInert(page, mark);
    await assertInert(page, `${mark}TEXTO`, { markupAsText: false });
    await page.getByText(`${mark}BOTAO`).first().click({ timeout: 5000 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
    expect(await s.fingerprint()).toEqual(before);
  });
});
