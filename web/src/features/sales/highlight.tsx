import { Fragment } from 'react';

/** "Texto com *palavras* destacadas": the words between asterisks take the highlight colour. */
export function Highlighted({ text, color }: { text: string; color: string }) {
  const parts = text.split(/(\*[^*]+\*)/g).filter(Boolean);
  return (
    <>
      {parts.map((p, i) =>
        p.startsWith('*') && p.endsWith('*') && p.length > 2 ? (
          <mark key={i} className="sales-mark" style={{ color }}>
            {p.slice(1, -1)}
          </mark>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </>
  );
}

/** Plain text for previews: the highlight marks removed, cut at `max` characters. */
export function truncatePreview(text: string, max: number): string {
  const plain = text.replace(/\*/g, '');
  return plain.length > max ? `${plain.slice(0, max)}...` : plain;
}
