/** A read that failed, said in words, with the button that asks again. */
export function RetryPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="error-panel">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}
