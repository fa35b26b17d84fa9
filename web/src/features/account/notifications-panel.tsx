import { useEffect, useState } from 'react';
import { browserErrorText } from '@/lib/browser-errors';
import {
  currentPermission,
  NOTIFICATION_ICON,
  NOTIFICATION_MESSAGES,
  requestNotificationPermission,
  showNotification,
  type PermissionResult,
} from '@/lib/notifications';
import { currentPushSubscription, disablePush, enablePush, pushSupported } from '@/lib/web-push';
import { PermissionHint } from './permission-hint';

const PERMISSION_LABEL: Record<PermissionResult, string> = {
  granted: 'Permitidas neste navegador',
  denied: NOTIFICATION_MESSAGES.denied,
  default: 'Ainda não autorizadas',
  unsupported: NOTIFICATION_MESSAGES.unsupported,
};

/** Why a test notification was not shown, by permission. */
const NOT_SENT: Record<Exclude<PermissionResult, 'granted'>, string> = {
  denied:
    'Notificação de teste não enviada: as notificações deste site estão bloqueadas no navegador (veja em “Como receber as notificações” como permitir).',
  default: 'Notificação de teste não enviada: você não permitiu as notificações.',
  unsupported: 'Notificação de teste não enviada: este navegador não mostra notificações.',
};

export type PanelMessage = { tone: 'success' | 'error' | 'warning'; text: string };

/** Browser notifications: permission, a test notification that always says what happened, and push. */
export function NotificationsPanel({ onMessage }: { onMessage: (m: PanelMessage) => void }) {
  const [permission, setPermission] = useState<PermissionResult>(() => currentPermission());
  const [push, setPush] = useState<'on' | 'off' | 'busy'>('off');
  const [testing, setTesting] = useState(false);

  useEffect(() => {
    let alive = true;
    void currentPushSubscription().then((sub) => alive && setPush(sub ? 'on' : 'off'));
    return () => {
      alive = false;
    };
  }, []);

  // A denied or missing permission is explained by <PermissionHint>, never shown as a failure.
  const enableNotifications = async () => {
    const result = await requestNotificationPermission();
    setPermission(result);
    if (result === 'granted') onMessage({ tone: 'success', text: 'Notificações ativadas.' });
    return result;
  };

  const togglePush = async (on: boolean) => {
    setPush('busy');
    try {
      if (!on) {
        await disablePush();
        setPush('off');
        onMessage({ tone: 'success', text: 'Alertas push desativados neste navegador.' });
        return;
      }
      const result = await enablePush();
      setPermission(currentPermission());
      setPush(result === 'enabled' ? 'on' : 'off');
      if (result === 'enabled')
        onMessage({
          tone: 'success',
          text: 'Alertas push ativados: você será avisado mesmo com o navegador fechado.',
        });
      else if (result === 'unavailable')
        onMessage({
          tone: 'warning',
          text: 'Não foi possível ativar os alertas push agora. Tente de novo em instantes.',
        });
    } catch (err) {
      setPush('off');
      setPermission(currentPermission());
      onMessage({ tone: 'warning', text: `Alertas push não ativados: ${browserErrorText(err)}.` });
    }
  };

  const test = async () => {
    setTesting(true);
    try {
      const allowed = currentPermission() === 'granted' ? 'granted' : await enableNotifications();
      if (allowed !== 'granted') return onMessage({ tone: 'warning', text: NOT_SENT[allowed] });
      await showNotification('Sinais Cripto', {
        body: 'Notificação de teste: você receberá os sinais assim.',
        icon: NOTIFICATION_ICON,
        tag: 'sinais-cripto-teste',
      });
      onMessage({
        tone: 'success',
        text: 'Notificação de teste enviada. Se ela não apareceu, confira o modo “Não perturbe” e as notificações do sistema.',
      });
    } catch (err) {
      onMessage({ tone: 'error', text: `Notificação de teste não enviada: ${browserErrorText(err)}.` });
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="panel">
      <h2>Notificações do navegador</h2>
      <p className="muted" data-testid="notification-permission">
        Status: {PERMISSION_LABEL[permission]}
      </p>
      <PermissionHint permission={permission} />
      <div className="check-grid">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => void enableNotifications()}
          disabled={permission === 'granted'}
        >
          Ativar notificações
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void test()}
          disabled={testing}
        >
          {testing ? 'Enviando...' : 'Enviar notificação de teste'}
        </button>
      </div>
      {pushSupported() ? (
        <label className="switch" style={{ marginTop: 16 }}>
          <input
            type="checkbox"
            data-testid="push-toggle"
            checked={push === 'on'}
            disabled={push === 'busy' || permission === 'denied'}
            onChange={(e) => void togglePush(e.target.checked)}
          />
          <span>Receber alertas mesmo com o navegador fechado (push)</span>
        </label>
      ) : null}
    </div>
  );
}
