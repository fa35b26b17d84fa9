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
