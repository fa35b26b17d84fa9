import { DEMO_SIGNAL_LABEL, demoTitle, type SignalChange } from '@sinais/shared';
import { priceLike } from './live/price-format';

export const NOTIFICATION_TAG_PREFIX = 'sinais-cripto-sinal';
export const NOTIFICATION_ICON = '/icons/icon-192.png';

export type PermissionResult = 'granted' | 'denied' | 'default' | 'unsupported';

/** spec 000 §8. */
export const NOTIFICATION_MESSAGES = {
  unsupported: 'Notificações não são suportadas',
  denied: 'Permissão de notificação negada',
} as const;

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function currentPermission(): PermissionResult {
  return notificationsSupported() ? Notification.permission : 'unsupported';
}

export async function requestNotificationPermission(): Promise<PermissionResult> {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

export async function showNotification(title: string, options: NotificationOptions): Promise<void> {
  const reg = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (reg) await reg.showNotification(title, options);
  else new Notification(title, options);
}

export function showSignalNotification(change: SignalChange, sound = false): Promise<void> {
  const s = change.signal;
  const title = demoTitle(
    `${s.direction === 'COMPRA' ? '🟢 COMPRA' : '🔴 VENDA'} ${s.symbol} (${s.signal_class})`,
    s.simulated,
  );
  const plan = `Entrada ${priceLike(s.entry_price, s.entry_price)} · Alvo ${priceLike(s.target_price, s.entry_price)} · Stop ${priceLike(s.stop_loss, s.entry_price)} · ${s.projection_percentage.toFixed(2).replace('.', ',')}%`;
  const body = s.simulated ? `${DEMO_SIGNAL_LABEL} · ${plan}` : plan;
  return showNotification(title, {
    body,
    tag: `${NOTIFICATION_TAG_PREFIX}-${s.id}`,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    data: { url: '/dashboard', id: s.id },
    silent: !sound,
  });
}
