import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEngineHealthStore } from '@/lib/live/engine-health-store';
import { engineHealthAnswer } from '@/lib/testing/engine-health-fixture';
import { jsonReply, mockFetch } from '@/lib/testing/fetch-mock';
import { EngineHealthBanner } from './engine-health-banner';

const health = engineHealthAnswer;

describe('EngineHealthBanner', () => {
  const fetchMock = mockFetch();

  it('says the engine is down, from the server read, without repeating the title', async () => {
    fetchMock.mockResolvedValue(
      jsonReply(200, {
        success: true,
        data: health({
          state: 'offline',
          cause: 'engine_silent',
          message: 'Motor de análise fora do ar: sem heartbeat há 2 min',
        }),
      }),
    );
    render(<EngineHealthBanner />);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(/^Motor de análise fora do arSem heartbeat há 2 min$/);
    expect(banner).toHaveClass('alert--error');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/engine-health');
  });

  it('shows nothing while the engine is simply online', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { success: true, data: health() }));
    render(<EngineHealthBanner />);
    await waitFor(() => expect(useEngineHealthStore.getState().view.state).toBe('online'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the store is unreadable when the health read itself fails', async () => {
    fetchMock.mockResolvedValue(jsonReply(500, { error: 'internal' }));
    render(<EngineHealthBanner />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Banco de dados indisponívelBanco de dados ou servidor indisponível: o estado do motor não pode ser lido',
    );
  });

  it('warns, less loudly, when the bus is down while the engine runs', () => {
    fetchMock.mockResolvedValue(jsonReply(200, { success: true, data: health() }));
    render(
      <EngineHealthBanner
        health={{
          state: 'online',
          cause: 'bus_down',
          message: 'eventos ao vivo atrasados',
          heartbeatAt: null,
        }}
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Barramento indisponívelEventos ao vivo atrasados');
    expect(banner).toHaveClass('alert--warning');
  });
});
