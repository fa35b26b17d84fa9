import { describe, expect, it } from 'vitest';
import { failoverAlert } from './failover-alert';

describe('failover alert', () => {
  it('names both instances, the last sign of life, the takeover and the gap, in Brasília time', () => {
    const alert = failoverAlert({
      from: 'motor-a',
      to: 'motor-b',
      lastSeen: '2026-11-29T03:00:05.000Z',
      at: new Date('2026-11-29T03:00:27.000Z'),
    });
    expect(alert.kind).toBe('failover');
    expect(alert.title).toBe('Failover do motor: motor-a → motor-b');
    expect(alert.message).toMatch(
      /^O motor motor-a parou de responder \(último sinal de vida às 29\/11\/2026,? 00:00:05\); motor-b assumiu a análise às 29\/11\/2026,? 00:00:27, 22 s depois\.$/,
    );
    expect(alert.details).toEqual({
      from: 'motor-a',
      to: 'motor-b',
      last_seen: '2026-11-29T03:00:05.000Z',
      took_over_at: '2026-11-29T03:00:27.000Z',
      gap_s: 22,
    });
  });
});
