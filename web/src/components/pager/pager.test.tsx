import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('is absent when everything fits on one page', () => {
    render(<Pager page={1} pages={1} onPage={vi.fn()} label="Páginas do histórico" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names itself, says where the list stands and moves one page each way', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} pages={3} onPage={onPage} label="Páginas do histórico" detail="· 30 sinais" />);
    const nav = screen.getByRole('navigation', { name: 'Páginas do histórico' });
    expect(nav).toHaveTextContent('2 / 3 · 30 sinais');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('cannot go before the first page nor past the last', () => {
    const { rerender } = render(<Pager page={1} pages={3} onPage={vi.fn()} label="Páginas" />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeEnabled();
    rerender(<Pager page={3} pages={3} onPage={vi.fn()} label="Páginas" />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('holds both buttons while a page loads', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} pages={3} onPage={onPage} label="Páginas" busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(onPage).not.toHaveBeenCalled();
  });
});
