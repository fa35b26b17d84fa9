import { Link } from 'react-router-dom';
import { ErrorNote } from '@/components/error-note';
import { PageSpinner } from '@/components/page-spinner/page-spinner';

/** Where a document page leads back to ("← Minhas compras"). */
export interface BackLink {
  to: string;
  label: string;
}

/** A printable document that is not there yet: its error with the way back, or a spinner while it loads. */
export function DocumentPending({
  error,
  back,
  className,
  loadingClassName = className,
}: {
  error: string | null;
  back: BackLink;
  className: string;
  loadingClassName?: string;
}) {
  if (!error) return <PageSpinner className={`page ${loadingClassName}`} />;
  return (
    <div className={`page ${className}`}>
      <ErrorNote>{error}</ErrorNote>
      <Link to={back.to}>← {back.label}</Link>
    </div>
  );
}

/** The bar above a printable document (hidden in print): the way back and the print button. */
export function PrintBar({ back, className }: { back: BackLink; className: string }) {
  return (
    <div className={className}>
      <Link to={back.to}>← {back.label}</Link>
      <button type="button" className="btn btn--primary" onClick={() => window.print()}>
        Imprimir ou salvar em PDF
      </button>
    </div>
  );
}
