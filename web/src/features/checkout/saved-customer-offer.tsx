import type { SavedCustomer } from '@sinais/shared';

interface Props {
  saved: SavedCustomer;
  onUse: () => void;
}

/** The data of the buyer's last purchase, offered again (the CPF masked: the server fills it in). */
export function SavedCustomerOffer({ saved, onUse }: Props) {
  const place = [saved.city, saved.state].filter(Boolean).join('/');
  const items = [
    saved.phone ? `Telefone ${saved.phone}` : null,
    saved.cpf_masked ? `CPF ${saved.cpf_masked}` : null,
    saved.zip_code || place ? `CEP ${saved.zip_code ?? '—'}${place ? ` · ${place}` : ''}` : null,
  ].filter((x): x is string => x !== null);
  if (items.length === 0) return null;
  return (
    <div className="co-saved spread-row co-field--full" data-testid="saved-customer">
      <div>
        <strong>Usar os dados da sua última compra?</strong>
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onUse}>
        Usar estes dados
      </button>
    </div>
  );
}
