import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_SIGNAL_LABEL, type Signal } from '@sinais/shared';
import { makeConfirmedSignal } from '@sinais/shared/testing';
import { parseSignal } from '@/lib/live/signal-parse';
import { SignalCard } from './signal-card';

const viewSignal = (over: Partial<Signal> = {}) =>
  parseSignal(makeConfirmedSignal({ id: 'sig-1', ...over }))!;

function SignalDetail() {
  return <p>Detalhe do sinal {useParams().id}</p>;
}

function Card({ over, livePrice }: { over?: Partial<Signal>; livePrice?: number }) {
  const [favorite, setFavorite] = useState(false);
  return (
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <SignalCard
              variant="member"
              signal={viewSignal(over)}
              favorite={favorite}
              onToggleFavorite={() => setFavorite((f) => !f)}
              livePrice={livePrice}
              isNew={false}
              track={undefined}
            />
          }
        />
        <Route path="/sinal/:id" element={<SignalDetail />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('member signal card', () => {
  it('names the direction and writes the plan prices in pt-BR, in the precision of the entry', () => {
    render(<Card />);
    const card = screen.getByRole('article', { name: 'Sinal de COMPRA BTCUSDT' });
    expect(within(card).getByText('▲ COMPRA')).toBeInTheDocument();
    expect(within(card).getByTestId('price-entry')).toHaveTextContent('US$ 95.000,5');
    expect(within(card).getByTestId('price-target')).toHaveTextContent('US$ 97.850,0');
    expect(within(card).getByTestId('price-stop')).toHaveTextContent('US$ 92.150,5');
    expect(within(card).getByText('3,00%')).toBeInTheDocument();
    expect(within(card).getByTestId('signal-outcome')).toHaveTextContent('Em aberto');
    expect(within(card).queryByText(DEMO_SIGNAL_LABEL)).not.toBeInTheDocument();
  });

  it('says a sale and its live move since entry', () => {
    render(
      <Card
        over={{ direction: 'VENDA', entry_price: 100, target_price: 95, stop_loss: 103 }}
        livePrice={98}
      />,
    );
    const card = screen.getByRole('article', { name: 'Sinal de VENDA BTCUSDT' });
    expect(within(card).getByText('▼ VENDA')).toBeInTheDocument();
    expect(within(card).getByTestId('signal-pnl')).toHaveTextContent('+2,00%');
  });

  it('labels a signal made on simulated prices as a demonstration, in its name too', () => {
    render(<Card over={{ simulated: true }} />);
    const card = screen.getByRole('article', { name: 'Sinal de demonstração de COMPRA BTCUSDT' });
    expect(within(card).getByTestId('demo-label')).toHaveTextContent(DEMO_SIGNAL_LABEL);
  });

  it('toggles the favourite star with its pressed state and name', async () => {
    render(<Card />);
    await userEvent.click(screen.getByRole('button', { name: 'Favoritar BTCUSDT', pressed: false }));
    expect(
      screen.getByRole('button', { name: 'Remover BTCUSDT dos favoritos', pressed: true }),
    ).toBeInTheDocument();
    // The star keeps its own action: the card did not open the detail.
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('opens the detail from anywhere on the card', async () => {
    render(<Card />);
    await userEvent.click(screen.getByTestId('price-target'));
    expect(screen.getByText('Detalhe do sinal sig-1')).toBeInTheDocument();
  });

  it('opens the detail from its link', async () => {
    const onError = vi.spyOn(console, 'error');
    render(<Card />);
    await userEvent.click(screen.getByRole('link', { name: 'Ver detalhes de BTCUSDT' }));
    expect(screen.getByText('Detalhe do sinal sig-1')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
