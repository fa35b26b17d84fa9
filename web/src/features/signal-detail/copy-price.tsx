import { useEffect, useState } from 'react';
import { displayDecimals, priceLike } from '@/lib/live/price-format';

const FEEDBACK_MS = 2000;

/** The price as an exchange order form takes it: a dot for decimals, no grouping, the shown decimals. */
export function plainPrice(value: number, reference: number): string {
  return value.toFixed(displayDecimals(reference));
}

/** A price written in full with a button that copies it for the exchange's order form. */
export function CopyPrice({
  label,
  value,
  reference,
  tone,
}: {
  label: string;
  value: number;
  reference: number;
  tone?: 'buy' | 'sell';
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(t);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainPrice(value, reference));
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="copy-price" data-testid={`copy-${label.toLowerCase()}`}>
      <span className="copy-price__label">{label}</span>
      <span className={`copy-price__value${tone ? ` text-${tone}` : ''}`}>{priceLike(value, reference)}</span>
      <button
        type="button"
        className="btn btn--ghost btn--sm copy-price__button"
        onClick={() => void copy()}
        aria-label={`Copiar preço de ${label.toLowerCase()}`}
      >
        {state === 'copied' ? 'Copiado!' : state === 'failed' ? 'Não copiou' : 'Copiar'}
      </button>
    </div>
  );
}
