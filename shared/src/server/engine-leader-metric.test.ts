import { afterEach, describe, expect, it } from 'vitest';
import { renderMetrics, trackEngineLeader, type EngineRole } from './metrics';

const leaderLines = async () =>
  (await renderMetrics()).body.split('\n').filter((l) => l.startsWith('sinais_engine_leader'));

describe('sinais_engine_leader', () => {
  afterEach(() => trackEngineLeader(null));

  it('reads the lease holder at scrape time: 1 with role active, 0 with role standby or starting', async () => {
    let role: EngineRole = 'starting';
    trackEngineLeader(() => role);
    expect(await leaderLines()).toEqual(['sinais_engine_leader{role="starting"} 0']);
    role = 'active';
    expect(await leaderLines()).toEqual(['sinais_engine_leader{role="active"} 1']);
    role = 'standby';
    expect(await leaderLines()).toEqual(['sinais_engine_leader{role="standby"} 0']);
  });

  it('a process without an engine reports no leader series', async () => {
    trackEngineLeader(null);
    expect(await leaderLines()).toEqual([]);
  });
});
