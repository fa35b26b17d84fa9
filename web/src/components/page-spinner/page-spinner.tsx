/** A page (or region) that is still loading: a spinner alone, announced as a status. */
export function PageSpinner({ className }: { className: string }) {
  return (
    <div className={className} role="status">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
