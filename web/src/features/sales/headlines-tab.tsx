import {
  formatNumber,
  HIGHLIGHT_COLORS,
  HIGHLIGHT_HEX,
  SALES_LIMITS,
  type SalesConfig,
} from '@sinais/shared';
import { truncatePreview } from './highlight';
import { COLOR_LABEL, newId, type TabProps } from './sales-admin-tabs';
import { VariantEditor } from './variant-list';

type Headline = SalesConfig['headlines'][number];

const newHeadline = (): Headline => ({
  id: newId('h'),
  title: 'Nova headline com *destaque*',
  subtitle: '',
  active: false,
  highlightColor: 'orange',
  testResults: { views: 0, clicks: 0, conversionRate: 0, lastTested: null },
});

export function HeadlinesTab({ config, update }: TabProps) {
  return (
    <VariantEditor
      label="Headlines"
      items={config.headlines}
      save={(headlines) => update({ headlines })}
      preview={(x) => ({
        dot: HIGHLIGHT_HEX[x.highlightColor],
        title: x.title.replace(/\*/g, ''),
        text: truncatePreview(x.title, 40),
      })}
      previewTestId="headline-preview"
      addLabel="+ Nova headline"
      create={newHeadline}
      texts={{ badge: 'Ativa', active: 'Headline ativa', activate: 'Ativar esta headline' }}
      footer={(h) => (
        <p className="sa-muted">
          Resultados até a última gravação: {h.testResults.views} visualizações · {h.testResults.clicks}{' '}
          cliques ({formatNumber(h.testResults.conversionRate, 1)}%)
        </p>
      )}
    >
      {(h, set) => (
        <>
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
        </>
      )}
    </VariantEditor>
  );
}
