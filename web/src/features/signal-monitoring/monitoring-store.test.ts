import { describe, expect, it } from 'vitest';
import type { EngineControl, MonitoringOverview } from '@sinais/shared';
import { withControl } from './monitoring-store';

const control = (paused: boolean, version: number): EngineControl => ({
  paused,
  reason: paused ? 'manutenção' : null,
  actor_email: 'admin@example.com',
  changed_at: '2026-01-01T10:00:00.000Z',
  paused_until: null,
  version,
});

const overview = (engineOnline: boolean): MonitoringOverview => ({
  signals: [],
  stats: {
    total_pending: 2,
    analyzing: 2,
    confirmed_today: 1,
    rejected_today: 0,
    success_rate: null,
    avg_confirmation_time: 0,
    is_monitoring: engineOnline,
    engine_online: engineOnline,
    control: control(false, 1),
  },
  control: control(false, 1),
  generated_at: '2026-01-01T10:00:00.000Z',
});

describe('a command result applied to the cached overview', () => {
  it('shows the paused state at once and stops "monitoring", keeping the counts', () => {
    const next = withControl(overview(true), control(true, 2));
    expect(next.control).toMatchObject({ paused: true, version: 2 });
    expect(next.stats.control).toEqual(next.control);
    expect(next.stats.is_monitoring).toBe(false);
    expect(next.stats.total_pending).toBe(2);
  });

  it('resuming monitors again only while the engine is online', () => {
    expect(withControl(overview(true), control(false, 3)).stats.is_monitoring).toBe(true);
    expect(withControl(overview(false), control(false, 3)).stats.is_monitoring).toBe(false);
  });
});
