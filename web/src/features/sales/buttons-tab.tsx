import { useState } from 'react';
import { activateOnly, DEFAULT_CTA_LINK, SALES_LIMITS, type SalesConfig } from '@sinais/shared';
import { truncatePreview } from './highlight';
import { newId, type TabProps } from './sales-admin-tabs';

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
