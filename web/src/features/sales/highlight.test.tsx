import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted, truncatePreview } from './highlight';

describe('sales headline text', () => {
  it('colours the words between asterisks', () => {
    const html = renderToStaticMarkup(<Highlighted text="Aprenda *cripto* sem *medo*" color="#ff6b35" />);
    expect(html).toBe(
      'Aprenda <mark class="sales-mark" style="color:#ff6b35">cripto</mark> sem <mark class="sales-mark" style="color:#ff6b35">medo</mark>',
    );
  });

  it('truncates list previews at 40 / 30 characters without the marks', () => {
    expect(truncatePreview('Descubra o *método* que está transformando iniciantes', 40)).toBe(
      'Descubra o método que está transformando...',
    );
    expect(truncatePreview('Curto', 30)).toBe('Curto');
    expect(truncatePreview('🚀 QUERO ACESSO AGORA', 30)).toBe('🚀 QUERO ACESSO AGORA');
  });
});
