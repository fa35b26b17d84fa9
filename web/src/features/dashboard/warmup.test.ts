import { describe, expect, it } from 'vitest';
import { keepPromise, promiseFor, warmupMessage, windowText, type WarmupStatus } from './warmup';

// 12:00 in Sao Paulo.
const NOW = new Date('2026-11-25T15:00:00Z');
const at = (hhmmss: string) => new Date(`2026-11-25T${hhmmss}-03:00`);
const status = (over: Partial<WarmupStatus> = {}): WarmupStatus => ({
  engine_online: true,
  time_scale: 1,
  member_pending: { count: 0, next_decision_at: null },
  analysis: { cycle_count: 1, current_index: 12, total_pairs: 150, progress_percent: 8, is_paused: false },
  ...over,
});
const pending = (count: number, next: Date | null) => ({
  member_pending: { count, next_decision_at: next ? next.toISOString() : null },
});

describe('first-run notice', () => {
  it('with nothing pending it promises no time, only the window length', () => {
    const m = warmupMessage(status(), NOW, null);
    expect(m).toContain('O motor está aquecendo (ciclo 1, 12 de 150 pares analisados).');
    expect(m).toContain('pendente por 60 minutos antes da confirmação');
    expect(m).not.toMatch(/\d\d:\d\d/);
  });

  it('the promise is the real window end rounded up to the minute (with the evaluation slack), never early', () => {
    expect(promiseFor(at('12:10:20').toISOString())).toEqual(at('12:11:00'));
    expect(promiseFor(at('12:10:40').toISOString())).toEqual(at('12:12:00'));
    expect(promiseFor(null)).toBeNull();
  });

  it('a kept promise can come earlier, never later', () => {
    expect(keepPromise(null, at('12:12:00'))).toEqual(at('12:12:00'));
    expect(keepPromise(at('12:12:00'), at('12:15:00'))).toEqual(at('12:12:00'));
    expect(keepPromise(at('12:12:00'), at('12:11:00'))).toEqual(at('12:11:00'));
    expect(keepPromise(at('12:12:00'), null)).toEqual(at('12:12:00'));
  });

  it('with a signal pending it gives the decision time of its window', () => {
    const m = warmupMessage(status(pending(2, at('12:10:20'))), NOW, at('12:11:00'));
    expect(m).toContain('2 sinais aguardam confirmação: a primeira decisão sai até as 12:11');
  });

  it('when the promised window ended in a rejection, it says so and names the next window apart', () => {
    const before = warmupMessage(status(pending(1, at('12:14:10'))), NOW, at('12:11:00'));
    expect(before).toContain('A decisão prometida para até as 12:11 já saiu');
    expect(before).toContain('descartado pelas regras de confirmação');
    expect(before).toContain('1 sinal aguarda confirmação, com decisão até as 12:15.');
    const after = warmupMessage(status(pending(0, null)), at('12:11:30'), at('12:11:00'));
    expect(after).toContain('O prazo das 12:11 passou sem sinal confirmado');
    expect(after).toContain('O motor segue procurando o próximo sinal.');
  });

  it('a late engine is called late, still with the first promise', () => {
    const m = warmupMessage(status(pending(1, at('12:10:20'))), at('12:11:40'), at('12:11:00'));
    expect(m).toContain('O prazo das 12:11 passou e o sinal ainda aguarda decisão');
  });

  it('the fast simulator states its speed and the window in wall time', () => {
    expect(windowText(60)).toBe('1 minuto (1 hora de mercado simulado)');
    expect(windowText(1)).toBe('60 minutos');
    const m = warmupMessage(status({ time_scale: 60 }), NOW, null);
    expect(m).toContain('Mercado simulado, 60× mais rápido.');
    expect(m).toContain('pendente por 1 minuto (1 hora de mercado simulado)');
  });

  it('after the first cycle it is no longer warming up; offline, paused and unknown are said as such', () => {
    const later = status({
      analysis: { cycle_count: 5, current_index: 3, total_pairs: 150, progress_percent: 2, is_paused: false },
    });
    expect(warmupMessage(later, NOW, null)).toMatch(/^O motor segue analisando o mercado \(ciclo 5/);
    expect(warmupMessage(status({ engine_online: false }), NOW, null)).toContain('offline');
    const paused = status({
      analysis: { cycle_count: 2, current_index: 0, total_pairs: 150, progress_percent: 0, is_paused: true },
    });
    expect(warmupMessage(paused, NOW, null)).toContain('pausada');
    expect(warmupMessage(null, NOW, null)).toContain('ainda não informou');
  });
});
