import { useState, type ReactNode } from 'react';
import { activateOnly } from '@sinais/shared';

interface Variant {
  id: string;
  active: boolean;
}

/** How a variant shows in the list: its colour dot, its tooltip and its shortened text. */
interface Preview {
  dot: string;
  title: string;
  text: string;
}

interface VariantEditorProps<V extends Variant> {
  /** The list's accessible name ("Headlines", "Botões"). */
  label: string;
  items: V[];
  save: (items: V[]) => void;
  preview: (v: V) => Preview;
  /** data-testid of each item's text. */
  previewTestId: string;
  addLabel: string;
  /** A new variant (inactive) with its default texts. */
  create: () => V;
  texts: { badge: string; active: string; activate: string };
  /** The fields of the selected variant; `set` patches it. */
  children: (v: V, set: (patch: Partial<V>) => void) => ReactNode;
  /** What follows the buttons (the variant's results). */
  footer?: (v: V) => ReactNode;
}

/**
 * The list of one kind of sales variant (headlines, CTA buttons) beside the form of the selected one: select,
 * add, edit, activate (only one is active at a time) and remove (never the last one).
 */
export function VariantEditor<V extends Variant>({
  label,
  items,
  save,
  preview,
  previewTestId,
  addLabel,
  create,
  texts,
  children,
  footer,
}: VariantEditorProps<V>) {
  const [selected, setSelected] = useState(items.find((x) => x.active)?.id ?? items[0]?.id);
  const v = items.find((x) => x.id === selected) ?? items[0];
  const set = (patch: Partial<V>) => save(items.map((x) => (x.id === v?.id ? { ...x, ...patch } : x)));
  const add = () => {
    const added = create();
    save([...items, added]);
    setSelected(added.id);
  };
  const remove = () => {
    if (!v || items.length <= 1) return;
    const rest = items.filter((x) => x.id !== v.id);
    save(v.active ? activateOnly(rest, rest[0]!.id) : rest);
    setSelected(rest[0]!.id);
  };
  return (
    <div className="sa-split">
      <ul className="sa-list" aria-label={label}>
        {items.map((x) => {
          const p = preview(x);
          return (
            <li key={x.id}>
              <button
                type="button"
                className={`sa-item${x.id === v?.id ? ' sa-item--selected' : ''}`}
                onClick={() => setSelected(x.id)}
                title={p.title}
              >
                <span className="sa-item__dot" style={{ background: p.dot }} aria-hidden="true" />
                <span className="sa-item__text" data-testid={previewTestId}>
                  {p.text}
                </span>
                {x.active ? <span className="pill sa-badge">{texts.badge}</span> : null}
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className="btn btn--ghost btn--sm btn--block" onClick={add}>
            {addLabel}
          </button>
        </li>
      </ul>
      {v ? (
        <div className="sa-form">
          {children(v, set)}
          <div className="sa-row">
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={v.active}
              onClick={() => save(activateOnly(items, v.id))}
            >
              {v.active ? texts.active : texts.activate}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={items.length <= 1}
              onClick={remove}
            >
              Remover
            </button>
          </div>
          {footer?.(v)}
        </div>
      ) : null}
    </div>
  );
}
