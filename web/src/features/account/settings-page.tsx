import { useEffect, useState } from 'react';
import { signalClassSchema, type AlertPreferences, type Direction, type SignalClass } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { usePreferencesStore } from '@/lib/live/preferences-store';
import {
  currentPermission,
  NOTIFICATION_ICON,
  NOTIFICATION_MESSAGES,
  requestNotificationPermission,
  showNotification,
  type PermissionResult,
} from '@/lib/notifications';
import { currentPushSubscription, disablePush, enablePush, pushSupported } from '@/lib/web-push';
import { fetchPreferences, savePreferences } from './api';
import { PermissionHint } from './permission-hint';
import { ExperimentalPanel } from './experimental-panel';
import { TelegramPanel } from './telegram-panel';
import '@/styles/member-area.css';

const CLASS_LABEL: Record<SignalClass, string> = {
  'PREMIUM+': 'PREMIUM+ (★)',
  ELITE: 'ELITE (★★)',
  'ELITE+': 'ELITE+ (★★★)',
};
const DIRECTIONS: Direction[] = ['COMPRA', 'VENDA'];
const PERMISSION_LABEL: Record<PermissionResult, string> = {
  granted: 'Permitidas neste navegador',
  denied: NOTIFICATION_MESSAGES.denied,
  default: 'Ainda não autorizadas',
  unsupported: NOTIFICATION_MESSAGES.unsupported,
};

export function SettingsPage() {
  const stored = usePreferencesStore((s) => s.preferences);
  const setStored = usePreferencesStore((s) => s.setPreferences);
  const [prefs, setPrefs] = useState<AlertPreferences>(stored);
  const [permission, setPermission] = useState<PermissionResult>(() => currentPermission());
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'warning'; text: string } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [push, setPush] = useState<'on' | 'off' | 'busy'>('off');

  useEffect(() => {
    let alive = true;
    void currentPushSubscription().then((sub) => alive && setPush(sub ? 'on' : 'off'));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    let alive = true;
    fetchPreferences()
      .then((p) => {
        if (!alive) return;
        setPrefs(p);
        setStored(p, true);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [setStored]);

  const toggle = <T extends string>(list: T[], item: T, on: boolean): T[] =>
    on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
  const change = (p: AlertPreferences) => {
    setPrefs(p);
    setMessage(null);
  };

  // A denied or missing permission is explained by <PermissionHint>, never shown as a failure.
  const enableNotifications = async () => {
    const result = await requestNotificationPermission();
    setPermission(result);
    if (result === 'granted') setMessage({ tone: 'success', text: 'Notificações ativadas.' });
  };

  const togglePush = async (on: boolean) => {
    setPush('busy');
    try {
      if (!on) {
        await disablePush();
        setPush('off');
        setMessage({ tone: 'success', text: 'Alertas push desativados neste navegador.' });
        return;
      }
      const result = await enablePush();
      setPermission(currentPermission());
      setPush(result === 'enabled' ? 'on' : 'off');
      if (result === 'enabled')
        setMessage({
          tone: 'success',
          text: 'Alertas push ativados: você será avisado mesmo com o navegador fechado.',
        });
      else if (result === 'unavailable')
        setMessage({
          tone: 'warning',
          text: 'Não foi possível ativar os alertas push agora. Tente de novo em instantes.',
        });
    } catch (err) {
      setPush('off');
      setMessage({ tone: 'warning', text: `Alertas push não ativados: ${(err as Error).message}` });
    }
  };

  const test = async () => {
    if (currentPermission() !== 'granted') return enableNotifications();
    await showNotification('Sinais Cripto', {
      body: 'Notificação de teste: você receberá os sinais assim.',
      icon: NOTIFICATION_ICON,
      tag: 'sinais-cripto-teste',
    }).catch(() => setMessage({ tone: 'error', text: NOTIFICATION_MESSAGES.unsupported }));
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await savePreferences(prefs);
      setStored(saved, true);
      setMessage({ tone: 'success', text: 'Preferências salvas.' });
    } catch (err) {
      setStored(prefs);
      setMessage({ tone: 'error', text: `Salvo apenas neste navegador: ${(err as Error).message}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Conta"
        title="Configurações"
        subtitle="Escolha quais sinais confirmados geram alerta no seu navegador."
      />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div className="two-col settings">
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
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void test()}>
              Enviar notificação de teste
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
        <div className="panel">
          <h2>Alertas de sinais</h2>
          <label className="switch">
            <input
              type="checkbox"
              checked={prefs.enabled}
              onChange={(e) => change({ ...prefs, enabled: e.target.checked })}
            />
            <span>Receber alertas de novos sinais confirmados</span>
          </label>
          <fieldset className="field" disabled={!prefs.enabled} style={{ marginTop: 16 }}>
            <legend className="field__label">Classes</legend>
            <div className="check-grid">
              {signalClassSchema.options.map((c) => (
                <label key={c} className="check-pill">
                  <input
                    type="checkbox"
                    checked={prefs.classes.includes(c)}
                    onChange={(e) =>
                      change({ ...prefs, classes: toggle(prefs.classes, c, e.target.checked) })
                    }
                  />
                  {CLASS_LABEL[c]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="field" disabled={!prefs.enabled} style={{ marginTop: 16 }}>
            <legend className="field__label">Direções</legend>
            <div className="check-grid">
              {DIRECTIONS.map((d) => (
                <label key={d} className="check-pill">
                  <input
                    type="checkbox"
                    checked={prefs.directions.includes(d)}
                    onChange={(e) =>
                      change({ ...prefs, directions: toggle(prefs.directions, d, e.target.checked) })
                    }
                  />
                  {d}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="switch" style={{ marginTop: 16 }}>
            <input
              type="checkbox"
              checked={prefs.sound}
              onChange={(e) => change({ ...prefs, sound: e.target.checked })}
            />
            <span>Som no alerta</span>
          </label>
          <div style={{ marginTop: 20 }}>
            <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={saving}>
              {saving ? 'Salvando...' : 'Salvar preferências'}
            </button>
          </div>
        </div>
      </div>
      <div className="settings" style={{ marginTop: 20 }}>
        <TelegramPanel />
      </div>
      <div className="settings" style={{ marginTop: 20 }}>
        <ExperimentalPanel />
      </div>
    </section>
  );
}
