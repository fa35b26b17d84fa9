import { Fragment, useId } from 'react';

export interface ReviewDraft {
  rating: number;
  text: string;
  display_name: string;
  location: string;
  consent: boolean;
}

interface Props {
  draft: ReviewDraft;
  onChange: (d: ReviewDraft) => void;
  max: number;
}

/** The one-line fields under the text: the name shown with the review and the city. */
const SHORT_FIELDS = [
  { key: 'display_name', label: 'Nome exibido' },
  { key: 'location', label: 'Cidade (opcional)' },
] as const;

/** The review's fields: the note (five radio buttons), the text, the name shown, the city and the consent. */
export function ReviewFields({ draft, onChange, max }: Props) {
  const id = useId();
  const set = <K extends keyof ReviewDraft>(k: K, v: ReviewDraft[K]) => onChange({ ...draft, [k]: v });
  return (
    <>
      <fieldset className="sc-review__stars">
        <legend>Sua nota</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= draft.rating ? 'sc-star sc-star--on' : 'sc-star'}>
            <input
              type="radio"
              name={`nota${id}`}
              value={n}
              checked={draft.rating === n}
              onChange={() => set('rating', n)}
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">
              {n} {n === 1 ? 'estrela' : 'estrelas'}
            </span>
          </label>
        ))}
      </fieldset>
      <label className="sc-review__field" htmlFor={`texto${id}`}>
        Sua avaliação
      </label>
      <textarea
        className="text-input"
        id={`texto${id}`}
        rows={4}
        maxLength={max}
        value={draft.text}
        onChange={(e) => set('text', e.target.value)}
      />
      {SHORT_FIELDS.map(({ key, label }) => (
        <Fragment key={key}>
          <label className="sc-review__field" htmlFor={`${key}${id}`}>
            {label}
          </label>
          <input
            className="text-input"
            id={`${key}${id}`}
            maxLength={60}
            value={draft[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        </Fragment>
      ))}
      <label className="sc-review__consent">
        <input type="checkbox" checked={draft.consent} onChange={(e) => set('consent', e.target.checked)} />
        Autorizo publicar esta avaliação, com o nome acima, na página do curso.
      </label>
    </>
  );
}
