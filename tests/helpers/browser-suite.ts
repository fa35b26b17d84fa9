import { afterAll, beforeAll } from 'vitest';
import { openSuiteBrowser, type PageOptions, type SuiteBrowser } from './e2e';
import { startServerOnTestDb, type StackOptions, type StackServer } from './stack';

export interface BrowserSuite {
  /** The gateway on a fresh database of its own (see startServerOnTestDb). */
  readonly server: StackServer;
  /** The worker's Chromium, with the suite's contexts (see openSuiteBrowser). */
  readonly browser: SuiteBrowser;
}

/**
 * The preamble most browser suites share, registered as the describe's beforeAll and afterAll: a gateway on
 * `env` (or what it returns once the hooks registered before run), `prepare` run on it (accounts, stored state),
 * then the browser; both closed after the tests. The fields are filled before the first test: read them inside
 * hooks and tests.
 */
export function browserSuite(
  env: Record<string, string> | (() => Record<string, string>),
  prepare: (server: StackServer) => Promise<void> = async () => undefined,
  opts: { stack?: StackOptions; page?: PageOptions } = {},
): BrowserSuite {
  const suite = {} as { server: StackServer; browser: SuiteBrowser };
  beforeAll(async () => {
    suite.server = await startServerOnTestDb(typeof env === 'function' ? env() : env, opts.stack);
    await prepare(suite.server);
    suite.browser = await openSuiteBrowser(suite.server.url, opts.page);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
