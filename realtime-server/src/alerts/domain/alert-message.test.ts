import { describe, expect, it } from 'vitest';
import { makeConfirmedSignal } from '@sinais/shared/testing';
import { signalAlertText, signalPushPayload } from './alert-message';

const plan = {
  symbol: 'SOLUSDT',
  direction: 'COMPRA',
  signal_class: 'ELITE',
  timeframe: '1d',
  entry_price: 150.25,
  target_price: 160.5,
  stop_loss: 145.1,
  projection_percentage: 6.82,
} as const;

/** pt-BR currency puts a no-break space after "US$". */
const text = (t: { title: string; body: string }) => ({ ...t, body: t.body.replace(/\u00a0/g, ' ') });

describe('alert texts (Web Push and Telegram)', () => {
  it('a signal on real prices is announced as it is', () => {
    expect(text(signalAlertText(makeConfirmedSignal(plan)))).toEqual({
      title: 'Novo sinal: SOLUSDT COMPRA',
      body: 'ELITE · 1d · Entrada US$ 150,25 · Alvo US$ 160,50 · Stop US$ 145,10 · Projeção +6,82%',
    });
  });

  it('a demonstration signal on simulated prices says so in the title and first in the body', () => {
    const signal = makeConfirmedSignal({ ...plan, simulated: true });
    expect(text(signalAlertText(signal))).toEqual({
      title: '[Demonstração] Novo sinal: SOLUSDT COMPRA',
      body: 'Sinal de demonstração · preços simulados · ELITE · 1d · Entrada US$ 150,25 · Alvo US$ 160,50 · Stop US$ 145,10 · Projeção +6,82%',
    });
    const push = signalPushPayload(signal, true);
    expect(push.title).toBe('[Demonstração] Novo sinal: SOLUSDT COMPRA');
    expect(push.body).toMatch(/^Sinal de demonstração · preços simulados · /);
    expect(push.silent).toBe(false);
  });
});
