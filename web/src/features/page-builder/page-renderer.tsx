import { useMemo } from 'react';
import { pageDataSchema, type PageData, type PageElement } from '@sinais/shared';
import './page-builder.css';
import { str, num, responsive, WIDGETS } from './widgets';

function Element({ el }: { el: PageElement }) {
  const s = el.settings ?? {};
  if (el.elType === 'section') {
    const { className, style } = responsive(
      s,
      `pb-section${str(s.gap) === 'narrow' ? ' pb-section--narrow' : ''}`,
    );
    const bg = str(s.background_color);
    const padding = str(s.padding);
    return (
      <section
        className={className}
        style={{ ...style, ...(bg ? { background: bg } : {}), ...(padding ? { padding } : {}) }}
      >
        <div className="pb-section__inner">
          {el.elements.map((c, i) => (
            <Element key={c.id ?? i} el={c} />
          ))}
        </div>
      </section>
    );
  }
  if (el.elType === 'column') {
    const { className, style } = responsive(s, 'pb-column');
    return (
      <div className={className} style={style}>
        {el.elements.map((c, i) => (
          <Element key={c.id ?? i} el={c} />
        ))}
      </div>
    );
  }
  const type = el.widgetType ?? '';
  const Widget = WIDGETS[type];
  const { className, style } = responsive(s, 'pb-widget', 'ww');
  return (
    <div className={className} style={style} data-widget={type}>
      {Widget ? (
        <Widget s={s} />
      ) : (
        <div className="pb-placeholder">Widget {type || 'desconhecido'} não implementado</div>
      )}
    </div>
  );
}

/** Renders page-builder data: null → 'Carregando página...', invalid → 'Erro ao carregar página'. */
export function PageRenderer({ data }: { data: unknown }) {
  const parsed = useMemo(
    () => (data === null || data === undefined ? null : pageDataSchema.safeParse(data)),
    [data],
  );
  if (parsed === null) {
    return (
      <div className="pb-state" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>Carregando página...</p>
      </div>
    );
  }
  if (!parsed.success) {
    return (
      <div className="pb-state pb-state--error" role="alert">
        <p>Erro ao carregar página</p>
      </div>
    );
  }
  const page: PageData = parsed.data;
  const maxWidth = num(page.page_settings.max_width);
  return (
    <div className="pb-page" style={maxWidth ? { maxWidth } : undefined}>
      {page.content.map((el, i) => (
        <Element key={el.id ?? i} el={el} />
      ))}
    </div>
  );
}
