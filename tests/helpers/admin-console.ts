import type { Page } from 'playwright-core';
import type { EngineHandle } from '@sinais/engine';
import { openSuiteBrowser, signIn, type PageOptions, type SuiteBrowser } from './e2e';
import { adminEnv, startServerOnTestDb, startSimEngine, type StackServer } from './stack';

export interface AdminConsole {
  server: StackServer;
  engine: EngineHandle;
  browser: SuiteBrowser;
  /** The admin's page, signed in on /dashboard. */
  page: Page;
  close(): Promise<void>;
}

/**
 * What the admin screens are tested against: the gateway on a fresh database and Redis channel, the engine in
 * this process on the simulated exchange, and an admin signed in through the login form.
 */
export async function openAdminConsole(o: {
  admin: { email: string; password: string };
  redis: string;
  engine: Record<string, string | number>;
  page: PageOptions;
}): Promise<AdminConsole> {
  const server = await startServerOnTestDb(adminEnv(o.admin), { redis: o.redis });
  const engine = await startSimEngine(server, o.engine);
  const browser = await openSuiteBrowser(server.url);
  const page = await browser.newPage(o.page);
  await signIn(page, o.admin.email, o.admin.password);
  return {
    server,
    engine,
    browser,
    page,
    async close() {
      await browser.close();
      await engine.stop().catch(() => undefined);
      await server.close();
    },
  };
}
