import { useState } from 'react';
import {
  activateOnly,
  formatNumber,
  HIGHLIGHT_COLORS,
  HIGHLIGHT_HEX,
  SALES_LIMITS,
  type SalesConfig,
} from '@sinais/shared';
import { truncatePreview } from './highlight';
import { COLOR_LABEL, newId, type TabProps } from './sales-admin-tabs';

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
