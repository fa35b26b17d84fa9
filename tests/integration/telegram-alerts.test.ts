import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogin } from '../helpers/accounts';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';
import { confirmNewSignal } from '@sinais/shared/testing/server';

reportSkip(postgresUnavailable, 'Telegram alerts on PostgreSQL');

const BOT_TOKEN = '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';

/** A local Bot API: records each call; chats listed in `blocked` answer 403 like a member who blocked the bot. */
async function startFakeTelegram() {
  const calls: { method: string; body: any }[] = [];
  const blocked = new Set<string>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const method = (req.url ?? '').split('/').pop() ?? '';
      const body = JSON.parse(raw || '{}');
      calls.push({ method, body, path: req.url } as never);
      const forbidden = method === 'sendMessage' && blocked.has(String(body.chat_id));
      res.writeHead(forbidden ? 403 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(forbidden ? { ok: false, error_code: 403 } : { ok: true, result: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    blocked,
    messagesTo: (chat: string) =>
      calls
        .filter((c) => c.method === 'sendMessage' && String(c.body.chat_id) === chat)
        .map((c) => c.body.text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(postgresUnavailable !== null)('Telegram alerts of confirmed signals', () => {
  let s: TestServer;
  let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
  let member = '';
  let secret = '';

  const webhook = (text: string, chat: number, secretToken = secret) =>
    api(s.url, '/api/telegram/webhook', {
      headers: { 'x-telegram-bot-api-secret-token': secretToken },
      body: { update_id: Math.floor(Math.random() * 1e9), message: { chat: { id: chat }, text } },
    });

  beforeAll(async () => {
    telegram = await startFakeTelegram();
    s = await startServerOnTestDb({
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
      PUBLIC_URL: 'https://app.exemplo.com.br',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'SinaisCriptoBot',
      TELEGRAM_API_URL: telegram.base,
    });
    member = await registerAndLogin(s.url, {
      username: 'Edu',
      email: 'edu@example.com',
      password: 'senha-123',
    });
    await vi.waitFor(() => expect(telegram.calls.some((c) => c.method === 'setWebhook')).toBe(true));
  });
  afterAll(async () => {
    await s?.close();
    await telegram?.close();
  });

  it('registers the webhook with a secret and links a chat by a one-time code', async () => {
    const set = telegram.calls.find((c) => c.method === 'setWebhook')!;
    expect(set.body.url).toBe('https://app.exemplo.com.br/api/telegram/webhook');
    secret = set.body.secret_token;
    expect(secret).toMatch(/^[\w-]{32,}$/);

    const before = await api(s.url, '/api/telegram/link', { token: member });
    expect(before.body.data).toEqual({
      available: true,
      linked: false,
      botUsername: 'SinaisCriptoBot',
      codeExpiresAt: null,
    });
    const code = await api(s.url, '/api/telegram/link-code', { method: 'POST', token: member });
    expect(code.status).toBe(201);
    expect(code.body.data.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(code.body.data.link).toBe(`https://t.me/SinaisCriptoBot?start=${code.body.data.code}`);

    expect((await webhook(`/start ${code.body.data.code}`, 4242, 'segredo-errado')).status).toBe(403);
    // Until it is spent or expires, the status names the live code by its expiry (the site shows it again).
    const pending = (await api(s.url, '/api/telegram/link', { token: member })).body.data;
    expect(pending).toMatchObject({ linked: false, codeExpiresAt: code.body.data.expiresAt });

    expect((await webhook('/start ERRADO12', 4242)).status).toBe(200);
    expect(telegram.messagesTo('4242').at(-1)).toMatch(/^Código inválido ou expirado/);

    expect((await webhook(`/start ${code.body.data.code}`, 4242)).status).toBe(200);
    expect(telegram.messagesTo('4242').at(-1)).toMatch(/^Pronto! Sua conta Sinais Cripto está vinculada/);
    expect((await api(s.url, '/api/telegram/link', { token: member })).body.data).toMatchObject({
      linked: true,
      codeExpiresAt: null,
    });

    // The code is spent: another chat cannot take the account with it.
    await webhook(`/start ${code.body.data.code}`, 777);
    expect(telegram.messagesTo('777').at(-1)).toMatch(/^Código inválido ou expirado/);
  });

  it('sends matching confirmed signals to the linked chat, and unlinks a chat that blocked the bot', async () => {
    const { db, bus } = s.application.ctx;
    await confirmNewSignal(db, bus, {
      symbol: 'BTCUSDT',
      direction: 'COMPRA',
      signal_class: 'ELITE',
    });
    await vi.waitFor(() =>
      expect(telegram.messagesTo('4242').at(-1)).toMatch(/^Novo sinal: BTCUSDT COMPRA\n/),
    );

    // A signal made on simulated prices says so, in the first words and in the body (issue 27 §6).
    await confirmNewSignal(db, bus, {
      symbol: 'SOLUSDT',
      direction: 'COMPRA',
      signal_class: 'ELITE',
      simulated: true,
    });
    await vi.waitFor(() =>
      expect(telegram.messagesTo('4242').at(-1)).toMatch(
        /^\[Demonstração\] Novo sinal: SOLUSDT COMPRA\nSinal de demonstração · preços simulados · ELITE · /,
      ),
    );
    expect(telegram.messagesTo('4242').filter((m) => /^Novo sinal: BTCUSDT/.test(m))).toHaveLength(1);

    telegram.blocked.add('4242');
    await confirmNewSignal(db, bus, {
      symbol: 'ETHUSDT',
      direction: 'VENDA',
      signal_class: 'ELITE',
    });
    await vi.waitFor(async () =>
      expect((await api(s.url, '/api/telegram/link', { token: member })).body.data.linked).toBe(false),
    );
  });

  it('limits link codes: 5 generated per member per hour, 5 wrong codes per chat per hour', async () => {
    const gen = await registerAndLogin(s.url, {
      username: 'Gabi',
      email: 'gabi-codigos@example.com',
      password: 'senha-123',
    });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await api(s.url, '/api/telegram/link-code', { method: 'POST', token: gen });
      expect(r.status).toBe(201);
      codes.push(r.body.data.code);
    }
    const sixth = await api(s.url, '/api/telegram/link-code', { method: 'POST', token: gen });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Muitos códigos gerados. Aguarde e tente novamente mais tarde.');
    expect(sixth.body.retry_after).toBeGreaterThan(0);

    // A chat guessing codes: five wrong ones, then even a right code is not tried from that chat.
    for (let i = 0; i < 5; i++) {
      await webhook(`/start CHUTE${i}AB`, 9001);
      expect(telegram.messagesTo('9001').at(-1)).toMatch(/^Código inválido ou expirado/);
    }
    await webhook(`/start ${codes.at(-1)}`, 9001);
    expect(telegram.messagesTo('9001').at(-1)).toBe(
      'Muitas tentativas com códigos inválidos. Aguarde uma hora e gere um novo código em Configurações.',
    );
    expect((await api(s.url, '/api/telegram/link', { token: gen })).body.data.linked).toBe(false);
    // The member's own chat is not affected by the guesser.
    await webhook(`/start ${codes.at(-1)}`, 9002);
    expect(telegram.messagesTo('9002').at(-1)).toMatch(/^Pronto!/);
  });
});
