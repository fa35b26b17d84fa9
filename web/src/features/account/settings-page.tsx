import { useEffect, useState } from 'react';
import { signalClassSchema, type AlertPreferences, type Direction, type SignalClass } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { Page } from '@/components/page-header';
import { usePreferencesStore } from '@/lib/live/preferences-store';
import { api, useApiMutation, useApiQuery } from '@/lib/api';
import { useFormFields } from '@/lib/use-form-fields';
import { ChoicePills, toggled } from './choice-pills';
import { ExperimentalPanel } from './experimental-panel';
import { NotificationsPanel, type PanelMessage } from './notifications-panel';
import { TelegramPanel } from './telegram-panel';
import '@/styles/member-area.css';

const CLASS_LABEL: Record<SignalClass, string> = {
  'PREMIUM+': 'PREMIUM+ (★)',
  ELITE: 'ELITE (★★)',
  'ELITE+': 'ELITE+ (★★★)',
};
const DIRECTIONS: Direction[] = ['COMPRA', 'VENDA'];

export function SettingsPage() {
  const stored = usePreferencesStore((s) => s.preferences);
  const setStored = usePreferencesStore((s) => s.setPreferences);
  const [message, setMessage] = useState<PanelMessage | null>(null);
  // A choice made before the server's copy lands is kept (load fills only the untouched ones).
  const {
    values: prefs,
    set,
    load,
    replace,
  } = useFormFields<AlertPreferences>(stored, () => setMessage(null));
  const server = useApiQuery(api.account.preferences, undefined, { staleTime: 0 }).data?.data.preferences;
  useEffect(() => {
    if (!server) return;
    load(server);
    setStored(server, true);
  }, [server, load, setStored]);
  const saveMutation = useApiMutation(api.account.savePreferences, {
    onSuccess: (res) => {
      replace(res.data.preferences);
      setStored(res.data.preferences, true);
      setMessage({ tone: 'success', text: 'Preferências salvas.' });
    },
    onError: (err) => {
      setStored(prefs);
      setMessage({ tone: 'error', text: `Salvo apenas neste navegador: ${err.message}` });
    },
  });
  const saving = saveMutation.isPending;

  const save = () => saveMutation.mutate({ body: prefs });

  return (
    <Page
      eyebrow="Conta"
      title="Configurações"
      subtitle="Escolha quais sinais confirmados geram alerta no seu navegador."
    >
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div className="two-col settings">
        <NotificationsPanel onMessage={setMessage} />
        <div className="panel">
          <h2>Alertas de sinais</h2>
          <label className="switch">
            <input
              type="checkbox"
              checked={prefs.enabled}
              onChange={(e) => set('enabled', e.target.checked)}
            />
            <span>Receber alertas de novos sinais confirmados</span>
          </label>
          <ChoicePills
            legend="Classes"
            type="checkbox"
            options={signalClassSchema.options}
            label={(c) => CLASS_LABEL[c]}
            isChecked={(c) => prefs.classes.includes(c)}
            onPick={(c, on) => set('classes', toggled(prefs.classes, c, on))}
            disabled={!prefs.enabled}
            style={{ marginTop: 16 }}
          />
          <ChoicePills
            legend="Direções"
            type="checkbox"
            options={DIRECTIONS}
            isChecked={(d) => prefs.directions.includes(d)}
            onPick={(d, on) => set('directions', toggled(prefs.directions, d, on))}
            disabled={!prefs.enabled}
            style={{ marginTop: 16 }}
          />
          <label className="switch" style={{ marginTop: 16 }}>
            <input type="checkbox" checked={prefs.sound} onChange={(e) => set('sound', e.target.checked)} />
            <span>Som no alerta</span>
          </label>
          <div style={{ marginTop: 20 }}>
            <button type="button" className="btn btn--primary" onClick={save} disabled={saving}>
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
    </Page>
  );
}
