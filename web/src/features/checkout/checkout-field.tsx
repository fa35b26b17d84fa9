import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FIELD_MAX } from './masks';

interface CheckoutFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error: string | undefined;
  /** Spans both columns of the checkout grid. */
  full?: boolean;
  /** For an error shown while typing (not on submit): it is announced and tied to the input by this id. */
  liveErrorId?: string;
  /** Said under the input when there is no error (tied to it as its description, never part of its name). */
  hint?: ReactNode;
}

/**
 * A labelled input of the checkout forms (account, billing and card), with its error or hint under it. The label
 * holds only the label's text: the error and the hint describe the input (`aria-describedby`), so its accessible
 * name is the label alone.
 */
export function CheckoutField({ label, error, full, liveErrorId, hint, id, ...input }: CheckoutFieldProps) {
  const auto = useId();
  const inputId = id ?? `campo${auto}`;
  const noteId = liveErrorId ?? `${inputId}-nota`;
  const note = error ?? hint;
  return (
    <div className={full ? 'co-field co-field--full' : 'co-field'}>
      <label htmlFor={inputId}>{label}</label>
      <input {...input} id={inputId} aria-invalid={!!error} aria-describedby={note ? noteId : undefined} />
      {error ? (
        <small className="co-error" id={noteId} role={liveErrorId ? 'alert' : undefined}>
          {error}
        </small>
      ) : hint ? (
        <small className="co-muted" id={noteId}>
          {hint}
        </small>
      ) : null}
    </div>
  );
}

/** The buyer's e-mail, as every checkout form asks it. */
export function CheckoutEmailField(props: Omit<CheckoutFieldProps, 'label' | 'type'>) {
  return (
    <CheckoutField label="E-mail" type="email" autoComplete="email" maxLength={FIELD_MAX.email} {...props} />
  );
}
