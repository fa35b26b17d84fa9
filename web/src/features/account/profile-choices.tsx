import { FINANCIAL_PROFILES, INTERESTS, type Profile } from '@sinais/shared';

const PROFILE_LABELS: Record<(typeof FINANCIAL_PROFILES)[number], string> = {
  conservador: 'Conservador',
  moderado: 'Moderado',
  arrojado: 'Arrojado',
};

interface Props {
  form: Profile;
  set: <K extends keyof Profile>(key: K, value: Profile[K]) => void;
}

/** The profile's interests and financial profile (Minha Conta). */
export function ProfileChoices({ form, set }: Props) {
  return (
    <>
      <fieldset className="field">
        <legend className="field__label">Interesses</legend>
        <div className="check-grid">
          {INTERESTS.map((i) => (
            <label key={i} className="check-pill">
              <input
                type="checkbox"
                checked={form.interesses.includes(i)}
                onChange={(e) =>
                  set(
                    'interesses',
                    e.target.checked ? [...form.interesses, i] : form.interesses.filter((x) => x !== i),
                  )
                }
              />
              {i}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend className="field__label">Perfil financeiro</legend>
        <div className="check-grid">
          {FINANCIAL_PROFILES.map((p) => (
            <label key={p} className="check-pill">
              <input
                type="radio"
                name="perfilFinanceiro"
                checked={form.perfilFinanceiro === p}
                onChange={() => set('perfilFinanceiro', p)}
              />
              {PROFILE_LABELS[p]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
