import type { InputHTMLAttributes } from 'react';

interface CheckoutFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error: string | undefined;
  /** Spans both columns of the checkout grid. */
  full?: boolean;
  /** For an error shown while typing (not on submit): it is announced and tied to the input by this id. */
  liveErrorId?: string;
}

/** A labelled input of the checkout forms (account and card), with its error under it. */
export function CheckoutField({ label, error, full, liveErrorId, ...input }: CheckoutFieldProps) {
  return (
    <label className={full ? 'co-field co-field--full' : 'co-field'}>
      <span>{label}</span>
      <input
        {...input}
        aria-invalid={!!error}
        aria-describedby={error && liveErrorId ? liveErrorId : undefined}
      />
      {error ? (
        <small className="co-error" id={liveErrorId} role={liveErrorId ? 'alert' : undefined}>
          {error}
        </small>
      ) : null}
    </label>
  );
}
