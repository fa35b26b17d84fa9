import type { TelegramSender } from './announce-signal';

const TELEGRAM_TIMEOUT_MS = 10_000;

export interface TelegramClient extends TelegramSender {
  setWebhook(url: string, secretToken: string): Promise<boolean>;
}

/** The few Bot API calls members' alerts need (sendMessage, setWebhook), against TELEGRAM_API_URL. */
export function createTelegramClient(apiUrl: string, botToken: string): TelegramClient {
  const call = async (method: string, body: unknown): Promise<Response | null> =>
    fetch(`${apiUrl.replace(/\/+$/, '')}/bot${botToken}/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
    }).catch(() => null);
  return {
    async sendMessage(chatId, text) {
      const res = await call('sendMessage', { chat_id: chatId, text, disable_web_page_preview: true });
      if (!res) return 'failed';
      await res.body?.cancel();
      // 403: the member blocked the bot; 400 "chat not found": the chat is gone. Either way, unlink it.
      if (res.status === 403 || res.status === 400) return 'gone';
      return res.ok ? 'sent' : 'failed';
    },
    async setWebhook(url, secretToken) {
      const res = await call('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] });
      await res?.body?.cancel();
      return Boolean(res?.ok);
    },
  };
}
