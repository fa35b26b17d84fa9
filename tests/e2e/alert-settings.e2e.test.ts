import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramWebhookSecret } from '../../realtime-server/src/alerts/domain/telegram-link';
import {
  apiSession,
  browserSuiteSkip,
  openSuiteBrowser,
  registerSession,
  screenshotter,
  type SuiteBrowser,
} from '../helpers/e2e';
import { api, type TestServer } from '../helpers/server';
import { startServerOnTestDb } from '../helpers/stack';

const BOT_TOKEN = '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
const MEMBER = { username: 'Dora Alertas', email: 'dora@exemplo.com', password: 'senha-forte-123' };

const skipReason = browserSuiteSkip('alert settings', { postgres: true });

describe.skipIf(skipReason !== null)('alert settings in a real browser', () => {
  let server: TestServer;
  let browser: SuiteBrowser;
  let context: BrowserContext;
  let token = '';
  let botApi: Server;
  const botMessages: string[] = [];

  beforeAll(async () => {
    // A local Telegram Bot API that records what the bot says.
    botApi = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        botMessages.push(JSON.parse(raw || '{}').text);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => botApi.listen(0, '127.0.0.1', resolve));
    server = await startServerOnTestDb({
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'SinaisCriptoBot',
      TELEGRAM_API_URL: `http://127.0.0.1:${(botApi.address() as AddressInfo).port}`,
    });
    token = (await registerSession(server.url, MEMBER)).token;
    const session = await apiSession(server.url, MEMBER);
    browser = await openSuiteBrowser(server.url);
    // No notification permission is granted to this context: the browser refuses when the page asks.
    context = await browser.newContext({ session });
  });
  const shot = screenshotter('', true, true);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => botApi?.close(resolve));
  });

  it('saves preferences with notification permission denied: success, plus a separate hint on how to allow it', async () => {
    const page = await context.newPage();
    await page.goto('/configuracoes');
    await page.getByRole('button', { name: 'Ativar notificações' }).click();
    await page.getByTestId('notification-permission').getByText('Permissão de notificação negada').waitFor();

    await page.getByText('VENDA', { exact: true }).click();
    await page.getByRole('button', { name: 'Salvar preferências' }).click();
    await page.getByRole('status').getByText('Preferências salvas.').waitFor();

    const hint = page.getByTestId('permission-hint');
    await expect(hint.innerText()).resolves.toMatch(/bloqueadas no navegador.*Permitir/s);
    // Nothing on the page reads as a failure: no error alert, no red box.
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.locator('.alert--error').count()).resolves.toBe(0);
    await expect(hint.locator('.alert--info').count()).resolves.toBe(1);

    const saved = await api(server.url, '/api/account/preferences', { token });
    expect(saved.body.data.preferences.directions).toEqual(['COMPRA']);
    await shot(page, 'settings-permission-denied');
  });

  it('"Enviar notificação de teste" says why nothing was sent, and that it was sent once allowed', async () => {
    const page = await context.newPage();
    await page.goto('/configuracoes');
    await page.getByRole('button', { name: 'Enviar notificação de teste' }).click();
    await page.getByText('Notificação de teste não enviada:', { exact: false }).waitFor();
    await shot(page, 'settings-test-notification-denied');

    const allowed = await browser.newContext({ session: await apiSession(server.url, MEMBER) });
    try {
      await allowed.grantPermissions(['notifications']);
      const p2 = await allowed.newPage();
      await p2.goto('/configuracoes');
      await p2.getByTestId('notification-permission').getByText('Permitidas neste navegador').waitFor();
      await p2.getByRole('button', { name: 'Enviar notificação de teste' }).click();
      await p2.getByText('Notificação de teste enviada.', { exact: false }).waitFor();
    } finally {
      await allowed.close();
    }
  });

  it('links Telegram from the settings page with a one-time code sent to the bot', async () => {
    const page = await context.newPage();
    await page.goto('/configuracoes');
    const panel = page.getByTestId('telegram-panel');
    await panel.getByRole('button', { name: 'Vincular Telegram' }).click();
    const title = await panel.getByText(/^Seu código: /).innerText();
    let code = title.replace('Seu código: ', '').trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(panel.getByRole('link', { name: 'Abrir no Telegram' }).getAttribute('href')).resolves.toBe(
      `https://t.me/SinaisCriptoBot?start=${code}`,
    );
    await shot(page, 'settings-telegram-code');
    // Issue 30: the code is kept until it expires, with its expiry, and shown again when the page is opened again.
    const expiry = await panel.getByTestId('telegram-code-expiry').innerText();
    expect(expiry).toMatch(/^\d\d:\d\d$/);
    await page.reload();
    await page.getByTestId('telegram-panel').getByText(`Seu código: ${code}`).waitFor();
    await expect(panel.getByTestId('telegram-code-expiry').innerText()).resolves.toBe(expiry);
    // A code replaced on another device is dropped here: the server names another live code.
    const device = await browser.newContext({ session: await apiSession(server.url, MEMBER) });
    try {
      const other = await device.newPage();
      await other.goto('/configuracoes');
      const otherPanel = other.getByTestId('telegram-panel');
      await otherPanel.getByRole('button', { name: 'Vincular Telegram' }).click();
      await otherPanel.getByText(/^Seu código: /).waitFor();
    } finally {
      await device.close();
    }
    await page.reload();
    await panel.getByRole('button', { name: 'Vincular Telegram' }).waitFor();
    await expect(panel.getByText(`Seu código: ${code}`).count()).resolves.toBe(0);
    await panel.getByRole('button', { name: 'Vincular Telegram' }).click();
    code = (await panel.getByText(/^Seu código: /).innerText()).replace('Seu código: ', '').trim();
    // "Já enviei" before the bot heard anything says so, with the code to send.
    await panel.getByRole('button', { name: 'Já enviei' }).click();
    await panel.getByText(`Ainda não recebemos o código. Envie /start ${code}`, { exact: false }).waitFor();

    // The member sends "/start <code>" to the bot; Telegram calls the webhook.
    const update = await api(server.url, '/api/telegram/webhook', {
      headers: { 'x-telegram-bot-api-secret-token': telegramWebhookSecret(BOT_TOKEN) },
      body: { update_id: 1, message: { chat: { id: 555 }, text: `/start ${code}` } },
    });
    expect(update.status).toBe(200);
    expect(botMessages.at(-1)).toMatch(/^Pronto!/);
    await panel.getByRole('button', { name: 'Já enviei' }).click();
    await panel.getByText(/^Vinculado:/).waitFor();
    await panel.getByText('Telegram vinculado!', { exact: false }).waitFor();
    await shot(page, 'settings-telegram-linked');
    await panel.getByRole('button', { name: 'Desvincular Telegram' }).click();
    await panel.getByRole('button', { name: 'Vincular Telegram' }).waitFor();
  });
});
