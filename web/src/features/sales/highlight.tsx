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
  const chars = Array.from(text.replace(/\*/g, '')); // by code point: an emoji is never cut in half
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}
