import { useState, type ReactNode } from 'react';
import { FormField } from '@/components/form-field';
import { Select } from '@/components/select/select';
import { useVideoDuration } from './use-video-duration';
import type { HIGHLIGHT_COLORS } from '@sinais/shared';
import {
  activateOnly,
  OVERLAY_STYLES,
  rgbaToHex,
  SALES_LIMITS,
  SALES_VIDEO_URL,
  SALES_MESSAGES,
  toRgba03,
  type SalesConfig,
} from '@sinais/shared';

export const newId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export const STYLE_LABEL: Record<(typeof OVERLAY_STYLES)[number], string> = {
  classic: 'Clássico',
  modern: 'Moderno',
  minimal: 'Minimalista',
};

export const COLOR_LABEL: Record<(typeof HIGHLIGHT_COLORS)[number], string> = {
  red: 'Vermelho',
  blue: 'Azul',
  orange: 'Laranja',
};

export interface TabProps {
  config: SalesConfig;
  update: (patch: Partial<SalesConfig>) => void;
}

/** A colour picker with its label. */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="sa-color" type="color" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** A whole-number setting with its limits: the error while out of range, otherwise the hint. */
export function NumberField({
  label,
  value,
  min,
  max,
  invalid,
  error,
  hint,
  disabled,
  onChange,
}: {
  label: string;
  value: number | string;
  min: number;
  max: number;
  invalid: boolean;
  error: string;
  hint: ReactNode;
  disabled?: boolean;
  /** The raw text typed. */
  onChange: (text: string) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="number"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid ? <span className="field__error">{error}</span> : <span className="field__hint">{hint}</span>}
    </label>
  );
}

export function DelayTab({ config, update }: TabProps) {
  const d = config.delayConfig;
  const videoS = useVideoDuration(config.videoConfig.videoUrl || SALES_VIDEO_URL);
  const [raw, setRaw] = useState(String(d.delaySeconds));
  const n = Number(raw);
  const invalid =
    raw.trim() === '' ||
    !Number.isInteger(n) ||
    n < SALES_LIMITS.delaySeconds.min ||
    n > SALES_LIMITS.delaySeconds.max;
  return (
    <div className="sa-form sa-form--narrow">
      <label className="sa-switch">
        <input
          type="checkbox"
          checked={d.enabled}
          onChange={(e) => update({ delayConfig: { ...d, enabled: e.target.checked } })}
        />
        <span>Mostrar o botão só depois do tempo definido</span>
      </label>
      <NumberField
        label="Tempo até mostrar o botão (segundos)"
        min={0}
        max={600}
        value={raw}
        disabled={!d.enabled}
        invalid={invalid}
        error={SALES_MESSAGES.delay}
        hint={`De 0 a 600 segundos (${Math.floor(n / 60)} min ${n % 60} s).`}
        onChange={(text) => {
          setRaw(text);
          update({ delayConfig: { ...d, delaySeconds: text.trim() === '' ? Number.NaN : Number(text) } });
        }}
      />
      {d.enabled && !invalid && videoS !== null && n > Math.floor(videoS) ? (
        <div className="alert alert--warning" role="status" data-testid="delay-warning">
          <div className="alert__body">
            O vídeo tem {Math.floor(videoS)} s e o tempo definido é de {n} s: na página, o botão aparece ao
            fim do vídeo ({Math.floor(videoS)} s), nunca depois dele.
          </div>
        </div>
      ) : null}
      <p className="sa-muted">
        Com o delay desligado, o botão aparece imediatamente. Quem já viu o botão o vê de imediato ao voltar.
        O botão nunca espera mais que a duração do vídeo.
      </p>
    </div>
  );
}

export function OverlayTab({ config, update }: TabProps) {
  const { videoOverlays, videoConfig, progressBarConfig } = config;
  const setOverlay = (id: string, patch: Partial<SalesConfig['videoOverlays'][number]>) =>
    update({ videoOverlays: videoOverlays.map((o) => (o.id === id ? { ...o, ...patch } : o)) });
  return (
    <div className="sa-stack">
      <div className="sa-cards">
        {videoOverlays.map((o) => (
          <div key={o.id} className={`sa-card${o.active ? ' sa-card--active' : ''}`}>
            <label className="sa-switch">
              <input
                type="radio"
                name="overlay"
                checked={o.active}
                onChange={() => update({ videoOverlays: activateOnly(videoOverlays, o.id) })}
              />
              <span>{o.active ? 'Overlay ativo' : 'Usar este overlay'}</span>
            </label>
            <label className="field">
              <span className="field__label">Estilo</span>
              <Select
                className="field__input"
                value={o.style}
                onChange={(style) => setOverlay(o.id, { style: style as (typeof OVERLAY_STYLES)[number] })}
                options={OVERLAY_STYLES.map((s) => ({ value: s, label: STYLE_LABEL[s] }))}
              />
            </label>
            <FormField
              label="Mensagem"
              maxLength={SALES_LIMITS.overlayMessage}
              value={o.message}
              onChange={(e) => setOverlay(o.id, { message: e.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="sa-grid2">
        <div className="sa-card">
          <h3 className="sa-h3">Vídeo</h3>
          <p className="sa-muted">Vídeo: {videoConfig.videoUrl} (arquivo local fixo)</p>
          {(['autoplay', 'muted', 'showOverlay'] as const).map((k) => (
            <label key={k} className="sa-switch">
              <input
                type="checkbox"
                checked={videoConfig[k]}
                onChange={(e) => update({ videoConfig: { ...videoConfig, [k]: e.target.checked } })}
              />
              <span>
                {k === 'autoplay'
                  ? 'Reproduzir automaticamente'
                  : k === 'muted'
                    ? 'Começar sem som'
                    : 'Mostrar overlay de som'}
              </span>
            </label>
          ))}
        </div>
        <div className="sa-card">
          <h3 className="sa-h3">Barra de progresso</h3>
          <div className="sa-grid3">
            <ColorField
              label="Cor inicial"
              value={progressBarConfig.primaryColor}
              onChange={(primaryColor) =>
                update({ progressBarConfig: { ...progressBarConfig, primaryColor } })
              }
            />
            <ColorField
              label="Cor final"
              value={progressBarConfig.secondaryColor}
              onChange={(secondaryColor) =>
                update({ progressBarConfig: { ...progressBarConfig, secondaryColor } })
              }
            />
            <ColorField
              label="Fundo (30%)"
              value={rgbaToHex(progressBarConfig.backgroundColor)}
              onChange={(hex) =>
                update({ progressBarConfig: { ...progressBarConfig, backgroundColor: toRgba03(hex) } })
              }
            />
          </div>
          <div className="sa-bar" style={{ background: progressBarConfig.backgroundColor }}>
            <div
              style={{
                width: '55%',
                background: `linear-gradient(90deg, ${progressBarConfig.primaryColor}, ${progressBarConfig.secondaryColor})`,
              }}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
