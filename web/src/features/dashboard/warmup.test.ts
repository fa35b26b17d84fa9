import { describe, expect, it } from 'vitest';
import { warmupMessage, type WarmupStatus } from './warmup';

// 12:00 in Sao Paulo.
const NOW = new Date('2026-11-25T15:00:00Z');
const status = (over: Partial<WarmupStatus> = {}): WarmupStatus => ({
  engine_online: true,
  pending_signals_count: 0,
  analysis: { cycle_count: 1, current_index: 12, total_pairs: 150, progress_percent: 8, is_paused: false },
  ...over,
});

describe('first-run notice (issue 16)', () => {
  it('says the engine is warming up and that no confirmation comes before the window ends', () => {
    const m = warmupMessage(status(), NOW);
    expect(m).toContain('O motor está aquecendo (ciclo 1, 12 de 150 pares analisados).');
    expect(m).toContain('pendente por 60 minutos');
    expect(m).toContain('não chega antes das 13:00');
  });
  it('with signals pending, the first confirmation comes by the end of the window', () => {
    const m = warmupMessage(status({ pending_signals_count: 2 }), NOW);
    expect(m).toContain('2 sinais aguardam confirmação');
    expect(m).toContain('até as 13:00');
    expect(warmupMessage(status({ pending_signals_count: 1 }), NOW)).toContain('1 sinal aguarda');
  });
  it('after the first cycle it is no longer warming up; offline, paused and unknown are said as such', () => {
    const later = status({
      analysis: { cycle_count: 5, current_index: 3, total_pairs: 150, progress_percent: 2, is_paused: false },
    });
    expect(warmupMessage(later, NOW)).toMatch(/^O motor segue analisando o mercado \(ciclo 5/);
    expect(warmupMessage(status({ engine_online: false }), NOW)).toContain('offline');
    expect(
      warmupMessage(
        status({
          analysis: {
            cycle_count: 2,
            current_index: 0,
            total_pairs: 150,
            progress_percent: 0,
            is_paused: true,
          },
        }),
        NOW,
      ),
    ).toContain('pausada');
    expect(warmupMessage(null, NOW)).toContain('ainda não informou');
  });
});
