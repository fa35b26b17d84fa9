import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { QueryView, type QueryLike } from './query-view';

const query = <T,>(over: Partial<QueryLike<T>> = {}): QueryLike<T> => ({
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const names = (list: string[]) => (
  <ul>
    {list.map((n) => (
      <li key={n}>{n}</li>
    ))}
  </ul>
);

describe('QueryView', () => {
  it('announces the loading state until the data arrives', () => {
    render(
      <QueryView query={query<string[]>()} loadingText="Carregando pedidos...">
        {names}
      </QueryView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando pedidos...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the data, and keeps it on screen while a refetch fails', () => {
    const q = query<string[]>({ data: ['Ana', 'Bruno'], error: new Error('falhou') });
    render(<QueryView query={q}>{names}</QueryView>);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana', 'Bruno']);
    expect(screen.queryByText('Tentar novamente')).not.toBeInTheDocument();
  });

  it('shows the empty state instead of an empty list', () => {
    render(
      <QueryView
        query={query<string[]>({ data: [] })}
        isEmpty={(d) => d.length === 0}
        empty={<p>Nenhum pedido.</p>}
      >
        {names}
      </QueryView>,
    );
    expect(screen.getByText('Nenhum pedido.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("says the server's message on failure and asks again on 'Tentar novamente'", async () => {
    const q = query<string[]>({
      error: new HttpError(503, 'Serviço em manutenção', null, null, 'Serviço em manutenção'),
    });
    render(<QueryView query={q}>{names}</QueryView>);
    expect(screen.getByText('Serviço em manutenção')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to its own sentence when the failure is not a server answer', () => {
    render(
      <QueryView
        query={query<string[]>({ error: new TypeError('x is undefined') })}
        errorText="Não foi possível carregar os pedidos."
      >
        {names}
      </QueryView>,
    );
    expect(screen.getByText('Não foi possível carregar os pedidos.')).toBeInTheDocument();
    expect(screen.queryByText('x is undefined')).not.toBeInTheDocument();
  });

  it('lets a page say the failure its own way', async () => {
    const q = query<string[]>({ error: new HttpError(0, 'Erro de conexão com o servidor') });
    render(
      <QueryView
        query={q}
        failed={(message, retry) => <button onClick={retry}>{`${message} · recarregar`}</button>}
      >
        {names}
      </QueryView>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Erro de conexão com o servidor · recarregar' }),
    );
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });
});
