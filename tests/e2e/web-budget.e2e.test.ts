import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { ARTIFACTS, browserSuiteSkip, registerSession, type Session } from '../helpers/e2e';
import { browserSuite } from '../helpers/browser-suite';

/** Issue 23 §7: everything a first visit downloads, as the browser's network log counts it. */
export const BUDGET_KIB = { login: 150, dashboard: 200 } as const;

const MEMBER = {
  username: 'Orçamento Web',
  email: `orcamento.${Date.now()}@exemplo.com`,
  password: 'senha-forte-123',
};

const skipReason = browserSuiteSkip('web budget');

interface Transfer {
  url: string;
  bytes: number;
  byServiceWorker: boolean;
}

/**
 * Every response of the context — the page's and the service worker's (its script and what it precaches) —
 * with the bytes the browser received for it: headers plus the encoded (compressed) body.
 */
function recordTransfers(context: BrowserContext, base: string): Transfer[] {
  const seen: Transfer[] = [];
  context.on('requestfinished', (request) => {
    void request.sizes().then((s) =>
      seen.push({
        url: request.url().replace(base, ''),
        bytes: s.responseHeadersSize + s.responseBodySize,
        byServiceWorker: request.serviceWorker() !== null,
      }),
    );
  });
  return seen;
}

/** Waits until the service worker controls nothing new and the network has been quiet. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForLoadState('networkidle');
}

const kib = (list: Transfer[]) => list.reduce((a, t) => a + t.bytes, 0) / 1024;

describe.skipIf(skipReason !== null)(
  'web budgets in a real browser (first visit, service worker included)',
  () => {
    let session: Session;
    const report: Record<string, { kib: number; files: Transfer[] }> = {};
    const suite = browserSuite(
      {},
      async (server) => {
        session = await registerSession(server.url, MEMBER);
        for (const symbol of ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'])
          await confirmNewSignal(server.application.ctx.db, null, { symbol });
      },
      { stack: { embedded: true }, page: { serviceWorkers: 'allow', viewport: { width: 390, height: 844 } } },
    );

    afterAll(() => writeFileSync(join(ARTIFACTS, 'web-budget.json'), JSON.stringify(report, null, 2)));

    async function visit(path: string, signedIn: boolean, ready: (page: Page) => Promise<void>) {
      const context = await suite.browser.newContext(signedIn ? { session } : {});
      const transfers = recordTransfers(context, suite.server.url);
      const page = await context.newPage();
      await page.goto(path);
      await ready(page);
      await settled(page);
      await context.close();
      return transfers;
    }

    it(`/login downloads at most ${BUDGET_KIB.login} KiB in all`, async () => {
      const files = await visit('/login', false, (page) =>
        page.getByRole('heading', { name: 'Entrar' }).waitFor(),
      );
      report.login = { kib: kib(files), files };
      expect(files.some((f) => f.url === '/sw.js')).toBe(true);
      expect(files.some((f) => f.byServiceWorker)).toBe(true);
      expect(kib(files), JSON.stringify(files)).toBeLessThanOrEqual(BUDGET_KIB.login);
    });

    it(`a member's /dashboard downloads at most ${BUDGET_KIB.dashboard} KiB in all`, async () => {
      const files = await visit('/dashboard', true, (page) =>
        page.getByTestId('signal-card').first().waitFor({ timeout: 20_000 }),
      );
      report.dashboard = { kib: kib(files), files };
      expect(files.some((f) => f.url.startsWith('/api/unified/signals/confirmed'))).toBe(true);
      expect(kib(files), JSON.stringify(files)).toBeLessThanOrEqual(BUDGET_KIB.dashboard);
    });
  },
);
