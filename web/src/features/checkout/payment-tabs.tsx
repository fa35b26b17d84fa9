/** How the buyer pays: by card or by Pix. */
export type PaymentMethod = 'card' | 'pix';

interface TabsProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

/** The payment box's two tabs, card and Pix; both wait while a card payment is processing. */
export function PaymentTabs({ method, onChange, disabled }: TabsProps) {
  const tab = (value: PaymentMethod, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={method === value}
      className={method === value ? 'co-tab co-tab--on' : 'co-tab'}
      onClick={() => onChange(value)}
      disabled={disabled}
    >
      {label}
    </button>
  );
  return (
    <div className="co-tabs" role="tablist" aria-label="Forma de pagamento">
      {tab('card', 'Cartão de crédito')}
      {tab('pix', 'Pix')}
    </div>
  );
}
