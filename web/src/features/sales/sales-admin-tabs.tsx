import { useState } from 'react';
import {
  activateOnly,
  DEFAULT_CTA_LINK,
  formatNumber,
  HIGHLIGHT_COLORS,
  HIGHLIGHT_HEX,
  OVERLAY_STYLES,
  rgbaToHex,
  SALES_LIMITS,
  SALES_MESSAGES,
  toRgba03,
  type SalesConfig,
} from '@sinais/shared';
import { truncatePreview } from './highlight';

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

export function HeadlinesTab({ config, update }: TabProps) {
  const [selected, setSelected] = useState(
    config.headlines.find((h) => h.active)?.id ?? config.headlines[0]?.id,
  );
  const h = config.headlines.find((x) => x.id === selected) ?? config.headlines[0];
  const set = (patch: Partial<SalesConfig['headlines'][number]>) =>
    update({ headlines: config.headlines.map((x) => (x.id === h?.id ? { ...x, ...patch } : x)) });
  const add = () => {
    const id = newId('h');
    update({
      headlines: [
        ...config.headlines,
        {
          id,
          title: 'Nova headline com *destaque*',
          subtitle: '',
          active: false,
          highlightColor: 'orange',
          testResults: { views: 0, clicks: 0, conversionRate: 0, lastTested: null },
        },
      ],
    });
    setSelected(id);
  };
  const remove = () => {
    if (!h || config.headlines.length <= 1) return;
    const rest = config.headlines.filter((x) => x.id !== h.id);
    update({ headlines: h.active ? activateOnly(rest, rest[0]!.id) : rest });
    setSelected(rest[0]!.id);
  };
  return (
    <div className="sa-split">
      <ul className="sa-list" aria-label="Headlines">
        {config.headlines.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              className={`sa-item${x.id === h?.id ? ' sa-item--selected' : ''}`}
              onClick={() => setSelected(x.id)}
              title={x.title.replace(/\*/g, '')}
            >
              <span
                className="sa-item__dot"
                style={{ background: HIGHLIGHT_HEX[x.highlightColor] }}
                aria-hidden="true"
              />
              <span className="sa-item__text" data-testid="headline-preview">
                {truncatePreview(x.title, 40)}
              </span>
              {x.active ? <span className="sa-badge">Ativa</span> : null}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="btn btn--ghost btn--sm btn--block" onClick={add}>
            + Nova headline
          </button>
        </li>
      </ul>
      {h ? (
        <div className="sa-form">
          <div className="field">
            <label className="field__label" htmlFor="sa-headline-title">
              Título
            </label>
            <textarea
              id="sa-headline-title"
              className="field__input"
              rows={3}
              maxLength={SALES_LIMITS.headlineTitle}
              value={h.title}
              aria-describedby="sa-headline-hint"
              onChange={(e) => set({ title: e.target.value })}
            />
            <span id="sa-headline-hint" className="field__hint">
              Coloque entre *asteriscos* as palavras que devem aparecer na cor de destaque.
            </span>
          </div>
          <label className="field">
            <span className="field__label">Subtítulo</span>
            <textarea
              className="field__input"
              rows={2}
              maxLength={SALES_LIMITS.headlineSubtitle}
              value={h.subtitle}
              onChange={(e) => set({ subtitle: e.target.value })}
            />
          </label>
          <fieldset className="sa-fieldset">
            <legend className="field__label">Cor de destaque</legend>
            <div className="sa-chips">
              {HIGHLIGHT_COLORS.map((c) => (
                <label key={c} className={`sa-chip${h.highlightColor === c ? ' sa-chip--on' : ''}`}>
                  <input
                    type="radio"
                    name="highlight"
                    checked={h.highlightColor === c}
                    onChange={() => set({ highlightColor: c })}
                  />
                  <span
                    className="sa-item__dot"
                    style={{ background: HIGHLIGHT_HEX[c] }}
                    aria-hidden="true"
                  />
                  {COLOR_LABEL[c]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="sa-row">
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={h.active}
              onClick={() => update({ headlines: activateOnly(config.headlines, h.id) })}
            >
              {h.active ? 'Headline ativa' : 'Ativar esta headline'}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={config.headlines.length <= 1}
              onClick={remove}
            >
              Remover
            </button>
          </div>
          <p className="sa-muted">
            Resultados até a última gravação: {h.testResults.views} visualizações · {h.testResults.clicks}{' '}
            cliques ({formatNumber(h.testResults.conversionRate, 1)}%)
          </p>
        </div>
      ) : null}
    </div>
  );
}

export function ButtonsTab({ config, update }: TabProps) {
  const [selected, setSelected] = useState(config.buttons.find((b) => b.active)?.id ?? config.buttons[0]?.id);
  const b = config.buttons.find((x) => x.id === selected) ?? config.buttons[0];
  const set = (patch: Partial<SalesConfig['buttons'][number]>) =>
    update({ buttons: config.buttons.map((x) => (x.id === b?.id ? { ...x, ...patch } : x)) });
  const add = () => {
    const id = newId('b');
    update({
      buttons: [
        ...config.buttons,
        {
          id,
          text: '🚀 QUERO ACESSO AGORA',
          color: '#ffffff',
          backgroundColor: '#ff6b35',
          link: DEFAULT_CTA_LINK,
          active: false,
        },
      ],
    });
    setSelected(id);
  };
  const remove = () => {
    if (!b || config.buttons.length <= 1) return;
    const rest = config.buttons.filter((x) => x.id !== b.id);
    update({ buttons: b.active ? activateOnly(rest, rest[0]!.id) : rest });
    setSelected(rest[0]!.id);
  };
  return (
    <div className="sa-split">
      <ul className="sa-list" aria-label="Botões">
        {config.buttons.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              className={`sa-item${x.id === b?.id ? ' sa-item--selected' : ''}`}
              onClick={() => setSelected(x.id)}
              title={x.text}
            >
              <span className="sa-item__dot" style={{ background: x.backgroundColor }} aria-hidden="true" />
              <span className="sa-item__text" data-testid="button-preview">
                {truncatePreview(x.text, 30)}
              </span>
              {x.active ? <span className="sa-badge">Ativo</span> : null}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="btn btn--ghost btn--sm btn--block" onClick={add}>
            + Novo botão
          </button>
        </li>
      </ul>
      {b ? (
        <div className="sa-form">
          <label className="field">
            <span className="field__label">Texto do botão</span>
            <input
              className="field__input"
              maxLength={SALES_LIMITS.buttonText}
              value={b.text}
              onChange={(e) => set({ text: e.target.value })}
            />
          </label>
          <div className="sa-grid2">
            <label className="field">
              <span className="field__label">Cor do texto</span>
              <input
                className="sa-color"
                type="color"
                value={b.color}
                onChange={(e) => set({ color: e.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">Cor de fundo</span>
              <input
                className="sa-color"
                type="color"
                value={b.backgroundColor}
                onChange={(e) => set({ backgroundColor: e.target.value })}
              />
            </label>
          </div>
          <label className="field">
            <span className="field__label">Link</span>
            <input className="field__input" value={b.link} onChange={(e) => set({ link: e.target.value })} />
          </label>
          <div className="sa-preview">
            <span className="field__label">Prévia</span>
            <span
              className="sales-cta sa-preview__cta"
              style={{ color: b.color, background: b.backgroundColor }}
            >
              {b.text}
            </span>
          </div>
          <div className="sa-row">
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={b.active}
              onClick={() => update({ buttons: activateOnly(config.buttons, b.id) })}
            >
              {b.active ? 'Botão ativo' : 'Ativar este botão'}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={config.buttons.length <= 1}
              onClick={remove}
            >
              Remover
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function DelayTab({ config, update }: TabProps) {
  const d = config.delayConfig;
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
      <label className="field">
        <span className="field__label">Tempo até mostrar o botão (segundos)</span>
        <input
          className="field__input"
          type="number"
          min={0}
          max={600}
          step={1}
          value={raw}
          disabled={!d.enabled}
          aria-invalid={invalid}
          onChange={(e) => {
            setRaw(e.target.value);
            const v = Number(e.target.value);
            update({ delayConfig: { ...d, delaySeconds: e.target.value.trim() === '' ? Number.NaN : v } });
          }}
        />
        {invalid ? (
          <span className="field__error">{SALES_MESSAGES.delay}</span>
        ) : (
          <span className="field__hint">
            De 0 a 600 segundos ({Math.floor(n / 60)} min {n % 60} s).
          </span>
        )}
      </label>
      <p className="sa-muted">
        Com o delay desligado, o botão aparece imediatamente. Quem já viu o botão o vê de imediato ao voltar.
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
              <select
                className="field__input"
                value={o.style}
                onChange={(e) =>
                  setOverlay(o.id, { style: e.target.value as (typeof OVERLAY_STYLES)[number] })
                }
              >
                {OVERLAY_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {STYLE_LABEL[s]}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">Mensagem</span>
              <input
                className="field__input"
                maxLength={SALES_LIMITS.overlayMessage}
                value={o.message}
                onChange={(e) => setOverlay(o.id, { message: e.target.value })}
              />
            </label>
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
            <label className="field">
              <span className="field__label">Cor inicial</span>
              <input
                className="sa-color"
                type="color"
                value={progressBarConfig.primaryColor}
                onChange={(e) =>
                  update({ progressBarConfig: { ...progressBarConfig, primaryColor: e.target.value } })
                }
              />
            </label>
            <label className="field">
              <span className="field__label">Cor final</span>
              <input
                className="sa-color"
                type="color"
                value={progressBarConfig.secondaryColor}
                onChange={(e) =>
                  update({ progressBarConfig: { ...progressBarConfig, secondaryColor: e.target.value } })
                }
              />
            </label>
            <label className="field">
              <span className="field__label">Fundo (30%)</span>
              <input
                className="sa-color"
                type="color"
                value={rgbaToHex(progressBarConfig.backgroundColor)}
                onChange={(e) =>
                  update({
                    progressBarConfig: { ...progressBarConfig, backgroundColor: toRgba03(e.target.value) },
                  })
                }
              />
            </label>
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
