import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why the browser tests cannot run here, or null when they can. Printed when a suite skips. */
export const chromiumUnavailable: string | null = existsSync(CHROMIUM_PATH)
  ? null
  : `Chromium não encontrado em ${CHROMIUM_PATH} (instale o pacote chromium do Debian ou defina CHROMIUM_PATH)`;

/** Debian's Chromium, headless, without background traffic (the tests run offline). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

let workerChromium: Promise<Browser> | null = null;

/**
 * The Chromium of this test worker: launched by the first suite that asks, then shared by every later file the
 * worker runs (the e2e project keeps one module graph per worker, `isolate: false` in vitest.config.ts). Each suite
 * works in browser contexts of its own and closes only those. A browser that crashed is launched again.
 */
export function workerBrowser(): Promise<Browser> {
  workerChromium ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', () => (workerChromium = null));
      return browser;
    },
    (err: unknown) => {
      workerChromium = null;
      throw err;
    },
  );
  return workerChromium;
}
