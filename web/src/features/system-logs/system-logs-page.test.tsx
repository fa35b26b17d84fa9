import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SystemLogRow } from '@sinais/shared';
import { engineHealthAnswer } from '@/lib/testing/engine-health-fixture';
import { jsonReply, mockFetch, replyByPath } from '@/lib/testing/fetch-mock';
import { renderScreen } from '@/lib/testing/render-screen';
import { SystemLogsPage, useLogsStore } from './system-logs-page';

const engineOnline = engineHealthAnswer({ server_time: '2025-06-02T15:30:00.000Z' });

const row = (id: number, service: string, level: string, message: string): SystemLogRow => ({
  id,
  timestamp: `2025-06-02T15:0${id}:00.000Z`,
  level,
  service,
  message,
  details: null,
});

/** The server lists the newest first. */
const ROWS = [
  row(3, 'DATABASE', 'ERROR', 'Conexão perdida com o banco'),
  row(2, 'SIGNAL_GEN', 'INFO', 'Sinal gerado para SOLUSDT'),
  row(1, 'ANALYSIS', 'INFO', 'Análise concluída: BTCUSDT'),
];

describe('system logs page', () => {
  const fetchMock = mockFetch();
  const serve = (logs: () => Response) =>
    fetchMock.mockImplementation(
      replyByPath({
        '/api/admin/engine-health': () => jsonReply(200, { success: true, data: engineOnline }),
        '/api/system/logs': logs,
      }),
    );
  const messages = () => screen.queryAllByTestId('log-line').map((l) => l.lastChild?.textContent);
  afterEach(() => useLogsStore.setState({ logs: [], lastEventAt: 0 }));

  it('lists the stored lines oldest first, read every 3 s while no live stream runs', async () => {
    serve(() => jsonReply(200, { success: true, logs: ROWS, count: ROWS.length }));
    renderScreen(<SystemLogsPage />);
    await waitFor(() => expect(screen.getByTestId('logs-count')).toHaveTextContent('3 logs exibidos'));
    expect(messages()).toEqual([
      'Análise concluída: BTCUSDT',
      'Sinal gerado para SOLUSDT',
      'Conexão perdida com o banco',
    ]);
    expect(screen.getByText('Conectado · atualização a cada 3 s')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/system/logs'))![0])).toBe(
      '/api/system/logs?limit=1000',
    );
  });

  it('narrows the list with the toolbar and the text search, and "Limpar" empties it', async () => {
    serve(() => jsonReply(200, { success: true, logs: ROWS, count: ROWS.length }));
    renderScreen(<SystemLogsPage />);
    await waitFor(() => expect(messages()).toHaveLength(3));
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Nível' }), 'INFO');
    expect(screen.getByTestId('logs-count')).toHaveTextContent('2 logs exibidos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Serviço' }), 'ANALYSIS');
    expect(messages()).toEqual(['Análise concluída: BTCUSDT']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Serviço' }), 'Todos os serviços');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nível' }), 'Todos os níveis');
    // Accents and case do not matter to the search.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar no texto' }), 'conexao');
    expect(messages()).toEqual(['Conexão perdida com o banco']);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar no texto' }));
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    const list = within(screen.getByRole('log'));
    expect(list.getByText('Nenhum log para exibir')).toBeInTheDocument();
    expect(list.getByText('Novos registros aparecerão aqui.')).toBeInTheDocument();
  });

  it('says it is disconnected, and why, when the logs cannot be read', async () => {
    serve(() => jsonReply(403, { error: 'forbidden' }));
    renderScreen(<SystemLogsPage />);
    expect(await screen.findByText('Desconectado')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Acesso negado - privilégios de admin necessários');
    expect(screen.getByText('Ajuste os filtros ou aguarde novos registros.')).toBeInTheDocument();
  });
});
