import { useEffect, useRef, useState } from 'react';
import { DEMO_SIGNAL_TAG } from '@sinais/shared';
import { DemoNotice } from '@/components/demo-notice/demo-notice';
import { browserErrorText } from '@/lib/browser-errors';
import { useSimulatedPrices } from '@/lib/market-source';
import {
  NOTIFICATION_ICON,
  NOTIFICATION_MESSAGES,
  requestNotificationPermission,
  showNotification,
  type PermissionResult,
} from '@/lib/notifications';
import { currentPushSubscription, disablePush, enablePush, pushSupported } from '@/lib/web-push';
import { PermissionHint } from './permission-hint';
import { useNotificationPermission } from './use-notification-permission';
import { BusyButton } from '@/components/busy-button';

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

/** A push subscription refused while notifications are allowed: the push service refused, not the permission. */
const PUSH_REFUSED = 'o serviço de push do navegador recusou o registro; tente de novo mais tarde';

/**
 * Browser notifications: permission, a test notification that always says what happened, and push. Everything
 * shown follows the permission as it is now (issue 30): "Ativar notificações" only while the browser has not
 * been asked, and a message said under another permission is withdrawn when it changes.
 */
export function NotificationsPanel({ onMessage }: { onMessage: (m: PanelMessage | null) => void }) {
  const [permission, rereadPermission] = useNotificationPermission();
  const [push, setPush] = useState<'on' | 'off' | 'busy'>('off');
  const [testing, setTesting] = useState(false);
  const demo = useSimulatedPrices() === true;
  // The permission the panel's last message was said under (null: the page's message is not the panel's).
  const saidUnder = useRef<PermissionResult | null>(null);
  const say = (m: PanelMessage, under: PermissionResult = permission) => {
    saidUnder.current = under;
    onMessage(m);
  };
  useEffect(() => {
    if (saidUnder.current === null || saidUnder.current === permission) return;
    saidUnder.current = null;
    onMessage(null);
  }, [permission, onMessage]);

  useEffect(() => {
    let alive = true;
    void currentPushSubscription().then((sub) => alive && setPush(sub ? 'on' : 'off'));
    return () => {
      alive = false;
    };
  }, []);

  // A denied or missing permission is explained by <PermissionHint>, never shown as a failure.
  const enableNotifications = async () => {
    await requestNotificationPermission();
    const result = rereadPermission();
    if (result === 'granted') say({ tone: 'success', text: 'Notificações ativadas.' }, result);
    return result;
  };

  const togglePush = async (on: boolean) => {
    setPush('busy');
    try {
      if (!on) {
        await disablePush();
        setPush('off');
        say({ tone: 'success', text: 'Alertas push desativados neste navegador.' });
        return;
      }
      const result = await enablePush();
      const now = rereadPermission();
      setPush(result === 'enabled' ? 'on' : 'off');
      if (result === 'enabled')
        say(
          {
            tone: 'success',
            text: 'Alertas push ativados: você será avisado mesmo com o navegador fechado.',
          },
          now,
        );
      else if (result === 'unavailable')
        say(
          {
            tone: 'warning',
            text: 'Não foi possível ativar os alertas push agora. Tente de novo em instantes.',
          },
          now,
        );
    } catch (err) {
      setPush('off');
      const now = rereadPermission();
      // Never "permissão negada" beside a status that reads "Permitidas".
      const text =
        now === 'granted' && /permiss/.test(browserErrorText(err)) ? PUSH_REFUSED : browserErrorText(err);
      say({ tone: 'warning', text: `Alertas push não ativados: ${text}.` }, now);
    }
  };

  const test = async () => {
    setTesting(true);
    try {
      const allowed = rereadPermission() === 'granted' ? 'granted' : await enableNotifications();
      if (allowed !== 'granted') return say({ tone: 'warning', text: NOT_SENT[allowed] }, allowed);
      await showNotification('Sinais Cripto', {
        body: 'Notificação de teste: você receberá os sinais assim.',
        icon: NOTIFICATION_ICON,
        tag: 'sinais-cripto-teste',
      });
      say(
        {
          tone: 'success',
          text: 'Notificação de teste enviada. Se ela não apareceu, confira o modo “Não perturbe” e as notificações do sistema.',
        },
        'granted',
      );
    } catch (err) {
      say({ tone: 'error', text: `Notificação de teste não enviada: ${browserErrorText(err)}.` });
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="panel">
      <h2>Notificações do navegador</h2>
      {demo ? (
        <DemoNotice>
          Os alertas desta instância (no navegador, push e Telegram) chegam marcados “{DEMO_SIGNAL_TAG}”.
        </DemoNotice>
      ) : null}
      <p className="muted" data-testid="notification-permission">
        Status: {PERMISSION_LABEL[permission]}
      </p>
      <PermissionHint permission={permission} />
      <div className="check-grid">
        {/* Only while the browser can still ask: granted there is nothing to turn on, blocked the hint says how. */}
        {permission === 'default' ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => void enableNotifications()}
          >
            Ativar notificações
          </button>
        ) : null}
        <BusyButton busy={testing} busyLabel="Enviando..." onClick={() => void test()}>
          Enviar notificação de teste
        </BusyButton>
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
