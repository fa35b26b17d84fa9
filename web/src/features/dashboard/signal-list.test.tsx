import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Signal, StrategyTrack } from '@sinais/shared';
import { makeConfirmedSignal } from '@sinais/shared/testing';
import { useSignalsStore } from '@/lib/live/signals-store';
import { loadSignalSnapshot } from '@/lib/socket';
import { jsonReply, mockFetch, replyByPath } from '@/lib/testing/fetch-mock';
import { renderScreen } from '@/lib/testing/render-screen';
import { DASHBOARD_PAGE_SIZE, dashboardList } from './dashboard-rules';
import { useFavoritesStore } from './favorites';
import { SignalList } from './signal-list';

/** One clock for the fixtures and the list, so a signal confirmed "now" is always after the 21:00 cut-off. */
const NOW = new Date();

const signal = (symbol: string, over: Partial<Signal> = {}) =>
  makeConfirmedSignal({ symbol, confirmed_at: NOW.toISOString(), entry_time: NOW.toISOString(), ...over });

const track: StrategyTrack = {
  strategy: 'MACD_MOMENTUM',
  timeframe: '1h',
  signals: 50,
  pending: 0,
  confirmed: 46,
  rejected: 4,
  open: 4,
  closed: 42,
  wins: 17,
  losses: 25,
  expired: 0,
  win_rate: 0.413,
  win_rate_ci: [0.27, 0.57],
  avg_net_pct: 0.12,
  total_net_pct: 5.04,
};

/** The dashboard's list as DashboardPage feeds it: from the one signals store. */
function DashboardSignals() {
  const list = dashboardList(Object.values(useSignalsStore((s) => s.byId)), NOW);
  return <SignalList list={list} now={NOW} demo={list.signals.some((s) => s.simulated)} />;
}

describe('dashboard signal list', () => {
  const fetchMock = mockFetch();
  const serve = (signals: Signal[] | 'down') =>
    fetchMock.mockImplementation(
      replyByPath({
        '/api/unified/signals/confirmed': () =>
          signals === 'down'
            ? jsonReply(503, { error: 'unavailable' })
            : jsonReply(200, {
                success: true,
                timestamp: NOW.toISOString(),
                data: { confirmed_signals: signals, count: signals.length, latest_seq: 7, since: null },
              }),
        '/api/signals/track-record/strategies': () =>
          jsonReply(200, { generated_at: NOW.toISOString(), record: 'published', by_strategy: [track] }),
      }),
    );
  /** The snapshot the socket module takes on connect: fetched, parsed with the shared schema, into the store. */
  const takeSnapshot = () => act(() => loadSignalSnapshot().catch(() => null));
  const cards = () => screen.queryAllByRole('article');

  afterEach(() => {
    useFavoritesStore.setState({ ids: [] });
    localStorage.clear();
  });

  it('waits for the snapshot, then lists its cards with their strategy record', async () => {
    serve([
      signal('BTCUSDT'),
      signal('ETHUSDT', { direction: 'VENDA', entry_price: 3200, target_price: 3100, stop_loss: 3260 }),
    ]);
    renderScreen(<DashboardSignals />);
    expect(screen.getByText('Carregando sinais...')).toBeInTheDocument();
    expect(screen.getByTestId('signals-updated')).toHaveTextContent('Última atualização: —');

    await takeSnapshot();
    expect(screen.getByRole('heading', { name: 'Sinais confirmados' })).toBeInTheDocument();
    expect(
      cards()
        .map((c) => c.getAttribute('aria-label'))
        .sort(),
    ).toEqual(['Sinal de COMPRA BTCUSDT', 'Sinal de VENDA ETHUSDT']);
    expect(screen.getByTestId('signals-updated')).not.toHaveTextContent('—');
    await waitFor(() =>
      expect(within(cards()[0]!).getByTestId('signal-track')).toHaveTextContent(
        'Histórico da estratégia: 42 encerradas · acerto 41,3% · média líquida +0,12%',
      ),
    );
  });

  it('says the read failed when the snapshot fails and nothing is listed', async () => {
    serve('down');
    renderScreen(<DashboardSignals />);
    await takeSnapshot();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Erro ao carregar sinais: Erro na API de sinais confirmados: 503',
    );
    expect(cards()).toEqual([]);
  });

  it('says so when the day has no signal yet', async () => {
    serve([]);
    renderScreen(<DashboardSignals />);
    await takeSnapshot();
    expect(screen.getByText('Nenhum sinal encontrado.')).toBeInTheDocument();
  });

  it('calls demonstration signals what they are, with the notice above the list', async () => {
    serve([signal('BTCUSDT', { simulated: true })]);
    renderScreen(<DashboardSignals />);
    await takeSnapshot();
    expect(screen.getByRole('heading', { name: 'Sinais de demonstração' })).toBeInTheDocument();
    expect(await screen.findByTestId('demo-notice')).toHaveTextContent('não são recomendação');
    expect(
      screen.getByRole('article', { name: 'Sinal de demonstração de COMPRA BTCUSDT' }),
    ).toBeInTheDocument();
  });

  it('filters by side, symbol and favourites, saying why the list is empty', async () => {
    serve([
      signal('BTCUSDT'),
      signal('ETHUSDT', { direction: 'VENDA', entry_price: 3200, target_price: 3100, stop_loss: 3260 }),
      signal('SOLUSDT', { entry_price: 150, target_price: 155, stop_loss: 147 }),
    ]);
    renderScreen(<DashboardSignals />);
    await takeSnapshot();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Venda' }));
    expect(cards().map((c) => c.dataset.symbol)).toEqual(['ETHUSDT']);

    await user.click(screen.getByRole('button', { name: '★ Favoritos' }));
    expect(
      screen.getByText('Nenhum sinal favorito ainda: toque na estrela de um sinal.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await user.click(screen.getByRole('button', { name: 'Favoritar SOLUSDT' }));
    await user.click(screen.getByRole('button', { name: '★ Favoritos' }));
    expect(cards().map((c) => c.dataset.symbol)).toEqual(['SOLUSDT']);

    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar por símbolo' }), 'xrp');
    expect(screen.getByText('Nenhum sinal com esses filtros.')).toBeInTheDocument();
  });

  it('pages a long day, the count beside the position', async () => {
    const many = Array.from({ length: DASHBOARD_PAGE_SIZE + 1 }, (_, i) => signal(`COIN${i}USDT`));
    serve(many);
    renderScreen(<DashboardSignals />);
    await takeSnapshot();
    expect(cards()).toHaveLength(DASHBOARD_PAGE_SIZE);
    const pager = screen.getByRole('navigation', { name: 'Páginas dos sinais' });
    expect(pager).toHaveTextContent(`1 / 2 · ${DASHBOARD_PAGE_SIZE + 1} sinais`);
    await userEvent.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(cards()).toHaveLength(1);
    expect(pager).toHaveTextContent('2 / 2');
  });
});
