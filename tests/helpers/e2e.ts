import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { chromiumUnavailable, workerBrowser } from './browser';
import { api } from './server';
import { postgresUnavailable, redisUnavailable } from './services';

/** Screenshots of the browser suites (kept by CI as artifacts). */
export const ARTIFACTS = fileURLToPath(new URL('../.artifacts/', import.meta.url));
/** The viewports the browser suites use: a phone, a laptop and a common desktop. */
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };
export const DESKTOP = { width: 1366, height: 768 };
export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Why a browser suite cannot run here (printed once), or null when it can. */
export function browserSuiteSkip(
  suite: string,
  needs: { postgres?: boolean; redis?: boolean } = {},
): string | null {
  const reason =
    chromiumUnavailable ??
    (needs.postgres ? postgresUnavailable : null) ??
    (needs.redis ? redisUnavailable : null) ??
    (existsSync(`${WEB_DIST}index.html`) ? null : 'web/dist não foi compilado (rode `npm run build:web`)');
  if (reason) console.warn(`[skip] e2e ${suite}: ${reason}`);
  return reason;
}

export interface Session {
  token: string;
  user: unknown;
}

/** Signs in through the REST API (the answer is not checked). */
export async function apiSession(url: string, creds: { email: string; password: string }): Promise<Session> {
  const login = await api(url, '/api/auth/login', { body: { email: creds.email, password: creds.password } });
  return { token: login.body.token, user: login.body.user };
}

/** Registers an account through the REST API (the answer is not checked), then signs it in. */
export async function registerSession(
  url: string,
  member: { username: string; email: string; password: string },
): Promise<Session> {
  await api(url, '/api/auth/register', { body: member });
  return apiSession(url, member);
}

/** A returning member: the session is in localStorage before the app's first script runs. */
export async function keepSession(context: BrowserContext, session: Session, keepOwn = false): Promise<void> {
  await context.addInitScript(
    ({ token, user, savedAt, keepOwn }) => {
      if (keepOwn && localStorage.getItem('authToken')) return;
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('authSavedAt', String(savedAt));
    },
    { token: session.token, user: session.user, savedAt: Date.now(), keepOwn },
  );
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string, timeout = 15_000): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard', { timeout });
}

/** Opens the sign-up page and fills its form (`confirmation` typed in "Confirmar senha"), without sending it. */
export async function fillSignUp(
  page: Page,
  member: { username: string; email: string; password: string },
  confirmation = member.password,
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nome de usuário').fill(member.username);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Senha', { exact: true }).fill(member.password);
  await page.getByLabel('Confirmar senha').fill(confirmation);
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** A signed-in member (see keepSession); `keepOwn` leaves a session the page stored itself. */
  session?: Session;
  keepOwn?: boolean;
  serviceWorkers?: 'allow' | 'block';
  /** Also record console errors (refused requests, "Failed to load resource", are expected and left out). */
  consoleErrors?: boolean;
  /** A script run before the app's own. */
  init?: string;
  context?: BrowserContextOptions;
}

export interface SuiteBrowser {
  browser: Browser;
  /** Uncaught page errors (and console errors where asked) of every page opened by newPage. */
  pageErrors: string[];
  /** A browser context of its own, in Portuguese and São Paulo time. */
  newContext(opts?: PageOptions): Promise<BrowserContext>;
  /** A page in a context of its own. */
  newPage(opts?: PageOptions): Promise<Page>;
  /** Closes the suite's contexts; the browser stays for the worker's next file. */
  close(): Promise<void>;
}

/**
 * The worker's Chromium (see workerBrowser) for a suite: every page in a context of its own. A context opened inside
 * a test is closed when that test ends; one opened in a hook (a page the suite's tests share) by close().
 *
 * Contexts prefer reduced motion: in headless Chromium, which composites in software, an endless animation (the live
 * dots) kept 12-20 % of a core busy for as long as its page stayed open, and the pages of a suite piled up
 * (docs/testing.md, "What the browser spent"). A test about motion passes `context: { reducedMotion: 'no-preference' }`.
 */
export async function openSuiteBrowser(baseURL: string, defaults: PageOptions = {}): Promise<SuiteBrowser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const browser = await workerBrowser();
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  const newContext = async (options: PageOptions = {}) => {
    const o = { ...defaults, ...options };
    const context = await browser.newContext({
      ...(o.viewport ? { viewport: o.viewport } : {}),
      baseURL,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers: o.serviceWorkers ?? 'block',
      reducedMotion: 'reduce',
      ...o.context,
    });
    contexts.push(context);
    closeWithTest(context);
    if (o.session) await keepSession(context, o.session, o.keepOwn);
    if (o.init) await context.addInitScript(o.init);
    return context;
  };
  return {
    browser,
    pageErrors,
    newContext,
    async newPage(options = {}) {
      const page = await (await newContext(options)).newPage();
      // Listening once the page exists: the blank document it opens on has no storage for the session script.
      page.on('pageerror', (err) => pageErrors.push(err.message));
      if (options.consoleErrors ?? defaults.consoleErrors)
        page.on('console', (msg) => {
          if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text()))
            pageErrors.push(msg.text());
        });
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
    },
  };
}

/** Closes `context` when the running test ends; outside a test (a hook) it is left to the suite's close(). */
function closeWithTest(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close().catch(() => undefined));
  } catch {
    // Not inside a test: the suite's shared context.
  }
}

/** Saves a screenshot under tests/.artifacts (`prefix` + name), animations stopped unless `keepAnimations`. */
export function screenshotter(prefix = '', fullPage = true, keepAnimations = false) {
  return (page: Page, name: string) =>
    page.screenshot({
      path: `${ARTIFACTS}${prefix}${name}.png`,
      fullPage,
      ...(keepAnimations ? {} : { animations: 'disabled' as const }),
    });
}

/** Opens the signals dashboard and waits for its heading. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard de Sinais' }).waitFor({ timeout: 20_000 });
}

/** Opens the mobile menu (the page at a phone's width) and returns it. */
export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  return page.getByTestId('mobile-menu');
}

/** The section headings of the mobile menu, in order. */
export function menuSections(menu: Locator): Promise<string[]> {
  return menu.getByRole('heading').allTextContents();
}

/** Waits until a click has opened `path`: its address, its document title and its main heading. */
export async function arrivedAt(page: Page, path: string, title: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path, { timeout: 10_000 });
  await page.waitForFunction((t) => document.title.startsWith(t), title, { timeout: 10_000 });
  await page.locator('main').locator('h1, h2').first().waitFor({ timeout: 20_000 });
}

/** Fake-clock step while a page loads on a paused clock: well under any delay a test checks. */
const LOAD_STEP_MS = 50;

/**
 * Pauses the page's clock from its first script on, so the page's timers move only when the test moves them: an
 * installed clock left running follows real time, and a slow load could let a delay under test pass before the test
 * looks. (pauseAt cannot go back: the ms since install lie before the pause point.) Returns how to open a page on
 * it: loading needs some timers too, so the clock is stepped until `ready` shows, at most one step past it.
 */
export async function pauseClock(
  page: Page,
): Promise<(go: () => Promise<unknown>, ready: Locator) => Promise<void>> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 10_000);
  return async (go, ready) => {
    await go();
    for (let waited = 0; !(await ready.isVisible()); waited += LOAD_STEP_MS) {
      if (waited >= LOAD_STEP_MS * 200)
        throw new Error(`página não abriu em ${waited} ms do relógio da página`);
      await page.clock.runFor(LOAD_STEP_MS);
    }
  };
}
