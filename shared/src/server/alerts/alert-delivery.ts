import { hostname } from 'node:os';
import { formatDateTime } from '../../domain/format';
import type { AlertSettings } from './alert-env';

export type AlertChannel = 'webhook' | 'telegram';

/** What one channel did with one alert: delivered, or the error it answered (never the bot token). */
export interface ChannelResult {
  channel: AlertChannel;
  ok: boolean;
  error?: string;
}

export interface AlertMessage {
  kind: string;
  severity: 'critical' | 'warning' | 'info';
  title: string;
  message: string;
  details?: Record<string, unknown>;
}

const SEVERITY_PT = { critical: 'CRÍTICO', warning: 'ATENÇÃO', info: 'INFO' } as const;
const CHANNEL_PT: Record<AlertChannel, string> = { webhook: 'webhook', telegram: 'Telegram' };
export const TELEGRAM_API = 'https://api.telegram.org';
const SEND_TIMEOUT_MS = 5000;

/** The channels these settings deliver to. */
export function configuredChannels(settings: AlertSettings): AlertChannel[] {
  const out: AlertChannel[] = [];
  if (settings.webhookUrl) out.push('webhook');
  if (settings.telegramBotToken && settings.telegramChatId) out.push('telegram');
  return out;
}

/** The human text of an alert: severity, title, message, who sent it and when, in Brasília time. */
export function alertText(alert: AlertMessage, source: string, at: Date): string {
  return `[${SEVERITY_PT[alert.severity]}] ${alert.title}\n${alert.message}\n${source} · ${hostname()} · ${formatDateTime(at, true)} (horário de Brasília)`;
}

async function post(url: string, body: unknown, telegram: boolean): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'sinais-cripto-alertas' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const raw = await res.text().catch(() => '');
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  // The Bot API can answer 200 with {"ok": false}: that message was not sent either.
  if (telegram && /"ok"\s*:\s*false/.test(raw)) throw new Error('resposta ok=false da Bot API');
}

/** Sends one alert to every configured channel, each failing alone; one result per channel. */
export async function deliverAlert(
  settings: AlertSettings,
  alert: AlertMessage,
  source: string,
  at = new Date(),
): Promise<ChannelResult[]> {
  const text = alertText(alert, source, at);
  const results: ChannelResult[] = [];
  const attempt = async (channel: AlertChannel, send: () => Promise<void>, hide?: string) => {
    try {
      await send();
      results.push({ channel, ok: true });
    } catch (err) {
      const message = (err as Error).message;
      // The Telegram token is part of the URL: it never reaches a log or the audit.
      results.push({ channel, ok: false, error: hide ? message.replaceAll(hide, '***') : message });
    }
  };
  if (settings.webhookUrl) {
    const url = settings.webhookUrl;
    await attempt('webhook', () =>
      post(
        url,
        {
          kind: alert.kind,
          severity: alert.severity,
          title: alert.title,
          message: alert.message,
          details: alert.details ?? {},
          source,
          host: hostname(),
          at: at.toISOString(),
          text,
        },
        false,
      ),
    );
  }
  const token = settings.telegramBotToken;
  if (token && settings.telegramChatId) {
    const url = `${settings.telegramApiUrl ?? TELEGRAM_API}/bot${token}/sendMessage`;
    const body = { chat_id: settings.telegramChatId, text, disable_web_page_preview: true };
    await attempt('telegram', () => post(url, body, true), token);
  }
  return results;
}

/** "entregue no webhook; falhou no Telegram (HTTP 403)": exactly what reached whom. */
export function deliverySummary(results: ChannelResult[]): string {
  return results
    .map((r) =>
      r.ok ? `entregue no ${CHANNEL_PT[r.channel]}` : `falhou no ${CHANNEL_PT[r.channel]} (${r.error})`,
    )
    .join('; ');
}
