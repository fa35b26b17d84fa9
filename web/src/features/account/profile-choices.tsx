import { FINANCIAL_PROFILES, INTERESTS, type Profile } from '@sinais/shared';
import { ChoicePills, toggled } from './choice-pills';

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
      <ChoicePills
        legend="Interesses"
        type="checkbox"
        options={INTERESTS}
        isChecked={(i) => form.interesses.includes(i)}
        onPick={(i, on) => set('interesses', toggled(form.interesses, i, on))}
      />
      <ChoicePills
        legend="Perfil financeiro"
        type="radio"
        name="perfilFinanceiro"
        options={FINANCIAL_PROFILES}
        label={(p) => PROFILE_LABELS[p]}
        isChecked={(p) => form.perfilFinanceiro === p}
        onPick={(p) => set('perfilFinanceiro', p)}
      />
    </>
  );
}
