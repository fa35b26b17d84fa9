/** The outcome of a save or an upload. */
export function Notice({ tone, text }: { tone: 'success' | 'error'; text: string }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="alert__body">{text}</div>
    </div>
  );
}
