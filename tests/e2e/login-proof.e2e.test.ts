import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuiteSkip, openSuiteBrowser, type SuiteBrowser } from '../helpers/e2e';
import { api, startTestServer, type TestServer } from '../helpers/server';

const OWNER = { username: 'Dona da conta', email: 'dona@exemplo.com', password: 'senha-forte-123' };

const skipReason = browserSuiteSkip('login proof of work');

describe.skipIf(skipReason !== null)('signing in while someone guesses the password (issue 21 §8)', () => {
  let server: TestServer;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    // The product's difficulty (LOGIN_POW_BITS default), so the time below is what an owner waits.
    server = await startTestServer({
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILS_PER_ACCOUNT: '2',
    });
    expect(server.application.ctx.config.LOGIN_POW_BITS).toBe(18);
    await api(server.url, '/api/auth/register', { body: OWNER });
    browser = await openSuiteBrowser(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the login form solves the proof by itself and the owner gets in from new networks', async () => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      // Wrong passwords from elsewhere keep the account asking unknown places for a proof.
      for (let k = 0; k < 2; k++)
        await api(server.url, '/api/auth/login', {
          body: { email: OWNER.email, password: `chute-${i}-${k}` },
          headers: { 'x-forwarded-for': `203.0.113.${10 * i + k + 1}` },
        });
      const context = await browser.newContext({
        context: { extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
      });
      const page = await context.newPage();
      const answers: number[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('/api/auth/login')) answers.push(r.status());
      });
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(OWNER.email);
      await page.getByLabel('Senha').fill(OWNER.password);
      const started = Date.now();
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Login realizado com sucesso! Redirecionando...').waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
      expect(answers).toEqual([428, 200]);
      await context.close();
    }
    console.log(`[medida] login com prova de 18 bits no Chromium: ${times.map((t) => `${t} ms`).join(', ')}`);
  }, 120_000);
});
