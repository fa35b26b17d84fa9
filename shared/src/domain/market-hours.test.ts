import { describe, expect, it } from 'vitest';
import { marketStatusAt } from './market-hours';

const at = (iso: string) => new Date(iso);

describe('market hours', () => {
  it('opens NYSE at 09:30 New York time, in summer (EDT) and winter (EST)', () => {
    expect(marketStatusAt('new_york', at('2026-07-15T13:29:00Z')).status).toBe('PRÉ-MERCADO');
    expect(marketStatusAt('new_york', at('2026-07-15T13:30:00Z')).status).toBe('ABERTO');
    expect(marketStatusAt('new_york', at('2026-01-14T14:29:00Z')).status).toBe('PRÉ-MERCADO');
    const open = marketStatusAt('new_york', at('2026-01-14T14:30:00Z'));
    expect(open).toMatchObject({ status: 'ABERTO', is_open: true, time: '09:30', session: '09:30-16:00' });
    expect(open.next_change).toBe('2026-01-14T21:00:00.000Z');
  });

  it('has after-hours, then closes; weekends and holidays are closed', () => {
    expect(marketStatusAt('new_york', at('2026-01-14T21:30:00Z')).status).toBe('PÓS-MERCADO');
    expect(marketStatusAt('new_york', at('2026-01-15T02:00:00Z')).status).toBe('FECHADO');
    const sat = marketStatusAt('new_york', at('2026-11-21T15:00:00Z'));
    expect(sat).toMatchObject({ status: 'FECHADO', session: null, holiday: false });
    // Next change from Saturday: Monday 04:00 pre-market (EST = UTC-5).
    expect(sat.next_change).toBe('2026-11-23T09:00:00.000Z');
    expect(marketStatusAt('new_york', at('2026-11-26T15:00:00Z'))).toMatchObject({
      status: 'FECHADO',
      holiday: true,
    });
  });

  it('closes early at 13:00 the day after Thanksgiving', () => {
    expect(marketStatusAt('new_york', at('2026-11-27T17:59:00Z')).status).toBe('ABERTO');
    expect(marketStatusAt('new_york', at('2026-11-27T18:01:00Z')).status).toBe('PÓS-MERCADO');
  });

  it('runs Tokyo in two sessions with a lunch break, in JST', () => {
    expect(marketStatusAt('asia', at('2026-01-14T23:59:00Z')).status).toBe('FECHADO'); // 08:59 JST
    expect(marketStatusAt('asia', at('2026-01-15T00:00:00Z'))).toMatchObject({
      status: 'ABERTO',
      time: '09:00',
    });
    expect(marketStatusAt('asia', at('2026-01-15T02:45:00Z')).status).toBe('INTERVALO');
    expect(marketStatusAt('asia', at('2026-01-15T06:29:00Z')).status).toBe('ABERTO');
    expect(marketStatusAt('asia', at('2026-01-15T06:31:00Z')).status).toBe('FECHADO');
    expect(marketStatusAt('asia', at('2026-01-15T00:00:00Z')).session).toBe('09:00-15:30');
    expect(marketStatusAt('asia', at('2026-01-12T01:00:00Z')).holiday).toBe(true);
  });
});
