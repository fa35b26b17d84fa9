import type { ReactNode } from 'react';

/** The foot of a checkout form: the form's own error (not a field's), then the submit button, "Aguarde..." while busy. */
export function CheckoutSubmit({
  busy,
  busyLabel = 'Aguarde...',
  error,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <div className="alert alert--error co-field--full" role="alert">
          <div className="alert__body">{error}</div>
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg btn--block co-field--full" disabled={busy}>
        {busy ? busyLabel : children}
      </button>
    </>
  );
}
