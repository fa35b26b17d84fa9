import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMarketStore } from '@/lib/live/market-store';
import { BtcCard } from './market-tiles';

afterEach(() => useMarketStore.setState({ btc: null }));

describe('BtcCard', () => {
  it('shows no strength before the first reading (a made-up 50 would read as a neutral market)', () => {
    render(<BtcCard />);
    expect(screen.getByTestId('btc-price')).toHaveTextContent('CARREGANDO');
    expect(screen.getByTestId('btc-strength')).toHaveTextContent('Força do BTC: —');
    expect(screen.getByRole('img', { name: 'Força do BTC ainda não carregada' })).toBeInTheDocument();
  });

  it('shows the strength of the reading once it arrives', () => {
    useMarketStore.getState().setBtc({
      price: 91234,
      change_24h: 2.5,
      strength: 72,
      volume_24h: null,
      simulated: true,
      time_scale: 1,
      updated_at: '2026-11-29T20:00:00.000Z',
      fallback: false,
    });
    render(<BtcCard />);
    expect(screen.getByTestId('btc-strength')).toHaveTextContent('Força do BTC: 72/100');
    expect(screen.getByRole('img', { name: 'Força 72 de 100' })).toBeInTheDocument();
    expect(screen.getByText('Dados simulados')).toBeInTheDocument();
  });
});
